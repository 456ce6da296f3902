import { PassThrough } from 'node:stream';
import { SPEECH_EVENTS } from '@common/constants';
import type { SpeechStatusEvent } from '@common/contract/speech';
import type { SpeechOutcome } from '../db/repos/speech-outcomes-repo';
import { rateLimited } from '../errors';

export const TOO_MANY_STREAMS =
  'Too many pages are waiting for results. Close one of them and try again.';

export interface SpeechEventsOptions {
  /** Outcomes of the watched speeches, one query for all (speeches gone are absent). */
  findOutcomes(ids: readonly number[]): Promise<Map<number, SpeechOutcome | null>>;
  /** How often the database is asked, for every open stream at once. */
  pollMs?: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** Open streams one user may hold in this process. */
  maxStreamsPerUser?: number;
  /** A stream still waiting after this long is ended; the browser reconnects on its own. */
  maxStreamMs?: number;
  onError?(err: unknown): void;
}

export const SPEECH_EVENT_DEFAULTS = {
  pollMs: 250,
  heartbeatMs: 15_000,
  maxStreamsPerUser: 5,
  maxStreamMs: 10 * 60_000,
} as const;

/** What the browser waits before reconnecting a stream the server ended without an outcome. */
const RETRY_MS = 3_000;

interface OpenStream {
  userId: number;
  speechId: number;
  out: PassThrough;
  deadline: NodeJS.Timeout;
}

/**
 * The server side of GET /api/speeches/{id}/events (issue 12,
 * docs/decisions/0025-pushed-results.md). The worker may be another process,
 * so the web process learns of an outcome from the database: one query every
 * `pollMs` covers every stream it holds, and none is made while none is open.
 */
export function createSpeechEvents(options: SpeechEventsOptions) {
  const pollMs = options.pollMs ?? SPEECH_EVENT_DEFAULTS.pollMs;
  const heartbeatMs = options.heartbeatMs ?? SPEECH_EVENT_DEFAULTS.heartbeatMs;
  const maxPerUser = options.maxStreamsPerUser ?? SPEECH_EVENT_DEFAULTS.maxStreamsPerUser;
  const maxStreamMs = options.maxStreamMs ?? SPEECH_EVENT_DEFAULTS.maxStreamMs;

  const streams = new Set<OpenStream>();
  const perUser = new Map<number, number>();
  let poller: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let checking = false;

  function release(stream: OpenStream): void {
    if (!streams.delete(stream)) return;
    clearTimeout(stream.deadline);
    const left = (perUser.get(stream.userId) ?? 1) - 1;
    if (left > 0) perUser.set(stream.userId, left);
    else perUser.delete(stream.userId);
    if (streams.size === 0) {
      clearInterval(poller);
      clearInterval(heartbeat);
      poller = undefined;
      heartbeat = undefined;
    }
  }

  /** Sends the outcome, if any, and ends the stream. */
  function finish(stream: OpenStream, outcome?: SpeechOutcome): void {
    if (!streams.has(stream)) return;
    if (outcome) {
      const data: SpeechStatusEvent = { speechId: stream.speechId, status: outcome };
      stream.out.write(`event: ${SPEECH_EVENTS.statusEvent}\ndata: ${JSON.stringify(data)}\n\n`);
    }
    release(stream);
    stream.out.end();
  }

  async function check(): Promise<void> {
    if (checking || streams.size === 0) return;
    checking = true;
    try {
      const watched = [...streams];
      const outcomes = await options.findOutcomes([...new Set(watched.map((s) => s.speechId))]);
      for (const stream of watched) {
        if (!outcomes.has(stream.speechId)) finish(stream);
        else {
          const outcome = outcomes.get(stream.speechId);
          if (outcome) finish(stream, outcome);
        }
      }
    } catch (err) {
      // The next tick asks again; a stream that never hears is ended by its deadline.
      options.onError?.(err);
    } finally {
      checking = false;
    }
  }

  function ensureTimers(): void {
    poller ??= setInterval(() => void check(), pollMs).unref();
    heartbeat ??= setInterval(() => {
      for (const stream of streams) stream.out.write(': heartbeat\n\n');
    }, heartbeatMs).unref();
  }

  return {
    /**
     * A stream for the speech, which the caller has already shown to be theirs.
     * Throws RateLimited when the user holds too many.
     */
    open(userId: number, speechId: number): PassThrough {
      if ((perUser.get(userId) ?? 0) >= maxPerUser) throw rateLimited(TOO_MANY_STREAMS, 5);
      const out = new PassThrough();
      const stream: OpenStream = {
        userId,
        speechId,
        out,
        deadline: setTimeout(() => finish(stream), maxStreamMs).unref(),
      };
      streams.add(stream);
      perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
      // Ended or destroyed by either side (the browser went away): forget it.
      out.on('close', () => release(stream));
      // Sends the headers at once, so the browser knows the stream is open.
      out.write(`retry: ${RETRY_MS}\n: open\n\n`);
      ensureTimers();
      // A speech already done is answered now, not a tick later.
      void check();
      return out;
    },

    /** Streams this process holds now (tests, metrics). */
    openCount(): number {
      return streams.size;
    },

    /** Ends every stream (the server is closing); the browsers reconnect elsewhere. */
    close(): void {
      for (const stream of [...streams]) finish(stream);
    },
  };
}

export type SpeechEvents = ReturnType<typeof createSpeechEvents>;
