import { describe, expect, it } from 'vitest';
import { isReminderDue, localDay, msUntilNextReminder } from './reminder-schedule';

const at = (hh: number, mm: number, ss = 0) => new Date(2026, 2, 14, hh, mm, ss);

describe('reminder schedule', () => {
  it('is due at the chosen time and for the hour after it, once a day', () => {
    expect(isReminderDue(at(6, 59, 59), '07:00', null)).toBe(false);
    expect(isReminderDue(at(7, 0), '07:00', null)).toBe(true);
    expect(isReminderDue(at(7, 59), '07:00', null)).toBe(true);
    expect(isReminderDue(at(8, 0), '07:00', null)).toBe(false);
    expect(isReminderDue(at(7, 5), '07:00', localDay(at(7, 0)))).toBe(false);
    expect(isReminderDue(at(7, 5), '07:00', '2026-03-13')).toBe(true);
  });

  it('handles midnight (12 AM is 00:00)', () => {
    expect(isReminderDue(at(0, 10), '00:00', null)).toBe(true);
    expect(isReminderDue(at(23, 50), '00:00', null)).toBe(false);
  });

  it('counts the time until the next reminder, today or tomorrow', () => {
    expect(msUntilNextReminder(at(6, 30), '07:00')).toBe(30 * 60 * 1000);
    expect(msUntilNextReminder(at(7, 0), '07:00')).toBe(24 * 60 * 60 * 1000);
    expect(msUntilNextReminder(at(20, 0), '07:00')).toBe(11 * 60 * 60 * 1000);
  });

  it('names the local day', () => {
    expect(localDay(at(23, 59))).toBe('2026-03-14');
  });
});
