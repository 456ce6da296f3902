import fs from 'node:fs/promises';
import path from 'node:path';
import { alignWords } from './align/align-words';
import { withNoiseFloor } from './align/noise-floor';
import type { EnergyProfile } from './energy';
import type { FrameScores } from './engines/moonshine/hesitation-probe';
import { createSegmentScheduler, runInLane, type SegmentLane } from './segment-scheduler';
import type { Segment } from './segments';
import type { HeardWord, Recognition, TextTranscriber } from './transcriber';
import type { PcmAudio } from './wav';
import { encodeWav } from './wav';

export interface RecognizeSegmentsInput {
  audio: PcmAudio;
  segments: readonly Segment[];
  engine: TextTranscriber;
  workDir: string;
  /** Segments in flight at once: one per core (used only without `lane`). */
  processes: number;
  /** The job's lane in the process's shared segment pool (segment-scheduler.ts). */
  lane?: SegmentLane;
  energy: { profile: EnergyProfile; threshold: number };
  pocketsphinxBin?: string;
  signal?: AbortSignal;
  /** Per segment and step: at least this long, or `timeoutFactor` x the segment's length. */
  minTimeoutMs?: number;
  timeoutFactor?: number;
  onFallback?: (reason: string) => void;
  /** Seconds spent recognizing and aligning, summed over segments (for the benchmark). */
  onTimes?: (times: { recognizeSec: number; alignSec: number }) => void;
  /** Called as each segment is recognized and aligned, for the job's progress. */
  onSegmentDone?: (done: number, total: number) => void;
}

/** A segment's words to align: by default what the engine heard in it. */
export type WordsForSegment = (
  segment: Segment,
  samples: Int16Array,
  signal: AbortSignal,
) => Promise<ReadonlyArray<Pick<HeardWord, 'text' | 'probability'>>>;

/**
 * Recognizes every segment with a text engine and aligns its words, segments
 * in parallel (one per core): a segment is aligned as soon as it is
 * recognized, so the aligner (about 0.01 x real time, plus 0.1 s to start)
 * runs while other segments are still being recognized and adds little to
 * the wall time.
 */
export async function recognizeSegments(input: RecognizeSegmentsInput): Promise<Recognition> {
  const rate = input.audio.sampleRate;
  const tracks: FrameScores[] = [];
  const heard: WordsForSegment = (segment, samples, signal) =>
    input.engine.transcribe(
      { samples, sampleRate: rate },
      {
        signal,
        timeoutMs: timeoutFor(segment, input),
        onFrames: (scores, articles) => {
          const start = Math.round(segment.audioStart * rate) / rate;
          // Hundredths of a log-odds: the scan's limit is 2, and a streamed segment stores them.
          const rounded = (values: readonly number[]) =>
            values.map((s) => Math.round(s * 100) / 100);
          tracks.push({
            start,
            end: start + samples.length / rate,
            scores: rounded(scores),
            ...(articles && { articles: rounded(articles) }),
          });
        },
      },
    );
  const recognition = await alignSegments(input, heard);
  if (tracks.length === 0) return recognition;
  return { ...recognition, probeTracks: tracks.sort((a, b) => a.start - b.start) };
}

/** Aligns each segment's words (from `wordsFor`) to its audio, segments in parallel. */
export async function alignSegments(
  input: Omit<RecognizeSegmentsInput, 'engine'>,
  wordsFor: WordsForSegment,
): Promise<Recognition> {
  const rate = input.audio.sampleRate;
  let recognizeSec = 0;
  let alignSec = 0;
  let done = 0;
  const finished = <T>(result: T): T => {
    input.onSegmentDone?.(++done, input.segments.length);
    return result;
  };
  const lane = input.lane ?? createSegmentScheduler({ slots: input.processes }).lane();
  const perSegment = await runInLane(
    input.segments,
    lane,
    async (segment, _i, signal) => {
      const from = Math.round(segment.audioStart * rate);
      const to = Math.round(segment.audioEnd * rate);
      const samples = input.audio.samples.subarray(from, to);
      const t0 = performance.now();
      const words = await wordsFor(segment, samples, signal);
      const t1 = performance.now();
      recognizeSec += (t1 - t0) / 1000;
      if (words.length === 0) return finished({ words: [], sounds: [] });
      const align = async (
        audio: Int16Array,
        name: string,
        onFallback?: (r: string) => void,
        { wideBeams = false, hesitationSlots = true } = {},
      ) => {
        const wavPath = path.join(input.workDir, `${name}.wav`);
        await fs.writeFile(wavPath, encodeWav(audio, rate));
        return alignWords({
          wideBeams,
          hesitationSlots,
          words,
          wavPath,
          offsetSec: from / rate,
          span: { start: segment.audioStart, end: segment.audioEnd },
          energy: input.energy,
          pocketsphinxBin: input.pocketsphinxBin,
          signal,
          timeoutMs: timeoutFor(segment, input),
          onFallback,
        });
      };
      let aligned = await align(samples, `segment-${segment.index}`);
      const placed = (r: Recognition) => r.words.filter((w) => w.aligned).length;
      if (placed(aligned) < aligned.words.length) {
        // Retried with a faint noise floor (noise-floor.ts): it rescues audio pocketsphinx cannot
        // match at all, and is not used otherwise because it moves some word edges by 0.1 s.
        const retry = await align(withNoiseFloor(samples), `segment-${segment.index}-noise`);
        if (placed(retry) > placed(aligned)) aligned = retry;
      }
      if (placed(aligned) < aligned.words.length) {
        // Then without the hesitation slots: on a real speech (JFK's "ask not", outdoors through a
        // loudspeaker's echo) one slot's path outscored the words after it until the grammar could
        // not be finished at beams up to 1e-60; at 1e-80 an "um" took 1.8 s, five words.
        const retry = await align(samples, `segment-${segment.index}-plain`, undefined, {
          hesitationSlots: false,
        });
        if (placed(retry) > placed(aligned)) aligned = retry;
      }
      if (placed(aligned) < aligned.words.length) {
        // Then with wide beams: noisy audio falls out of the default ones (align-words.ts).
        const retry = await align(samples, `segment-${segment.index}-wide`, input.onFallback, {
          wideBeams: true,
        });
        if (placed(retry) > placed(aligned)) aligned = retry;
      }
      alignSec += (performance.now() - t1) / 1000;
      return finished(aligned);
    },
    input.signal,
  );
  input.onTimes?.({ recognizeSec, alignSec });
  return {
    words: perSegment.flatMap((r) => r.words),
    sounds: perSegment.flatMap((r) => r.sounds),
  };
}

function timeoutFor(
  segment: Segment,
  o: { minTimeoutMs?: number; timeoutFactor?: number },
): number {
  return Math.max(
    o.minTimeoutMs ?? 60_000,
    (segment.audioEnd - segment.audioStart) * 1000 * (o.timeoutFactor ?? 3),
  );
}
