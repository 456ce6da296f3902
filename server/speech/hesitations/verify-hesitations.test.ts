import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { alignedWord } from '../test-support/make-words';
import type { RecognizedWord } from '../transcriber';
import type { AlignedCandidate } from './aligned-candidates';
import type { ScoreTexts } from './verify-hesitations';
import {
  heardAsWritten,
  MIN_SURE_WORD_GAIN,
  spellFound,
  spellingFromScores,
  verificationTexts,
} from './verify-hesitations';

const RATE = 16_000;
const word = alignedWord;
// "Well, I think that the plan works. Then we go home now, really." one word every 0.4 s.
const words = 'Well, I think that the plan works. Then we go home now, really.'
  .split(' ')
  .map((t, i) => word(t, 1 + i * 0.4, 1.3 + i * 0.4));
const candidate = (start: number, end: number, wordIndices: number[] = []): AlignedCandidate => ({
  start,
  end,
  sources: wordIndices.length > 0 ? ['lookalike'] : ['gap'],
  wordIndices,
  probability: wordIndices.length > 0 ? 0.3 : 1,
  nasalHint: false,
  punctuated: false,
});

describe('verificationTexts', () => {
  it('asks about four words each side, with um and uh in a gap between two words', () => {
    // Between "the" (ends 2.9) and "plan" (starts 3.0).
    const asked = verificationTexts(candidate(2.9, 3.0), words, ['um', 'uh']);
    expect(asked?.texts).toEqual([
      'I think that the plan works. Then we',
      'I think that the um, plan works. Then we',
      'I think that the uh, plan works. Then we',
    ]);
    expect(asked?.from).toBeCloseTo(1.2);
    expect(asked?.to).toBeCloseTo(4.7);
  });

  it('says a look-alike as the hesitation, with its punctuation, capitalised after a full stop', () => {
    // "Then" (index 7), right after "works.".
    const asked = verificationTexts(candidate(3.8, 4.1, [7]), words, ['um', 'uh']);
    expect(asked?.texts).toEqual([
      'that the plan works. Then we go home now,',
      'that the plan works. Um, we go home now,',
      'that the plan works. Uh, we go home now,',
    ]);
    const spelling = verificationTexts(candidate(3.8, 4.1, [7]), words, ['um', 'uh', 'er', 'hmm']);
    expect(spelling?.texts.slice(3)).toEqual([
      'that the plan works. Er, we go home now,',
      'that the plan works. Hmm, we go home now,',
    ]);
    const comma = verificationTexts(candidate(5.4, 5.7, [11]), words, ['um', 'uh']);
    expect(comma?.texts[1]).toBe('Then we go home um, really.');
  });

  it('asks nothing with no words to give context', () => {
    expect(verificationTexts(candidate(0.2, 0.5), [])).toBeUndefined();
  });
});

describe('spellingFromScores', () => {
  it('spells a hesitation as the likeliest of um, uh, er and hmm, um first on a tie', () => {
    expect(spellingFromScores([-20, -24, -25, -22, -30])).toBe('er');
    expect(spellingFromScores([-20, -24, -25, -30, -21])).toBe('hmm');
    expect(spellingFromScores([-20, -24, -24, -30, -30])).toBe('um');
    expect(spellingFromScores([-20, -24, -25])).toBeUndefined();
    expect(spellingFromScores([-20, -24, -25, Number.NaN, -30])).toBeUndefined();
  });
});

describe('spellFound', () => {
  const found = (start: number, end: number, verdict: 'um' | 'uh', written = false) => ({
    ...candidate(start, end),
    sources: written ? (['written'] as const).slice() : (['gap'] as const).slice(),
    verdict,
  });

  it('spells what the rules found as the decoder hears it, and leaves what the engine wrote', async () => {
    const samples = new Int16Array(7 * RATE).fill(1000);
    const asked: string[][] = [];
    // "hmm" likeliest in the gap before "plan", "uh" elsewhere.
    const score: ScoreTexts = async (_segment, texts) => {
      asked.push([...texts]);
      return texts[1]?.includes('um, plan') ? [-30, -33, -34, -36, -31] : [-30, -35, -32, -36, -40];
    };
    const spelled = await spellFound(
      [found(2.9, 3.0, 'um'), found(4.5, 4.6, 'um'), found(3.5, 3.6, 'um', true)],
      words,
      { samples, sampleRate: RATE },
      score,
    );
    expect(spelled.map((f) => [f.start, f.verdict])).toEqual([
      [2.9, 'hmm'],
      [4.5, 'uh'],
      [3.5, 'um'],
    ]);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toHaveLength(5);
  });

  it('leaves a word the engine was sure of where the decoder hears it far likelier than a hesitation', async () => {
    const samples = new Int16Array(7 * RATE).fill(1000);
    // "the" (word 4) found by the rules as a look-alike; the engine gave it `probability`.
    const onThe = (probability: number) => ({
      ...candidate(2.6, 2.9, [4]),
      probability,
      verdict: 'uh' as const,
    });
    const audio = { samples, sampleRate: RATE };
    // As written, then um, uh, er, hmm: the likeliest hesitation 12 nats less likely.
    const far: ScoreTexts = async () => [-30, -43, -42, -45, -44];
    expect(MIN_SURE_WORD_GAIN).toBeGreaterThan(-12);
    expect(await spellFound([onThe(0.7)], words, audio, far)).toEqual([]);
    // A word the engine doubted (a hesitation it wrote as one) stays found.
    expect((await spellFound([onThe(0.3)], words, audio, far)).map((f) => f.verdict)).toEqual([
      'uh',
    ]);
    // So does a sure word the decoder finds nearly as likely with a hesitation (10 nats).
    const near: ScoreTexts = async () => [-30, -40, -41, -45, -44];
    expect((await spellFound([onThe(0.7)], words, audio, near)).map((f) => f.verdict)).toEqual([
      'um',
    ]);
    // And a gap, which stands on no word of the engine's.
    expect(await spellFound([found(2.9, 3.0, 'uh')], words, audio, far)).toHaveLength(1);
    expect(heardAsWritten(onThe(0.7), [-30, Number.NaN, -42, -45, -44])).toBe(false);
  });

  it('asks the spelling of a hesitation the engine wrote outside the four Podium writes', async () => {
    const samples = new Int16Array(7 * RATE).fill(1000);
    const said = [word('So', 1, 1.3), word('Ah,', 1.4, 1.7), word('we', 1.8, 2.1)];
    const written = (w: RecognizedWord, i: number) => ({
      ...candidate(w.start, w.end, [i]),
      sources: ['written' as const],
      verdict: 'uh' as const,
    });
    const asked: string[][] = [];
    // As written, then um, uh, er, hmm: "er" likeliest.
    const score: ScoreTexts = async (_segment, texts) => {
      asked.push([...texts]);
      return [-30, -33, -32, -29, -36];
    };
    const audio = { samples, sampleRate: RATE };
    const spelled = await spellFound([written(said[1]!, 1)], said, audio, score);
    expect(spelled.map((f) => f.verdict)).toEqual(['er']);
    expect(asked[0]?.[0]).toBe('So Ah, we');
    // "Umm," is one of the four, drawn out: the engine's spelling stands, unasked.
    const umm = [said[0]!, word('Umm,', 1.4, 1.7), said[2]!];
    expect(
      (await spellFound([written(umm[1]!, 1)], umm, audio, score)).map((f) => f.verdict),
    ).toEqual(['uh']);
    expect(asked).toHaveLength(1);
  });

  it('asks no more at once than there are cores, and each ask has its own stop signal', async () => {
    const samples = new Int16Array(7 * RATE);
    let running = 0;
    let most = 0;
    const signals = new Set<AbortSignal | undefined>();
    const score: ScoreTexts = async (_segment, _texts, options) => {
      signals.add(options?.signal);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return [-30, -45, -44, -50, -50];
    };
    const many = Array.from({ length: os.availableParallelism() + 12 }, (_, i) =>
      found(1 + (i % 12) * 0.4, 1.05 + (i % 12) * 0.4, 'um'),
    );
    const caller = new AbortController();
    const spelled = await spellFound(many, words, { samples, sampleRate: RATE }, score, {
      signal: caller.signal,
    });
    expect(spelled.map((f) => f.verdict)).toEqual(many.map(() => 'uh'));
    expect(most).toBe(os.availableParallelism());
    // Not the caller's signal: a long speech's candidates would pile listeners on it.
    expect(signals.has(caller.signal)).toBe(false);
    expect(signals.has(undefined)).toBe(false);
  });

  it("keeps the rules' spelling where the decoder gives no usable score", async () => {
    const samples = new Int16Array(7 * RATE);
    const spelled = await spellFound(
      [found(2.9, 3.0, 'uh')],
      words,
      { samples, sampleRate: RATE },
      async () => [-30, Number.NaN, Number.NaN, Number.NaN, Number.NaN],
    );
    expect(spelled.map((f) => f.verdict)).toEqual(['uh']);
  });
});
