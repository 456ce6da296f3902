/**
 * When a daily reminder is due. Pure: the scheduler (and the service worker,
 * which repeats this in plain JS) calls it with the clock's time.
 */

/** The local calendar day, YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today's reminder moment, in local time. */
export function reminderMomentOn(day: Date, time: string): Date {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const at = new Date(day);
  at.setHours(h, m, 0, 0);
  return at;
}

/** A reminder missed by more than this (the computer slept) is skipped, not shown late. */
export const REMINDER_GRACE_MS = 60 * 60 * 1000;

/** Due once a day: at or after the time, within the grace period, and not yet shown today. */
export function isReminderDue(
  now: Date,
  time: string,
  lastShownDay: string | null,
  graceMs: number = REMINDER_GRACE_MS,
): boolean {
  if (lastShownDay === localDay(now)) return false;
  const late = now.getTime() - reminderMomentOn(now, time).getTime();
  return late >= 0 && late < graceMs;
}

/** Milliseconds until the next reminder moment (later today, else tomorrow). */
export function msUntilNextReminder(now: Date, time: string): number {
  const today = reminderMomentOn(now, time);
  if (today.getTime() > now.getTime()) return today.getTime() - now.getTime();
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  return reminderMomentOn(tomorrow, time).getTime() - now.getTime();
}
