import { describe, expect, it } from 'vitest';
import { PRESENTATION_RUBRIC } from './presentation-rubric';
import { applyRubric } from './rubric-engine';

const s = (start: number, text: string) => ({ start, text });

describe('presentation rubric (preview, signposts, summary)', () => {
  const talk = [
    s(0, "today i'll cover three things about our new office"),
    s(6, 'first the move date is the fourth of may'),
    s(12, 'next the desks are shared and booked online'),
    s(18, 'finally parking is free for the first month'),
    s(24, 'to sum up move on the fourth book a desk and park for free'),
  ];

  it('finds the preview, the signposts and the summary', () => {
    const rubric = applyRubric(PRESENTATION_RUBRIC, talk, 120);
    expect(rubric.parts.map((p) => [p.key, p.found, p.time])).toEqual([
      ['preview', true, 0],
      ['signposts', true, 6],
      ['summary', true, 24],
    ]);
  });

  it('needs more than one signpost', () => {
    const rubric = applyRubric(
      PRESENTATION_RUBRIC,
      [talk[0]!, talk[1]!, s(12, 'the desks are shared'), talk[4]!],
      120,
    );
    expect(rubric.parts.find((p) => p.key === 'signposts')!.found).toBe(false);
  });

  it('misses a summary that is not at the end', () => {
    const rubric = applyRubric(PRESENTATION_RUBRIC, [talk[4]!, ...talk.slice(0, 4)], 120);
    expect(rubric.parts.find((p) => p.key === 'summary')!.found).toBe(false);
  });
});
