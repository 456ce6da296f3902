import type { Kysely } from 'kysely';
import type { SpeechStatusEvent } from '@common/contract/speech';
import type { Database, JobStatus } from '../schema';

export type SpeechOutcome = SpeechStatusEvent['status'];

export interface SpeechProgressRow {
  transcription: string | null;
  transcriptionId: string | null;
  hasAnalysis: boolean;
  /** The transcription job's status; null when its row is gone (or there never was one). */
  jobStatus: JobStatus | null;
}

/**
 * Where a speech's first analysis stands, the way the transcription status
 * (presenters/transcription-presenter.ts) reads it: a stored analysis is the
 * outcome; a job that failed for good, or a job row gone with no
 * transcription, is a failure; anything else is still in progress (null).
 */
export function speechOutcome(row: SpeechProgressRow): SpeechOutcome | null {
  if (row.hasAnalysis || row.jobStatus === 'done') return 'analysed';
  if (row.jobStatus === 'failed') return 'failed';
  if (row.jobStatus === null) return row.transcription !== null ? 'analysed' : 'failed';
  return null;
}

/** The outcome of several speeches in one query (the event streams' shared check). */
export function createSpeechOutcomesRepo(db: Kysely<Database>) {
  return {
    /** Speeches that no longer exist are absent from the map. */
    async findOutcomes(ids: readonly number[]): Promise<Map<number, SpeechOutcome | null>> {
      const outcomes = new Map<number, SpeechOutcome | null>();
      if (ids.length === 0) return outcomes;
      const rows = await db
        .selectFrom('speeches as s')
        .leftJoin('jobs as j', 'j.id', 's.transcriptionId')
        .select((eb) => [
          's.id as id',
          's.transcription as transcription',
          's.transcriptionId as transcriptionId',
          'j.status as jobStatus',
          eb
            .exists(
              eb.selectFrom('analyses as a').select('a.id').whereRef('a.speechId', '=', 's.id'),
            )
            .as('hasAnalysis'),
        ])
        .where('s.id', 'in', [...ids])
        .execute();
      for (const row of rows) {
        outcomes.set(
          row.id,
          speechOutcome({
            transcription: row.transcription,
            transcriptionId: row.transcriptionId,
            // SQLite answers 0/1, PostgreSQL true/false.
            hasAnalysis: Boolean(row.hasAnalysis),
            jobStatus: row.jobStatus,
          }),
        );
      }
      return outcomes;
    },
  };
}

export type SpeechOutcomesRepo = ReturnType<typeof createSpeechOutcomesRepo>;
