import type { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { speechOutcome, type SpeechOutcome } from '../db/repos/speech-outcomes-repo';
import { createSpeechEvents } from './speech-events';

/** Everything written to a stream, and whether it has ended. */
function collect(stream: PassThrough) {
  const seen = { text: '', ended: false };
  stream.on('data', (chunk: Buffer) => (seen.text += chunk.toString('utf8')));
  stream.on('end', () => (seen.ended = true));
  return seen;
}

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('speechOutcome', () => {
  const row = { transcription: null, transcriptionId: 'job', hasAnalysis: false };
  it('reads the outcome the way the transcription status does', () => {
    expect(speechOutcome({ ...row, jobStatus: 'queued' })).toBeNull();
    expect(speechOutcome({ ...row, jobStatus: 'running' })).toBeNull();
    // Stored in the job's transaction, a moment before the job is marked done.
    expect(speechOutcome({ ...row, hasAnalysis: true, jobStatus: 'running' })).toBe('analysed');
    expect(speechOutcome({ ...row, jobStatus: 'done' })).toBe('analysed');
    expect(speechOutcome({ ...row, jobStatus: 'failed' })).toBe('failed');
    expect(speechOutcome({ ...row, jobStatus: null, transcription: 'words' })).toBe('analysed');
    expect(speechOutcome({ ...row, jobStatus: null })).toBe('failed');
  });
});

describe('createSpeechEvents', () => {
  it('asks the database once per tick for every open stream, and not at all when none is open', async () => {
    const asked: number[][] = [];
    const outcomes = new Map<number, SpeechOutcome | null>([
      [1, null],
      [2, null],
    ]);
    const events = createSpeechEvents({
      pollMs: 20,
      findOutcomes: async (ids) => {
        asked.push([...ids].sort());
        return new Map([...outcomes].filter(([id]) => ids.includes(id)));
      },
    });
    const a = collect(events.open(7, 1));
    const b = collect(events.open(7, 1));
    const c = collect(events.open(8, 2));
    await tick(70);
    expect(asked.at(-1)).toEqual([1, 2]);
    expect(asked.every((ids) => ids.length <= 2)).toBe(true);

    outcomes.set(1, 'analysed');
    await tick(50);
    for (const seen of [a, b]) {
      expect(seen.ended).toBe(true);
      expect(seen.text).toContain('event: status\ndata: {"speechId":1,"status":"analysed"}\n\n');
    }
    expect(c.ended).toBe(false);

    // A speech deleted while it was watched: the stream ends without an event.
    outcomes.delete(2);
    await tick(50);
    expect(c.ended).toBe(true);
    expect(c.text).not.toContain('event:');
    expect(events.openCount()).toBe(0);
    const calls = asked.length;
    await tick(60);
    expect(asked.length).toBe(calls);
  });

  it('counts each user’s streams, and frees one when the browser goes away', async () => {
    const events = createSpeechEvents({
      maxStreamsPerUser: 2,
      pollMs: 10_000,
      findOutcomes: async () => new Map([[1, null]]),
    });
    const first = events.open(7, 1);
    events.open(7, 1);
    expect(() => events.open(7, 1)).toThrow(/Too many pages/);
    expect(() => events.open(8, 1)).not.toThrow();
    first.destroy();
    await tick(0);
    expect(() => events.open(7, 1)).not.toThrow();
    events.close();
    expect(events.openCount()).toBe(0);
  });

  it('keeps asking after a failed check, and sends heartbeats meanwhile', async () => {
    let failures = 1;
    const errors: unknown[] = [];
    const events = createSpeechEvents({
      pollMs: 20,
      heartbeatMs: 15,
      onError: (err) => errors.push(err),
      findOutcomes: async () => {
        if (failures-- > 0) throw new Error('database away');
        return new Map<number, SpeechOutcome | null>([[1, 'failed']]);
      },
    });
    const seen = collect(events.open(7, 1));
    await tick(120);
    expect(errors).toHaveLength(1);
    expect(seen.ended).toBe(true);
    expect(seen.text).toContain('"status":"failed"');
    expect(seen.text).toContain(': heartbeat');
  });
});
