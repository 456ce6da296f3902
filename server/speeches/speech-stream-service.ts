import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STREAMING } from '@common/constants';
import type {
  FinishStreamBody,
  LiveCues,
  PieceResponse,
  StreamStatus,
} from '@common/contract/speech-stream';
import type { SpeechStreamsRepo } from '../db/repos/speech-streams-repo';
import type { SpeechRow, SpeechStreamRow, UserRow } from '../db/schema';
import { badRequest, conflict, notFound, payloadTooLarge } from '../errors';
import type { JobQueue } from '../jobs/job-queue';
import { RECOGNIZE_STREAM } from '../jobs/job-types';
import { isoNow } from '../lib/time';
import type { RecognizedWord } from '../speech/transcriber';
import type { Storage } from '../storage/storage';
import { joinPieces } from './join-pieces';
import { liveCues } from './live-cues';
import { lapTimer } from '@server/speech/lap-timer';
import { STREAM_NOT_FOUND, type SpeechService } from './speech-service';

export const PIECE_CHANGED =
  'This piece was already received with different contents. Send the recording as a whole instead.';
export const EMPTY_PIECE = 'The piece is empty: send the recorder data as the request body.';
export const streamTooLarge = (maxBytes: number) =>
  `The recording is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most Podium accepts.`;
export const missingPieces = (missing: number[]) =>
  `Some pieces of the recording have not arrived: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', ...' : ''}. Send them, then finish again.`;

export interface SpeechStreamServiceDeps {
  streams: SpeechStreamsRepo;
  speeches: SpeechService;
  storage: Storage;
  queue: JobQueue;
  tmpDir: string;
  maxBytes: number;
  log?: { warn(obj: unknown, msg: string): void };
}

/** The id of a stream's recognition job: per group of pieces, and one for the last piece. */
export const recognitionJobId = (streamId: string, group: number | 'last') =>
  `${RECOGNIZE_STREAM}:${streamId}:${group}`;

const pieceKey = (stream: SpeechStreamRow, seq: number) =>
  `streams/${stream.userId}/${stream.id}/${seq}`;

/**
 * Recordings streamed in numbered pieces while the speaker talks (issue 12, ADR 26): each piece
 * is stored (storage for the bytes, the database for the record) before it is acknowledged, so
 * any process can continue the stream, recognize it, or finish it into a speech.
 */
export function createSpeechStreamService(deps: SpeechStreamServiceDeps) {
  async function requireOwned(user: UserRow, id: string): Promise<SpeechStreamRow> {
    const stream = await deps.streams.find(id);
    if (!stream || stream.userId !== user.id) throw notFound(STREAM_NOT_FOUND);
    return stream;
  }

  async function live(stream: SpeechStreamRow): Promise<LiveCues> {
    const segments = await deps.streams.listSegments(stream.id);
    const words = segments.flatMap(
      (s) => (JSON.parse(s.recognition) as { words: RecognizedWord[] }).words,
    );
    return liveCues(words, stream.recognizedUntil);
  }

  async function dropPieces(id: string): Promise<void> {
    const pieces = await deps.streams.listPieces(id);
    for (const piece of pieces) await deps.storage.delete(piece.storageKey);
    await deps.streams.deletePieces(id);
  }

  /**
   * Every few pieces, a job recognizes what silences have closed (one job per group); the last
   * piece (the speaker stopped) queues one that recognizes the rest, while the recording is named.
   */
  async function queueRecognition(stream: SpeechStreamRow, seq: number, last: boolean) {
    if (!last && (seq === 0 || seq % STREAMING.recognizeEveryPieces !== 0)) return;
    const id = recognitionJobId(stream.id, last ? 'last' : seq);
    try {
      if (await deps.queue.findById(id)) return;
      // One pass at a time: a pass still queued or running takes in the pieces that came since
      // when it starts, or the next group's pass does. The last piece's pass always comes.
      if (!last && (await deps.streams.recognitionPending(stream.id))) return;
      await deps.queue.enqueue(
        RECOGNIZE_STREAM,
        { streamId: stream.id, ...(last && { lastSeq: seq }) },
        { id, maxAttempts: 1 },
      );
    } catch (err) {
      // A resent piece racing the first: the job is there. Recognition is a speed-up only.
      deps.log?.warn({ err, streamId: stream.id }, 'stream recognition not queued');
    }
  }

  return {
    async open(user: UserRow, mime: string): Promise<StreamStatus> {
      // As for an upload: a guest at the limit is told now, not after speaking for ten minutes.
      await deps.speeches.assertUnderGuestLimit(user);
      const now = isoNow();
      const row: SpeechStreamRow = {
        id: randomUUID(),
        userId: user.id,
        mime,
        bytes: 0,
        speechId: null,
        recognizedUntil: 0,
        createdAt: now,
        updatedAt: now,
      };
      await deps.streams.insert(row);
      return { id: row.id, received: [], bytes: 0, speechId: null, live: await live(row) };
    },

    async status(user: UserRow, id: string): Promise<StreamStatus> {
      const stream = await requireOwned(user, id);
      const pieces = await deps.streams.listPieces(id);
      return {
        id,
        received: pieces.map((p) => p.seq),
        bytes: stream.bytes,
        speechId: stream.speechId,
        live: await live(stream),
      };
    },

    /** Stores piece `seq`; the same piece again is acknowledged again, a different one refused. */
    async putPiece(
      user: UserRow,
      id: string,
      seq: number,
      body: Buffer,
      last = false,
    ): Promise<PieceResponse> {
      const stream = await requireOwned(user, id);
      if (body.length === 0) throw badRequest(EMPTY_PIECE);
      const sha256 = createHash('sha256').update(body).digest('hex');
      const existing = await deps.streams.findPiece(id, seq);
      if (existing) {
        if (existing.sha256 !== sha256) throw conflict(PIECE_CHANGED);
        if (last) await queueRecognition(stream, seq, true);
        return { seq, bytes: stream.bytes, live: await live(stream) };
      }
      if (stream.speechId !== null) throw conflict('This recording is saved already.');
      if (stream.bytes + body.length > deps.maxBytes) {
        throw payloadTooLarge(streamTooLarge(deps.maxBytes));
      }
      await fs.promises.mkdir(deps.tmpDir, { recursive: true });
      const tmp = path.join(deps.tmpDir, `piece-${randomUUID()}`);
      await fs.promises.writeFile(tmp, body);
      const key = pieceKey(stream, seq);
      try {
        await deps.storage.putFile(key, tmp);
      } finally {
        await fs.promises.rm(tmp, { force: true });
      }
      const added = await deps.streams.addPiece({
        streamId: id,
        seq,
        bytes: body.length,
        sha256,
        storageKey: key,
        createdAt: isoNow(),
      });
      if (added) await queueRecognition(stream, seq, last);
      const after = (await deps.streams.find(id)) ?? stream;
      return { seq, bytes: after.bytes, live: await live(after) };
    },

    /**
     * Joins pieces 0..pieces-1 into the recording and makes it a speech exactly as an upload
     * would (the same limits, the same guest count); finishing again gives the same speech.
     */
    async finish(
      user: UserRow,
      id: string,
      body: FinishStreamBody,
      /** Told how long joining the pieces and making the speech took (issue 12's Save budget). */
      onTimings?: (timings: Record<string, number>) => void,
    ): Promise<SpeechRow> {
      const stream = await requireOwned(user, id);
      if (stream.speechId !== null) {
        const speech = await deps.speeches.findForMedia(stream.speechId);
        if (speech) return speech;
      }
      const pieces = await deps.streams.listPieces(id);
      const have = new Set(pieces.map((p) => p.seq));
      const missing = Array.from({ length: body.pieces }, (_, i) => i).filter((i) => !have.has(i));
      if (missing.length > 0) throw conflict(missingPieces(missing));
      const { pieces: count, ...fields } = body;
      const joined = path.join(deps.tmpDir, `stream-${randomUUID()}`);
      const lap = lapTimer();
      try {
        const keys = pieces.filter((p) => p.seq < count).map((p) => p.storageKey);
        await joinPieces(deps.storage, keys, joined);
        const joinMs = lap();
        const speech = await deps.speeches.create(user, {
          filePath: joined,
          fields: { ...fields, streamId: id },
        });
        onTimings?.({ speechId: speech.id, pieces: count, joinMs, createMs: lap() });
        // The whole recording is stored with the speech now: the pieces are not needed.
        void dropPieces(id).catch((err: unknown) =>
          deps.log?.warn({ err, streamId: id }, 'stream pieces not removed'),
        );
        return speech;
      } finally {
        await fs.promises.rm(joined, { force: true });
      }
    },

    /** Removes streams untouched for a day, finished or not, with their pieces. */
    async removeAbandoned(now = Date.now()): Promise<number> {
      const before = new Date(now - STREAMING.abandonedAfterMs).toISOString();
      const stale = await deps.streams.listStale(before, 100);
      for (const stream of stale) {
        await dropPieces(stream.id);
        await deps.streams.remove(stream.id);
      }
      return stale.length;
    },
  };
}

export type SpeechStreamService = ReturnType<typeof createSpeechStreamService>;
