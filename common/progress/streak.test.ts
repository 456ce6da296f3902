import { describe, expect, it } from 'vitest';
import { computeStreaks, toUtcDay } from './streak';

const now = new Date('2025-03-14T12:00:00.000Z');

describe('toUtcDay', () => {
  it('takes the UTC date, not the local one', () => {
    expect(toUtcDay('2025-03-14T23:30:00.000-05:00')).toBe('2025-03-15');
    expect(toUtcDay('2025-03-14T00:10:00.000+02:00')).toBe('2025-03-13');
  });

  it('is null for missing and unparsable dates', () => {
    expect(toUtcDay(null)).toBeNull();
    expect(toUtcDay('')).toBeNull();
    expect(toUtcDay('not a date')).toBeNull();
  });
});

describe('computeStreaks (spec 4, Streak)', () => {
  it('is zero with no data', () => {
    expect(computeStreaks([], now)).toEqual({ current: 0, best: 0, activeToday: false });
  });

  it('counts today and back through consecutive days', () => {
    const dates = [
      '2025-03-14T08:00:00Z',
      '2025-03-14T20:00:00Z',
      '2025-03-13T10:00:00Z',
      '2025-03-12T10:00:00Z',
      '2025-03-10T10:00:00Z',
    ];
    expect(computeStreaks(dates, now)).toEqual({ current: 3, best: 3, activeToday: true });
  });

  it('has no current streak unless today has an activity', () => {
    const dates = ['2025-03-13T10:00:00Z', '2025-03-12T10:00:00Z'];
    expect(computeStreaks(dates, now)).toEqual({ current: 0, best: 2, activeToday: false });
  });

  it('computes days on UTC dates', () => {
    // 23:30 in New York on the 13th is already the 14th in UTC: today.
    const dates = ['2025-03-13T23:30:00-05:00', '2025-03-13T01:00:00Z'];
    expect(computeStreaks(dates, now).current).toBe(2);
  });

  it('keeps the longest streak from the past', () => {
    const dates = [
      '2025-03-14T10:00:00Z',
      '2025-03-01T10:00:00Z',
      '2025-03-02T10:00:00Z',
      '2025-03-03T10:00:00Z',
      '2025-03-04T10:00:00Z',
    ];
    expect(computeStreaks(dates, now)).toEqual({ current: 1, best: 4, activeToday: true });
  });

  it('has a best streak of at least 1 with any data', () => {
    expect(computeStreaks(['2025-01-01T10:00:00Z'], now).best).toBe(1);
  });

  it('runs across a month end', () => {
    const dates = ['2025-03-01T10:00:00Z', '2025-02-28T10:00:00Z'];
    expect(computeStreaks(dates, new Date('2025-03-01T18:00:00Z')).current).toBe(2);
  });

  it('ignores missing and unparsable dates', () => {
    expect(computeStreaks([null, 'nope', '2025-03-14T10:00:00Z'], now)).toEqual({
      current: 1,
      best: 1,
      activeToday: true,
    });
  });
});
