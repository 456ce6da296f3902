import { describe, expect, it } from 'vitest';
import {
  paceLine,
  paceY,
  playStartFor,
  scrollToKeep,
  stepMark,
  timeAtOffset,
  timelineMarks,
  timedWords,
  timelineWidth,
  timeTicks,
  waveformPath,
} from './timeline';

const marks = timelineMarks(
  [
    { word: 'um', type: 'hesitation', start: 2, end: 2.3 },
    { word: 'you know', type: 'lexical', start: 8, end: 8.6 },
  ],
  [
    { start: 5, duration: 1.2 },
    { start: 6.5, duration: 0.3 },
  ],
);

describe('timelineMarks', () => {
  it('lists fillers and pauses of 0.5 s or more in time order, with labels a screen reader can say', () => {
    expect(marks.map((m) => [m.kind, m.start, m.text])).toEqual([
      ['filler', 2, 'um'],
      ['pause', 5, '1.2 s'],
      ['filler', 8, 'you know'],
    ]);
    expect(marks[0]?.label).toBe('Filler \u201cum\u201d at 0:02');
    expect(marks[1]?.label).toBe('Pause of 1.2 s at 0:05');
    expect(marks[1]?.end).toBeCloseTo(6.2, 6);
  });

  it("marks the speaker's own filler as theirs, in its label too", () => {
    const [own, builtIn] = timelineMarks(
      [
        { word: 'so yeah', type: 'personal', start: 3, end: 3.5 },
        { word: 'um', type: 'hesitation', start: 4, end: 4.2 },
      ],
      [],
    );
    expect(own?.own).toBe(true);
    expect(own?.label).toBe('Filler \u201cso yeah\u201d, one of yours, at 0:03');
    expect(builtIn?.own).toBeUndefined();
    expect(builtIn?.label).toBe('Filler \u201cum\u201d at 0:04');
  });

  it('is empty for an analysis stored without fillers or pauses', () => {
    expect(timelineMarks(undefined, undefined)).toEqual([]);
  });
});

describe('playStartFor', () => {
  it('starts a little before the moment, within half a second, and never before 0', () => {
    expect(8 - playStartFor(8)).toBeGreaterThan(0);
    expect(8 - playStartFor(8)).toBeLessThanOrEqual(0.5);
    expect(playStartFor(0.1)).toBe(0);
    expect(playStartFor(Number.NaN)).toBe(0);
  });
});

describe('stepMark', () => {
  it('steps to the next and previous mark from where playback is', () => {
    expect(stepMark(marks, 0, 'next')?.start).toBe(2);
    expect(stepMark(marks, 0, 'previous')).toBeNull();
    expect(stepMark(marks, 6, 'previous')?.start).toBe(5);
    expect(stepMark(marks, 9, 'next')).toBeNull();
  });

  it('after playing from a mark, next is the one after it and previous the one before it', () => {
    const at = playStartFor(5);
    expect(stepMark(marks, at, 'next')?.start).toBe(8);
    expect(stepMark(marks, at, 'previous')?.start).toBe(2);
  });

  it('steps through one kind only when asked', () => {
    expect(stepMark(marks, 0, 'next', 'pause')?.start).toBe(5);
    expect(stepMark(marks, playStartFor(2), 'next', 'filler')?.start).toBe(8);
    expect(stepMark(marks, 10, 'previous', 'pause')?.start).toBe(5);
  });
});

describe('timelineWidth and timeAtOffset', () => {
  it('is 100 px a second, or the space given when the speech is short', () => {
    expect(timelineWidth(60, 320)).toBe(6000);
    expect(timelineWidth(5, 800)).toBe(800);
  });

  it('reads the moment under a point, inside the recording', () => {
    expect(timeAtOffset(320, 640, 10)).toBe(5);
    expect(timeAtOffset(-5, 640, 10)).toBe(0);
    expect(timeAtOffset(700, 640, 10)).toBe(10);
    expect(timeAtOffset(10, 0, 10)).toBe(0);
  });
});

describe('waveformPath', () => {
  it('draws one centred stroke per peak, a hair for silence', () => {
    expect(waveformPath({ secondsPerPeak: 0.05, peaks: [0, 100, 40] })).toBe(
      'M0.5 49.5V50.5M1.5 0.0V100.0M2.5 30.0V70.0',
    );
    expect(waveformPath(undefined)).toBe('');
  });
});

describe('paceLine', () => {
  it('puts a point at the middle of each window, higher for faster', () => {
    expect(
      paceLine([
        { start: 0, end: 15, words: 30, wordsPerMinute: 120 },
        { start: 15, end: 30, words: 60, wordsPerMinute: 240 },
      ]),
    ).toBe('M7.50 50L22.50 0');
    expect(paceY(300)).toBe(0);
    expect(paceY(0)).toBe(100);
    expect(paceLine(undefined)).toBe('');
  });
});

describe('timeTicks', () => {
  it('labels every 5 s of a short speech and every 10 s of a longer one', () => {
    expect(timeTicks(12).map((t) => t.label)).toEqual(['0:00', '0:05', '0:10']);
    expect(timeTicks(95).map((t) => t.seconds)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(timeTicks(0)).toEqual([]);
  });
});

describe('scrollToKeep', () => {
  it('leaves the scroll alone while the playhead is in view', () => {
    expect(scrollToKeep(500, 300, 360, 4000)).toBe(300);
  });

  it('brings a playhead past the right edge back a quarter in from the left', () => {
    expect(scrollToKeep(700, 300, 360, 4000)).toBe(610);
  });

  it('never scrolls past either end', () => {
    expect(scrollToKeep(10, 300, 360, 4000)).toBe(0);
    expect(scrollToKeep(3990, 0, 360, 4000)).toBe(3640);
  });
});

describe('timedWords', () => {
  it('gives each word room up to the next word, in time order, as the recognizer wrote it', () => {
    expect(
      timedWords([
        { word: 'won', text: 'won.', start: 2, end: 2.3, confidence: 0.9 },
        { word: 'we', start: 1, end: 1.2, confidence: 0.9 },
        { word: 'bad', start: Number.NaN, end: 1, confidence: 0.9 },
      ]),
    ).toEqual([
      { text: 'we', start: 1, room: 1 },
      { text: 'won.', start: 2, room: expect.closeTo(0.3, 6) as number },
    ]);
  });
});
