import { describe, expect, it } from 'vitest';
import { makeDisplayedFeedback } from '@app/test/test-feedback';
import { getHistorySections } from './history-sections';

const feedback = (id: string) => makeDisplayedFeedback({ id });

describe('History sections', () => {
  it('shows a record once: in Cloud History when listed there, else under its month', () => {
    const sections = getHistorySections(
      [feedback('3'), feedback('2')],
      [feedback('3'), feedback('1')],
    );
    expect(sections.cloud.map((item) => item.id)).toEqual(['3', '2']);
    expect(sections.byMonth.map((item) => item.id)).toEqual(['1']);
    expect(sections.inCloud).toBe(1);
  });

  it("keeps a guest's feedback under its month (a guest has no cloud list)", () => {
    const sections = getHistorySections([], [feedback('2'), feedback('1')]);
    expect(sections.byMonth.map((item) => item.id)).toEqual(['2', '1']);
    expect(sections.inCloud).toBe(0);
  });
});
