import { describe, expect, it } from 'vitest';
import { applyRubric } from './rubric-engine';
import { STORY_RUBRIC } from './story-rubric';

const s = (start: number, text: string) => ({ start, text });

describe('story rubric (beginning, turn, ending)', () => {
  const story = [
    s(0, 'one summer years ago i took the night train to vienna'),
    s(6, 'the carriage was full of students singing'),
    s(12, 'suddenly the train stopped in the middle of a field'),
    s(18, 'we walked to the next village in the dark'),
    s(24, 'ever since i have loved slow journeys'),
  ];

  it('finds the beginning, the turn and the ending', () => {
    const rubric = applyRubric(STORY_RUBRIC, story, 60);
    expect(rubric.parts.map((p) => [p.key, p.time])).toEqual([
      ['beginning', 0],
      ['turn', 12],
      ['ending', 24],
    ]);
    expect(rubric.length.verdict).toBe('none');
  });

  it('does not take an ending from the opening of the story', () => {
    const rubric = applyRubric(
      STORY_RUBRIC,
      [
        s(0, 'ever since i was small i liked trains'),
        s(5, 'one day we took one to the coast'),
        s(10, 'but the sea was grey'),
        s(15, 'we ate chips in the rain'),
        s(20, 'the gulls stole half of them'),
      ],
      30,
    );
    expect(rubric.parts.find((p) => p.key === 'ending')!.found).toBe(false);
  });
});
