import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { chunkSources } from './chunk-audio';
import { DECODED_SAMPLE_RATE, decodeToWav } from './decode';
import { findSilences, frameEnergies, silenceThreshold } from './energy';
import { SpeechPipelineError } from './errors';
import { restoreHesitations } from './hesitations/find-hesitations';
import { checkGrammar } from './language/check-grammar';
import { warmUpLanguageChecker } from './language/harper-checker';
import { measureSpeech } from './measure/measure-speech';
import { mergeChunks } from './merge-chunks';
import { runLimited } from './run-limited';
import type { SplitOptions } from './split';
import { planChunks } from './split';
import { createTranscriber, type TranscriberName } from './create-transcriber';
import type { Transcriber } from './transcriber';
import { measureVoiceInSteps } from './voice/measure-voice';
import { readWav, writeWavPieces } from './wav';

export type PipelineStage = 'decode' | 'segment' | 'recognize' | 'measure';

/** A stage starting, or a stage with parts finishing one (what the speaker is shown). */
export interface StageProgress {
  stage: PipelineStage;
  done?: number;
  total?: number;
}

export interface AnalyzeSpeechOptions {
  /** TRANSCRIBER; ignored when `recognizer` is given. */
  transcriber?: TranscriberName;
  /** A ready recognizer, e.g. one shared by a worker. */
  recognizer?: Transcriber;
  ffmpegBin?: string;
  pocketsphinxBin?: string;
  pocketsphinxArgs?: readonly string[];
  /** Recordings at least this long use the recognizer's faster search (default 300 s). */
  fastSearchFromSec?: number;
  /** Recognizer processes at once (RECOGNITION_PROCESSES); defaults to the core count. */
  processes?: number;
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
  /** Called when a stage ends, with its wall time; for logs and benchmarks. */
  onStage?: (stage: PipelineStage, ms: number, detail?: Record<string, number>) => void;
  /** Called when a stage starts, and as recognition finishes each chunk; for the job's progress. */
  onProgress?: (progress: StageProgress) => void;
}

/**
 * Decodes, segments, recognises (chunks in parallel) and measures one
 * recording. Throws SpeechPipelineError; leaves no files behind.
 */
export async function analyzeSpeech(
  inputPath: string,
  options: AnalyzeSpeechOptions = {},
): Promise<SpeechAnalysis> {
  const signals = [
    options.signal,
    options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
  ];
  const signal = AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined));
  const processes = Math.max(1, Math.floor(options.processes ?? os.availableParallelism()));
  const recognizer =
    options.recognizer ??
    createTranscriber({
      name: options.transcriber ?? 'pocketsphinx',
      pocketsphinxBin: options.pocketsphinxBin,
      pocketsphinxArgs: options.pocketsphinxArgs,
    });
  const stage = stageTimer(options.onStage);
  const progress = (p: StageProgress) => options.onProgress?.(p);

  const parent = options.tmpDir ?? os.tmpdir();
  const workDir = await fs
    .mkdir(parent, { recursive: true })
    .then(() => fs.mkdtemp(path.join(parent, 'podium-speech-')))
    .catch((error: unknown) => {
      throw new SpeechPipelineError('internal_error', `no work directory: ${String(error)}`, {
        cause: error,
      });
    });
  try {
    const wavPath = path.join(workDir, 'decoded.wav');
    progress({ stage: 'decode' });
    await decodeToWav(inputPath, wavPath, {
      ffmpegBin: options.ffmpegBin,
      signal,
      timeoutMs: options.decodeTimeoutMs ?? 120_000,
      maxDurationSec: options.maxDurationSec,
    });
    const audio = await readWav(wavPath).catch((error: unknown) => {
      throw new SpeechPipelineError('decode_failed', `decoded WAV unreadable: ${String(error)}`, {
        cause: error,
      });
    });
    if (audio.sampleRate !== DECODED_SAMPLE_RATE) {
      throw new SpeechPipelineError('decode_failed', `decoded at ${audio.sampleRate} Hz`);
    }
    if (audio.samples.length === 0) throw new SpeechPipelineError('no_audio', 'no samples');
    const durationSec = audio.samples.length / audio.sampleRate;
    stage('decode', { durationSec });
    progress({ stage: 'segment' });

    const profile = frameEnergies(audio.samples, audio.sampleRate);
    const threshold = silenceThreshold(profile.db);
    const silences = findSilences(profile, threshold);
    const chunks = planChunks(durationSec, silences, { ...options.split, processes });
    const sources = chunkSources(chunks, silences, audio.sampleRate, {
      leadInSec: options.chunkLeadInSec,
      warmUpSec: options.warmUpSec,
    });
    const chunkFiles = await Promise.all(
      sources.map(async (source) => {
        const file = path.join(workDir, `chunk-${source.index}.wav`);
        await writeWavPieces(file, audio, source.pieces);
        return { ...source, file };
      }),
    );
    stage('segment', { chunks: chunks.length, thresholdDb: threshold });

    throwIfAborted(signal);
    // Pitch and loudness need only the audio, grammar a warm checker: both start while the
    // recognizer runs (the voice yields to the event loop every ~10 s of audio).
    warmUpLanguageChecker();
    const energy = { profile, threshold };
    const voice = measureVoiceInSteps(
      { samples: audio.samples, sampleRate: audio.sampleRate, energy },
      signal,
    );
    voice.catch(() => {}); // awaited below; unhandled if recognition fails first
    const search = durationSec >= (options.fastSearchFromSec ?? 300) ? 'fast' : 'default';
    let recognized = 0;
    progress({ stage: 'recognize', done: 0, total: chunkFiles.length });
    const perChunk = await runLimited(
      chunkFiles,
      processes,
      async (chunk, _index, chunkSignal) => {
        const result = await recognizer.transcribe(chunk.file, {
          offsetSec: chunk.offsetSec,
          signal: chunkSignal,
          search,
          timeoutMs: Math.max(
            options.recognizeMinTimeoutMs ?? 60_000,
            chunk.lengthSec * 1000 * (options.recognizeTimeoutFactor ?? 3),
          ),
        });
        progress({ stage: 'recognize', done: ++recognized, total: chunkFiles.length });
        return result;
      },
      signal,
    );
    const recognition = mergeChunks(
      perChunk.map((r, i) => ({ recognition: r, keepFromSec: chunkFiles[i]?.keepFromSec ?? 0 })),
    );
    stage('recognize', { words: recognition.words.length });
    progress({ stage: 'measure' });
    // The recognizer writes hesitations as other words or [SPEECH]: find them in the audio.
    const { words } = restoreHesitations({
      recognition,
      samples: audio.samples,
      sampleRate: audio.sampleRate,
      energy,
    });

    const grammarIssues = await checkGrammar(words, { signal });
    const analysis = measureSpeech({
      words,
      durationSec,
      energy,
      voice: await voice,
      grammarIssues,
    });
    stage('measure', { grammarChecked: grammarIssues ? 1 : 0 });
    return analysis;
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

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw asPipelineError(signal.reason, signal);
}

/** An abort caused by our own timeout reads as a timeout, not a cancellation. */
function asPipelineError(error: unknown, signal: AbortSignal): SpeechPipelineError {
  const timedOut =
    signal.aborted &&
    signal.reason instanceof DOMException &&
    signal.reason.name === 'TimeoutError';
  if (error instanceof SpeechPipelineError) {
    if (error.code === 'aborted' && timedOut) {
      return new SpeechPipelineError('timeout', 'analysis time limit reached', { cause: error });
    }
    return error;
  }
  if (signal.aborted) {
    return new SpeechPipelineError(timedOut ? 'timeout' : 'aborted', String(error), {
      cause: error,
    });
  }
  return new SpeechPipelineError('internal_error', String(error), { cause: error });
}
