import { describe, expect, it } from 'vitest';
import { formatReminderTime, fromStoredTime, toStoredTime } from './reminder-time';

describe('reminder time conversion (spec 4)', () => {
  it('makes 12 AM 00', () => {
    expect(toStoredTime({ hour: 12, minute: 0, period: 'AM' })).toBe('00:00');
    expect(toStoredTime({ hour: 12, minute: 45, period: 'AM' })).toBe('00:45');
  });

  it('adds 12 to PM hours, and keeps 12 PM at 12', () => {
    expect(toStoredTime({ hour: 1, minute: 15, period: 'PM' })).toBe('13:15');
    expect(toStoredTime({ hour: 11, minute: 30, period: 'PM' })).toBe('23:30');
    expect(toStoredTime({ hour: 12, minute: 0, period: 'PM' })).toBe('12:00');
  });

  it('keeps AM hours and pads them', () => {
    expect(toStoredTime({ hour: 7, minute: 0, period: 'AM' })).toBe('07:00');
  });

  it('reads a stored time back into the dialog, every quarter of the day round trip', () => {
    for (let h = 0; h < 24; h += 1) {
      for (const m of [0, 15, 30, 45]) {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(toStoredTime(fromStoredTime(time))).toBe(time);
      }
    }
    expect(fromStoredTime('00:00')).toEqual({ hour: 12, minute: 0, period: 'AM' });
    expect(fromStoredTime('12:30')).toEqual({ hour: 12, minute: 30, period: 'PM' });
    expect(fromStoredTime('08:40')).toEqual({ hour: 8, minute: 30, period: 'AM' });
  });

  it('shows the time on a 12-hour clock', () => {
    expect(formatReminderTime('07:00')).toBe('7:00 AM');
    expect(formatReminderTime('20:30')).toBe('8:30 PM');
    expect(formatReminderTime('00:15')).toBe('12:15 AM');
  });
});
