/** The current instant as an ISO-8601 UTC string (how timestamps are stored). */
export function isoNow(now: Date = new Date()): string {
  return now.toISOString();
}

/** True when `zone` is an IANA time zone this runtime knows. */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar day (YYYY-MM-DD) of `now` in `zone`, so that daily limits reset
 * at the user's local midnight. An unknown or missing zone falls back to the
 * server's own.
 */
export function localDay(now: Date, zone?: string | null): string {
  const timeZone = zone && isValidTimeZone(zone) ? zone : undefined;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
