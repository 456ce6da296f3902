import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDuration,
  formatMonthYear,
  formatRecordedAt,
  formatRelativeTime,
  formatSpeakingTime,
  getDefaultRecordingTitle,
  normaliseTitle,
} from './format';

describe('formatClock (mm:ss while recording)', () => {
  it('pads minutes and seconds', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65.9)).toBe('01:05');
    expect(formatClock(600)).toBe('10:00');
  });

  it('treats bad input as zero', () => {
    expect(formatClock(Number.NaN)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});

describe('formatDuration (m:ss on cards)', () => {
  it('does not pad minutes', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(154)).toBe('2:34');
    expect(formatDuration(600)).toBe('10:00');
  });
});

describe('formatRecordedAt', () => {
  const now = new Date(2025, 2, 14, 18, 0);

  it('shows Today and Yesterday with a 12-hour time', () => {
    expect(formatRecordedAt(new Date(2025, 2, 14, 9, 5), now)).toBe('Today, 9:05 AM');
    expect(formatRecordedAt(new Date(2025, 2, 13, 21, 30), now)).toBe('Yesterday, 9:30 PM');
  });

  it('shows a short month and day otherwise', () => {
    expect(formatRecordedAt(new Date(2025, 1, 2, 13, 0), now)).toBe('Feb 2, 1:00 PM');
  });

  it('falls back to Unknown date and Invalid date', () => {
    expect(formatRecordedAt(null, now)).toBe('Unknown date');
    expect(formatRecordedAt(undefined, now)).toBe('Unknown date');
    expect(formatRecordedAt('', now)).toBe('Unknown date');
    expect(formatRecordedAt('not a date', now)).toBe('Invalid date');
  });

  it('says Date error when formatting throws', () => {
    const broken = new Date(2025, 2, 14);
    broken.getTime = () => {
      throw new Error('broken clock');
    };
    expect(formatRecordedAt(broken, now)).toBe('Date error');
  });

  it('tells Today from Yesterday at local midnight', () => {
    const justAfterMidnight = new Date(2025, 2, 14, 0, 1);
    expect(formatRecordedAt(new Date(2025, 2, 13, 23, 59), justAfterMidnight)).toBe(
      'Yesterday, 11:59 PM',
    );
    expect(formatRecordedAt(new Date(2025, 2, 12, 23, 59), justAfterMidnight)).toBe(
      'Mar 12, 11:59 PM',
    );
  });
});

describe('formatRelativeTime (seconds, minutes, hours, days, months of 30 days, years)', () => {
  const now = new Date('2025-03-14T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('uses the largest whole unit', () => {
    expect(formatRelativeTime(ago(2), now)).toBe('just now');
    expect(formatRelativeTime(ago(42), now)).toBe('42 seconds ago');
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3 * 3600 + 5), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(86_400), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(29 * 86_400), now)).toBe('29 days ago');
    expect(formatRelativeTime(ago(30 * 86_400), now)).toBe('1 month ago');
    expect(formatRelativeTime(ago(364 * 86_400), now)).toBe('12 months ago');
    expect(formatRelativeTime(ago(2 * 365 * 86_400), now)).toBe('2 years ago');
  });

  it('reads a date slightly in the future as just now', () => {
    expect(formatRelativeTime(ago(-30), now)).toBe('just now');
  });

  it('falls back like the card dates', () => {
    expect(formatRelativeTime(null, now)).toBe('Unknown date');
    expect(formatRelativeTime('soon', now)).toBe('Invalid date');
  });
});

describe('formatMonthYear', () => {
  it("reads 'March 2025'", () => {
    expect(formatMonthYear(new Date(2025, 2, 14))).toBe('March 2025');
  });
});

describe('formatSpeakingTime', () => {
  it('shows seconds, minutes and hours', () => {
    expect(formatSpeakingTime(0)).toBe('0s');
    expect(formatSpeakingTime(45)).toBe('45s');
    expect(formatSpeakingTime(600)).toBe('10m');
    expect(formatSpeakingTime(725)).toBe('12m 5s');
    expect(formatSpeakingTime(12_000)).toBe('3h 20m');
  });
});

describe('titles', () => {
  it('pre-fills Speech recording - {short date} {time}', () => {
    expect(getDefaultRecordingTitle(new Date(2025, 2, 14, 15, 4))).toBe(
      'Speech recording - Mar 14 3:04 PM',
    );
  });

  it('falls back to Untitled Recording when blank', () => {
    expect(normaliseTitle('   ')).toBe('Untitled Recording');
    expect(normaliseTitle(' My talk ')).toBe('My talk');
  });
});
