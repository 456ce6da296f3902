// What other features may use of feedback; everything else in the folder is its own.
export { formatScore, getScoreTone } from './lib/overall-score';
