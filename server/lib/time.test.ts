import { describe, expect, it } from 'vitest';
import { isValidTimeZone, localDay } from './time';

describe('localDay', () => {
  it('uses the given zone, so limits reset at local midnight', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-01');
    expect(localDay(instant, 'Europe/Paris')).toBe('2026-03-02');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('falls back to the server zone for an unknown zone', () => {
    const instant = new Date('2026-03-01T12:00:00Z');
    expect(localDay(instant, 'Mars/Olympus')).toBe(localDay(instant));
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and rejects others', () => {
    expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
    expect(isValidTimeZone('not a zone')).toBe(false);
  });
});
