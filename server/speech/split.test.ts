import { describe, expect, it } from 'vitest';
import type { Chunk } from './split';
import { planChunks } from './split';

function expectContiguous(chunks: Chunk[], duration: number) {
  expect(chunks[0]?.start).toBe(0);
  expect(chunks.at(-1)?.end).toBe(duration);
  for (let i = 1; i < chunks.length; i++) expect(chunks[i]?.start).toBe(chunks[i - 1]?.end);
}

/** A 0.3 s breath every 4 s, as in read speech. */
const breaths = (duration: number) =>
  Array.from({ length: Math.floor(duration / 4) }, (_, i) => ({
    start: i * 4 + 3.7,
    end: i * 4 + 4,
  }));

describe('planChunks', () => {
  it('keeps a short recording whole', () => {
    expect(planChunks(45, breaths(45), { processes: 4 })).toEqual([
      { index: 0, start: 0, end: 45 },
    ]);
  });

  it('keeps everything whole with one process when it fits one chunk', () => {
    expect(planChunks(300, breaths(300), { processes: 1 })).toHaveLength(1);
  });

  it('cuts at the longest silence near the middle for two processes', () => {
    const silences = [...breaths(120), { start: 55, end: 56.2 }, { start: 75, end: 77 }];
    const chunks = planChunks(120, silences, { processes: 2 });
    expect(chunks).toHaveLength(2);
    // 55-56.2 is the longest within 15 s of 60; 75-77 is longer but too far away.
    expect(chunks[0]?.end).toBeCloseTo(55.6, 6);
    expectContiguous(chunks, 120);
  });

  it('prefers the nearer of two long silences', () => {
    const silences = [
      { start: 50, end: 52 },
      { start: 58, end: 60 },
    ];
    expect(planChunks(120, silences, { processes: 2 })[0]?.end).toBe(59);
  });

  it('cuts at the even point when there is no silence to cut at', () => {
    const chunks = planChunks(120, [], { processes: 2 });
    expect(chunks.map((c) => c.end)).toEqual([60, 120]);
  });

  it('does not make chunks shorter than the minimum', () => {
    // 70 s with 8 processes: at most 2 chunks of 30 s or more.
    expect(planChunks(70, breaths(70), { processes: 8 })).toHaveLength(2);
  });

  it('bounds chunk length and keeps whole rounds of processes', () => {
    const chunks = planChunks(1000, breaths(1000), { processes: 2 });
    // 1000 s needs 3 chunks of at most 360 s; rounded up to 4 so both processes finish together.
    expect(chunks).toHaveLength(4);
    for (const c of chunks) expect(c.end - c.start).toBeLessThanOrEqual(360);
    expectContiguous(chunks, 1000);
  });

  it('never cuts inside a word: every cut lies in a silence', () => {
    const silences = breaths(600);
    const chunks = planChunks(600, silences, { processes: 4 });
    expect(chunks).toHaveLength(4);
    for (const c of chunks.slice(1)) {
      expect(silences.some((s) => c.start > s.start && c.start < s.end)).toBe(true);
    }
  });
});
