import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { UserRow } from '../db/schema';
import {
  mediaLinkExpiry,
  presentSpeech,
  type MediaLinkConfig,
} from '../presenters/speech-presenter';
import type { SpeechService } from './speech-service';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Quality 6: made once per version on the first poll after a write, so it
 * must stay quick (tens of ms for a 100-speech list); 11 took seconds.
 */
const BROTLI_OPTIONS = (size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** One user's speech list, serialised once and sent as is until it changes. */
export interface SpeechList {
  etag: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const sizeOf = (list: SpeechList) => list.json.length + list.gzip.length + list.br.length;

/**
 * GET /api/speeches/user/{id} is what every open page polls (every 10 s, with
 * limit=100), and presenting and serialising 50-100 speeches with their
 * transcripts cost several times the request itself. The list is kept per
 * user and limit under the user's speeches_version (bumped by database
 * triggers on any write to their speeches or analyses, in any process) and
 * the hour its media links expire; a changed version or hour makes it anew.
 * At most one list per user and limit, and `maxBytes` in all (the least
 * recently used go first).
 */
export function createSpeechListCache(deps: {
  speeches: Pick<SpeechService, 'listForUser'>;
  media: MediaLinkConfig;
  maxBytes: number;
}) {
  const lists = new Map<string, { stamp: string; list: SpeechList }>();
  let bytes = 0;

  function remember(key: string, entry: { stamp: string; list: SpeechList }) {
    forget(key);
    lists.set(key, entry);
    bytes += sizeOf(entry.list);
    for (const [oldest, old] of lists) {
      if (bytes <= deps.maxBytes || oldest === key) break;
      lists.delete(oldest);
      bytes -= sizeOf(old.list);
    }
  }

  function forget(key: string) {
    const old = lists.get(key);
    if (!old) return;
    lists.delete(key);
    bytes -= sizeOf(old.list);
  }

  return {
    async get(user: UserRow, limit: number, nowMs = Date.now()): Promise<SpeechList> {
      const key = `${user.id}:${limit}`;
      const stamp = `${user.speechesVersion}-${mediaLinkExpiry(deps.media, nowMs)}`;
      const hit = lists.get(key);
      if (hit?.stamp === stamp) {
        // Most recently used last, so eviction takes the idle ones.
        lists.delete(key);
        lists.set(key, hit);
        return hit.list;
      }
      const rows = await deps.speeches.listForUser(user, limit);
      const json = Buffer.from(
        JSON.stringify(
          rows.map(({ speech, analysis }) => presentSpeech(speech, analysis, deps.media, nowMs)),
        ),
      );
      const [zipped, br] = await Promise.all([
        gzip(json),
        brotli(json, BROTLI_OPTIONS(json.length)),
      ]);
      const list = { etag: `W/"${user.id}-${limit}-${stamp}"`, json, gzip: zipped, br };
      remember(key, { stamp, list });
      return list;
    },

    get bytes() {
      return bytes;
    },
  };
}

export type SpeechListCache = ReturnType<typeof createSpeechListCache>;
