import { describe, expect, it } from 'vitest';
import { PITCH_RUBRIC } from './pitch-rubric';
import { applyRubric } from './rubric-engine';

const s = (start: number, text: string) => ({ start, text });

describe('pitch rubric (problem, solution, ask)', () => {
  const pitch = [
    s(0, 'small shops waste hours every week counting stock by hand'),
    s(8, "that's why we built shelf a camera that counts it for you"),
    s(16, "we're raising two hundred thousand to reach our first fifty shops"),
  ];

  it('finds the problem, the solution and the ask in order', () => {
    const rubric = applyRubric(PITCH_RUBRIC, pitch, 100);
    expect(rubric.parts.map((p) => p.found)).toEqual([true, true, true]);
    expect(rubric.parts[2]).toMatchObject({ label: 'Ask', time: 16 });
    expect(rubric.parts[2]!.quote).toContain('raising two hundred thousand');
  });

  it('misses an ask that never comes', () => {
    const rubric = applyRubric(PITCH_RUBRIC, pitch.slice(0, 2), 100);
    expect(rubric.parts.map((p) => p.found)).toEqual([true, true, false]);
    expect(rubric.summary).toBe('Problem, solution, ask: found Problem and Solution; Ask missing.');
  });

  it('wants a pitch under three minutes', () => {
    expect(applyRubric(PITCH_RUBRIC, pitch, 179).length.verdict).toBe('within');
    expect(applyRubric(PITCH_RUBRIC, pitch, 200).length).toMatchObject({
      verdict: 'long',
      minSec: null,
      maxSec: 180,
    });
  });
});
