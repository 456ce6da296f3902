/** Practice modes (issue 13): the mode chosen on Home, and its control. */
export { usePracticeMode } from './hooks/use-practice-mode';
export { PracticeModeSelect } from './components/practice-mode-select';
