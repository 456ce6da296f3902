import { describe, expect, it } from 'vitest';
import { frameEnergies, silenceThreshold } from '../energy';
import { join, M, quiet, RATE, spokenWord, UH, vowel } from '../test-support/test-sounds';
import type { HeardSound, RecognizedWord } from '../transcriber';
import {
  belowWordsDb,
  judgeAlignedCandidates,
  restoreAlignedHesitations,
  saidAtSpeakingLevel,
  settleSlivers,
} from './restore-aligned';

// 0-0.4 "we" (a glide), 0.4-0.7 quiet, 0.7-1.05 a held "uh", 1.05-1.35 quiet,
// 1.35-1.75 "um" (vowel into a nasal), 1.75-2.05 quiet, 2.05-2.41 a word with consonants,
// 2.41-2.75 quiet, 2.75-3.15 "start".
const samples = join(
  vowel({ seconds: 0.4, formants: [300, 2200, 2900], formantsAtEnd: [300, 2300, 3000] }),
  quiet(0.3),
  vowel({ seconds: 0.35, formants: UH }),
  quiet(0.3),
  vowel({ seconds: 0.2, formants: UH }),
  vowel({ seconds: 0.2, formants: M }),
  quiet(0.3),
  spokenWord(),
  quiet(0.34),
  vowel({ seconds: 0.4, formants: [700, 1200, 2500], formantsAtEnd: [500, 1500, 2500] }),
);
const profile = frameEnergies(samples, RATE);
const energy = { profile, threshold: silenceThreshold(profile.db) };

const word = (
  text: string,
  start: number,
  end: number,
  phones: string,
  probability = 0.98,
): RecognizedWord => ({
  word: text.toLowerCase().replace(/[^a-z']/g, ''),
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
const restore = (words: RecognizedWord[], sounds: HeardSound[] = []) =>
  restoreAlignedHesitations({ recognition: { words, sounds }, samples, sampleRate: RATE, energy });

describe('restoreAlignedHesitations', () => {
  it('puts in a hesitation the aligner found in its slot, and one left in a gap', () => {
    const { words, hesitations } = restore(
      [
        word('We', 0, 0.4, 'W IY'),
        word('talked', 2.05, 2.41, 'T AO K T'),
        word('start.', 2.75, 3.15, 'S T AA R T'),
      ],
      [slot(0.7, 1.05)],
    );
    expect(words.map((w) => w.word)).toEqual(['we', 'uh', 'um', 'talked', 'start']);
    expect(hesitations.map((h) => h.heardAs)).toEqual(['slot', 'gap']);
    expect(words[1]).toMatchObject({ start: 0.7, end: 1.05 });
  });

  it('turns a look-alike the recognizer was unsure of into the hesitation, keeping its comma', () => {
    const { words } = restore([
      word('We', 0, 0.4, 'W IY'),
      word('Come,', 1.35, 1.75, 'K AH M', 0.3),
      word('talked', 2.05, 2.41, 'T AO K T'),
      word('start.', 2.75, 3.15, 'S T AA R T'),
    ]);
    expect(words.map((w) => [w.word, w.text])).toEqual([
      ['we', 'We'],
      ['uh', undefined],
      ['um', 'um,'],
      ['talked', 'talked'],
      ['start', 'start.'],
    ]);
  });

  it('writes the hesitation with a capital where the look-alike opened a sentence', () => {
    const { words } = restore([
      word('We?', 0, 0.4, 'W IY'),
      word('Come,', 1.35, 1.75, 'K AH M', 0.3),
      word('talked', 2.05, 2.41, 'T AO K T'),
      word('start.', 2.75, 3.15, 'S T AA R T'),
    ]);
    expect(words.find((w) => w.word === 'um')?.text).toBe('Um,');
  });

  it('leaves a word alone: a look-alike said as a word, a slot over a word', () => {
    const { words } = restore(
      [
        word('We', 0, 0.4, 'W IY'),
        word('uh', 0.7, 1.05, 'AH', 0.5),
        word('um', 1.35, 1.75, 'AH M', 0.5),
        word('but', 2.05, 2.25, 'B AH T', 0.5),
        word('start.', 2.75, 3.15, 'S T AA R T'),
      ],
      [slot(2.25, 2.41)],
    );
    expect(words.map((w) => w.word)).toEqual(['we', 'uh', 'um', 'but', 'start']);
  });

  it('keeps a written hesitation as written and moves a sliver onto its sound', () => {
    const { words } = restore([
      word('We', 0, 0.4, 'W IY'),
      word('Uh,', 1.1, 1.14, 'AH', 0.6),
      word('Umm,', 1.35, 1.75, 'AH M', 0.4),
      word('talked', 2.05, 2.41, 'T AO K T'),
      word('start.', 2.75, 3.15, 'S T AA R T'),
    ]);
    expect(words.map((w) => [w.word, w.start])).toEqual([
      ['we', 0],
      ['uh', 0.7],
      ['umm', 1.35],
      ['talked', 2.05],
      ['start', 2.75],
    ]);
    expect(words[1]?.text).toBe('Uh,');
  });

  it('writes a hesitation the engine spelled outside the four as the one found', () => {
    // Moonshine's "Ah," for a held "uh": the rules hear no nasal, so "uh", its comma kept (the
    // "um" in the gap after it is found as well).
    const { words } = restore([
      word('We', 0, 0.4, 'W IY'),
      word('Ah,', 0.7, 1.05, 'AA', 0.6),
      word('talked', 2.05, 2.41, 'T AO K T'),
      word('start.', 2.75, 3.15, 'S T AA R T'),
    ]);
    expect(words.map((w) => [w.word, w.text])).toEqual([
      ['we', 'We'],
      ['uh', 'uh,'],
      ['um', undefined],
      ['talked', 'talked'],
      ['start', 'start.'],
    ]);
  });
});

describe('judgeAlignedCandidates', () => {
  const judge = (words: RecognizedWord[], sounds: HeardSound[]) =>
    judgeAlignedCandidates({ recognition: { words, sounds }, samples, sampleRate: RATE, energy });

  it('finds the held "uh" and the "um", and turns down a slot over a word with consonants', () => {
    // The word with consonants at 2.05-2.41, held by the aligner's slot with no word on it.
    const { found, turnedDown } = judge(
      [word('We', 0, 0.4, 'W IY'), word('start.', 2.75, 3.15, 'S T AA R T')],
      // A 30 ms sliver the slot took at the edge of "We": too short to doubt.
      [slot(0.4, 0.43), slot(0.7, 1.05), slot(2.05, 2.41)],
    );
    // The held "uh" and the "um" in the gap are found; the slot over consonants is turned down,
    // with what was measured of it, for the encoder probe.
    expect(found.map((c) => [c.start, c.verdict])).toEqual([
      [0.7, 'uh'],
      [1.35, 'um'],
    ]);
    const consonants = turnedDown.find((c) => c.start === 2.05);
    expect(consonants?.wordIndices).toEqual([]);
    expect(consonants?.features?.voicedShare).toBeLessThan(1);
  });

  it('turns down a look-alike whose sound has consonants: the word the engine wrote', () => {
    const { found, turnedDown } = judge(
      [
        word('We', 0, 0.4, 'W IY'),
        word('but', 2.05, 2.41, 'B AH T', 0.5),
        word('start.', 2.75, 3.15, 'S T AA R T'),
      ],
      [],
    );
    expect(turnedDown.map((c) => c.wordIndices)).toContainEqual([1]);
    expect(found.map((c) => c.wordIndices)).not.toContainEqual([1]);
  });
});

describe('belowWordsDb', () => {
  // 0-0.3 a word, 0.3-0.5 quiet, 0.5-0.8 a held "uh" 15 dB below the words, 0.8-1.0 quiet,
  // 1.0-1.3 a word.
  const quietUh = join(
    vowel({ seconds: 0.3, formants: [300, 2200, 2900] }),
    quiet(0.2),
    vowel({ seconds: 0.3, formants: UH, db: -35 }),
    quiet(0.2),
    vowel({ seconds: 0.3, formants: [700, 1200, 2500] }),
  );
  const quietProfile = frameEnergies(quietUh, RATE);
  const candidate = (start: number, end: number, wordIndices: number[] = []) => ({
    start,
    end,
    sources: ['slot' as const],
    wordIndices,
    probability: 1,
    nasalHint: false,
    punctuated: false,
  });
  const words = [word('We', 0, 0.3, 'W IY'), word('start.', 1.0, 1.3, 'S T AA R T')];

  it('measures how far a sound lies below the quieter word beside it', () => {
    expect(belowWordsDb(candidate(0.5, 0.8), words, quietProfile)).toBeCloseTo(15, 0);
    expect(belowWordsDb(candidate(0, 0.3, [0]), words, quietProfile)).toBeCloseTo(0, 0);
    expect(belowWordsDb(candidate(0.5, 0.8), [], quietProfile)).toBeUndefined();
  });

  it("tells a sound at the speaker's level from one behind them, whatever heard it (ADR 86)", () => {
    expect(saidAtSpeakingLevel(candidate(0.5, 0.8), words, quietProfile)).toBe(false);
    expect(saidAtSpeakingLevel(candidate(0, 0.3, [0]), words, quietProfile)).toBe(true);
    // No word beside it to compare with: nothing says it is not the speaker's.
    expect(saidAtSpeakingLevel(candidate(0.5, 0.8), [], quietProfile)).toBe(true);
    expect(
      saidAtSpeakingLevel(candidate(0.5, 0.8), words, quietProfile, { maxBelowWordsDb: 16 }),
    ).toBe(true);
  });

  it('keeps a held sound far below the words around it out, however steady and alone', () => {
    const input = {
      recognition: { words, sounds: [slot(0.5, 0.8)] },
      samples: quietUh,
      sampleRate: RATE,
      // Below the quiet "uh": a recording with no noise floor to set it.
      energy: { profile: quietProfile, threshold: -60 },
    };
    expect(restoreAlignedHesitations(input).words.map((w) => w.word)).toEqual(['we', 'start']);
    // The same sound at speaking level is a hesitation.
    const loudUh = join(
      vowel({ seconds: 0.3, formants: [300, 2200, 2900] }),
      quiet(0.2),
      vowel({ seconds: 0.3, formants: UH }),
      quiet(0.2),
      vowel({ seconds: 0.3, formants: [700, 1200, 2500] }),
    );
    const loud = {
      ...input,
      samples: loudUh,
      energy: { profile: frameEnergies(loudUh, RATE), threshold: -60 },
    };
    expect(restoreAlignedHesitations(loud).words.map((w) => w.word)).toEqual(['we', 'uh', 'start']);
  });
});

describe('settleSlivers', () => {
  const found = (start: number, end: number, written: boolean) => ({
    start,
    end,
    sources: [written ? ('written' as const) : ('gap' as const)],
    wordIndices: written ? [1] : [],
    probability: 1,
    nasalHint: false,
    punctuated: false,
    verdict: 'uh' as const,
  });

  it('does not reach across another word', () => {
    const words = [
      word('We', 0, 0.4, 'W IY'),
      word('Uh,', 1.1, 1.14, 'AH'),
      word('so', 0.8, 1, 'S OW'),
    ];
    const settled = settleSlivers([found(0.4, 0.75, false), found(1.1, 1.14, true)], words);
    expect(settled).toHaveLength(2);
  });
});
