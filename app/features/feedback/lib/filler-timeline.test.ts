import { describe, expect, it } from 'vitest';
import type { Filler } from '@common/contract/analysis';
import { getTimelinePosition, groupFillers } from './filler-timeline';

const f = (word: string, start: number): Filler => ({
  word,
  type: word === 'um' ? 'hesitation' : 'lexical',
  start,
  end: start + 0.3,
});

describe('filler words with a timeline', () => {
  it('groups the fillers by word with the times they were said, most frequent first', () => {
    expect(groupFillers([f('um', 30), f('like', 4), f('um', 2), f('Um', 50)], {})).toEqual([
      { word: 'um', count: 3, times: [2, 30, 50] },
      { word: 'like', count: 1, times: [4] },
    ]);
  });

  it("marks the speaker's own fillers", () => {
    const own: Filler = { word: 'so yeah', type: 'personal', start: 8, end: 8.6 };
    expect(groupFillers([f('um', 2), own], {})).toEqual([
      { word: 'so yeah', count: 1, times: [8], own: true },
      { word: 'um', count: 1, times: [2] },
    ]);
  });

  it('shows the counts without times for an older analysis', () => {
    expect(groupFillers(undefined, { so: 2, um: 4 })).toEqual([
      { word: 'um', count: 4, times: [] },
      { word: 'so', count: 2, times: [] },
    ]);
    expect(groupFillers([], '{"uh":1}')).toEqual([{ word: 'uh', count: 1, times: [] }]);
  });

  it('places a moment along the recording', () => {
    expect(getTimelinePosition(30, 120)).toBe(25);
    expect(getTimelinePosition(130, 120)).toBe(100);
    expect(getTimelinePosition(5, 0)).toBe(0);
  });
});
