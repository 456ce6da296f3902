import type { AnalysisDto } from '@common/contract/analysis';
import type { GetSpeechResponse } from '@common/contract/speech';

export const SERVER_ERROR_MESSAGE =
  "We couldn't generate feedback due to a server error. Please try recording again.";
export const NO_SPEECH_MESSAGE =
  "We couldn't hear any words in this recording. Check your microphone and try recording again.";
export const LOAD_ERROR_MESSAGE =
  "We couldn't load this speech. Check your connection and try again.";
export const NOT_FOUND_MESSAGE = 'This speech does not exist, or it belongs to another account.';

export type AnalysisErrorReason = 'load' | 'failed' | 'timed-out' | 'missing-id' | 'no-speech';

export type AnalysisPageState =
  | { kind: 'pending' }
  | { kind: 'processing' }
  | { kind: 'complete'; speech: GetSpeechResponse['speech']; analysis: CompleteAnalysis }
  | { kind: 'error'; reason: AnalysisErrorReason; message: string };

export type CompleteAnalysis = AnalysisDto & { wordsPerMinute: number; confidenceScore: number };

/** Complete means the analysis has both wordsPerMinute and confidenceScore (spec 4). */
export function isCompleteAnalysis(
  analysis: AnalysisDto | null | undefined,
): analysis is CompleteAnalysis {
  return (
    analysis !== null &&
    analysis !== undefined &&
    typeof analysis.wordsPerMinute === 'number' &&
    typeof analysis.confidenceScore === 'number'
  );
}

export interface AnalysisPageInput {
  speech: { data: GetSpeechResponse | undefined; isError: boolean; errorStatus?: number };
  /** The last transcription status seen while polling, and whether polling itself failed. */
  transcription: { status: string | undefined; isError: boolean };
  /** 120 s of polling passed without an answer. */
  timedOut: boolean;
  /** 3 s passed with no transcriptionId. */
  missingIdExpired: boolean;
  /** The speech was refetched after the transcription completed. */
  refetchedAfterCompletion: boolean;
}

/**
 * The analysis page (spec 4): pending while the speech loads, processing while
 * the analysis is absent or lacks its numbers, complete once it has them; a
 * failed load, a failed or timed-out transcription, or no transcription id is an error.
 */
export function getAnalysisPageState(input: AnalysisPageInput): AnalysisPageState {
  const { data } = input.speech;
  if (!data) {
    if (!input.speech.isError) return { kind: 'pending' };
    const missing = input.speech.errorStatus === 404 || input.speech.errorStatus === 403;
    return {
      kind: 'error',
      reason: 'load',
      message: missing ? NOT_FOUND_MESSAGE : LOAD_ERROR_MESSAGE,
    };
  }

  const analysis = data.analysis ?? data.speech.analysis;
  if (isCompleteAnalysis(analysis)) return { kind: 'complete', speech: data.speech, analysis };

  if (!data.speech.transcriptionId) {
    return input.missingIdExpired
      ? { kind: 'error', reason: 'missing-id', message: SERVER_ERROR_MESSAGE }
      : { kind: 'processing' };
  }

  const status = input.transcription.status;
  if (input.transcription.isError || status === 'failed' || status === 'error') {
    return { kind: 'error', reason: 'failed', message: SERVER_ERROR_MESSAGE };
  }
  if (status === 'completed' && input.refetchedAfterCompletion) {
    // Transcribed, yet no numbers: nothing was recognised (wordsPerMinute is null).
    return analysis
      ? { kind: 'error', reason: 'no-speech', message: NO_SPEECH_MESSAGE }
      : { kind: 'error', reason: 'failed', message: SERVER_ERROR_MESSAGE };
  }
  if (input.timedOut) return { kind: 'error', reason: 'timed-out', message: SERVER_ERROR_MESSAGE };
  return { kind: 'processing' };
}
