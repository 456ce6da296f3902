import { describe, expect, it } from 'vitest';
import type { RecognizedWord } from '../transcriber';
import type { Found } from './restore-aligned';
import { placeHesitations } from './restore-aligned';
import {
  probeRuns,
  SCAN_MIN_FRAMES,
  SCAN_MIN_SCORE,
  scanHesitations,
  scanWindows,
  uncovered,
} from './scan-hesitations';

const word = (text: string, start: number, end: number, probability = 0.9): RecognizedWord => ({
  word: text.toLowerCase().replace(/[^a-z']/g, ''),
  text,
  start,
  end,
  confidence: probability,
  aligned: true,
  recognizerProbability: probability,
});
const found = (start: number, end: number): Found => ({
  start,
  end,
  sources: ['slot'],
  wordIndices: [],
  probability: 1,
  nasalHint: false,
  punctuated: false,
  verdict: 'uh',
});

describe('scanWindows', () => {
  it('cuts in the middle of the widest gap 12-20 s after the last cut', () => {
    const words = [
      { start: 0, end: 13 },
      { start: 13.5, end: 15 },
      { start: 16, end: 30 },
      { start: 30.2, end: 41 },
    ];
    expect(scanWindows(words, { start: 0, end: 41 })).toEqual([
      { start: 0, end: 15.5 },
      { start: 15.5, end: 30.1 },
      { start: 30.1, end: 41 },
    ]);
  });

  it('never cuts through a stretch that overlaps the ones after it, and cuts at 20 s with no gap', () => {
    // The hesitation over 12-19 s covers the little gap between the words inside it.
    const stretches = [
      { start: 0, end: 12.5 },
      { start: 12, end: 19 },
      { start: 13, end: 14 },
      { start: 14.5, end: 18 },
      { start: 19.4, end: 25 },
    ];
    expect(scanWindows(stretches, { start: 0, end: 25 }).map((w) => w.end)).toEqual([19.2, 25]);
    expect(scanWindows([{ start: 0, end: 45 }], { start: 0, end: 45 }).map((w) => w.end)).toEqual([
      20, 40, 45,
    ]);
    expect(scanWindows([], { start: 0, end: 8 })).toEqual([{ start: 0, end: 8 }]);
  });

  it('scans a span from its start, with the stretches in it', () => {
    const stretches = [
      { start: 0, end: 30 },
      { start: 30, end: 45.5 },
      { start: 46, end: 60 },
    ];
    expect(scanWindows(stretches, { start: 30, end: 60 })).toEqual([
      { start: 30, end: 45.75 },
      { start: 45.75, end: 60 },
    ]);
  });
});

describe('uncovered', () => {
  it('finds what no track covers, slivers left out', () => {
    const tracks = [
      { start: 20, end: 40 },
      { start: 0.3, end: 20 },
      { start: 50, end: 60 },
    ];
    expect(uncovered(tracks, 70)).toEqual([
      { start: 40, end: 50 },
      { start: 60, end: 70 },
    ]);
    expect(uncovered(tracks, 60.2)).toEqual([{ start: 40, end: 50 }]);
    expect(uncovered([], 5)).toEqual([{ start: 0, end: 5 }]);
  });
});

describe('probeRuns', () => {
  // 0.1 s frames from 10 s: a run of 5 at 4 (10.2-10.7), one of 4 (below the length), and one of
  // 6 broken by a frame under the score.
  const scores = [-3, -3, 4, 4, 4, 4, 4, -3, 3, 3, 3, 3, -3, 5, 5, 5, 1, 5, 5, 5];
  const track = { start: 10, end: 12, scores };

  it('finds runs of frames that each score as a hesitation, long enough, in time order', () => {
    expect(SCAN_MIN_SCORE).toBe(2);
    expect(SCAN_MIN_FRAMES).toBe(5);
    const runs = probeRuns([track, { start: 0, end: 1, scores: Array(10).fill(3) }]);
    expect(runs.map((r) => [r.start, r.end, r.score])).toEqual([
      [0, 1, 3],
      [10.2, 10.7, 4],
    ]);
  });

  it('takes a lower score or a shorter run when asked', () => {
    expect(probeRuns([track], 0.5, 3).map((r) => r.start)).toEqual([10.2, 10.8, 11.3]);
    expect(probeRuns([track], 0.5, 8)).toEqual([]);
  });
});

describe('scanHesitations', () => {
  const words = [
    word('work,', 42.6, 42.97),
    word('or', 43.15, 43.33, 0.95),
    word('it', 43.54, 43.72),
    word('The', 68.4, 68.57),
    word('uphill', 68.57, 68.9, 0.15),
    word('typed', 80, 80.2, 1),
  ];

  it('replaces a word the run covers most of, and puts one in that runs into a word', () => {
    const taken = scanHesitations(
      [
        { start: 43.18, end: 43.3, score: 3 },
        { start: 68.57, end: 68.69, score: 2.5 },
      ],
      [],
      words,
      0.5,
    );
    expect(taken.map((t) => [t.start, t.end, t.wordIndices, t.sources])).toEqual([
      [43.15, 43.33, [1], ['probe']],
      [68.57, 68.69, [], ['probe']],
    ]);
    expect(taken[0]?.probability).toBe(0.95);
  });

  it('leaves a run at or inside a hesitation found, at one it took, and over a typed word', () => {
    const taken = scanHesitations(
      [
        { start: 43.18, end: 43.3, score: 3 },
        { start: 43.4, end: 43.5, score: 3 },
        { start: 68.6, end: 68.7, score: 3 },
        { start: 80.02, end: 80.18, score: 3 },
      ],
      [found(68.3, 68.5)],
      words,
      0.5,
    );
    expect(taken.map((t) => [t.start, t.wordIndices])).toEqual([[43.15, [1]]]);
    // A drawn-out hesitation found over 90-91 s whose frames dip in the middle: one hesitation.
    const drawnOut = scanHesitations(
      [
        { start: 90, end: 90.4, score: 4 },
        { start: 90.6, end: 90.95, score: 4 },
      ],
      [found(90, 91)],
      [...words, word('later', 95, 95.3)],
      0.5,
    );
    expect(drawnOut).toEqual([]);
  });

  it('leaves a run before the first word or after the last: sound there is not among the words', () => {
    const taken = scanHesitations(
      [
        { start: 40, end: 40.2, score: 4 },
        { start: 84.9, end: 85.4, score: 4 },
      ],
      [],
      words,
      0.5,
    );
    expect(taken).toEqual([]);
  });

  it('leaves a run that reaches into a word the engine was sure of: the word said it', () => {
    // "young man, unless": the run starts in the pause and runs into a sure "unless".
    const sure = [
      word('man,', 11.2, 11.55),
      word('unless', 12.17, 12.5, 0.955),
      word('to', 12.5, 12.6),
    ];
    const run = { start: 12.121, end: 12.241, score: 3 };
    expect(scanHesitations([run], [], sure, 0.5)).toEqual([]);
    // The same run into a word it was unsure of (a hesitation written into it) is taken, and one
    // in the pause alone too.
    const unsure = sure.map((w) =>
      w.word === 'unless' ? { ...w, recognizerProbability: 0.3 } : w,
    );
    expect(scanHesitations([run], [], unsure, 0.5)).toHaveLength(1);
    expect(scanHesitations([{ start: 11.7, end: 11.9, score: 3 }], [], sure, 0.5)).toHaveLength(1);
  });

  it('in the transcript: the word becomes the hesitation, and words are trimmed off one put in', () => {
    const recognition = { words, sounds: [] };
    const taken = scanHesitations(
      [
        { start: 43.18, end: 43.3, score: 3 },
        { start: 68.57, end: 68.69, score: 2.5 },
      ],
      [],
      words,
      0.5,
    );
    const placed = placeHesitations(recognition, taken);
    expect(placed.words.map((w) => [w.word, w.start, w.end])).toEqual([
      ['work', 42.6, 42.97],
      ['uh', 43.15, 43.33],
      ['it', 43.54, 43.72],
      ['the', 68.4, 68.57],
      ['uh', 68.57, 68.69],
      ['uphill', 68.69, 68.9],
      ['typed', 80, 80.2],
    ]);
    expect(placed.hesitations.map((h) => h.heardAs)).toEqual(['or', 'probe']);
  });

  it('keeps the longer side of a word a hesitation put in lies inside', () => {
    const taken = scanHesitations([{ start: 68.8, end: 68.88, score: 3 }], [], words, 0.5);
    const placed = placeHesitations({ words, sounds: [] }, taken);
    expect(placed.words.slice(3, 6).map((w) => [w.word, w.start, w.end])).toEqual([
      ['the', 68.4, 68.57],
      ['uphill', 68.57, 68.8],
      ['uh', 68.8, 68.88],
    ]);
  });
});
