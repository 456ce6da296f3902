import os from 'node:os';
import { describe, expect, it } from 'vitest';
import type { RecognizedWord } from '../transcriber';
import type { DoubtfulCandidate } from './restore-aligned';
import type { ScoreTexts } from './verify-hesitations';
import {
  heardAsWritten,
  hesitationGains,
  MIN_HESITATION_GAIN,
  MIN_SURE_WORD_GAIN,
  MIN_STRETCH_GAIN,
  STRETCH_SOUND_WEIGHT,
  spellFound,
  spellingFromScores,
  verdictFromScores,
  verificationTexts,
  verifyHesitations,
} from './verify-hesitations';

const RATE = 16_000;
const word = (text: string, start: number, end: number): RecognizedWord => ({
  word: text.toLowerCase().replace(/[^a-z']/g, ''),
  text,
  start,
  end,
  confidence: 0.9,
  aligned: true,
});
// "Well, I think that the plan works. Then we go home now, really." one word every 0.4 s.
const words = 'Well, I think that the plan works. Then we go home now, really.'
  .split(' ')
  .map((t, i) => word(t, 1 + i * 0.4, 1.3 + i * 0.4));
const candidate = (start: number, end: number, wordIndices: number[] = []): DoubtfulCandidate => ({
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
    const asked = verificationTexts(candidate(2.9, 3.0), words);
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
    const asked = verificationTexts(candidate(3.8, 4.1, [7]), words);
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
    const comma = verificationTexts(candidate(5.4, 5.7, [11]), words);
    expect(comma?.texts[1]).toBe('Then we go home um, really.');
  });

  it('asks nothing with no words to give context', () => {
    expect(verificationTexts(candidate(0.2, 0.5), [])).toBeUndefined();
  });
});

describe('verdictFromScores', () => {
  it('hears a hesitation when the text with one costs at most the allowed nats', () => {
    expect(verdictFromScores([-20, -22, -24])).toBe('um');
    expect(verdictFromScores([-20, -26, -23])).toBe('uh');
    expect(verdictFromScores([-20, -20 + MIN_HESITATION_GAIN, -40])).toBe('um');
    expect(verdictFromScores([-20, -20 + MIN_HESITATION_GAIN - 0.1, -40])).toBeUndefined();
  });

  it('spells a hesitation as the likeliest of um, uh, er and hmm, um first on a tie', () => {
    expect(spellingFromScores([-20, -24, -25, -22, -30])).toBe('er');
    expect(spellingFromScores([-20, -24, -25, -30, -21])).toBe('hmm');
    expect(spellingFromScores([-20, -24, -24, -30, -30])).toBe('um');
    expect(spellingFromScores([-20, -24, -25])).toBeUndefined();
    expect(spellingFromScores([-20, -24, -25, Number.NaN, -30])).toBeUndefined();
  });

  it('hears none from missing or broken scores', () => {
    expect(verdictFromScores([])).toBeUndefined();
    expect(verdictFromScores([-20, Number.NaN, Number.NaN])).toBeUndefined();
  });

  it("counts what a stretch's own sound adds to the gain, never what it takes away", () => {
    // Gain -9 on the audio; silenced, "um" costs 14: the sound adds 5, counted twice: +1.
    expect(hesitationGains([-20, -29, -40], [-20, -34, -40])).toEqual({
      gain: -9,
      sound: 5,
      stretch: -9 + STRETCH_SOUND_WEIGHT * 5,
    });
    expect(verdictFromScores([-20, -29, -40], MIN_HESITATION_GAIN, [-20, -34, -40])).toBe('um');
    expect(verdictFromScores([-20, -29, -40])).toBeUndefined();
    // Just short of the stretch limit, and a sound that makes "um" less likely than silence.
    const short = -9 + STRETCH_SOUND_WEIGHT * 1.4;
    expect(short).toBeLessThan(MIN_STRETCH_GAIN);
    expect(
      verdictFromScores([-20, -40, -29], MIN_HESITATION_GAIN, [-20, -40, -30.4]),
    ).toBeUndefined();
    expect(verdictFromScores([-20, -25, -40], MIN_HESITATION_GAIN, [-20, -21, -40])).toBe('um');
    expect(
      verdictFromScores([-20, -27, -40], MIN_HESITATION_GAIN, [-20, -21, -40]),
    ).toBeUndefined();
    expect(hesitationGains([-20, -27, -40], [-20, -21, -40]).stretch).toBe(-7);
  });
});

describe('verifyHesitations', () => {
  it('scores each candidate on the audio around it, a gap also with its own sound silenced', async () => {
    const samples = new Int16Array(7 * RATE).fill(1000);
    const asked: Array<{ samples: Int16Array; texts: readonly string[] }> = [];
    // The decoder finds "um" likely only in the gap before "plan" (-2), and only with its sound.
    const score: ScoreTexts = async (segment, texts) => {
      asked.push({ samples: segment.samples, texts });
      const silent = segment.samples.includes(0);
      return texts[1]?.includes('um, plan') && !silent ? [-30, -32, -40] : [-30, -45, -44];
    };
    const found = await verifyHesitations(
      [candidate(2.9, 3.0), candidate(4.5, 4.6), candidate(3.8, 4.1, [7])],
      words,
      { samples, sampleRate: RATE },
      score,
    );
    expect(found.map((f) => [f.start, f.verdict])).toEqual([[2.9, 'um']]);
    // Two asks for each gap, one for the look-alike: its sound is a word's, not a stretch's.
    expect(asked).toHaveLength(5);
    // 1.2-4.7 s of audio for the first, once as recorded and once with 2.9-3.0 s silenced.
    const first = asked.filter((a) => a.texts[1]?.includes('um, plan'));
    expect(first.map((a) => a.samples.length)).toEqual([
      Math.round(4.7 * RATE) - Math.round(1.2 * RATE),
      Math.round(4.7 * RATE) - Math.round(1.2 * RATE),
    ]);
    const silenced = first.find((a) => a.samples.includes(0))!.samples;
    const zeros = [...silenced.keys()].filter((i) => silenced[i] === 0);
    expect(zeros[0]).toBe(Math.round(2.9 * RATE) - Math.round(1.2 * RATE));
    expect(zeros).toHaveLength(Math.round(3.0 * RATE) - Math.round(2.9 * RATE));
    // The recording itself is untouched.
    expect(samples.includes(0)).toBe(false);
  });

  it('takes a gap whose sound is what makes the decoder hear a hesitation', async () => {
    const samples = new Int16Array(7 * RATE).fill(1000);
    // "um" costs 9 nats with the gap's sound and 14 without: 5 of evidence, counted twice.
    const score: ScoreTexts = async (segment) =>
      segment.samples.includes(0) ? [-30, -44, -50] : [-30, -39, -50];
    const found = await verifyHesitations(
      [candidate(2.9, 3.0)],
      words,
      { samples, sampleRate: RATE },
      score,
    );
    expect(found.map((f) => f.verdict)).toEqual(['um']);
    // A look-alike with the same gain stays the word the engine wrote.
    const lookalike = await verifyHesitations(
      [candidate(3.8, 4.1, [7])],
      words,
      { samples, sampleRate: RATE },
      score,
    );
    expect(lookalike).toEqual([]);
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
      return [-30, -45, -44];
    };
    const many = Array.from({ length: os.availableParallelism() + 12 }, (_, i) =>
      candidate(1 + (i % 12) * 0.4, 1.05 + (i % 12) * 0.4),
    );
    const caller = new AbortController();
    const found = await verifyHesitations(many, words, { samples, sampleRate: RATE }, score, {
      signal: caller.signal,
    });
    expect(found).toEqual([]);
    expect(most).toBe(os.availableParallelism());
    // Not the caller's signal: a long speech's candidates would pile listeners on it.
    expect(signals.has(caller.signal)).toBe(false);
    expect(signals.has(undefined)).toBe(false);
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
