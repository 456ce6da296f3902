// What other features may use of feedback; everything else in the folder is its own.
export { formatScore } from '@common/measures/overall-score';
export { scoreTone as getScoreTone } from '@common/measures/bands';
export { SpeechTimeline } from './components/speech-timeline';
export { usePlayback } from './hooks/use-playback';
