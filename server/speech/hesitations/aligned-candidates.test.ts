import { describe, expect, it } from 'vitest';
import { frameEnergies, silenceThreshold } from '../energy';
import { join, quiet, RATE, UH, vowel } from '../test-support/test-sounds';
import type { HeardSound, RecognizedWord } from '../transcriber';
import { alignedCandidates, isLookalike, isWrittenHesitation } from './aligned-candidates';

describe('isLookalike', () => {
  it('knows the words a recognizer writes for a hesitation', () => {
    for (const phones of ['AH', 'DH AH', 'K AH M', 'D AH M', 'B AH T', 'AH P', 'ER', 'TH AH M']) {
      expect(isLookalike(phones), phones).toBe(true);
    }
  });

  it('leaves glides, gliding vowels and longer words alone', () => {
    for (const phones of ['W AH T', 'W AH N', 'F AH N IY', 'N AW', 'AW R', 'L AY K', 'S OW']) {
      expect(isLookalike(phones), phones).toBe(false);
    }
    expect(isLookalike(undefined)).toBe(false);
  });

  it('takes a rounded vowel closing into a nasal ("boom", "down") only when the engine doubted it', () => {
    for (const phones of ['B UW M', 'D AW N']) {
      expect(isLookalike(phones, true), phones).toBe(true);
      expect(isLookalike(phones, false), phones).toBe(false);
    }
    // A glide, a second vowel or a consonant after the nasal is a word however unsure.
    for (const phones of ['R UW M', 'HH OW M', 'T AW N Z', 'AW ER', 'AE F T ER N UW N']) {
      expect(isLookalike(phones, true), phones).toBe(false);
    }
  });
});

describe('isWrittenHesitation', () => {
  it('reads how recognizers spell hesitations', () => {
    expect(['um', 'Umm', 'uh', 'ah', 'er', 'hmm', 'mm'].every(isWrittenHesitation)).toBe(true);
    expect(['come', 'but', 'a', 'I'].some(isWrittenHesitation)).toBe(false);
  });
});

describe('alignedCandidates', () => {
  // 0-0.3 a word, 0.3-0.8 quiet, 0.8-1.2 held sound nobody wrote, 1.2-1.5 quiet, 1.5-1.8 a word.
  const samples = join(
    vowel({ seconds: 0.3, formants: [300, 2200, 2900] }),
    quiet(0.5),
    vowel({ seconds: 0.4, formants: UH }),
    quiet(0.3),
    vowel({ seconds: 0.3, formants: [300, 2200, 2900] }),
  );
  const profile = frameEnergies(samples, RATE);
  const energy = { profile, threshold: silenceThreshold(profile.db) };
  const word = (
    w: string,
    start: number,
    end: number,
    phones: string,
    probability = 0.99,
    text = w,
  ): RecognizedWord => ({
    word: w.toLowerCase().replace(/[^a-z']/g, ''),
    text,
    start,
    end,
    confidence: probability,
    phones,
    aligned: true,
    recognizerProbability: probability,
  });
  const slot = (start: number, end: number, label = 'uh'): HeardSound => ({
    kind: 'hesitation-slot',
    start,
    end,
    label,
  });

  it('joins a look-alike and the slot touching it into one candidate', () => {
    const words = [word('we', 0, 0.3, 'W IY'), word('a', 0.8, 0.85, 'AH', 0.4)];
    const [candidate] = alignedCandidates(words, [slot(0.85, 1.2)], energy);
    expect(candidate).toMatchObject({
      start: 0.8,
      end: 1.2,
      sources: ['lookalike', 'slot'],
      wordIndices: [1],
      probability: 0.4,
    });
  });

  it('takes a written hesitation with the slot beside it, and hears "um" in it', () => {
    const words = [word('Um', 0.9, 1.2, 'AH M', 0.5, 'Um,')];
    const [candidate] = alignedCandidates(words, [slot(0.8, 0.9)], energy);
    expect(candidate).toMatchObject({
      start: 0.8,
      end: 1.2,
      sources: ['slot', 'written'],
      nasalHint: true,
      punctuated: true,
    });
  });

  it('never joins two words, nor takes a word the recognizer was sure of', () => {
    const words = [word('Uh', 0.8, 1.0, 'AH', 0.5, 'Uh,'), word('the', 1.0, 1.1, 'DH AH', 0.6)];
    expect(alignedCandidates(words, [], energy).map((c) => c.wordIndices)).toEqual([[0], [1]]);
    const sure = [word('the', 1.0, 1.1, 'DH AH', 0.95)];
    expect(alignedCandidates(sure, [], energy)).toEqual([]);
  });

  it('joins two touching look-alikes only when the engine was unsure of both', () => {
    const gotThem = [word('got', 0.8, 1.0, 'G AA T', 0.25), word('them', 1.0, 1.2, 'DH AH M', 0.3)];
    expect(alignedCandidates(gotThem, [], energy).map((c) => c.wordIndices)).toEqual([[0, 1]]);
    const sure = [word('got', 0.8, 1.0, 'G AA T', 0.7), word('them', 1.0, 1.2, 'DH AH M', 0.3)];
    expect(alignedCandidates(sure, [], energy).map((c) => c.wordIndices)).toEqual([[0], [1]]);
  });

  it('takes "boom" as a candidate when the engine doubted it, "room" never', () => {
    const unsure = [word('boom', 0.8, 1.2, 'B UW M', 0.1, 'boom,')];
    expect(alignedCandidates(unsure, [], energy).map((c) => c.sources)).toEqual([['lookalike']]);
    const fairlySure = [word('boom', 0.8, 1.2, 'B UW M', 0.7)];
    expect(alignedCandidates(fairlySure, [], energy).flatMap((c) => c.sources)).not.toContain(
      'lookalike',
    );
    const room = [word('room', 0.8, 1.2, 'R UW M', 0.1)];
    expect(alignedCandidates(room, [], energy).flatMap((c) => c.sources)).not.toContain(
      'lookalike',
    );
  });

  it('takes no sound the aligner heard within one word, between its parts', () => {
    // "plum-take" said as two words over the held sound: its [SPEECH] is the word's own.
    const words = [word('plum-take', 0.75, 1.25, 'P L AH M T EY K', 0.3)];
    const speech: HeardSound = { kind: 'speech', start: 0.8, end: 1.2 };
    expect(alignedCandidates(words, [speech], energy)).toEqual([]);
    expect(
      alignedCandidates(
        words.map((w) => ({ ...w, end: 0.8 })),
        [speech],
        energy,
      ),
    ).toEqual([expect.objectContaining({ sources: ['slot'], start: 0.8, end: 1.2 })]);
  });

  it('finds sound the aligner left in a gap, and ignores noise', () => {
    const words = [word('we', 0, 0.3, 'W IY'), word('start', 1.5, 1.8, 'S T AA R T')];
    const noise: HeardSound = { kind: 'noise', start: 0.4, end: 0.6 };
    const candidates = alignedCandidates(words, [noise], energy);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]?.sources).toEqual(['gap']);
    expect(candidates[0]?.start).toBeCloseTo(0.8, 1);
    expect(candidates[0]?.end).toBeCloseTo(1.2, 1);
  });
});
