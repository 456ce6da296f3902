import { describe, expect, it } from 'vitest';
import type { EnergyProfile } from '../energy';
import { makeWords } from '../test-support/make-words';
import { findPauses, longestPauseSec, soundEdges } from './pauses';

/** 10 ms frames: loud (-20 dB) by default, quiet (-80 dB) in the given stretches. */
function profileWithSilences(lengthSec: number, silences: Array<[number, number]>): EnergyProfile {
  const db = new Float32Array(Math.round(lengthSec * 100)).fill(-20);
  for (const [from, to] of silences) db.fill(-80, Math.round(from * 100), Math.round(to * 100));
  return { frameSec: 0.01, db };
}

describe('findPauses', () => {
  it('lists gaps of 0.5 s or more between words with their start and length', () => {
    // Words 0.3 s long, 10 ms apart: one 0-0.3, two 1.1-1.4, three 1.41-1.71, four 2.2-2.5, five 4.5-4.8.
    const words = makeWords('one _0.8 two three _0.49 four _2 five');
    const pauses = findPauses(words);
    expect(pauses).toEqual([
      { start: 0.3, duration: 0.8 },
      { start: 2.5, duration: 2 },
    ]);
    expect(longestPauseSec(pauses)).toBe(2);
  });

  it('takes a gap of exactly 0.5 s as a pause', () => {
    expect(findPauses(makeWords('one _0.5 two'))).toHaveLength(1);
  });

  it('ignores silence before the first and after the last word', () => {
    expect(findPauses(makeWords('one two', { startSec: 5 }))).toEqual([]);
  });

  it('drops a gap that has speech energy throughout (a word the recognizer missed)', () => {
    const words = makeWords('one _1 two _1 three');
    // The first gap (0.3-1.3) is silent, the second (1.6-2.6) is loud: someone said "um".
    const energy = { profile: profileWithSilences(3, [[0.3, 1.3]]), threshold: -50 };
    expect(findPauses(words, { energy })).toEqual([{ start: 0.3, duration: 1 }]);
  });

  it("finds the pause the aligner gave to the words around it (a word's silent edge)", () => {
    // "ask not ... what": the aligner stretched "not" (sound 0.6-0.9) to 1.3 and "what" (sound
    // 2.0-2.3) back to 1.31, over the 1.1 s of silence between them.
    const words = [
      { word: 'ask', start: 0, end: 0.4, confidence: 0.9 },
      { word: 'not', start: 0.6, end: 1.3, confidence: 0.9 },
      { word: 'what', start: 1.31, end: 2.3, confidence: 0.9 },
    ];
    const profile = profileWithSilences(2.4, [
      [0.4, 0.6],
      [0.9, 2.0],
    ]);
    expect(findPauses(words, { energy: { profile, threshold: -50 } })).toEqual([
      { start: 0.9, duration: 1.1 },
    ]);
    expect(soundEdges(profile, -50, words[1]!, words[2]!)).toEqual({ end: 0.9, start: 2 });
    // In noise a word's fading end is silent too: there the aligned gap decides (none here).
    const noisy = { frameSec: 0.01, db: profile.db.map((d) => (d < -50 ? -45 : d)) };
    expect(findPauses(words, { energy: { profile: noisy, threshold: -42 } })).toEqual([]);
  });

  it('keeps a pause through a click, but a longer sound splits it', () => {
    const words = makeWords('one _1 two');
    const withSound = (from: number, to: number) => ({
      profile: profileWithSilences(2, [
        [0.3, from],
        [to, 1.3],
      ]),
      threshold: -50,
    });
    // A 20 ms click: one pause of the whole gap.
    expect(findPauses(words, { energy: withSound(0.7, 0.72) })).toEqual([
      { start: 0.3, duration: 1 },
    ]);
    // 200 ms of sound (a breath, or an "uh" nobody recognised): 0.4 s + 0.4 s, no pause.
    expect(findPauses(words, { energy: withSound(0.7, 0.9) })).toEqual([]);
    // 50 ms (the release of a stop): the silence before it is the word's closure, not the
    // pause, which starts when the release ends.
    expect(findPauses(words, { energy: withSound(0.75, 0.8) })).toEqual([
      { start: 0.8, duration: 0.5 },
    ]);
  });

  it('measures the silence, not the gap between the recognised words', () => {
    // The recognizer ended "one" at 0.3 and started "two" at 0.9 (a 0.6 s gap), but the
    // audio is silent only from 0.35 to 0.75: 0.4 s, no pause.
    const words = makeWords('one _0.6 two');
    const energy = { profile: profileWithSilences(2, [[0.35, 0.75]]), threshold: -50 };
    expect(findPauses(words, { energy })).toEqual([]);
    // Words recognised 0.1 s too long on both sides hide part of a 0.6 s silence.
    const late = { profile: profileWithSilences(2, [[0.2, 0.8]]), threshold: -50 };
    expect(findPauses(makeWords('one _0.4 two'), { energy: late })).toEqual([
      { start: 0.2, duration: 0.6 },
    ]);
  });

  it('in noise, wants the gap between the words to be a pause too', () => {
    // Speech only 20 dB above the noise: the fading ends of words sink under the threshold, and
    // 0.6 s of "silence" lies around a 0.4 s gap between the words.
    const noisy = (silences: Array<[number, number]>) => {
      const profile = profileWithSilences(3, silences);
      profile.db.forEach((d, i) => {
        if (d < -50) profile.db[i] = -40;
      });
      return { profile, threshold: -34 };
    };
    const energy = noisy([
      [0, 0.3],
      [0.6, 1.2],
      [2.7, 3],
    ]);
    expect(findPauses(makeWords('one _0.4 two', { startSec: 0.3 }), { energy })).toEqual([]);
    const kept = findPauses(makeWords('one _0.55 two', { startSec: 0.3 }), { energy });
    expect(kept).toHaveLength(1);
    expect(kept[0]?.start).toBe(0.6);
    // The same silence in a clean recording is a pause whatever the gap the aligner left.
    const clean = {
      profile: profileWithSilences(3, [
        [0, 0.3],
        [0.6, 1.2],
        [2.7, 3],
      ]),
      threshold: -50,
    };
    // All 0.6 s of it: "two" (aligned from 1.0) sounds only from 1.2.
    expect(findPauses(makeWords('one _0.4 two', { startSec: 0.3 }), { energy: clean })).toEqual([
      { start: 0.6, duration: 0.6 },
    ]);
  });

  it("in noise, takes a gap with nothing at the speaker's level for a pause, music or no", () => {
    // Words at -20 dB, a background at -45 whose notes rise to -32 every 0.25 s (music under the
    // voice): 25 dB of range, so noisy, and no silence run in the 0.8 s gap reaches 0.5 s.
    const words = makeWords('one _0.8 two', { startSec: 0.2 });
    const music = (loudest: number) => {
      const db = new Float32Array(200).fill(-45);
      for (let f = 0; f < db.length; f += 25) db.fill(-32, f, f + 10);
      db.fill(-20, 20, 50);
      db.fill(-20, 130, 160);
      db[90] = loudest;
      return { profile: { frameSec: 0.01, db }, threshold: -38 };
    };
    expect(findPauses(words, { energy: music(-32) })).toEqual([{ start: 0.5, duration: 0.8 }]);
    // A sound at the speaker's level in the gap (a word nobody recognised): no pause.
    expect(findPauses(words, { energy: music(-24) })).toEqual([]);
    // A gap the aligner's edges could have widened from a sentence break: not trusted alone.
    const close = makeWords('one _0.6 two', { startSec: 0.2 });
    expect(findPauses(close, { energy: music(-32) })).toEqual([]);
  });

  it('starts a pause where the sound stops, not where the aligner ended the word', () => {
    // "one" aligned to end at 0.3, but its trailing sound goes on to 0.38.
    const words = makeWords('one _1 two');
    const trailing = { profile: profileWithSilences(2, [[0.38, 1.3]]), threshold: -50 };
    expect(findPauses(words, { energy: trailing })).toEqual([{ start: 0.38, duration: 0.92 }]);
    // Ended late: the sound stopped at 0.22.
    const early = { profile: profileWithSilences(2, [[0.22, 1.3]]), threshold: -50 };
    expect(findPauses(words, { energy: early })).toEqual([{ start: 0.22, duration: 1.08 }]);
  });

  it('gives a word the faint sound inside it, under the threshold but over the noise (ADR 91)', () => {
    // "homework" aligned 0-0.73: loud to 0.54, a closure, its release at 0.66-0.7 10 dB over the
    // room's noise (-50 dB) and under the threshold (-40); "if" aligned from 1.05, a faint onset
    // at 1.14-1.17, loud after. The silence under the threshold (0.54-1.17) would be a pause.
    const words = [
      { word: 'homework', start: 0, end: 0.73, confidence: 0.9 },
      { word: 'if', start: 1.05, end: 1.5, confidence: 0.9 },
    ];
    const profile = profileWithSilences(1.5, [[0.54, 1.17]]);
    profile.db.fill(-50, 54, 117);
    profile.db.fill(-42, 66, 70);
    profile.db.fill(-43, 114, 117);
    expect(findPauses(words, { energy: { profile, threshold: -40 } })).toEqual([]);
    // A real pause after it starts after the release and ends at the onset.
    const later = [words[0]!, { word: 'if', start: 1.35, end: 1.8, confidence: 0.9 }];
    const paused = profileWithSilences(1.8, [[0.54, 1.47]]);
    paused.db.fill(-50, 54, 147);
    paused.db.fill(-42, 66, 70);
    paused.db.fill(-43, 144, 147);
    expect(findPauses(later, { energy: { profile: paused, threshold: -40 } })).toEqual([
      { start: 0.7, duration: 0.74 },
    ]);
    // One frame over the noise is flicker, and sound outside the word is not the word's.
    const flicker = profileWithSilences(1.8, [[0.54, 1.47]]);
    flicker.db.fill(-50, 54, 147);
    flicker.db.fill(-42, 66, 67);
    flicker.db.fill(-42, 75, 78);
    expect(findPauses(later, { energy: { profile: flicker, threshold: -40 } })).toEqual([
      { start: 0.54, duration: 0.93 },
    ]);
    // A room's tail fades from the word with no closure before it: it is the pause's.
    const tail = profileWithSilences(1.8, [[0.54, 1.47]]);
    tail.db.fill(-50, 54, 147);
    [-42, -45, -42, -41, -46, -42, -43].forEach((db, i) => (tail.db[54 + i] = db));
    expect(findPauses(later, { energy: { profile: tail, threshold: -40 } })).toEqual([
      { start: 0.54, duration: 0.93 },
    ]);
  });

  describe('with the pitch track', () => {
    // "one" 0-0.3, a 1 s gap, "two" 1.3-1.6; speech at -20 dB, silence at -80 dB.
    const words = makeWords('one _1 two');
    /** A sound from `from` to `to` in the gap, at `db`, voiced or not; the words are voiced. */
    const withSound = (from: number, to: number, db: number, voiced = false) => {
      const profile = profileWithSilences(2, [
        [0.3, 1.3],
        [1.6, 2],
      ]);
      profile.db.fill(db, Math.round(from * 100), Math.round(to * 100));
      const f0 = new Float32Array(profile.db.length);
      f0.fill(120, 0, 30);
      f0.fill(120, 130, 160);
      if (voiced) f0.fill(120, Math.round(from * 100), Math.round(to * 100));
      return { profile, threshold: -50, f0 };
    };

    it('keeps a pause whole through a breath: quiet, unvoiced, silence on both sides', () => {
      // A 0.5 s in-breath ending 0.1 s before "two", 25 dB under the speech.
      expect(findPauses(words, { energy: withSound(0.7, 1.2, -45) })).toEqual([
        { start: 0.3, duration: 1 },
      ]);
      // Without the pitch track the breath splits the pause into two too short to count.
      const { profile, threshold } = withSound(0.7, 1.2, -45);
      expect(findPauses(words, { energy: { profile, threshold } })).toEqual([]);
    });

    it('does not bridge a voiced sound or one near the speech level: a word nobody recognised', () => {
      expect(findPauses(words, { energy: withSound(0.6, 0.9, -45, true) })).toEqual([]);
      expect(findPauses(words, { energy: withSound(0.6, 0.9, -28) })).toEqual([]);
      // Nor a sound longer than a breath.
      const long = makeWords('one _2 two');
      const profile = profileWithSilences(3, [[0.3, 2.3]]);
      profile.db.fill(-45, 70, 160);
      const f0 = new Float32Array(profile.db.length);
      expect(findPauses(long, { energy: { profile, threshold: -50, f0 } })).toEqual([
        { start: 1.6, duration: 0.7 },
      ]);
    });

    it('leaves a final stop release out of the pause: shorter than a breath, after a closure', () => {
      // "one" aligned to end at 0.3; its closure (60 ms) and quiet, unvoiced release (50 ms) follow.
      expect(findPauses(words, { energy: withSound(0.36, 0.41, -40) })).toEqual([
        { start: 0.41, duration: 0.89 },
      ]);
      // A long closure (0.2 s, "worked" misheard as "were", which ends early) before a 40 ms release.
      expect(findPauses(words, { energy: withSound(0.5, 0.54, -40) })).toEqual([
        { start: 0.54, duration: 0.76 },
      ]);
    });
  });

  it('has no longest pause without pauses', () => {
    expect(longestPauseSec([])).toBe(0);
  });
});
