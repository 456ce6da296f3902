import { describe, expect, it } from 'vitest';
import type { Filler, GrammarIssue, Word } from '@common/contract/analysis';
import { segmentTranscript } from './transcript-segments';

const w = (word: string, start: number, end = start + 0.3): Word => ({
  word,
  start,
  end,
  confidence: 0.9,
});
const f = (word: string, start: number, end: number, type: Filler['type'] = 'lexical'): Filler => ({
  word,
  type,
  start,
  end,
});
const issue = (
  start: number,
  end: number,
  text: string,
  time: number | null = null,
): GrammarIssue => ({
  start,
  end,
  text,
  message: 'Use "were" with "we".',
  suggestions: ['we were'],
  rule: 'harper:AgreementRule',
  time,
});

describe('transcript with filler words highlighted', () => {
  it('marks a filler word found by its time', () => {
    const words = [w('so', 0), w('basically', 0.4, 0.9), w('we', 1), w('won', 1.3)];
    expect(segmentTranscript(words, [f('basically', 0.4, 0.9)])).toEqual([
      { kind: 'text', text: 'so' },
      { kind: 'filler', text: 'basically', start: 0.4 },
      { kind: 'text', text: 'we won' },
    ]);
  });

  it('keeps a two-word filler together', () => {
    const words = [w('it', 0), w('you', 0.4), w('know', 0.7), w('works', 1.1)];
    expect(segmentTranscript(words, [f('you know', 0.4, 1.0)])).toEqual([
      { kind: 'text', text: 'it' },
      { kind: 'filler', text: 'you know', start: 0.4 },
      { kind: 'text', text: 'works' },
    ]);
  });

  it("marks the speaker's own filler as theirs, and a built-in one not", () => {
    const words = [w('thank', 0), w('you', 0.3), w('um', 0.7), w('we', 1), w('won', 1.3)];
    const fillers = [f('thank you', 0, 0.6, 'personal'), f('um', 0.7, 1, 'hesitation')];
    expect(segmentTranscript(words, fillers)).toEqual([
      { kind: 'filler', text: 'thank you', start: 0, own: true },
      { kind: 'filler', text: 'um', start: 0.7 },
      { kind: 'text', text: 'we won' },
    ]);
  });

  it('does not mark "like" that is not a filler', () => {
    const words = [w('i', 0), w('like', 0.3), w('pizza', 0.7)];
    expect(segmentTranscript(words, [])).toEqual([{ kind: 'text', text: 'i like pizza' }]);
  });

  it('inserts a hesitation the recogniser did not write down, where it was said', () => {
    const words = [w('hello', 0), w('everyone', 1.5)];
    expect(segmentTranscript(words, [f('um', 0.6, 1.1, 'hesitation')])).toEqual([
      { kind: 'text', text: 'hello' },
      { kind: 'filler', text: 'um', start: 0.6 },
      { kind: 'text', text: 'everyone' },
    ]);
  });

  it('keeps two fillers in a row apart', () => {
    const words = [w('um', 0, 0.3), w('uh', 0.5, 0.8), w('yes', 1)];
    expect(
      segmentTranscript(words, [f('um', 0, 0.3, 'hesitation'), f('uh', 0.5, 0.8, 'hesitation')]),
    ).toEqual([
      { kind: 'filler', text: 'um', start: 0 },
      { kind: 'filler', text: 'uh', start: 0.5 },
      { kind: 'text', text: 'yes' },
    ]);
  });

  it('falls back to the plain text without word times', () => {
    expect(segmentTranscript([], [], ' hello there ')).toEqual([
      { kind: 'text', text: 'hello there' },
    ]);
    expect(segmentTranscript([], [])).toEqual([]);
  });
});

describe('transcript with long pauses marked in place', () => {
  it('puts a pause of 0.5 s or more between the words it separates', () => {
    const words = [w('trees', 0, 0.5), w('matter', 0.6, 1.0), w('a', 2.2), w('lot', 2.5)];
    expect(
      segmentTranscript(words, [], '', {
        pauses: [
          { start: 1.0, duration: 1.2 },
          { start: 0.5, duration: 0.1 },
        ],
      }),
    ).toEqual([
      { kind: 'text', text: 'trees matter' },
      { kind: 'pause', start: 1.0, duration: 1.2 },
      { kind: 'text', text: 'a lot' },
    ]);
  });

  it('shows a pause before the hesitation said inside it', () => {
    const words = [w('so', 0, 0.3), w('yes', 2.0)];
    expect(
      segmentTranscript(words, [f('um', 0.9, 1.2, 'hesitation')], '', {
        pauses: [{ start: 0.3, duration: 1.7 }],
      }),
    ).toEqual([
      { kind: 'text', text: 'so' },
      { kind: 'pause', start: 0.3, duration: 1.7 },
      { kind: 'filler', text: 'um', start: 0.9 },
      { kind: 'text', text: 'yes' },
    ]);
  });
});

describe('transcript with grammar issues underlined', () => {
  const words = [w('we', 0), w('was', 0.4), w('there', 0.8), w('today', 1.2)];

  it('underlines the words at the issue’s offsets in the transcript', () => {
    // "we was there today": "we was" is characters 0-6.
    const found = issue(0, 6, 'we was', 0);
    expect(segmentTranscript(words, [], '', { grammarIssues: [found] })).toEqual([
      { kind: 'grammar', text: 'we was', issue: found },
      { kind: 'text', text: 'there today' },
    ]);
  });

  it('finds the words by time when the offsets do not match the words', () => {
    const shifted = issue(40, 46, 'was there', 0.4);
    expect(segmentTranscript(words, [], '', { grammarIssues: [shifted] })).toEqual([
      { kind: 'text', text: 'we' },
      { kind: 'grammar', text: 'was there', issue: shifted },
      { kind: 'text', text: 'today' },
    ]);
  });

  it('leaves a filler highlighted rather than underlined', () => {
    const overlapping = issue(0, 6, 'we was', 0);
    expect(
      segmentTranscript(words, [f('was', 0.4, 0.7)], '', { grammarIssues: [overlapping] }),
    ).toEqual([
      { kind: 'grammar', text: 'we', issue: overlapping },
      { kind: 'filler', text: 'was', start: 0.4 },
      { kind: 'text', text: 'there today' },
    ]);
  });

  it('skips an issue it cannot place', () => {
    const lost = issue(40, 46, 'nowhere', null);
    expect(segmentTranscript(words, [], '', { grammarIssues: [lost] })).toEqual([
      { kind: 'text', text: 'we was there today' },
    ]);
  });
});

describe('transcript words that play from where they were said', () => {
  it('gives each plain word its own segment and time when asked', () => {
    const words = [w('so', 0), w('basically', 0.4, 0.9), w('we', 1), w('won', 1.3)];
    expect(
      segmentTranscript(words, [f('basically', 0.4, 0.9)], '', {
        wordTimes: true,
        pauses: [{ start: 1.6, duration: 0.7 }],
      }),
    ).toEqual([
      { kind: 'text', text: 'so', start: 0 },
      { kind: 'filler', text: 'basically', start: 0.4 },
      { kind: 'text', text: 'we', start: 1 },
      { kind: 'text', text: 'won', start: 1.3 },
      { kind: 'pause', start: 1.6, duration: 0.7 },
    ]);
  });
});
