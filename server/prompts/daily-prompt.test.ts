import { describe, expect, it } from 'vitest';
import { dayNumber, pickDailyPrompt, pickOtherPrompt, rotationOrder } from './daily-prompt';

const prompts = Array.from({ length: 400 }, (_, i) => `Prompt ${i}.`);

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

describe('daily prompt', () => {
  it('is the same all day and changes the next day', () => {
    expect(pickDailyPrompt(prompts, '2026-11-21')).toBe(pickDailyPrompt(prompts, '2026-11-21'));
    expect(pickDailyPrompt(prompts, '2026-11-22')).not.toBe(pickDailyPrompt(prompts, '2026-11-21'));
  });

  it('does not repeat a prompt within a year', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 365; i++) seen.add(pickDailyPrompt(prompts, addDays('2026-01-01', i)));
    expect(seen.size).toBe(365);
  });

  it('shuffles rather than walking the list in order', () => {
    const order = rotationOrder(400);
    expect(new Set(order).size).toBe(400);
    expect(order.slice(0, 10)).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('counts days from the epoch', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
  });
});

describe('refresh prompt', () => {
  it('never returns the current prompt', () => {
    for (let i = 0; i < 50; i++) {
      const current = prompts[i]!;
      expect(pickOtherPrompt(prompts, current, () => (i % 10) / 10)).not.toBe(current);
    }
  });

  it('returns the only prompt when there is no other', () => {
    expect(pickOtherPrompt(['Only one.'], 'Only one.')).toBe('Only one.');
  });
});
