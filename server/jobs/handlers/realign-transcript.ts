import type { Kysely } from 'kysely';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { analysisRowOf, type AnalysesRepo } from '@server/db/repos/analyses-repo';
import type { SpeechesRepo } from '@server/db/repos/speeches-repo';
import type { Database } from '@server/db/schema';
import { recountFillers } from '@server/speech/measure/recount-fillers';
import type { Storage } from '@server/storage/storage';
import { REALIGN_TRANSCRIPT } from '../job-types';
import { PermanentJobError, type JobHandler } from '../worker';

/** Aligns a transcript to a local audio file and measures it (server/speech/realign-transcript.ts). */
export type RealignAudio = (
  audioPath: string,
  correction: { text: string; previous: SpeechAnalysis | null },
  signal: AbortSignal,
) => Promise<SpeechAnalysis>;

const PERMANENT_CODES = new Set(['decode_failed', 'no_audio', 'input_missing']);

/**
 * Re-times the speaker's transcript against the stored recording and replaces
 * the analysis with one measured from it; the feedback cache, keyed by the
 * transcript, then misses and the next coach request uses the new words.
 */
export function realignTranscriptHandler(deps: {
  db: Kysely<Database>;
  speeches: SpeechesRepo;
  analyses: AnalysesRepo;
  storage: Storage;
  /** The speaker's own fillers (issue 13), counted in the new analysis. */
  personalFillers?: (userId: number) => Promise<string[]>;
  realign: RealignAudio;
}): JobHandler<typeof REALIGN_TRANSCRIPT> {
  return {
    type: REALIGN_TRANSCRIPT,
    async perform({ speechId, text, edit }, { signal }) {
      const speech = await deps.speeches.findById(speechId);
      if (!speech) throw new PermanentJobError('The speech was deleted.');
      // A later correction was sent before this one ran: its job measures the speaker's words.
      if (edit !== undefined && speech.transcriptEdits !== edit) return;
      const row = await deps.analyses.findBySpeechId(speechId);
      const previous = row ? (JSON.parse(row.details) as SpeechAnalysis) : null;

      const local = await deps.storage.openLocal(speech.audioKey);
      let analysis: SpeechAnalysis;
      try {
        analysis = await deps.realign(local.path, { text, previous }, signal);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code && PERMANENT_CODES.has(code)) {
          throw new PermanentJobError((err as Error).message, code);
        }
        throw err;
      } finally {
        await local.release();
      }
      const phrases = (await deps.personalFillers?.(speech.userId)) ?? [];
      if (phrases.length > 0) analysis = recountFillers(analysis, phrases);

      await deps.db.transaction().execute(async (tx) => {
        // The speech's row first, and only while this is the latest correction sent: a slow job
        // ending after a quicker, later one must not put older words back (ADR 81).
        if (edit === undefined) {
          await deps.speeches.setTranscription(speechId, analysis.transcript, tx);
        } else if (
          !(await deps.speeches.setCorrectedTranscription(speechId, analysis.transcript, edit, tx))
        ) {
          return;
        }
        await deps.analyses.upsert(analysisRowOf(speechId, analysis), tx);
      });
    },
  };
}
