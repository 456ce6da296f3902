import { describe, expect, it } from 'vitest';
import { goalReminderLine, utcWeek, weeklyGoalProgress, type GoalSpeech } from './weekly-goal';

// Wednesday 2026-11-25, 10:00 UTC: the week runs Monday 23 to Sunday 29.
const now = new Date('2026-11-25T10:00:00Z');
const speech = (
  recordedAt: string,
  wpm: number | null,
  fillers: number | null,
  sec = 60,
): GoalSpeech => ({
  recordedAt,
  wordsPerMinute: wpm,
  fillerWords: fillers,
  speakingTimeSec: sec,
});

describe('weekly goal', () => {
  it('counts UTC weeks from Monday to Sunday, as the streak counts days', () => {
    expect(utcWeek(now)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(utcWeek(new Date('2026-11-29T23:59:59Z'))).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
    });
    expect(utcWeek(new Date('2026-11-30T00:00:00Z')).start).toBe('2026-11-30');
  });

  it("counts this week's sessions only, against the target", () => {
    const progress = weeklyGoalProgress(
      { sessionsPerWeek: 3, maxFillersPerMinute: null, paceInBand: false },
      [
        speech('2026-11-22T23:59:00Z', 130, 1), // last Sunday
        speech('2026-11-23T00:00:00Z', 130, 1),
        speech('2026-11-25T08:00:00Z', null, null), // still processing: still a session
      ],
      now,
    );
    expect(progress.sessions).toMatchObject({
      done: 2,
      target: 3,
      met: false,
      text: '2 of 3 sessions',
    });
    expect(progress.fillers).toBeNull();
    expect(progress.met).toBe(false);
    expect(goalReminderLine(progress)).toBe('1 more session to reach your weekly goal of 3.');
  });

  it('weighs fillers per minute by speaking time and wants them under the number', () => {
    const goal = { sessionsPerWeek: null, maxFillersPerMinute: 2, paceInBand: false };
    // 2 fillers in 30 s and 4 in 90 s: 6 in 2 minutes = 3 a minute.
    const over = weeklyGoalProgress(
      goal,
      [speech('2026-11-24T09:00:00Z', 130, 2, 30), speech('2026-11-25T09:00:00Z', 130, 4, 90)],
      now,
    );
    expect(over.fillers).toMatchObject({
      perMinute: 3,
      met: false,
      text: '3 fillers a minute (goal: under 2)',
    });
    const under = weeklyGoalProgress(goal, [speech('2026-11-24T09:00:00Z', 130, 1, 120)], now);
    expect(under.fillers).toMatchObject({ perMinute: 0.5, met: true });
    expect(under.met).toBe(true);
    const atLimit = weeklyGoalProgress(goal, [speech('2026-11-24T09:00:00Z', 130, 2, 60)], now);
    expect(atLimit.fillers?.met).toBe(false);
    expect(weeklyGoalProgress(goal, [], now).fillers).toMatchObject({
      perMinute: null,
      met: false,
    });
  });

  it('wants every analysed speech of the week inside the pace band, judged as shown', () => {
    const goal = { sessionsPerWeek: null, maxFillersPerMinute: null, paceInBand: true };
    const progress = weeklyGoalProgress(
      goal,
      [speech('2026-11-24T09:00:00Z', 150.4, 0), speech('2026-11-25T09:00:00Z', 165, 0)],
      now,
    );
    expect(progress.pace).toMatchObject({
      inBand: 1,
      analysed: 2,
      met: false,
      text: '1 of 2 at 120-150 WPM',
    });
    expect(goalReminderLine(progress)).toBe("This week's goal: pace inside the 120-150 WPM band.");
  });

  it('is met only when every part is, and says nothing more once it is', () => {
    const goal = { sessionsPerWeek: 1, maxFillersPerMinute: 3, paceInBand: true };
    const progress = weeklyGoalProgress(goal, [speech('2026-11-24T09:00:00Z', 135, 1)], now);
    expect(progress.met).toBe(true);
    expect(goalReminderLine(progress)).toBeNull();
    expect(
      weeklyGoalProgress(
        { sessionsPerWeek: null, maxFillersPerMinute: null, paceInBand: false },
        [],
        now,
      ).met,
    ).toBe(false);
  });
});
