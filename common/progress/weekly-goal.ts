import { PACE_GOOD, roundWpm } from '../measures/bands';
import { toUtcDay } from './streak';

/**
 * The speaker's weekly goal (issue 13): any of sessions per week, fillers per
 * minute under a number, pace inside the band. Null parts are not set.
 */
export interface WeeklyGoal {
  sessionsPerWeek: number | null;
  maxFillersPerMinute: number | null;
  paceInBand: boolean;
}

export const WEEKLY_GOAL_LIMITS = {
  sessions: { min: 1, max: 21 },
  fillersPerMinute: { min: 0.5, max: 20 },
} as const;

/** What the weekly computation reads of a speech. */
export interface GoalSpeech {
  recordedAt: string;
  /** Null until analysed. */
  wordsPerMinute: number | null;
  fillerWords: number | null;
  /** Seconds of speech (first word to last); the recording's length when unknown. */
  speakingTimeSec: number | null;
}

export interface GoalPart {
  /** Done this week. */
  met: boolean;
  /** 'This week: 2 of 3 sessions'. */
  text: string;
}

export interface WeeklyGoalProgress {
  /** The week's Monday and Sunday (UTC dates), as the streak counts days. */
  weekStart: string;
  weekEnd: string;
  sessions: (GoalPart & { done: number; target: number }) | null;
  fillers: (GoalPart & { perMinute: number | null; max: number }) | null;
  pace: (GoalPart & { inBand: number; analysed: number }) | null;
  /** Every set part met. */
  met: boolean;
}

const DAY_MS = 86_400_000;

/** The UTC week (Monday to Sunday) holding `now`. */
export function utcWeek(now: Date): { start: string; end: string } {
  const day = Date.parse(`${toUtcDay(now)}T00:00:00.000Z`);
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { start: iso(monday), end: iso(monday + 6 * DAY_MS) };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Progress toward the goal this UTC week: sessions recorded; fillers per minute
 * over the week's analysed speech (all fillers over all speaking time, so a
 * short take does not count as much as a long one); how many analysed speeches
 * had their pace inside the band.
 */
export function weeklyGoalProgress(
  goal: WeeklyGoal,
  speeches: readonly GoalSpeech[],
  now: Date = new Date(),
): WeeklyGoalProgress {
  const { start, end } = utcWeek(now);
  const week = speeches.filter((s) => {
    const day = toUtcDay(s.recordedAt);
    return day !== null && day >= start && day <= end;
  });
  const analysed = week.filter((s) => s.wordsPerMinute !== null && s.fillerWords !== null);

  let sessions: WeeklyGoalProgress['sessions'] = null;
  if (goal.sessionsPerWeek !== null) {
    const done = week.length;
    const target = goal.sessionsPerWeek;
    sessions = {
      done,
      target,
      met: done >= target,
      text: `${Math.min(done, target)} of ${target} ${target === 1 ? 'session' : 'sessions'}`,
    };
  }

  let fillers: WeeklyGoalProgress['fillers'] = null;
  if (goal.maxFillersPerMinute !== null) {
    const max = goal.maxFillersPerMinute;
    const minutes = analysed.reduce((sum, s) => sum + (s.speakingTimeSec ?? 0), 0) / 60;
    const count = analysed.reduce((sum, s) => sum + (s.fillerWords ?? 0), 0);
    const perMinute = minutes > 0 ? round1(count / minutes) : null;
    fillers = {
      perMinute,
      max,
      met: perMinute !== null && perMinute < max,
      text:
        perMinute === null
          ? `Fillers under ${max} a minute: no analysed speech yet`
          : `${perMinute} fillers a minute (goal: under ${max})`,
    };
  }

  let pace: WeeklyGoalProgress['pace'] = null;
  if (goal.paceInBand) {
    const inBand = analysed.filter((s) => {
      const wpm = roundWpm(s.wordsPerMinute ?? 0);
      return wpm >= PACE_GOOD.min && wpm <= PACE_GOOD.max;
    }).length;
    pace = {
      inBand,
      analysed: analysed.length,
      met: analysed.length > 0 && inBand === analysed.length,
      text:
        analysed.length === 0
          ? `Pace ${PACE_GOOD.min}-${PACE_GOOD.max} WPM: no analysed speech yet`
          : `${inBand} of ${analysed.length} at ${PACE_GOOD.min}-${PACE_GOOD.max} WPM`,
    };
  }

  const parts = [sessions, fillers, pace].filter((p) => p !== null);
  return {
    weekStart: start,
    weekEnd: end,
    sessions,
    fillers,
    pace,
    met: parts.length > 0 && parts.every((p) => p.met),
  };
}

/** One line for a reminder: what is left this week; null with no goal or nothing left. */
export function goalReminderLine(progress: WeeklyGoalProgress): string | null {
  const s = progress.sessions;
  if (s && !s.met) {
    const left = s.target - s.done;
    return `${left} more ${left === 1 ? 'session' : 'sessions'} to reach your weekly goal of ${s.target}.`;
  }
  if (progress.fillers && !progress.fillers.met) {
    return `This week's goal: fillers under ${progress.fillers.max} a minute.`;
  }
  if (progress.pace && !progress.pace.met)
    return "This week's goal: pace inside the 120-150 WPM band.";
  return null;
}
