import path from 'node:path';
import { chunkSources, type ChunkSourceOptions } from './chunk-audio';
import type { Silence } from './energy';
import { mergeChunks } from './merge-chunks';
import { createSegmentScheduler, runInLane, type SegmentLane } from './segment-scheduler';
import { planChunks, type SplitOptions } from './split';
import type { Recognition, TimedTranscriber } from './transcriber';
import { writeWavPieces, type PcmAudio } from './wav';

export interface RecognizeChunksInput {
  audio: PcmAudio;
  durationSec: number;
  silences: readonly Silence[];
  engine: TimedTranscriber;
  workDir: string;
  processes: number;
  /** The job's lane in the process's shared segment pool (segment-scheduler.ts). */
  lane?: SegmentLane;
  split?: Partial<Omit<SplitOptions, 'processes'>>;
  chunk?: ChunkSourceOptions;
  search: 'default' | 'fast';
  minTimeoutMs?: number;
  timeoutFactor?: number;
  signal: AbortSignal;
  /** Called once the chunk files are written, with their count. */
  onPlanned?: (chunks: number) => void;
  /** Called as each chunk is recognized, for the job's progress. */
  onChunkDone?: (done: number, total: number) => void;
}

/**
 * The pocketsphinx path: a few long chunks cut at silences (one per core),
 * each with a lead-in or warm-up that settles the decoder, recognised in
 * parallel and merged (docs/speech-pipeline.md, Recognise with pocketsphinx).
 */
export async function recognizeChunks(input: RecognizeChunksInput): Promise<Recognition> {
  const chunks = planChunks(input.durationSec, input.silences, {
    ...input.split,
    processes: input.processes,
  });
  const sources = chunkSources(chunks, input.silences, input.audio.sampleRate, input.chunk);
  const chunkFiles = await Promise.all(
    sources.map(async (source) => {
      const file = path.join(input.workDir, `chunk-${source.index}.wav`);
      await writeWavPieces(file, input.audio, source.pieces);
      return { ...source, file };
    }),
  );
  input.onPlanned?.(chunks.length);
  let done = 0;
  const lane = input.lane ?? createSegmentScheduler({ slots: input.processes }).lane();
  const perChunk = await runInLane(
    chunkFiles,
    lane,
    async (chunk, _index, chunkSignal) => {
      const result = await input.engine.transcribe(chunk.file, {
        offsetSec: chunk.offsetSec,
        signal: chunkSignal,
        search: input.search,
        timeoutMs: Math.max(
          input.minTimeoutMs ?? 60_000,
          chunk.lengthSec * 1000 * (input.timeoutFactor ?? 3),
        ),
      });
      input.onChunkDone?.(++done, chunkFiles.length);
      return result;
    },
    input.signal,
  );
  return mergeChunks(
    perChunk.map((r, i) => ({ recognition: r, keepFromSec: chunkFiles[i]?.keepFromSec ?? 0 })),
  );
}
