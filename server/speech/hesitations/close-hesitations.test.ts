import { describe, expect, it } from 'vitest';
import { alignedWord } from '../test-support/make-words';
import type { CandidateSource } from './aligned-candidates';
import { keepOneOfClose } from './close-hesitations';
import type { Found } from './restore-aligned';

const word = alignedWord;
const found = (
  start: number,
  end: number,
  source: CandidateSource,
  wordIndices: number[] = [],
): Found => ({
  start,
  end,
  sources: [source],
  wordIndices,
  probability: 1,
  nasalHint: false,
  punctuated: false,
  verdict: 'um',
});
const spans = (kept: readonly Found[]) => kept.map((f) => [f.start, f.end]);

describe('keepOneOfClose', () => {
  it('keeps the hum the engine wrote, not its tail past a word the aligner put inside it', () => {
    // "Hmm that uh is": the hum ran on to 62.52 s.
    const words = [word('Hmm', 60.87, 62.05), word('that', 62.05, 62.28), word('is', 62.8, 63)];
    const hum = found(60.87, 62.05, 'written', [0]);
    expect(keepOneOfClose([hum, found(62.28, 62.52, 'gap')], words)).toEqual([hum]);
  });

  it('keeps the longer of two found, and the word a dropped look-alike stood on', () => {
    const words = [word('air', 40.8, 41.26), word('and', 41.8, 41.98), word('people', 42, 42.4)];
    const um = found(41.26, 41.7, 'gap');
    const and = found(41.8, 41.98, 'lookalike', [1]);
    expect(keepOneOfClose([and, um], words)).toEqual([um]);
  });

  it('keeps a hesitation the engine wrote over a longer one found beside it', () => {
    // The engine's "Um," squeezed by the aligner; the sound found beside it is the same "um".
    const words = [word('quickly.', 47.33, 47.72), word('Um,', 48.22, 48.37)];
    const um = found(48.22, 48.37, 'written', [1]);
    expect(keepOneOfClose([found(47.72, 48.07, 'gap'), um], words)).toEqual([um]);
  });

  it('keeps two the engine wrote, two a pause apart, and two with a phrase between', () => {
    const words = [
      word('Um,', 0, 0.4),
      word('uh,', 0.6, 0.9),
      word('so', 1.5, 1.7),
      word('we', 1.7, 1.8),
      word('went', 1.8, 2.1),
      word('home', 2.1, 2.3),
    ];
    const both = [found(0, 0.4, 'written', [0]), found(0.6, 0.9, 'written', [1])];
    expect(spans(keepOneOfClose(both, words))).toEqual([
      [0, 0.4],
      [0.6, 0.9],
    ]);
    const apart = [found(0, 0.4, 'gap'), found(0.9, 1.2, 'gap')];
    expect(keepOneOfClose(apart, words)).toHaveLength(2);
    // "uh... um" in turn: alike in length, 0.3 s apart.
    const alike = [found(0.7, 1.05, 'slot'), found(1.35, 1.75, 'lookalike', [1])];
    expect(keepOneOfClose(alike, [word('We', 0, 0.4), word('Come,', 1.35, 1.75)])).toHaveLength(2);
    // "uh so we went um" said quickly: three words between, under 0.5 s.
    const quick = [word('so', 1.2, 1.3), word('we', 1.3, 1.45), word('went', 1.45, 1.6)];
    const phrase = [found(1, 1.2, 'gap'), found(1.6, 1.8, 'gap')];
    expect(keepOneOfClose(phrase, quick)).toHaveLength(2);
  });

  it('judges a run of three in turn: the longest stays', () => {
    const run = [found(0, 0.1, 'gap'), found(0.2, 0.6, 'gap'), found(0.7, 0.8, 'gap')];
    expect(spans(keepOneOfClose(run, []))).toEqual([[0.2, 0.6]]);
  });
});
