/** The reminder time dialog's clock (spec 2): hour 1-12, minute 00/15/30/45, AM/PM. */
export type Period = 'AM' | 'PM';
export const REMINDER_HOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const REMINDER_MINUTES = [0, 15, 30, 45] as const;

export interface ReminderClock {
  hour: number;
  minute: number;
  period: Period;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM' on a 24-hour clock: 12 AM becomes 00 and PM hours add 12 (spec 4). */
export function toStoredTime({ hour, minute, period }: ReminderClock): string {
  const base = hour % 12;
  return `${pad(period === 'PM' ? base + 12 : base)}:${pad(minute)}`;
}

/** The dialog's fields for a stored 'HH:MM', the minute snapped down to a quarter. */
export function fromStoredTime(time: string): ReminderClock {
  const [h = 7, m = 0] = time.split(':').map(Number);
  const hours = Number.isInteger(h) && h >= 0 && h < 24 ? h : 7;
  const minutes = Number.isInteger(m) && m >= 0 && m < 60 ? m : 0;
  return {
    hour: hours % 12 === 0 ? 12 : hours % 12,
    minute: Math.floor(minutes / 15) * 15,
    period: hours < 12 ? 'AM' : 'PM',
  };
}

/** '7:00 AM' */
export function formatReminderTime(time: string): string {
  const { hour, minute, period } = fromStoredTime(time);
  return `${hour}:${pad(minute)} ${period}`;
}
