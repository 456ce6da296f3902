import fs from 'node:fs/promises';
import os from 'node:os';
import { recognizerFor, type AnalyzeSpeechOptions, type StreamedSegment } from './analyze-speech';
import { decodeOpeningAndTail, findOpening, type DecodedOpening } from './decode-opening-and-tail';
import { frameEnergies } from './energy';
import { withoutHum } from './hum';
import { asPipelineError, decodeRecording, makeWorkDir } from './pipeline-steps';
import { recognizeSegments } from './recognize-segments';
import { createSegmentScheduler } from './segment-scheduler';
import { planningEnergy, planSegments, PLAN_THRESHOLD_SEC } from './segments';
import { planClosedSegments } from './stream-segments';
import { lapTimer } from './lap-timer';

/**
 * Shorter prefixes are decoded whole. The opening and tail take three ffmpeg processes, 0.8-1 s
 * at Save beside the finish, whatever the length (measured at 96 s and at 600 s); the whole
 * decode takes about 0.3 s per 100 s, so it is the faster one up to about 5 minutes (ADR 32).
 */
const TAIL_ONLY_FROM_SEC = 300;
/** With the opening known (found once, early), the tail alone is one ffmpeg process. */
const KNOWN_OPENING_TAIL_FROM_SEC = 60;
/** The opening is found once a pass has heard it whole. */
const OPENING_SEC = PLAN_THRESHOLD_SEC + 1;

export interface StreamPrefixResult {
  /** Seconds of audio in the prefix. */
  heardSec: number;
  /** The segments closed since `from`, recognized and aligned. */
  segments: StreamedSegment[];
  /** The recording's opening, when this pass decoded it: later passes can skip it. */
  opening?: DecodedOpening;
  /** The pass's decode: from sample `from` on, it is the whole recording's decode. */
  decoded?: { samples: Int16Array; from: number };
  /** Wall times of the pass (the last one is waited for at Save, issue 12). */
  timings?: Record<'decodeMs' | 'tailOnly' | 'recognizeMs' | 'engineMs' | 'alignMs', number>;
}

/**
 * Recognizes the segments of a recording still being streamed that a silence has closed since
 * `from` (issue 12, ADR 26). The prefix is the pieces received so far, joined: MediaRecorder's
 * pieces are one file cut in time, so their prefix decodes as the start of the whole recording
 * and the samples (hence the words) are those the finished recording gives.
 */
export async function recognizeStreamPrefix(
  prefixPath: string,
  from: { sec: number; index: number },
  options: AnalyzeSpeechOptions,
  /** The prefix is the whole recording (its last piece came): the tail is cut to the end too. */
  complete = false,
  /** The opening an earlier pass decoded (decode-opening-and-tail.ts). */
  knownOpening?: DecodedOpening,
): Promise<StreamPrefixResult> {
  const signal = options.signal ?? new AbortController().signal;
  const processes = Math.max(1, Math.floor(options.processes ?? os.availableParallelism()));
  const recognizer = recognizerFor(options, processes);
  const lane = (options.scheduler ?? createSegmentScheduler({ slots: processes })).lane();
  const workDir = await makeWorkDir(options.tmpDir);
  const lap = lapTimer();
  try {
    const decodeOptions = {
      ffmpegBin: options.ffmpegBin,
      signal,
      timeoutMs: options.decodeTimeoutMs ?? 120_000,
      maxDurationSec: options.maxDurationSec,
    };
    // Far into a recording, only its opening and tail are decoded (the rest is recognized).
    let tailOnly = 0;
    let opening: DecodedOpening | undefined;
    let wholeFrom = 0;
    const { audio: raw, durationSec } = await lane.run(async () => {
      const parts =
        from.sec >= (knownOpening ? KNOWN_OPENING_TAIL_FROM_SEC : TAIL_ONLY_FROM_SEC)
          ? await decodeOpeningAndTail(prefixPath, workDir, from.sec, decodeOptions, knownOpening)
          : undefined;
      tailOnly = parts ? (knownOpening ? 2 : 1) : 0;
      opening = parts?.opening;
      wholeFrom = parts?.tailFrom ?? 0;
      if (parts) return parts;
      const whole = await decodeRecording(prefixPath, workDir, decodeOptions);
      // Once per stream, while it is recorded: then later passes decode only the tail.
      if (!knownOpening && whole.durationSec > OPENING_SEC + 1) {
        // Not found (a silent opening): later passes decode as before.
        opening = await findOpening(prefixPath, workDir, decodeOptions).catch(() => undefined);
      }
      return whole;
    }, signal);
    const decodeMs = lap();
    // Only pocketsphinx times words itself; it is not streamed (it needs the whole recording).
    // Kept as decoded: the analysis at Save places the rest of the decode against these samples.
    const decoded = { samples: raw.samples, from: wholeFrom };
    if (recognizer.kind !== 'text') return { heardSec: durationSec, segments: [] };
    // The cuts use the opening's threshold (segments.ts): nothing is cut before it is heard.
    if (durationSec < PLAN_THRESHOLD_SEC && !complete) {
      return { heardSec: durationSec, segments: [], decoded };
    }
    // Heard as the whole recording's analysis hears it (hum.ts: from the same first 20 s).
    const audio = withoutHum(raw);
    const { energy, silences } = planningEnergy(frameEnergies(audio.samples, audio.sampleRate));
    const closed = complete
      ? planSegments(durationSec, silences, energy, options.segments, from.sec).map((s, i) => ({
          ...s,
          index: from.index + i,
        }))
      : planClosedSegments(durationSec, silences, energy, from.sec, from.index, options.segments);
    const audible = closed.filter((s) => s.audioEnd > s.audioStart);
    let engineTimes = { recognizeSec: 0, alignSec: 0 };
    const recognition = audible.length
      ? await recognizeSegments({
          audio,
          segments: audible,
          engine: recognizer,
          workDir,
          processes,
          lane,
          energy,
          pocketsphinxBin: options.pocketsphinxBin,
          signal,
          minTimeoutMs: options.recognizeMinTimeoutMs,
          timeoutFactor: options.recognizeTimeoutFactor,
          onFallback: options.onAlignmentFallback,
          onTimes: (t) => (engineTimes = t),
        })
      : { words: [], sounds: [] };
    // Segments tile the recording, so each word and sound belongs to the one its start is in.
    const within = (t: number, s: { start: number; end: number }) => t >= s.start && t < s.end;
    const segments = closed.map((segment) => ({
      ...segment,
      recognition: {
        words: recognition.words.filter((w) => within(w.start, segment)),
        sounds: recognition.sounds.filter((w) => within(w.start, segment)),
        // Kept with the segment so the scan at Save need not run the encoder again (ADR 48).
        ...(recognition.probeTracks && {
          probeTracks: recognition.probeTracks.filter((t) => within(t.start, segment)),
        }),
      },
    }));
    return {
      heardSec: durationSec,
      segments,
      opening,
      decoded,
      timings: {
        decodeMs,
        tailOnly,
        recognizeMs: lap(),
        // Summed over the segments (they run side by side): the engine's and the aligner's shares.
        engineMs: Math.round(engineTimes.recognizeSec * 1000),
        alignMs: Math.round(engineTimes.alignSec * 1000),
      },
    };
  } catch (error) {
    throw asPipelineError(error, signal);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
