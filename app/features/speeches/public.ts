// What other features may use of speeches; everything else in the folder is its own.
export { useSpeech } from './api/get-speech';
export { useTranscriptionStatus } from './api/get-transcription-status';
export { RECENT_SPEECHES, useUserSpeeches } from './api/get-user-speeches';
export { useSaveSpeech } from './api/save-speech';
export { speechKeys } from './api/speech-keys';
export { useUpdateTranscript } from './api/update-transcript';
export { useSpeechOutcome, type SpeechPushState } from './api/watch-speech-outcome';
export { SpeechCard } from './components/speech-card';
export { sortSpeechesNewestFirst } from './lib/sort-speeches';
