// What other screens may use of goals (issue 13).
export { WeeklyGoalCard } from './components/weekly-goal-card';
