import fs from 'node:fs/promises';
import os from 'node:os';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { findSilences, silenceThreshold } from './energy';
import { hearRecording } from './hear-recording';
import { DEFAULT_MOONSHINE_MODEL_DIR } from './engines/moonshine/model-dir';
import { hesitationVerifier, restoreHesitations } from './hesitations/restore-hesitations';
import { checkGrammar } from './language/check-grammar';
import { warmUpLanguageChecker } from './language/harper-checker';
import { measureSpeech } from './measure/measure-speech';
import { recognizeChunks } from './recognize-chunks';
import { recognizeSegments } from './recognize-segments';
import { respellArticles } from './respell-articles';
import { createSegmentScheduler, type SegmentScheduler } from './segment-scheduler';
import { planningEnergy, planSegments, type Segment, type SegmentOptions } from './segments';
import type { SplitOptions } from './split';
import {
  createTranscriber,
  type TranscriberConfig,
  type TranscriberName,
} from './create-transcriber';
import type { Recognition, Transcriber } from './transcriber';
import { measureVoiceInSteps } from './voice/measure-voice';
import { decodeAfterKnown } from './decode-after-known';
import { asPipelineError, decodeRecording, makeWorkDir, throwIfAborted } from './pipeline-steps';
import { waveformPeaks } from './waveform/waveform-peaks';
import { lapTimer } from './lap-timer';
import { keepWrittenForm } from './written-form';
import { analysisSignal } from './analysis-signal';

export type PipelineStage = 'decode' | 'segment' | 'recognize' | 'measure';

/** A stage starting, or a stage with parts finishing one (what the speaker is shown). */
export interface StageProgress {
  stage: PipelineStage;
  done?: number;
  total?: number;
}

export interface AnalyzeSpeechOptions {
  /** TRANSCRIBER (default moonshine); ignored when `recognizer` is given. */
  transcriber?: TranscriberName;
  /** MOONSHINE_MODEL_DIR. */
  moonshineModelDir?: string;
  /** MOONSHINE_BEAM (default 3; 1 decodes greedily). */
  moonshineBeam?: number;
  /** MOONSHINE_LM_WEIGHT (default 0.2; 0 decodes without the word language model). */
  moonshineLmWeight?: number;
  /** MOONSHINE_REREAD_BELOW (default -0.12; -10 never reads a segment again). */
  moonshineRereadBelow?: number;
  /** MOONSHINE_DEREVERB_DB (default -24; 0 never dereverberates a segment). */
  moonshineDereverbDb?: number;
  /** TRANSCRIBE_BASE_URL and friends, for TRANSCRIBER=openai. */
  openai?: TranscriberConfig['openai'];
  /** A ready recognizer, e.g. one shared by a worker. */
  recognizer?: Transcriber;
  ffmpegBin?: string;
  pocketsphinxBin?: string;
  pocketsphinxArgs?: readonly string[];
  /** Recordings at least this long use the recognizer's faster search (default 300 s). */
  fastSearchFromSec?: number;
  /** Recognizer processes at once (RECOGNITION_PROCESSES); defaults to the core count. */
  processes?: number;
  /**
   * The process's segment pool, shared with the other jobs running (a worker's);
   * without it this analysis has `processes` slots of its own.
   */
  scheduler?: SegmentScheduler;
  /** Where the working directory is made; the system temp dir by default. */
  tmpDir?: string;
  signal?: AbortSignal;
  /** Whole-analysis limit. */
  timeoutMs?: number;
  decodeTimeoutMs?: number;
  /** Per recognizer process: at least this long... */
  recognizeMinTimeoutMs?: number;
  /** ...or this many times the chunk's length, whichever is longer. */
  recognizeTimeoutFactor?: number;
  /** Audio before each later chunk that is recognised but not kept (default 5 s). */
  chunkLeadInSec?: number;
  /** Opening heard twice to settle the recognizer before the first chunk (default 5 s; 0 = off). */
  warmUpSec?: number;
  /** Audio beyond this is ignored. */
  maxDurationSec?: number;
  split?: Partial<Omit<SplitOptions, 'processes'>>;
  /** How text engines' segments are cut (segments.ts). */
  segments?: SegmentOptions;
  /** Told when the aligner could not place a segment's words and spread them instead. */
  onAlignmentFallback?: (reason: string) => void;
  /** Called when a stage ends, with its wall time; for logs and benchmarks. */
  onStage?: (stage: PipelineStage, ms: number, detail?: Record<string, number>) => void;
  /** Called when a stage starts, and as recognition finishes each chunk; for the job's progress. */
  onProgress?: (progress: StageProgress) => void;
  /**
   * Segments recognized while the recording was streamed (issue 12, ADR 26), from its start
   * and in order: kept as they are, and only the rest of the recording is cut and recognized.
   * A function is called once the recording is decoded and its voice measure started: the
   * stream's last pass can still be recognizing the tail while this decodes (ADR 26, amended).
   */
  streamed?: readonly StreamedSegment[] | (() => Promise<readonly StreamedSegment[]>);
  /**
   * The recording's start, decoded while it was streamed (ADR 34): only the rest is decoded,
   * placed by where it meets this; the whole recording is decoded when it does not.
   */
  knownStart?: () => Promise<Int16Array | undefined>;
}

/** A segment recognized during the recording, with its aligned words. */
export interface StreamedSegment extends Segment {
  recognition: Recognition;
}

/** The options' recognizer, or the one they name (a text engine's pool is the process's). */
export function recognizerFor(options: AnalyzeSpeechOptions, processes: number): Transcriber {
  return (
    options.recognizer ??
    createTranscriber({
      name: options.transcriber ?? 'moonshine',
      pocketsphinxBin: options.pocketsphinxBin,
      pocketsphinxArgs: options.pocketsphinxArgs,
      moonshineModelDir: options.moonshineModelDir ?? DEFAULT_MOONSHINE_MODEL_DIR,
      moonshineBeam: options.moonshineBeam,
      moonshineLmWeight: options.moonshineLmWeight,
      moonshineRereadBelow: options.moonshineRereadBelow,
      moonshineDereverbDb: options.moonshineDereverbDb,
      workers: processes,
      openai: options.openai,
    })
  );
}

/**
 * Decodes, segments, recognises (chunks in parallel) and measures one
 * recording. Throws SpeechPipelineError; leaves no files behind.
 */
export async function analyzeSpeech(
  inputPath: string,
  options: AnalyzeSpeechOptions = {},
): Promise<SpeechAnalysis> {
  const signal = analysisSignal(options.signal, options.timeoutMs);
  const processes = Math.max(1, Math.floor(options.processes ?? os.availableParallelism()));
  const recognizer = recognizerFor(options, processes);
  // One lane per analysis: its segments take turns with other jobs' for the pool's slots.
  const lane = (options.scheduler ?? createSegmentScheduler({ slots: processes })).lane();
  const stage = stageTimer(options.onStage);
  const progress = (p: StageProgress) => options.onProgress?.(p);

  const workDir = await makeWorkDir(options.tmpDir);
  let times: { recognizeSec: number; alignSec: number } | undefined;
  try {
    progress({ stage: 'decode' });
    // ffmpeg is a core's work too: ten uploads at once decode two at a time on two cores.
    const decodeOptions = {
      ffmpegBin: options.ffmpegBin,
      signal,
      timeoutMs: options.decodeTimeoutMs ?? 120_000,
      maxDurationSec: options.maxDurationSec,
    };
    const known = await options.knownStart?.();
    const decoded = await lane.run(
      async () =>
        (known && (await decodeAfterKnown(inputPath, workDir, known, decodeOptions))) ??
        (await decodeRecording(inputPath, workDir, decodeOptions)),
      signal,
    );
    const { durationSec } = decoded;
    // Every measure hears the voice without mains hum; the stream's passes removed the same.
    const { audio, profile, conditions } = hearRecording(decoded.audio);
    stage('decode', { durationSec, knownSamples: known?.length ?? 0 });
    progress({ stage: 'segment' });

    const threshold = silenceThreshold(profile.db);
    const silences = findSilences(profile, threshold);
    const energy = { profile, threshold };

    throwIfAborted(signal);
    // Pitch and loudness need only the audio, grammar a warm checker: both start while the
    // recognizer runs (the voice yields to the event loop every ~10 s of audio).
    warmUpLanguageChecker();
    const voice = measureVoiceInSteps(
      { samples: audio.samples, sampleRate: audio.sampleRate, energy },
      signal,
    );
    voice.catch(() => {}); // awaited below; unhandled if recognition fails first
    let recognition: Recognition;
    if (recognizer.kind === 'timed') {
      recognition = await recognizeChunks({
        audio,
        durationSec,
        silences,
        engine: recognizer,
        workDir,
        processes,
        lane,
        split: options.split,
        chunk: { leadInSec: options.chunkLeadInSec, warmUpSec: options.warmUpSec },
        search: durationSec >= (options.fastSearchFromSec ?? 300) ? 'fast' : 'default',
        minTimeoutMs: options.recognizeMinTimeoutMs,
        timeoutFactor: options.recognizeTimeoutFactor,
        signal,
        onPlanned: (chunks) => {
          stage('segment', { chunks, thresholdDb: threshold });
          progress({ stage: 'recognize', done: 0, total: chunks });
        },
        onChunkDone: (done, total) => progress({ stage: 'recognize', done, total }),
      });
    } else {
      // A streamed recording's start is recognized already: only what follows is cut here.
      const waited = lapTimer();
      const source = options.streamed ?? [];
      const all = typeof source === 'function' ? await source() : source;
      const streamWaitMs = waited();
      throwIfAborted(signal);
      const streamed = all.filter((s) => s.end <= durationSec + 0.05);
      const from = streamed.at(-1)?.end ?? 0;
      // Cut (and aligned) with the opening's threshold, as a stream is (segments.ts).
      const plan = planningEnergy(profile);
      const segments = planSegments(
        durationSec,
        plan.silences,
        plan.energy,
        options.segments,
        from,
      ).map((segment, i) => ({ ...segment, index: streamed.length + i }));
      stage('segment', {
        chunks: segments.length,
        thresholdDb: threshold,
        streamedSegments: streamed.length,
        streamWaitMs,
      });
      progress({ stage: 'recognize', done: 0, total: segments.length });
      const rest = await recognizeSegments({
        audio,
        segments,
        engine: recognizer,
        workDir,
        processes,
        lane,
        energy: plan.energy,
        pocketsphinxBin: options.pocketsphinxBin,
        signal,
        minTimeoutMs: options.recognizeMinTimeoutMs,
        timeoutFactor: options.recognizeTimeoutFactor,
        onFallback: options.onAlignmentFallback,
        onTimes: (t) => (times = t),
        onSegmentDone: (done, total) => progress({ stage: 'recognize', done, total }),
      });
      const probeTracks = [
        ...streamed.flatMap((s) => s.recognition.probeTracks ?? []),
        ...(rest.probeTracks ?? []),
      ];
      recognition = {
        // Before the hesitation stage: a "the" found to be an "a" is judged as the "a" it was.
        words: respellArticles(
          [...streamed.flatMap((s) => s.recognition.words), ...rest.words],
          probeTracks,
        ),
        sounds: [...streamed.flatMap((s) => s.recognition.sounds), ...rest.sounds],
        probeTracks,
      };
    }
    stage('recognize', {
      words: recognition.words.length,
      ...(times && { recognizeSec: times.recognizeSec, alignSec: times.alignSec }),
    });
    progress({ stage: 'measure' });
    // Each part of the measure stage timed on its own: the Save-to-analysis budget of a streamed
    // recording (issue 12) is spent here, and a stage total does not say where.
    const part = lapTimer();
    // The recognizer writes hesitations as other words or [SPEECH]: find them in the audio.
    const restored = await restoreHesitations(
      { recognition, samples: audio.samples, sampleRate: audio.sampleRate, energy },
      hesitationVerifier(recognizer, signal),
      { workDir },
    );
    const words = keepWrittenForm(recognition.words, restored.words);
    const hesitationsMs = part();
    const grammarIssues = await checkGrammar(words, { signal });
    const grammarMs = part();
    const { voice: voiceMeasures, f0 } = await voice;
    const voiceWaitMs = part();
    const analysis = measureSpeech({
      words,
      durationSec,
      energy,
      f0,
      voice: voiceMeasures,
      grammarIssues,
    });
    const measuresMs = part();
    // From the PCM already in memory: the page draws it without decoding the audio.
    const waveform = waveformPeaks(audio.samples, audio.sampleRate);
    stage('measure', {
      grammarChecked: grammarIssues ? 1 : 0,
      hesitationsMs,
      grammarMs,
      voiceWaitMs,
      measuresMs,
      waveformMs: part(),
    });
    return { ...analysis, waveform, recording: conditions };
  } catch (error) {
    throw asPipelineError(error, signal);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

function stageTimer(onStage: AnalyzeSpeechOptions['onStage']) {
  let last = performance.now();
  return (stage: PipelineStage, detail?: Record<string, number>) => {
    const now = performance.now();
    onStage?.(stage, now - last, detail);
    last = now;
  };
}
