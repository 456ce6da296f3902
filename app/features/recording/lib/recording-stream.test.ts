import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRecordingStream } from './recording-stream';

const live = { recognizedSec: 0, recentWpm: null, fillers: 0 };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that stores pieces, and can drop off the network for a while. */
function fakeServer() {
  const stored = new Map<number, number>();
  const state = { down: false, finishes: 0, lastMarked: null as number | null };
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (state.down) throw new TypeError('Failed to fetch');
    if (url === '/api/speech-streams') return json(201, { stream: { id: 's1', live } });
    const piece = /pieces\/(\d+)(\?last=1)?$/.exec(url);
    if (piece) {
      const seq = Number(piece[1]);
      stored.set(seq, (init!.body as Blob).size);
      if (piece[2]) state.lastMarked = seq;
      return json(200, { seq, bytes: 0, live });
    }
    if (url.endsWith('/finish')) {
      state.finishes += 1;
      const body = JSON.parse(init!.body as string) as { pieces: number };
      for (let seq = 0; seq < body.pieces; seq += 1) {
        if (!stored.has(seq)) return json(409, { message: `missing ${seq}` });
      }
      return json(201, { speech: { id: 42 } });
    }
    if (url === '/api/speech-streams/s1') {
      return json(200, { stream: { id: 's1', received: [...stored.keys()], live } });
    }
    return json(404, { message: 'not found' });
  });
  return { fetch, stored, state };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a recording streamed while it is made', () => {
  it('resends the pieces a dropped network missed, marks the last, and finishes once', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    const stream = startRecordingStream('audio/webm', () => undefined);
    await vi.waitFor(() => expect(stream.id).toBe('s1'));
    stream.push(new Blob(['a']));
    stream.cut();
    await vi.waitFor(() => expect(server.stored.has(0)).toBe(true));

    server.state.down = true;
    stream.push(new Blob(['bb']));
    stream.cut();
    stream.push(new Blob(['ccc']));
    stream.cut(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.stored.size).toBe(1);
    server.state.down = false;

    const saved = await stream.finish({ title: 'Talk', duration: 3 });
    expect(saved).toEqual({ speech: { id: 42 } });
    expect([...server.stored.entries()]).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(server.state.lastMarked).toBe(2);
    expect(server.state.finishes).toBe(1);
  });

  it('gives the recording back to the whole upload when the stream cannot open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { code: 'guest_limit', message: 'limit' })),
    );
    const stream = startRecordingStream('audio/webm', () => undefined);
    stream.push(new Blob(['a']));
    expect(await stream.finish({ title: 'Talk', duration: 3 })).toBeNull();
    expect(stream.id).toBeNull();
  });
});
