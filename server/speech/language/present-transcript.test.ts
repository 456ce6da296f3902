import { describe, expect, it } from 'vitest';
import { makeWords } from '../test-support/make-words';
import { presentTranscript, transcriptRange, wordsInRange } from './present-transcript';

describe('presentTranscript', () => {
  it('writes sentences split at pauses of 0.3 s, with capitals and full stops', () => {
    const words = makeWords("i think it works _0.4 i'm sure , we tried it");
    const p = presentTranscript(words);
    // The 0.3 s comma-like break ends a sentence too; 0.29 s would not.
    expect(p.text).toBe("I think it works. I'm sure. We tried it.");
    expect(p.sentences).toEqual([
      { first: 0, last: 3 },
      { first: 4, last: 5 },
      { first: 6, last: 8 },
    ]);
    expect(presentTranscript(makeWords('so , then we went', { commaSec: 0.29 })).text).toBe(
      'So then we went.',
    );
  });

  it('capitalises "i" and its contractions, and nothing else inside a sentence', () => {
    const p = presentTranscript(makeWords("yes i know and i've seen what i'd do in india"));
    expect(p.text).toBe("Yes I know and I've seen what I'd do in india.");
  });

  it('keeps each word findable in the presented text and in the transcript', () => {
    const words = makeWords('we was there _1 they go home');
    const p = presentTranscript(words);
    const transcript = words.map((w) => w.word).join(' ');
    words.forEach((w, i) => {
      const span = p.spans[i];
      expect(p.text.slice(span?.start, span?.end).toLowerCase()).toBe(w.word);
      expect(transcript.slice(p.offsets[i], (p.offsets[i] ?? 0) + w.word.length)).toBe(w.word);
    });
  });

  it('is empty for no words', () => {
    expect(presentTranscript([])).toEqual({ text: '', spans: [], offsets: [], sentences: [] });
  });
});

describe('wordsInRange and transcriptRange', () => {
  const words = makeWords('we was there _1 they go home');
  const p = presentTranscript(words); // "We was there. They go home."

  it('maps a stretch of the presented text to the words it touches', () => {
    expect(wordsInRange(p, 3, 6)).toEqual({ first: 1, last: 1 });
    expect(wordsInRange(p, 0, 6)).toEqual({ first: 0, last: 1 });
    // Part of a word still means the word.
    expect(wordsInRange(p, 4, 5)).toEqual({ first: 1, last: 1 });
  });

  it('ignores stretches that only cover the added punctuation', () => {
    expect(wordsInRange(p, 12, 14)).toBeNull();
  });

  it('gives transcript offsets of a word range', () => {
    // Transcript: "we was there they go home"
    expect(transcriptRange(p, words, { first: 3, last: 4 })).toEqual({ start: 13, end: 20 });
  });
});
