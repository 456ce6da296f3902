/**
 * en-US dates by hand, in local time. The first Intl.DateTimeFormat a page
 * creates loads locale data for ~30 ms of main thread (measured in Chromium
 * here), which the first screen cannot afford; the app only ever shows these
 * fixed English forms, and the tests compare them with Intl's.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'November' */
export function monthName(date: Date): string {
  return MONTHS[date.getMonth()] ?? '';
}

/** '3:05 PM', '12:00 AM' */
export function formatTime12(date: Date): string {
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Nov 21' */
export function formatShortDate(date: Date): string {
  return `${monthName(date).slice(0, 3)} ${date.getDate()}`;
}

/** 'Nov 21, 2026' */
export function formatShortDateYear(date: Date): string {
  return `${formatShortDate(date)}, ${date.getFullYear()}`;
}

/** 'November 2026' */
export function formatMonthYearLong(date: Date): string {
  return `${monthName(date)} ${date.getFullYear()}`;
}
