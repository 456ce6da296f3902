import { formatMonthYear } from '@app/lib/format';

export interface MonthGroup<T> {
  /** 'YYYY-MM' in local time, or 'unknown'. */
  key: string;
  /** 'March 2025'. */
  label: string;
  items: T[];
}

/**
 * Items under month-and-year headings, newest month first and newest first
 * within a month (spec 2, the server feedback section). Months are local, as
 * the speaker reads them; undated items go last under 'Earlier'.
 */
export function groupByMonth<T>(
  items: readonly T[],
  getDate: (item: T) => string,
): MonthGroup<T>[] {
  const dated = items
    .map((item) => ({ item, date: new Date(getDate(item)) }))
    .sort((a, b) => (b.date.getTime() || -Infinity) - (a.date.getTime() || -Infinity));
  const groups = new Map<string, MonthGroup<T>>();
  for (const { item, date } of dated) {
    const valid = !Number.isNaN(date.getTime());
    const key = valid
      ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
      : 'unknown';
    let group = groups.get(key);
    if (!group) {
      group = { key, label: valid ? formatMonthYear(date) : 'Earlier', items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
