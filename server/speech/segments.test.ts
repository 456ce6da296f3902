import { describe, expect, it } from 'vitest';
import type { EnergyProfile } from './energy';
import { planSegments } from './segments';

/** Loud everywhere except the given silences, 10 ms frames. */
function energyWith(durationSec: number, silences: Array<[number, number]>) {
  const db = new Float32Array(Math.round(durationSec * 100)).fill(-20);
  for (const [a, b] of silences) db.fill(-80, Math.round(a * 100), Math.round(b * 100));
  const profile: EnergyProfile = { frameSec: 0.01, db };
  return { profile, threshold: -50 };
}

describe('planSegments', () => {
  it('keeps a short recording whole, less its silent edges', () => {
    const energy = energyWith(12, [
      [0, 2],
      [11, 12],
    ]);
    const segments = planSegments(
      12,
      [
        { start: 0, end: 2 },
        { start: 11, end: 12 },
      ],
      energy,
    );
    expect(segments).toEqual([
      { index: 0, start: 0, end: 12, audioStart: 1.75, audioEnd: 11.25, forcedCut: false },
    ]);
  });

  it('cuts at the last sentence pause at least 10 s into a segment that keeps it under 25 s', () => {
    const silences = [
      { start: 8, end: 8.5 },
      { start: 12, end: 12.4 },
      { start: 19, end: 19.4 },
      { start: 22, end: 22.1 },
      { start: 40, end: 40.5 },
    ];
    const energy = energyWith(
      60,
      silences.map((s) => [s.start, s.end]),
    );
    const segments = planSegments(60, silences, energy);
    expect(segments.map((s) => [s.start, s.end])).toEqual([
      [0, 19.2],
      [19.2, 40.25],
      [40.25, 60],
    ]);
    expect(segments.every((s) => s.end - s.start <= 25)).toBe(true);
  });

  it('cuts a recording still being heard exactly as the whole one, up to its settled cuts', () => {
    const silences = [
      { start: 8, end: 8.5 },
      { start: 12, end: 12.4 },
      { start: 19, end: 19.4 },
      { start: 31, end: 31.3 },
      { start: 50, end: 50.2 },
    ];
    const energy = energyWith(
      60,
      silences.map((s) => [s.start, s.end]),
    );
    const whole = planSegments(60, silences, energy);
    for (const heard of [5, 12.5, 20, 25.4, 25.6, 31.5, 31.8, 45, 59]) {
      const seen = silences
        .filter((s) => s.start < heard)
        .map((s) => ({ start: s.start, end: Math.min(s.end, heard) }));
      const closed = planSegments(heard, seen, energy, {}, 0, true);
      expect(closed).toEqual(whole.slice(0, closed.length));
      // What is closed never reaches past what was heard.
      expect(closed.every((s) => s.end <= heard)).toBe(true);
    }
    // The first cut (the pause at 19-19.4 s, the last in 0-25 s) is settled once 25.5 s is heard.
    expect(planSegments(25.6, silences.slice(0, 3), energy, {}, 0, true)).toHaveLength(1);
    expect(planSegments(25.4, silences.slice(0, 3), energy, {}, 0, true)).toHaveLength(0);
  });

  it('falls back to a short silence, then to a hard cut, and leaves out silent stretches', () => {
    const silences = [
      { start: 5, end: 5.15 },
      { start: 30, end: 60 },
    ];
    const energy = energyWith(
      60,
      silences.map((s) => [s.start, s.end]),
    );
    const segments = planSegments(60, silences, energy);
    expect(segments[0]).toMatchObject({ start: 0, end: 5.075, forcedCut: false });
    expect(segments[1]).toMatchObject({ start: 5.075, end: 30.075, forcedCut: true });
    // 30-60 s is silent but for the first frames up to the cut: only a little sound, no segment.
    expect(segments.length).toBe(2);
  });

  it('does not cut at a silence under 3 s into a segment: a word alone there is read badly', () => {
    // No sentence pause 10 s into any window: a short silence at 7.2 s (the first cut), one 1.7 s
    // after it, the longest of the next window, and one at 20 s.
    const silences = [
      { start: 7.0, end: 7.4 },
      { start: 8.8, end: 9.0 },
      { start: 20, end: 20.15 },
    ];
    const energy = energyWith(
      40,
      silences.map((s) => [s.start, s.end]),
    );
    const cuts = planSegments(40, silences, energy).map((s) => s.end);
    expect(cuts).toEqual([7.2, 20.075, 40]);
    // Given leave to cut a second in, a segment of 1.7 s.
    const near = planSegments(40, silences, energy, { shortestSec: 1 }).map((s) => s.end);
    expect(near).toEqual([7.2, 8.9, 20.075, 40]);
  });
});
