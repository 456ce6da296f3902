import { describe, expect, it } from 'vitest';
import { modeRubric } from './mode-rubric';

describe('modeRubric', () => {
  it('has no rubric for general coaching', () => {
    expect(modeRubric('general', [{ start: 0, text: 'so i decided' }], 60)).toBeNull();
  });

  it('picks the rubric of each practice mode', () => {
    const sentences = [{ start: 0, text: 'hello' }];
    expect(modeRubric('interview', sentences, 60)?.name).toBe('STAR answer');
    expect(modeRubric('pitch', sentences, 60)?.name).toBe('Problem, solution, ask');
    expect(modeRubric('story', sentences, 60)?.name).toBe('Beginning, turn, ending');
    expect(modeRubric('presentation', sentences, 60)?.name).toBe('Signposted talk');
  });
});
