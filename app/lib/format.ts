import { UNTITLED_RECORDING } from '@common/constants';
import { formatMonthYearLong, formatShortDate, formatTime12 } from './en-us-dates';

function splitSeconds(totalSeconds: number): { minutes: number; seconds: number } {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return { minutes: Math.floor(safe / 60), seconds: safe % 60 };
}

/** mm:ss, the recording timer (spec 9). */
export function formatClock(totalSeconds: number): string {
  const { minutes, seconds } = splitSeconds(totalSeconds);
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** m:ss, durations on cards and the analysis page (spec 9): the coach's words use the same. */
export { formatDuration } from '@common/measures/duration';

function isSameLocalDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/**
 * Today, Yesterday, or a short month and day, with a 12-hour time; fallbacks
 * Unknown date, Invalid date, Date error (spec 2, speech card).
 */
export function formatRecordedAt(
  value: string | Date | null | undefined,
  now = new Date(),
): string {
  if (value === null || value === undefined || value === '') return 'Unknown date';
  try {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return 'Invalid date';
    const yesterday = new Date(now);
    yesterday.setDate(now.getDate() - 1);
    const day = isSameLocalDay(date, now)
      ? 'Today'
      : isSameLocalDay(date, yesterday)
        ? 'Yesterday'
        : formatShortDate(date);
    return `${day}, ${formatTime12(date)}`;
  } catch {
    return 'Date error';
  }
}

/** 'Speech recording - {short date} {time}' (spec 5, title). */
export function getDefaultRecordingTitle(date: Date): string {
  return `Speech recording - ${formatShortDate(date)} ${formatTime12(date)}`;
}

/** Blank titles fall back to Untitled Recording (spec 5). */
export function normaliseTitle(title: string | null | undefined): string {
  const trimmed = title?.trim() ?? '';
  return trimmed === '' ? UNTITLED_RECORDING : trimmed;
}

const RELATIVE_UNITS = [
  { unit: 'year', seconds: 365 * 24 * 60 * 60 },
  { unit: 'month', seconds: 30 * 24 * 60 * 60 },
  { unit: 'day', seconds: 24 * 60 * 60 },
  { unit: 'hour', seconds: 60 * 60 },
  { unit: 'minute', seconds: 60 },
] as const;

/**
 * How long ago: seconds, minutes, hours, days, months of 30 days, years (spec 9).
 * A date a little in the future (a clock ahead of the server's) reads as just now.
 */
export function formatRelativeTime(
  value: string | Date | null | undefined,
  now = new Date(),
): string {
  if (value === null || value === undefined || value === '') return 'Unknown date';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  const elapsed = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  for (const { unit, seconds } of RELATIVE_UNITS) {
    if (elapsed >= seconds) {
      const count = Math.floor(elapsed / seconds);
      return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
    }
  }
  if (elapsed < 5) return 'just now';
  return `${elapsed} seconds ago`;
}

/** 'March 2025': the month headings of the feedback history (spec 2). */
export function formatMonthYear(date: Date): string {
  return formatMonthYearLong(date);
}

/** Total speaking time on the Stats tab: '45s', '12m 5s', '3h 20m'. */
export function formatSpeakingTime(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.round(totalSeconds) : 0;
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return seconds > 0 ? `${minutes}m ${seconds}s` : `${minutes}m`;
  return `${seconds}s`;
}
