import { describe, expect, it } from 'vitest';
import type { DisplayedFeedback } from '@common/contract/feedback';
import { getAverageScore } from './feedback-scores';
import { groupByMonth } from './group-by-month';
import { getShareCardContent, getShareFileName, truncate } from './share-card';
import { sortFeedback } from './sort-feedback';
import { makeDisplayedFeedback } from '@app/test/test-feedback';

const items: DisplayedFeedback[] = [
  makeDisplayedFeedback({ id: '1', created_at: '2025-03-02T10:00:00Z', scores: s(6) }),
  makeDisplayedFeedback({ id: '2', created_at: '2025-03-14T10:00:00Z', scores: s(5) }),
  makeDisplayedFeedback({ id: '3', created_at: '2025-02-20T10:00:00Z', scores: s(9) }),
];

function s(value: number): DisplayedFeedback['scores'] {
  return { clarity: value, pacing: value, confidence: value, delivery: value };
}

describe('sorting Cloud History', () => {
  it('sorts Newest First, Oldest First and by Highest Score', () => {
    expect(sortFeedback(items, 'newest').map((f) => f.id)).toEqual(['2', '1', '3']);
    expect(sortFeedback(items, 'oldest').map((f) => f.id)).toEqual(['3', '1', '2']);
    expect(sortFeedback(items, 'highest').map((f) => f.id)).toEqual(['3', '1', '2']);
  });

  it('breaks a tie in score by the newest', () => {
    const tie = [
      makeDisplayedFeedback({ id: 'old', created_at: '2025-01-01T10:00:00Z', scores: s(7) }),
      makeDisplayedFeedback({ id: 'new', created_at: '2025-02-01T10:00:00Z', scores: s(7) }),
    ];
    expect(sortFeedback(tie, 'highest').map((f) => f.id)).toEqual(['new', 'old']);
  });
});

describe('the average score', () => {
  it('is the mean of the four scores with one decimal', () => {
    expect(getAverageScore({ clarity: 8, pacing: 7.5, confidence: 6.2, delivery: 9 })).toBe(7.7);
  });
});

describe('grouping by month', () => {
  it("puts items under 'March 2025' headings, newest month first", () => {
    const groups = groupByMonth(items, (f) => f.created_at);
    expect(groups.map((g) => g.label)).toEqual(['March 2025', 'February 2025']);
    expect(groups[0]?.items.map((f) => f.id)).toEqual(['2', '1']);
  });

  it('puts undated items last', () => {
    const groups = groupByMonth([{ d: 'nope' }, { d: '2025-03-14T10:00:00Z' }], (x) => x.d);
    expect(groups.map((g) => g.label)).toEqual(['March 2025', 'Earlier']);
  });
});

describe('the share image content', () => {
  it('cuts the coach note to 150 characters and keeps the top 2 tips and 1 drill', () => {
    const feedback = makeDisplayedFeedback({
      coach_notes: 'x'.repeat(400),
      tips: ['one', 'two', 'three'],
      actionable_drills: ['drill a', 'drill b'],
    });
    const content = getShareCardContent(feedback, 7.1);
    expect(content.coachNote).toHaveLength(150);
    expect(content.coachNote.endsWith('…')).toBe(true);
    expect(content.tips).toEqual(['one', 'two']);
    expect(content.drill).toBe('drill a');
  });

  it('keeps a short coach note whole', () => {
    expect(truncate('  Well done.  ', 150)).toBe('Well done.');
  });

  it('cuts a long coach note at the end of a word', () => {
    const note = `${'Great talk. '.repeat(12)}Keep practising your openings every day.`;
    const cut = truncate(note, 150);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut).toBe(`${note.slice(0, 149).slice(0, note.slice(0, 149).lastIndexOf(' '))}…`);
    expect(cut.endsWith(' …')).toBe(false);
  });

  it('names the file with a timestamp prefix', () => {
    expect(getShareFileName(1_741_950_000_000)).toBe('1741950000000-podium-feedback.png');
  });
});
