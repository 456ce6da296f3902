import fs from 'node:fs/promises';
import os from 'node:os';
import type { SpeechAnalysis, Word } from '@common/contract/analysis';
import { findSilences, silenceThreshold } from './energy';
import { hearRecording } from './hear-recording';
import { hesitationVerifier, restoreHesitations } from './hesitations/restore-hesitations';
import { unwrittenSpeechSec } from './hesitations/unaccounted-speech';
import { checkGrammar } from './language/check-grammar';
import { measureSpeech } from './measure/measure-speech';
import { asPipelineError, decodeRecording, makeWorkDir, throwIfAborted } from './pipeline-steps';
import { assignWords } from './realign/assign-words';
import { alignSegments } from './recognize-segments';
import { createSegmentScheduler, type SegmentScheduler } from './segment-scheduler';
import { planSegments, type SegmentOptions } from './segments';
import type { RecognizedWord, Transcriber } from './transcriber';
import { measureVoiceInSteps } from './voice/measure-voice';
import { keepWrittenForm } from './written-form';
import { analysisSignal } from './analysis-signal';

/**
 * The speaker vouched for every word of a transcript they corrected or typed:
 * the recognizer's doubt no longer applies, only the aligner's (a word the
 * audio cannot hold is still marked).
 */
export const SPEAKER_WORD_PROBABILITY = 1;

export interface RealignOptions {
  ffmpegBin?: string;
  pocketsphinxBin?: string;
  processes?: number;
  /** The process's segment pool, shared with the other jobs running (a worker's). */
  scheduler?: SegmentScheduler;
  tmpDir?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  decodeTimeoutMs?: number;
  maxDurationSec?: number;
  segments?: SegmentOptions;
  onAlignmentFallback?: (reason: string) => void;
  /**
   * The engine that recognized the recording, whose decoder judges the hesitations the acoustic
   * rules doubt, as in the first analysis (Moonshine; without one they keep to those rules).
   */
  recognizer?: Transcriber;
}

/**
 * Re-times a transcript the speaker corrected (or typed, when recognition
 * failed) against the stored recording and measures everything again from it.
 * The words are placed in the same segments the recognizer used (kept words
 * where they were heard, see assign-words.ts) and each segment is aligned on
 * its own, in parallel: about 0.01 x real time per segment plus 0.1 s to start
 * pocketsphinx, a few seconds for 10 minutes.
 */
export async function realignTranscript(
  inputPath: string,
  correction: { text: string; previous?: SpeechAnalysis | null },
  options: RealignOptions = {},
): Promise<SpeechAnalysis> {
  const signal = analysisSignal(options.signal, options.timeoutMs);
  const processes = Math.max(1, Math.floor(options.processes ?? os.availableParallelism()));
  const previous = correction.previous ?? null;
  const lane = (options.scheduler ?? createSegmentScheduler({ slots: processes })).lane();
  const workDir = await makeWorkDir(options.tmpDir);
  try {
    const decoded = await lane.run(
      () =>
        decodeRecording(inputPath, workDir, {
          ffmpegBin: options.ffmpegBin,
          signal,
          timeoutMs: options.decodeTimeoutMs ?? 120_000,
          maxDurationSec: options.maxDurationSec,
        }),
      signal,
    );
    const { durationSec } = decoded;
    // The words are aligned to the audio the analysis heard: without mains hum.
    const { audio, profile, conditions } = hearRecording(decoded.audio);
    const threshold = silenceThreshold(profile.db);
    const energy = { profile, threshold };
    const segments = planSegments(
      durationSec,
      findSilences(profile, threshold),
      energy,
      options.segments,
    );
    throwIfAborted(signal);
    // The voice does not depend on the words: keep what was measured. The pitch track is
    // measured again all the same (about 0.5 s of CPU for 10 minutes): pauses need its voicing.
    const voice = measureVoiceInSteps(
      { samples: audio.samples, sampleRate: audio.sampleRate, energy },
      signal,
    );
    voice.catch(() => {});

    const tokens = correction.text.trim().split(/\s+/).filter(Boolean);
    const assigned = assignWords(previous?.words ?? [], tokens, segments);
    const recognition = await alignSegments(
      {
        audio,
        segments,
        workDir,
        processes,
        lane,
        energy,
        pocketsphinxBin: options.pocketsphinxBin,
        signal,
        onFallback: options.onAlignmentFallback,
      },
      async (segment) =>
        (assigned[segments.indexOf(segment)] ?? []).map((text) => ({
          text,
          probability: SPEAKER_WORD_PROBABILITY,
        })),
    );
    // Hesitations heard in the audio are added as in any analysis, but a typed word is never
    // replaced: the speaker said what they wrote.
    const restored = (
      await restoreHesitations(
        { recognition, samples: audio.samples, sampleRate: audio.sampleRate, energy },
        hesitationVerifier(options.recognizer, signal),
        { workDir },
      )
    ).words;
    const words = keepWrittenForm(recognition.words, keepTypedWords(recognition.words, restored));
    const grammarIssues = await checkGrammar(words, { signal });
    const track = await voice;
    const analysis = measureSpeech({
      words,
      durationSec,
      energy,
      f0: track.f0,
      voice: previous?.voice ?? track.voice,
      grammarIssues,
    });
    const recognized = previous
      ? (previous.recognizedTranscript ??
        (previous.transcriptSource === 'typed' ? '' : previous.transcript))
      : '';
    const unwritten = unwrittenSpeechSec(words, energy);
    return {
      ...analysis,
      transcriptSource: previous && previous.transcriptSource !== 'typed' ? 'corrected' : 'typed',
      recognizedTranscript: recognized,
      ...(unwritten > 0 ? { unwrittenSpeechSec: unwritten } : {}),
      recording: conditions,
    };
  } catch (error) {
    throw asPipelineError(error, signal);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** The hesitation stage's words, with any typed word it renamed given back its spelling. */
export function keepTypedWords(
  typed: readonly RecognizedWord[],
  restored: readonly Word[],
): Word[] {
  const at = new Map(typed.map((w) => [`${w.start}|${w.end}`, w]));
  return restored.map((w) => {
    const original = at.get(`${w.start}|${w.end}`);
    return original && original.word !== w.word ? { ...w, word: original.word } : w;
  });
}
