import { describe, expect, it } from 'vitest';
import { INTERVIEW_RUBRIC } from './interview-rubric';
import { applyRubric } from './rubric-engine';

const s = (start: number, text: string) => ({ start, text });

describe('interview rubric (STAR)', () => {
  const star = [
    s(0, 'when i was at my last job our releases kept slipping'),
    s(6, 'my job was to get the team shipping every two weeks'),
    s(12, 'so i set up a short planning meeting every monday'),
    s(20, 'as a result we cut delays by half in three months'),
  ];

  it('finds situation, task, action and result, quoting where each starts', () => {
    const rubric = applyRubric(INTERVIEW_RUBRIC, star, 90);
    expect(rubric.parts.map((p) => [p.key, p.found, p.time])).toEqual([
      ['situation', true, 0],
      ['task', true, 6],
      ['action', true, 12],
      ['result', true, 20],
    ]);
    expect(rubric.parts[3]!.quote).toBe('"as a result we cut delays by half in three months"');
    expect(rubric.summary).toBe('STAR answer: found Situation, Task, Action and Result.');
  });

  it('names the part that is missing', () => {
    const rubric = applyRubric(INTERVIEW_RUBRIC, [star[0]!, star[2]!, star[3]!], 90);
    const task = rubric.parts.find((p) => p.key === 'task')!;
    expect(task).toMatchObject({ found: false, quote: null, time: null });
    expect(task.advice).toMatch(/my job was to/);
    expect(rubric.summary).toBe('STAR answer: found Situation, Action and Result; Task missing.');
  });

  it('does not count a result said before the situation', () => {
    const rubric = applyRubric(
      INTERVIEW_RUBRIC,
      [s(0, 'as a result of that we won'), s(5, 'when i was at school i ran the club')],
      90,
    );
    expect(rubric.parts.find((p) => p.key === 'result')!.found).toBe(false);
  });

  it('reads apostrophes either way and ignores case', () => {
    const rubric = applyRubric(INTERVIEW_RUBRIC, [s(0, 'So I Decided to call the client')], 90);
    expect(rubric.parts.find((p) => p.key === 'action')!.found).toBe(true);
  });

  it('holds the answer to one to two minutes', () => {
    expect(applyRubric(INTERVIEW_RUBRIC, star, 45).length).toMatchObject({
      verdict: 'short',
      minSec: 60,
      maxSec: 120,
    });
    expect(applyRubric(INTERVIEW_RUBRIC, star, 90).length.verdict).toBe('within');
    expect(applyRubric(INTERVIEW_RUBRIC, star, 150).length.text).toMatch(
      /^2:30 is over the 1-2 minutes/,
    );
  });
});
