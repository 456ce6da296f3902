import type { TranscriptionResponse, TranscriptionStage } from '@common/contract/speech';
import type { JobRow, SpeechRow } from '../db/schema';

export const TRANSCRIPTION_FAILED = 'Transcription failed';

/**
 * What the speaker reads for each stage. The ids are the pipeline's own names;
 * a stage added to the pipeline without a label here still shows, with the
 * general label, so the pipeline may change its stages without breaking the page.
 */
const STAGE_LABELS: Readonly<Record<string, string>> = {
  queued: 'Waiting in line',
  starting: 'Getting started',
  decode: 'Reading your audio',
  segment: 'Finding the pauses between sentences',
  recognize: 'Transcribing your words',
  align: 'Lining up your words with the audio',
  measure: 'Measuring pace, pauses and filler words',
  done: 'Preparing your analysis',
};
const GENERAL_LABEL = 'Working on your recording';

export function presentStage(
  id: string,
  counts: { done?: number | null; total?: number | null; ahead?: number } = {},
): TranscriptionStage {
  const stage: TranscriptionStage = { id, label: STAGE_LABELS[id] ?? GENERAL_LABEL };
  // Counts only when they make sense together: a part count needs its total.
  if (counts.total != null && counts.total > 0 && counts.done != null && counts.done >= 0) {
    stage.done = Math.min(counts.done, counts.total);
    stage.total = counts.total;
  }
  if (counts.ahead !== undefined) stage.ahead = counts.ahead;
  return stage;
}

/**
 * GET /api/transcription/{id}: the spec's status, error and error_details, and
 * the job's stage. `ahead` is asked for only while the job is queued.
 */
export function presentTranscription(
  id: string,
  speech: SpeechRow,
  job: JobRow | undefined,
  ahead = 0,
): TranscriptionResponse {
  const base = { id, speechId: speech.id, error: null, error_details: null };
  if (!job) {
    // The job row was cleaned up: the transcription's presence tells the outcome.
    return speech.transcription !== null
      ? { ...base, status: 'completed', stage: presentStage('done') }
      : {
          ...base,
          status: 'failed',
          error: TRANSCRIPTION_FAILED,
          error_details: 'The transcription job is missing.',
          stage: null,
        };
  }
  switch (job.status) {
    case 'done':
      return { ...base, status: 'completed', stage: presentStage('done') };
    case 'failed':
      return {
        ...base,
        status: 'failed',
        error: TRANSCRIPTION_FAILED,
        error_details: job.lastError,
        stage: null,
      };
    case 'running':
      return {
        ...base,
        status: 'processing',
        // Claimed, but the handler has not said where it is yet.
        stage: presentStage(job.stage ?? 'starting', {
          done: job.stageDone,
          total: job.stageTotal,
        }),
      };
    case 'queued':
      // A retry after a failed attempt is still work in progress.
      return {
        ...base,
        status: job.attempts > 0 ? 'processing' : 'pending',
        stage: presentStage('queued', { ahead }),
      };
  }
}
