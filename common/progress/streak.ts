/** A day as its UTC date, 'YYYY-MM-DD'; null for a missing or unparsable value. */
export function toUtcDay(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);
}

export interface Streaks {
  /** Consecutive days up to and including today; 0 unless today has an activity. */
  current: number;
  /** The longest run of consecutive days; at least 1 with any data, at least `current`. */
  best: number;
  /** Whether today (UTC) has an activity. */
  activeToday: boolean;
}

/**
 * Current and best streak (spec 4 'Streak'): days are UTC dates; the current
 * streak counts only if today has an activity, then back through consecutive
 * days; the best is at least 1 when there is any data and at least the current.
 */
export function computeStreaks(
  activityDates: ReadonlyArray<string | number | Date | null | undefined>,
  now: Date = new Date(),
): Streaks {
  const days = [
    ...new Set(activityDates.map(toUtcDay).filter((day): day is string => day !== null)),
  ]
    .map(dayNumber)
    .sort((a, b) => a - b);
  if (days.length === 0) return { current: 0, best: 0, activeToday: false };

  const today = dayNumber(toUtcDay(now) ?? '1970-01-01');
  const present = new Set(days);
  const activeToday = present.has(today);
  let current = 0;
  if (activeToday) {
    while (present.has(today - current)) current += 1;
  }

  let best = 1;
  let run = 1;
  for (let index = 1; index < days.length; index += 1) {
    const previous = days[index - 1] ?? 0;
    run = days[index] === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return { current, best: Math.max(best, current), activeToday };
}
