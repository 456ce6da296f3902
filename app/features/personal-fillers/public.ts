// What other screens may use of personal fillers (issue 13).
export { PersonalFillersCard } from './components/personal-fillers-card';
