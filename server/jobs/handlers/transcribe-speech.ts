import type { Kysely } from 'kysely';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { analysisRowOf, type AnalysesRepo } from '@server/db/repos/analyses-repo';
import type { SpeechesRepo } from '@server/db/repos/speeches-repo';
import type { SpeechStreamsRepo } from '@server/db/repos/speech-streams-repo';
import type { StreamedSegment } from '@server/speech/analyze-speech';
import type { Database } from '@server/db/schema';
import { recountFillers } from '@server/speech/measure/recount-fillers';
import type { StreamAudioStore } from '@server/speech/stream-audio-store';
import type { Storage } from '@server/storage/storage';
import type { JobProgress } from '../job-progress';
import { TRANSCRIBE_SPEECH } from '../job-types';
import { streamedSegments } from './recognize-stream';
import { lapTimer } from '@server/speech/lap-timer';
import { PermanentJobError, type JobHandler } from '../worker';

/** Runs the speech pipeline on a local audio file, saying which stage it is in. */
export type AnalyzeAudio = (
  audioPath: string,
  signal: AbortSignal,
  onProgress?: (progress: JobProgress) => void,
  /** What the recording's stream (issue 12) did while it was recorded. */
  stream?: StreamedWork,
  /** Told each pipeline stage's wall time and details (the job's timings log line). */
  onStage?: (stage: string, ms: number, detail?: Record<string, number>) => void,
) => Promise<SpeechAnalysis>;

/** A streamed recording's work done during the recording (issue 12). */
export interface StreamedWork {
  /**
   * The segments recognized, asked for once the recording is decoded (the stream's last pass
   * may be finishing them meanwhile).
   */
  segments: () => Promise<readonly StreamedSegment[]>;
  /** The recording's start as the stream's passes decoded it, if this process kept it. */
  knownStart?: () => Promise<Int16Array | undefined>;
}

/** Error codes of the speech pipeline that a retry cannot fix. */
const PERMANENT_CODES = new Set(['decode_failed', 'no_audio', 'input_missing']);

/** Transcribes and measures one speech, then stores the analysis and transcript together. */
export function transcribeSpeechHandler(deps: {
  db: Kysely<Database>;
  speeches: SpeechesRepo;
  analyses: AnalysesRepo;
  storage: Storage;
  /** The speaker's own fillers (issue 13), counted in the new analysis. */
  personalFillers?: (userId: number) => Promise<string[]>;
  analyze: AnalyzeAudio;
  /** Streamed recordings' segments recognized during the recording. */
  streams?: SpeechStreamsRepo;
  /** The audio the stream's passes decoded (this process's): only the rest is decoded. */
  streamAudio?: StreamAudioStore;
  /** Resolves once the stream's last recognition pass (started at Stop) is no longer running. */
  streamSettled?: (streamId: string, signal: AbortSignal) => Promise<void>;
  /** Gets the job's timings, stage by stage (logged: the Save-to-analysis budget, issue 12). */
  onTimings?: (timings: AnalysisTimings) => void;
}): JobHandler<typeof TRANSCRIBE_SPEECH> {
  return {
    type: TRANSCRIBE_SPEECH,
    async perform({ speechId, streamId }, { signal, progress, job }) {
      const timings: AnalysisTimings = {
        speechId,
        streamed: streamId ? 1 : 0,
        queuedMs: Date.now() - Date.parse(job.createdAt),
      };
      const lap = lapTimer();
      const speech = await deps.speeches.findById(speechId);
      if (!speech) throw new PermanentJobError('The speech was deleted.');
      const streams = deps.streams;
      // The pass started when the speaker stopped is recognizing the tail: its segments are
      // worth the wait (the same work would otherwise be done again here). The wait starts
      // once the recording is decoded, so the decode runs beside that pass instead of after it.
      const audio = deps.streamAudio;
      const stream: StreamedWork | undefined =
        streamId && streams
          ? {
              segments: async () => {
                const waited = lapTimer();
                await deps.streamSettled?.(streamId, signal);
                timings.settleMs = waited();
                const segments = await streamedSegments(streams, streamId);
                timings.streamedSegments = segments.length;
                timings.loadSegmentsMs = waited();
                return segments;
              },
              knownStart: audio
                ? async () => {
                    const known = await audio.read(streamId);
                    await audio.drop(streamId);
                    timings.knownSamples = known?.length ?? 0;
                    return known;
                  }
                : undefined,
            }
          : undefined;

      const local = await deps.storage.openLocal(speech.audioKey);
      timings.openAudioMs = lap();
      let analysis: SpeechAnalysis;
      try {
        analysis = await deps.analyze(
          local.path,
          signal,
          (stage) => progress.report(stage),
          stream,
          (stage, ms, detail) => {
            timings[`${stage}Ms`] = Math.round(ms);
            for (const [key, value] of Object.entries(detail ?? {})) {
              if (key.endsWith('Ms')) timings[key] = value;
            }
          },
        );
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code && PERMANENT_CODES.has(code)) {
          throw new PermanentJobError((err as Error).message, code);
        }
        throw err;
      } finally {
        await local.release();
      }

      timings.analyzeMs = lap();

      const phrases = (await deps.personalFillers?.(speech.userId)) ?? [];
      if (phrases.length > 0) analysis = recountFillers(analysis, phrases);
      timings.personalFillersMs = lap();

      await deps.db.transaction().execute(async (tx) => {
        await deps.analyses.upsert(analysisRowOf(speechId, analysis), tx);
        await deps.speeches.setTranscription(speechId, analysis.transcript, tx);
      });
      timings.storeMs = lap();
      deps.onTimings?.(timings);
    },
  };
}

/** One analysis job's wall times in ms (`<stage>Ms`) and counts, in the order they happened. */
export type AnalysisTimings = Record<string, number>;
