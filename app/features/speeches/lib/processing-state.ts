import { LISTS } from '@common/constants';
import type { SpeechDto } from '@common/contract/speech';

export type ProcessingState = 'completed' | 'processing' | 'failed' | 'not-processed';

export const PROCESSING_TEXT: Record<Exclude<ProcessingState, 'completed'>, string> = {
  processing: 'Processing...',
  failed: 'Processing failed',
  'not-processed': 'Not processed',
};

/**
 * Speech card processing (spec 4): with a transcription or an analysis the speech
 * is processed; otherwise 'Processing...' while a transcription id exists and the
 * recording is under 5 minutes old, 'Processing failed' from 5 minutes on, and
 * 'Not processed' without a transcription id.
 */
export function getProcessingState(
  speech: Pick<SpeechDto, 'transcription' | 'transcriptionId' | 'analysis' | 'recordedAt'>,
  now: number = Date.now(),
): ProcessingState {
  if (speech.transcription || speech.analysis) return 'completed';
  if (!speech.transcriptionId) return 'not-processed';
  const recordedAt = new Date(speech.recordedAt).getTime();
  // An unreadable date cannot be "under 5 minutes old".
  if (Number.isNaN(recordedAt)) return 'failed';
  return now - recordedAt >= LISTS.processingFailedAfterMs ? 'failed' : 'processing';
}
