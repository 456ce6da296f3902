import { describe, expect, it } from 'vitest';
import type { Lexicon } from '../align/pronounce';
import type { RecognizedWord } from '../transcriber';
import {
  applyMergedSplits,
  MAX_MERGED_PROBABILITY,
  mergedCandidates,
  mergedSplits,
  mergedVerdict,
  MIN_MERGED_GAIN,
  splitTexts,
  verifyMerged,
} from './merged-hesitations';
import type { ScoreTexts } from './verify-hesitations';

const lexicon: Lexicon = new Map(
  Object.entries({
    leash: ['L IY SH'],
    formed: ['F AO R M D'],
    kitchen: ['K IH CH AH N'],
    lease: ['L IY S'],
    cross: ['K R AO S'],
    do: ['D UW'],
    the: ['DH AH'],
    on: ['AA N'],
    is: ['IH Z'],
    problem: ['P R AA B L AH M'],
  }).map(([k, v]) => [k, v]),
);

const RATE = 16_000;
const word = (
  text: string,
  start: number,
  end: number,
  recognizerProbability = 0.95,
): RecognizedWord => ({
  word: text.toLowerCase().replace(/[^a-z']/g, ''),
  text,
  start,
  end,
  confidence: recognizerProbability,
  recognizerProbability,
  aligned: true,
});

describe('mergedSplits', () => {
  it('reads a hesitation run into the dictionary word after it or before it', () => {
    expect(mergedSplits('unleash', lexicon)).toEqual([
      { hesitation: 'um', side: 'before', rest: 'leash' },
    ]);
    expect(mergedSplits('unformed', lexicon)).toEqual([
      { hesitation: 'um', side: 'before', rest: 'formed' },
    ]);
    expect(mergedSplits('kitchener', lexicon)).toEqual([
      { hesitation: 'uh', side: 'after', rest: 'kitchen' },
    ]);
    expect(mergedSplits('across', lexicon)).toEqual([
      { hesitation: 'uh', side: 'before', rest: 'cross' },
    ]);
  });

  it('needs a dictionary word of three letters or more left, and no hesitation itself', () => {
    expect(mergedSplits('undo', lexicon)).toEqual([]);
    expect(mergedSplits('unblorp', lexicon)).toEqual([]);
    expect(mergedSplits('umm', lexicon)).toEqual([]);
    expect(mergedSplits('the', lexicon)).toEqual([]);
  });
});

describe('mergedCandidates', () => {
  it('asks only about words the engine doubted and the aligner placed', () => {
    const words = [
      word('The', 0, 0.2),
      word('unleash', 0.2, 0.6, 0.27),
      word('unformed', 0.6, 1.0, 0.9),
      { ...word('Kitchener', 1.0, 1.5, 0.3), aligned: false },
    ];
    expect(mergedCandidates(words, lexicon)).toEqual([
      { wordIndex: 1, splits: [{ hesitation: 'um', side: 'before', rest: 'leash' }] },
    ]);
    expect(MAX_MERGED_PROBABILITY).toBeLessThan(0.9);
  });
});

describe('splitTexts', () => {
  it('writes the hesitation with a comma, keeping the word capital and its punctuation', () => {
    expect(splitTexts('unleash', { hesitation: 'um', side: 'before', rest: 'leash' })).toEqual([
      'um,',
      'leash',
    ]);
    expect(splitTexts('Unformed.', { hesitation: 'um', side: 'before', rest: 'formed' })).toEqual([
      'Um,',
      'formed.',
    ]);
    expect(splitTexts('Kitchener', { hesitation: 'uh', side: 'after', rest: 'kitchen' })).toEqual([
      'Kitchen,',
      'uh,',
    ]);
  });
});

describe('mergedVerdict', () => {
  const split = { hesitation: 'um', side: 'before', rest: 'leash' } as const;
  it('takes the best split when it loses less than the limit to the word as written', () => {
    expect(mergedVerdict([-20, -20 + MIN_MERGED_GAIN + 0.1], [split])).toEqual(split);
    expect(mergedVerdict([-20, -20 + MIN_MERGED_GAIN - 0.1], [split])).toBeUndefined();
    expect(mergedVerdict([-20, Number.NEGATIVE_INFINITY], [split])).toBeUndefined();
  });
});

describe('verifyMerged and applyMergedSplits', () => {
  // "It is the problem. The unleash on the", one word every 0.4 s.
  const words = 'It is the problem. The unleash on the'
    .split(' ')
    .map((t, i) => word(t, i * 0.4, 0.35 + i * 0.4, t === 'unleash' ? 0.27 : 0.95));
  const audio = { samples: new Int16Array(RATE * 4), sampleRate: RATE };

  it('puts the word as written and split to the decoder, on the audio around it', async () => {
    const asked: string[][] = [];
    const windows: number[] = [];
    const scoreTexts: ScoreTexts = async (segment, texts) => {
      asked.push([...texts]);
      windows.push(segment.samples.length / RATE);
      return texts[1]?.includes('um, leash') ? [-30, -39] : [-30, -60];
    };
    const found = await verifyMerged(mergedCandidates(words, lexicon), words, audio, scoreTexts);
    expect(asked).toEqual([
      ['is the problem. The unleash on the', 'is the problem. The um, leash on the'],
    ]);
    // Four words each side: from "is" (0.4 s) to "the" (ends 3.15 s), 0.2 s either side.
    expect(windows[0]).toBeCloseTo(3.15, 2);
    expect(found).toEqual([
      { wordIndex: 5, split: { hesitation: 'um', side: 'before', rest: 'leash' } },
    ]);
  });

  it('leaves the word when the decoder holds to it', async () => {
    const found = await verifyMerged(mergedCandidates(words, lexicon), words, audio, async () => [
      -30, -50,
    ]);
    expect(found).toEqual([]);
  });

  it('splits the word, sharing its time by phones, the hesitation written as the engine would', () => {
    const split = applyMergedSplits(
      words,
      [{ wordIndex: 5, split: { hesitation: 'um', side: 'before', rest: 'leash' } }],
      lexicon,
    );
    expect(split.map((w) => w.text)).toEqual([
      'It',
      'is',
      'the',
      'problem.',
      'The',
      'um,',
      'leash',
      'on',
      'the',
    ]);
    const [um, leash] = [split[5]!, split[6]!];
    // "unleash" 2.0-2.35 s: "um" is AH M, two of five phones.
    expect(um).toMatchObject({ word: 'um', start: 2, end: 2.14, phones: 'AH M' });
    expect(leash).toMatchObject({ word: 'leash', start: 2.14, end: 2.35, phones: 'L IY SH' });
    expect(leash.recognizerProbability).toBe(0.27);
  });

  it('puts a hesitation said after the word after it', () => {
    const kitchen = [word('for', 0, 0.2), word('Kitchener', 0.2, 0.8, 0.47), word('and', 0.8, 1)];
    const split = applyMergedSplits(
      kitchen,
      [{ wordIndex: 1, split: { hesitation: 'uh', side: 'after', rest: 'kitchen' } }],
      lexicon,
    );
    expect(split.map((w) => [w.word, w.text, w.start, w.end])).toEqual([
      ['for', 'for', 0, 0.2],
      ['kitchen', 'Kitchen,', 0.2, 0.7],
      ['uh', 'uh,', 0.7, 0.8],
      ['and', 'and', 0.8, 1],
    ]);
  });
});
