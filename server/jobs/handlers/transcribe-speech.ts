import type { Kysely } from 'kysely';
import type { SpeechAnalysis } from '../../../common/contract/analysis';
import type { AnalysesRepo } from '../../db/repos/analyses-repo';
import type { SpeechesRepo } from '../../db/repos/speeches-repo';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/time';
import { TRANSCRIBE_SPEECH } from '../../speeches/speech-service';
import type { Storage } from '../../storage/storage';
import { PermanentJobError, type JobHandler } from '../worker';

export type AnalyzeFn = (audioPath: string, signal: AbortSignal) => Promise<SpeechAnalysis>;

/** Error codes of the speech pipeline that a retry cannot fix. */
const PERMANENT_CODES = new Set(['decode_failed', 'no_audio', 'input_missing']);

/** Transcribes and measures one speech, then stores the analysis and transcript together. */
export function transcribeSpeechHandler(deps: {
  db: Kysely<Database>;
  speeches: SpeechesRepo;
  analyses: AnalysesRepo;
  storage: Storage;
  analyze: AnalyzeFn;
}): JobHandler {
  return {
    type: TRANSCRIBE_SPEECH,
    async perform(job, { signal }) {
      const { speechId } = JSON.parse(job.payload) as { speechId: number };
      const speech = await deps.speeches.findById(speechId);
      if (!speech) throw new PermanentJobError('The speech was deleted.');

      const local = await deps.storage.openLocal(speech.audioKey);
      let analysis: SpeechAnalysis;
      try {
        analysis = await deps.analyze(local.path, signal);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code && PERMANENT_CODES.has(code)) {
          throw new PermanentJobError((err as Error).message, code);
        }
        throw err;
      } finally {
        await local.release();
      }

      await deps.db.transaction().execute(async (tx) => {
        await deps.analyses.upsert(
          {
            speechId,
            text: analysis.transcript,
            wordsPerMinute: analysis.wordsPerMinute,
            confidenceScore: analysis.confidenceScore,
            grammarScore: analysis.grammarScore,
            fillerWords: analysis.fillerWords,
            fillerWordsList: JSON.stringify(analysis.fillerWordsList),
            pauses: analysis.pauses,
            speakingTimeSec: analysis.speakingTimeSec,
            details: JSON.stringify(analysis),
            createdAt: isoNow(),
          },
          tx,
        );
        await deps.speeches.setTranscription(speechId, analysis.transcript, tx);
      });
    },
  };
}
