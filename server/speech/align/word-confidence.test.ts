import { describe, expect, it } from 'vitest';
import { placeUnaligned } from './place-unaligned';
import { alignmentFactor, isLowConfidence, wordConfidence } from './word-confidence';

describe('wordConfidence', () => {
  it('is the recognizer probability when the aligned duration is plausible', () => {
    expect(
      wordConfidence({ recognizer: 0.9, aligned: true, durationSec: 0.3, phoneCount: 4 }),
    ).toBe(0.9);
  });

  it('falls for a word squeezed into too little audio, stretched over too much, or not placed', () => {
    expect(alignmentFactor(true, 0.06, 4)).toBe(0.5);
    expect(alignmentFactor(true, 2.4, 4)).toBe(0.5);
    expect(alignmentFactor(false, 0.3, 4)).toBe(0.3);
    expect(
      isLowConfidence(
        wordConfidence({ recognizer: 0.95, aligned: false, durationSec: 0.3, phoneCount: 3 }),
      ),
    ).toBe(true);
  });

  it('halves the recognizer probability of a word two readings disagreed on, marking it unsure', () => {
    const word = { recognizer: 0.9, aligned: true, durationSec: 0.3, phoneCount: 4 };
    expect(wordConfidence({ ...word, disputed: true })).toBe(0.45);
    expect(isLowConfidence(wordConfidence({ ...word, disputed: true }))).toBe(true);
    expect(wordConfidence({ ...word, disputed: false })).toBe(0.9);
  });
});

describe('placeUnaligned', () => {
  it('spreads words the aligner could not place over the time between their aligned neighbours', () => {
    const filled = placeUnaligned(
      [{ start: 0, end: 1, phones: 'A' }, undefined, undefined, { start: 3, end: 4, phones: 'B' }],
      [1, 1, 3, 1],
      { start: 0, end: 5 },
    );
    expect(filled.map((w) => [w.start, w.end, w.aligned])).toEqual([
      [0, 1, true],
      [1, 1.5, false],
      [1.5, 3, false],
      [3, 4, true],
    ]);
  });

  it('keeps a pause in the stretch between words, each word in the phrase its share falls in', () => {
    // Loud 0-1 s and 2-3 s, a 1 s silence between: four words of equal weight, two a phrase.
    const db = new Float32Array(300).fill(-20);
    db.fill(-80, 100, 200);
    const energy = { profile: { frameSec: 0.01, db }, threshold: -50 };
    const filled = placeUnaligned(
      [undefined, undefined, undefined, undefined],
      [2, 2, 2, 2],
      { start: 0, end: 3 },
      energy,
    );
    expect(filled.map((w) => [w.start, w.end])).toEqual([
      [0, 0.5],
      [0.5, 1],
      [2, 2.5],
      [2.5, 3],
    ]);
    // A silence shorter than a pause is shared like speech.
    const short = Float32Array.from(db).fill(-20, 140, 200);
    const spread = placeUnaligned(
      [undefined, undefined],
      [1, 1],
      { start: 0, end: 3 },
      {
        ...energy,
        profile: { frameSec: 0.01, db: short },
      },
    );
    expect(spread.map((w) => [w.start, w.end])).toEqual([
      [0, 1.5],
      [1.5, 3],
    ]);
    // In noise (speech 25 dB over the floor) a silence by loudness is no pause: shared whole.
    const noisy = Float32Array.from(db, (d) => (d < -50 ? -45 : d));
    const inNoise = placeUnaligned(
      [undefined, undefined],
      [1, 1],
      { start: 0, end: 3 },
      {
        profile: { frameSec: 0.01, db: noisy },
        threshold: -40,
      },
    );
    expect(inNoise.map((w) => [w.start, w.end])).toEqual([
      [0, 1.5],
      [1.5, 3],
    ]);
  });

  it('uses the whole span when nothing was placed', () => {
    const filled = placeUnaligned([undefined, undefined], [1, 1], { start: 2, end: 4 });
    expect(filled.map((w) => [w.start, w.end])).toEqual([
      [2, 3],
      [3, 4],
    ]);
  });
});
