import { describe, expect, it } from 'vitest';
import {
  formatMonthYearLong,
  formatShortDate,
  formatShortDateYear,
  formatTime12,
} from './en-us-dates';

const plain = (text: string) => text.replace(/\s/g, ' ');
const intl = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', options);
  return (date: Date) => plain(format.format(date));
};

// Every hour and a spread of minutes, every month, leap day and year ends.
const dates: Date[] = [];
for (let month = 0; month < 12; month += 1)
  for (let hour = 0; hour < 24; hour += 1)
    dates.push(new Date(2024 + (month % 3), month, 1 + ((hour * 7) % 28), hour, (hour * 13) % 60));
dates.push(
  new Date(2024, 1, 29, 0, 0),
  new Date(1999, 11, 31, 23, 59),
  new Date(2030, 0, 1, 12, 0),
);

describe('en-US dates by hand', () => {
  it('match Intl for times, short dates, dates with years and month headings', () => {
    const time = intl({ hour: 'numeric', minute: '2-digit' });
    const short = intl({ month: 'short', day: 'numeric' });
    const shortYear = intl({ month: 'short', day: 'numeric', year: 'numeric' });
    const monthYear = intl({ month: 'long', year: 'numeric' });
    for (const date of dates) {
      expect(formatTime12(date)).toBe(time(date));
      expect(formatShortDate(date)).toBe(short(date));
      expect(formatShortDateYear(date)).toBe(shortYear(date));
      expect(formatMonthYearLong(date)).toBe(monthYear(date));
    }
  });

  it('writes midnight and noon as 12', () => {
    expect(formatTime12(new Date(2026, 10, 21, 0, 5))).toBe('12:05 AM');
    expect(formatTime12(new Date(2026, 10, 21, 12, 0))).toBe('12:00 PM');
    expect(formatTime12(new Date(2026, 10, 21, 23, 9))).toBe('11:09 PM');
  });
});
