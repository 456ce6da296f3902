import { STREAMING } from '@common/constants';
import type { CreateSpeechResponse } from '@common/contract/speech';
import type { LiveCues } from '@common/contract/speech-stream';
import { ApiError } from '@app/lib/api-client';
import { getSpeechStream } from '../api/get-speech-stream';
import { finishSpeechStream, type FinishStreamFields } from '../api/finish-speech-stream';
import { openSpeechStream } from '../api/open-speech-stream';
import { putStreamPiece } from '../api/put-stream-piece';

/** How long Save waits for the pieces still unsent (a server restarting) before uploading whole. */
const FINISH_PATIENCE_MS = 30_000;
const MAX_RETRY_MS = 4_000;

export interface RecordingStream {
  /** The server's id, once the stream is open; the whole upload names it (one speech, never two). */
  readonly id: string | null;
  /** A chunk from the recorder. */
  push(chunk: Blob): void;
  /** Makes a piece of the chunks since the last one and sends it; `last` when recording stopped. */
  cut(last?: boolean): void;
  /**
   * Sends what is left and makes the recording a speech. Null when the stream cannot: the
   * caller uploads the whole recording (which it always keeps) with `id`.
   */
  finish(fields: Omit<FinishStreamFields, 'pieces'>): Promise<CreateSpeechResponse | null>;
  /** Stops sending (the recording was cancelled). */
  close(): void;
}

/** Answers after which the stream is given up: the recording is uploaded whole at Save. */
const refused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Streams a recording while it is made (issue 12, ADR 26): MediaRecorder's chunks joined into
 * numbered pieces of about 2 s, sent in order, each resent until the server acknowledges it
 * (a dropped network or a restarting server resumes where it stopped). Nothing here is the only
 * copy: the recorder keeps every chunk, so a stream that fails costs only the speed-up.
 */
export function startRecordingStream(
  mimeType: string,
  onLive: (live: LiveCues) => void,
): RecordingStream {
  let id: string | null = null;
  let givenUp = false;
  let closed = false;
  let chunks: Blob[] = [];
  const pieces: Blob[] = [];
  const acked = new Set<number>();
  /** The recording's last piece, once the recorder stopped: the server recognizes the rest. */
  let lastSeq: number | null = null;
  let sending: Promise<void> | null = null;
  let retryMs = 500;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const opened = openSpeechStream(mimeType).then(
    ({ stream }) => {
      id = stream.id;
      void pump();
    },
    (error: unknown) => {
      // A guest at the limit, or no network: the whole upload at Save says what is wrong.
      console.warn('Recording is not streamed', error);
      givenUp = true;
    },
  );

  /** Sends the unacknowledged pieces in order; on a failure, tries again a little later. */
  function pump(): Promise<void> {
    if (sending || !id || givenUp || closed) return sending ?? Promise.resolve();
    const streamId = id;
    sending = (async () => {
      for (let seq = 0; seq < pieces.length; seq += 1) {
        if (acked.has(seq) || givenUp || closed) continue;
        try {
          const ack = await putStreamPiece(streamId, seq, pieces[seq]!, seq === lastSeq);
          acked.add(seq);
          retryMs = 500;
          onLive(ack.live);
        } catch (error) {
          if (refused(error)) {
            console.warn('A piece was refused; the recording will be uploaded whole', error);
            givenUp = true;
          } else if (!retryTimer) {
            retryTimer = setTimeout(() => {
              retryTimer = null;
              void pump();
            }, retryMs);
            retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
          }
          return;
        }
      }
    })().finally(() => {
      sending = null;
    });
    return sending;
  }

  const cut = (last = false) => {
    if (chunks.length > 0) {
      pieces.push(new Blob(chunks, { type: mimeType }));
      chunks = [];
    }
    if (last && pieces.length > 0) {
      lastSeq = pieces.length - 1;
      // Sent already: sent again with the mark (the server acknowledges a resend the same).
      acked.delete(lastSeq);
    }
    void pump();
  };

  return {
    get id() {
      return id;
    },
    push(chunk) {
      chunks.push(chunk);
    },
    cut,
    async finish(fields) {
      cut(lastSeq === null);
      await opened;
      const until = Date.now() + FINISH_PATIENCE_MS;
      while (!givenUp && id && Date.now() < until) {
        await pump();
        if (acked.size === pieces.length) {
          try {
            return await finishSpeechStream(id, { ...fields, pieces: pieces.length });
          } catch (error) {
            // 409: a piece the server lost (or a resend in flight): send it, finish again.
            if (error instanceof ApiError && error.status === 409) {
              const body = await fetchReceived(id);
              if (body) for (const seq of [...acked]) if (!body.has(seq)) acked.delete(seq);
            } else if (error instanceof ApiError && error.status === 404) {
              return null; // the stream is gone (cleaned up): the whole upload makes the speech
            } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
              throw error; // the same refusal an upload would get (too short, guest limit, ...)
            }
          }
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(retryMs, 1_000)));
      }
      return null;
    },
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
    },
  };
}

/** The pieces the server holds, or null when it cannot say. */
async function fetchReceived(id: string): Promise<Set<number> | null> {
  try {
    const { stream } = await getSpeechStream(id);
    return new Set(stream.received);
  } catch {
    return null;
  }
}

export const STREAM_PIECE_MS = STREAMING.pieceMs;
