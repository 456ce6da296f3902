import { describe, expect, it } from 'vitest';
import { lapTimer } from './lap-timer';

describe('lapTimer', () => {
  it('gives the rounded milliseconds since the previous lap', () => {
    const clock = [10, 12.4, 12.4, 20.6];
    const lap = lapTimer(() => clock.shift() ?? 0);
    expect([lap(), lap(), lap()]).toEqual([2, 0, 8]);
  });
});
