import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { SpeechStreamsRepo } from '@server/db/repos/speech-streams-repo';
import type { StreamedSegment } from '@server/speech/analyze-speech';
import type { StreamPrefixResult } from '@server/speech/recognize-stream-prefix';
import { joinPieces } from '@server/speeches/join-pieces';
import type { JoinedPrefix, JoinedPrefixCache } from '@server/speeches/joined-prefix-cache';
import type { DecodedOpening } from '@server/speech/decode-opening-and-tail';
import { DECODED_SAMPLE_RATE } from '@server/speech/decode';
import type { StreamAudioStore } from '@server/speech/stream-audio-store';
import type { Storage } from '@server/storage/storage';
import { lapTimer } from '@server/speech/lap-timer';
import { RECOGNIZE_STREAM } from '../job-types';
import type { JobHandler } from '../worker';

/** Recognizes a stream's prefix from its closed segments on; see recognize-stream-prefix.ts. */
export type RecognizePrefix = (
  prefixPath: string,
  from: { sec: number; index: number },
  signal: AbortSignal,
  complete: boolean,
  /** The recording's opening, decoded by an earlier pass (the same for every prefix). */
  opening?: DecodedOpening,
) => Promise<StreamPrefixResult>;

/** The end of a prefix's decode not kept for the analysis (stream-audio-store.ts). */
const UNSURE_END_SEC = 1;

/** Openings kept for the streams this process is recognizing (about 0.6 MB each). */
const KEPT_OPENINGS = 16;

/**
 * Issue 12: recognizes the segments of a stream that silences have closed since the last run,
 * and stores them for the analysis at the finish. Any worker can run it: the pieces are read
 * from storage, joined in order up to the first one missing.
 */
export function recognizeStreamHandler(deps: {
  streams: SpeechStreamsRepo;
  storage: Storage;
  tmpDir: string;
  recognize: RecognizePrefix;
  /** Keeps the audio each pass decoded, for the analysis at Save (ADR 34). */
  audio?: StreamAudioStore;
  /** The prefixes joined by earlier passes in this process: a pass reads only the new pieces. */
  prefixes?: JoinedPrefixCache;
  /** Gets the timings of the pass that recognizes the whole tail (the one Save waits for). */
  onLastTimings?: (timings: Record<string, number>) => void;
}): JobHandler<typeof RECOGNIZE_STREAM> {
  const openings = new Map<string, DecodedOpening>();
  const keepOpening = (streamId: string, opening: DecodedOpening) => {
    openings.delete(streamId);
    openings.set(streamId, opening);
    for (const oldest of openings.keys()) {
      if (openings.size <= KEPT_OPENINGS) break;
      openings.delete(oldest);
    }
  };
  return {
    type: RECOGNIZE_STREAM,
    async perform({ streamId, lastSeq }, { signal, job }) {
      // The last piece's pass follows a pass still running, to start from its segments (not a
      // queued one: with one job at a time it could not run before this one ends).
      const queuedMs = Date.now() - Date.parse(job.createdAt);
      const lap = lapTimer();
      const until = Date.now() + 120_000;
      while (
        lastSeq !== undefined &&
        Date.now() < until &&
        !signal.aborted &&
        (await deps.streams.recognitionPending(streamId, job.id, ['running']))
      ) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const waitMs = lap();
      const stream = await deps.streams.find(streamId);
      // Finished: the speech's own analysis does the rest; gone: nothing to do.
      if (!stream || stream.speechId !== null) {
        openings.delete(streamId);
        await deps.prefixes?.drop(streamId);
        return;
      }
      const pieces = await deps.streams.listPieces(streamId);
      const done = await deps.streams.listSegments(streamId);
      const last = done.at(-1);
      // Up to the first gap: what follows it cannot be decoded yet.
      const gap = pieces.findIndex((piece, i) => piece.seq !== i);
      const contiguous = gap === -1 ? pieces : pieces.slice(0, gap);
      const joined = contiguous.length;
      // The whole recording only if the last piece and every one before it are here.
      const complete = lastSeq !== undefined && joined === lastSeq + 1;
      const prefix = deps.prefixes
        ? await deps.prefixes.join(streamId, contiguous)
        : await joinFromStart(deps.storage, deps.tmpDir, contiguous);
      try {
        const joinMs = lap();
        const result = await deps.recognize(
          prefix.path,
          { sec: last?.end ?? 0, index: (last?.idx ?? -1) + 1 },
          signal,
          complete,
          openings.get(streamId),
        );
        if (complete) openings.delete(streamId);
        else if (result.opening) keepOpening(streamId, result.opening);
        // The end of a prefix decodes a little differently from the same audio with more after
        // it: that much is left for a later pass. The last pass's audio is read by nobody (the
        // analysis has taken what was kept by then).
        if (result.decoded && !complete) {
          const { samples, from } = result.decoded;
          const end = samples.length - Math.round(UNSURE_END_SEC * DECODED_SAMPLE_RATE);
          await deps.audio?.commit(streamId, samples, from, end);
        }
        const passMs = lap();
        const report = () =>
          complete &&
          deps.onLastTimings?.({
            pieces: joined,
            reusedPieces: prefix.reused,
            segments: result.segments.length,
            queuedMs,
            waitMs,
            joinMs,
            ...result.timings,
            passMs,
            storeMs: lap(),
          });
        const closedUntil = result.segments.at(-1)?.end;
        if (closedUntil === undefined) {
          report();
          return;
        }
        await deps.streams.addSegments(
          streamId,
          result.segments.map((s) => ({
            streamId,
            idx: s.index,
            start: s.start,
            end: s.end,
            audioStart: s.audioStart,
            audioEnd: s.audioEnd,
            forcedCut: s.forcedCut ? 1 : 0,
            recognition: JSON.stringify(s.recognition),
          })),
          closedUntil,
        );
        report();
      } finally {
        prefix.release();
        if (complete) await deps.prefixes?.drop(streamId);
      }
    },
  };
}

/** The pieces joined into a file of the pass's own, removed when it is released. */
async function joinFromStart(
  storage: Storage,
  tmpDir: string,
  pieces: ReadonlyArray<{ storageKey: string }>,
): Promise<JoinedPrefix> {
  const file = path.join(tmpDir, `stream-prefix-${randomUUID()}`);
  try {
    await joinPieces(
      storage,
      pieces.map((p) => p.storageKey),
      file,
    );
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return { path: file, reused: 0, release: () => void fs.rm(file, { force: true }) };
}

/** A stream's stored segments, for the analysis at the finish: contiguous from the start only. */
export async function streamedSegments(
  streams: SpeechStreamsRepo,
  streamId: string,
): Promise<StreamedSegment[]> {
  const rows = await streams.listSegments(streamId);
  const segments: StreamedSegment[] = [];
  let end = 0;
  for (const row of rows) {
    if (row.idx !== segments.length || Math.abs(row.start - end) > 0.001) break;
    segments.push({
      index: row.idx,
      start: row.start,
      end: row.end,
      audioStart: row.audioStart,
      audioEnd: row.audioEnd,
      forcedCut: row.forcedCut === 1,
      recognition: JSON.parse(row.recognition) as StreamedSegment['recognition'],
    });
    end = row.end;
  }
  return segments;
}
