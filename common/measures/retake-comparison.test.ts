import { describe, expect, it } from 'vitest';
import {
  compareAttempts,
  compareFillerWords,
  compareLongestPause,
  comparePace,
  compareRepeatedPhrases,
  fillersPerMinute,
  type AttemptMeasures,
} from './retake-comparison';

const attempt = (overrides: Partial<AttemptMeasures> = {}): AttemptMeasures => ({
  wordsPerMinute: 135,
  fillerWords: 6,
  speakingTimeSec: 120,
  durationSec: 125,
  pauses: 4,
  longestPauseSec: 1.2,
  confidenceScore: 70,
  grammarScore: 80,
  fillerWordsList: { um: 4, like: 2 },
  repeatedPhrases: [],
  ...overrides,
});

const byId = (changes: ReturnType<typeof compareAttempts>, id: string) =>
  changes.find((c) => c.id === id);

describe('pace, judged against the 120-150 band', () => {
  it('improves when a fast pace comes into the band', () => {
    expect(comparePace(172, 146)).toMatchObject({
      verdict: 'improved',
      change: -26,
      reason: 'Now inside 120-150 WPM',
    });
  });

  it('improves when a slow pace speeds up toward the band, though still under it', () => {
    expect(comparePace(95, 110)).toMatchObject({
      verdict: 'improved',
      reason: 'Closer to 120-150 WPM',
    });
  });

  it('gets worse when a good pace leaves the band, either way', () => {
    expect(comparePace(140, 160).verdict).toBe('worse');
    expect(comparePace(140, 110).verdict).toBe('worse');
  });

  it('is the same inside the band, even when the number moves', () => {
    expect(comparePace(122, 148)).toMatchObject({ verdict: 'same', change: 26 });
  });

  it('gets worse when a fast pace overshoots to further below the band', () => {
    expect(comparePace(160, 100).verdict).toBe('worse');
  });

  it('is not judged when an attempt has no pace', () => {
    expect(comparePace(null, 130).verdict).toBe('not-judged');
  });
});

describe('fillers per minute', () => {
  it('counts per minute of speaking, so a longer retake is not punished for its length', () => {
    expect(fillersPerMinute(attempt({ fillerWords: 6, speakingTimeSec: 120 }))).toBe(3);
    const changes = compareAttempts(
      attempt({ fillerWords: 6, speakingTimeSec: 120 }),
      attempt({ fillerWords: 8, speakingTimeSec: 240 }),
    );
    expect(byId(changes, 'fillers-per-minute')).toMatchObject({
      before: 3,
      after: 2,
      verdict: 'improved',
    });
  });

  it('is worse with more fillers a minute, and the same within 0.2', () => {
    expect(
      byId(compareAttempts(attempt(), attempt({ fillerWords: 10 })), 'fillers-per-minute')?.verdict,
    ).toBe('worse');
    expect(
      byId(
        compareAttempts(attempt(), attempt({ fillerWords: 6, speakingTimeSec: 125 })),
        'fillers-per-minute',
      )?.verdict,
    ).toBe('same');
  });
});

describe('pauses', () => {
  it('never judges the count of pauses', () => {
    expect(
      byId(compareAttempts(attempt({ pauses: 2 }), attempt({ pauses: 9 })), 'pauses'),
    ).toMatchObject({
      change: 7,
      verdict: 'not-judged',
    });
  });

  it('judges the longest pause only around a silence of 2 s or more', () => {
    expect(compareLongestPause(3.4, 1.1)).toMatchObject({ verdict: 'improved', change: -2.3 });
    expect(compareLongestPause(1.1, 2.6).verdict).toBe('worse');
    expect(compareLongestPause(0.8, 1.6).verdict).toBe('not-judged');
    expect(compareLongestPause(2.5, 2.4).verdict).toBe('same');
  });
});

describe('confidence, grammar and the four scores: higher is better', () => {
  it('marks a higher confidence and grammar as improved, a lower as worse', () => {
    const changes = compareAttempts(attempt(), attempt({ confidenceScore: 82, grammarScore: 70 }));
    expect(byId(changes, 'confidence')).toMatchObject({ change: 12, verdict: 'improved' });
    expect(byId(changes, 'grammar')).toMatchObject({ change: -10, verdict: 'worse' });
  });

  it('compares the coach scores when both attempts have them, to a tenth', () => {
    const scores = { clarity: 6.5, pacing: 7, confidence: 5, delivery: 8 };
    const changes = compareAttempts(
      attempt({ scores }),
      attempt({ scores: { ...scores, clarity: 7.4, confidence: 5.05, delivery: 7 } }),
    );
    expect(byId(changes, 'score-clarity')).toMatchObject({ change: 0.9, verdict: 'improved' });
    expect(byId(changes, 'score-confidence')?.verdict).toBe('same');
    expect(byId(changes, 'score-delivery')?.verdict).toBe('worse');
    expect(byId(compareAttempts(attempt(), attempt({ scores })), 'score-clarity')?.verdict).toBe(
      'not-judged',
    );
  });

  it('does not judge a grammar score one attempt lacks', () => {
    expect(
      byId(compareAttempts(attempt({ grammarScore: null }), attempt()), 'grammar')?.verdict,
    ).toBe('not-judged');
  });
});

describe('what went away', () => {
  it('lists fillers gone, fewer and more', () => {
    expect(compareFillerWords({ um: 4, like: 2, so: 1 }, { like: 1, so: 3, basically: 1 })).toEqual(
      {
        gone: ['um'],
        fewer: [{ text: 'like', before: 2, after: 1 }],
        more: [
          { text: 'basically', before: 0, after: 1 },
          { text: 'so', before: 1, after: 3 },
        ],
      },
    );
  });

  it('lists repeated phrases gone and new, whatever their case', () => {
    expect(compareRepeatedPhrases(['I think I think', 'the the'], ['the the', 'we we'])).toEqual({
      gone: ['i think i think'],
      new: ['we we'],
    });
  });
});
