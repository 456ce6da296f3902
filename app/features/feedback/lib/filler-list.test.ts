import { describe, expect, it } from 'vitest';
import { getFillerCounts } from './filler-list';

describe('filler word counts', () => {
  it('lists words most frequent first', () => {
    expect(getFillerCounts({ like: 2, um: 5, so: 2 })).toEqual([
      { word: 'um', count: 5 },
      { word: 'like', count: 2 },
      { word: 'so', count: 2 },
    ]);
  });

  it('reads a map delivered as a JSON string', () => {
    expect(getFillerCounts('{"uh":3}')).toEqual([{ word: 'uh', count: 3 }]);
  });

  it('ignores anything that is not a map of counts', () => {
    expect(getFillerCounts('nope')).toEqual([]);
    expect(getFillerCounts(null)).toEqual([]);
    expect(getFillerCounts({ um: 0, uh: 'x' })).toEqual([]);
  });
});
