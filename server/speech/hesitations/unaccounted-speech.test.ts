import { describe, expect, it } from 'vitest';
import {
  outside,
  UNACCOUNTED_SOUND_SEC,
  unaccountedSpeech,
  unwrittenSpeechSec,
} from './unaccounted-speech';

/** A profile of 10 ms frames: loud (-20 dB) where `loud` says, silent elsewhere. */
function profileOf(seconds: number, loud: readonly [number, number][]) {
  const frameSec = 0.01;
  const db = new Float32Array(Math.round(seconds / frameSec)).fill(-90);
  for (const [from, to] of loud)
    db.fill(-20, Math.round(from / frameSec), Math.round(to / frameSec));
  return { profile: { frameSec, db }, threshold: -50 };
}

describe('unaccountedSpeech', () => {
  it('finds a gap between words that holds more sound than a hesitation, and only it', () => {
    // Words at 0-1 and 6-7 s, 4 s of speech between them; a 1.2 s hesitation between 7.5 and 9 s.
    const energy = profileOf(10, [
      [0, 1],
      [1.5, 5.5],
      [6, 7],
      [7.6, 8.8],
      [9, 10],
    ]);
    const words = [
      { start: 0, end: 1 },
      { start: 6, end: 7 },
      { start: 9, end: 10 },
    ];
    expect(unaccountedSpeech(words, energy)).toEqual([{ start: 1, end: 6 }]);
  });

  it('counts sound, not time: a long silent pause is no unwritten speech', () => {
    const energy = profileOf(20, [
      [0, 1],
      [15, 16],
    ]);
    expect(
      unaccountedSpeech(
        [
          { start: 0, end: 1 },
          { start: 15, end: 16 },
        ],
        energy,
      ),
    ).toEqual([]);
  });

  it('takes in the speech before the first word and after the last, and all of it without words', () => {
    const energy = profileOf(12, [
      [0.5, 4.5],
      [5, 6],
      [6.5, 11.5],
    ]);
    expect(unaccountedSpeech([{ start: 5, end: 6 }], energy)).toEqual([
      { start: 0, end: 5 },
      { start: 6, end: 12 },
    ]);
    expect(unaccountedSpeech([], energy)).toEqual([{ start: 0, end: 12 }]);
  });

  it('holds to its limit: just over it is unwritten speech, at it is not', () => {
    const limit = UNACCOUNTED_SOUND_SEC;
    const over = profileOf(10, [[2, 2 + limit + 0.05]]);
    const at = profileOf(10, [[2, 2 + limit]]);
    const words = [
      { start: 1, end: 1.5 },
      { start: 8, end: 9 },
    ];
    expect(unaccountedSpeech(words, over)).toEqual([{ start: 1.5, end: 8 }]);
    expect(unaccountedSpeech(words, at)).toEqual([]);
  });
});

describe('outside', () => {
  it('drops what overlaps a stretch, however little, and keeps what only touches it', () => {
    const items = [
      { start: 0, end: 1, id: 'before' },
      { start: 0.5, end: 1.01, id: 'into' },
      { start: 2, end: 2.5, id: 'inside' },
      { start: 3, end: 4, id: 'touching' },
    ];
    expect(outside(items, [{ start: 1, end: 3 }]).map((x) => x.id)).toEqual(['before', 'touching']);
    expect(outside(items, [])).toEqual(items);
  });
});

describe('unwrittenSpeechSec', () => {
  it('adds up the sound of the unwritten stretches, not their length, to a tenth', () => {
    // 4 s of speech between the first two words, 3.55 s after the last; a 1.2 s hesitation is
    // no unwritten speech.
    const energy = profileOf(20, [
      [0, 1],
      [1.5, 5.5],
      [6, 7],
      [7.6, 8.8],
      [9, 10],
      [12, 15.55],
    ]);
    const words = [
      { start: 0, end: 1 },
      { start: 6, end: 7 },
      { start: 9, end: 10 },
    ];
    expect(unwrittenSpeechSec(words, energy)).toBe(7.6);
    expect(unwrittenSpeechSec([...words, { start: 12, end: 15.55 }], energy)).toBe(4);
    expect(unwrittenSpeechSec([{ start: 0, end: 20 }], energy)).toBe(0);
  });
});
