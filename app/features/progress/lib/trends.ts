import type { DisplayedFeedback } from '@common/contract/feedback';
import type { SpeechDto } from '@common/contract/speech';
import { PACE_GOOD, paceBand, roundWpm } from '@common/measures/bands';
import { getAverageScore } from '@app/features/feedback-history/public';

export interface TrendPoint {
  /** ms since the epoch. */
  time: number;
  value: number;
}

/** How many of the latest sessions a chart shows. */
export const TREND_POINTS = 30;

function timeOf(value: string): number | null {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

function latest(points: TrendPoint[]): TrendPoint[] {
  return points.sort((a, b) => a.time - b.time).slice(-TREND_POINTS);
}

/** The average feedback score (0-10) of each feedback, oldest first. */
export function getScoreTrend(feedback: readonly DisplayedFeedback[]): TrendPoint[] {
  const points: TrendPoint[] = [];
  for (const item of feedback) {
    const time = timeOf(item.created_at);
    if (time !== null) points.push({ time, value: getAverageScore(item.scores) });
  }
  return latest(points);
}

/** Words per minute of each analysed speech, oldest first. */
export function getPaceTrend(speeches: readonly SpeechDto[]): TrendPoint[] {
  const points: TrendPoint[] = [];
  for (const speech of speeches) {
    const wpm = speech.analysis?.wordsPerMinute;
    const time = timeOf(speech.recordedAt);
    if (time !== null && typeof wpm === 'number' && Number.isFinite(wpm) && wpm > 0) {
      points.push({ time, value: Math.round(wpm) });
    }
  }
  return latest(points);
}

/**
 * Filler words per minute of speaking time, oldest first: a count alone rewards
 * short speeches. Speaking time falls back to the recording's length.
 */
export function getFillerRateTrend(speeches: readonly SpeechDto[]): TrendPoint[] {
  const points: TrendPoint[] = [];
  for (const speech of speeches) {
    const analysis = speech.analysis;
    const time = timeOf(speech.recordedAt);
    if (!analysis || time === null || analysis.wordsPerMinute === null) continue;
    const seconds =
      analysis.speakingTimeSec || analysis.details?.speakingTimeSec || speech.duration;
    if (!(seconds > 0)) continue;
    points.push({ time, value: Math.round((analysis.fillerWords / (seconds / 60)) * 10) / 10 });
  }
  return latest(points);
}

export interface TrendChange {
  /** The mean of the first few points and of the last few. */
  from: number;
  to: number;
  direction: 'up' | 'down' | 'flat';
  /** How many sessions each mean covers (1-3). */
  size: number;
}

/**
 * The change from the start to now: the mean of the first and the last up to 3
 * points each, so one odd session does not decide it. Null with fewer than 2 points.
 */
export function getTrendChange(
  points: readonly TrendPoint[],
  flatWithin: number,
): TrendChange | null {
  if (points.length < 2) return null;
  const size = Math.min(3, Math.floor(points.length / 2));
  const mean = (slice: readonly TrendPoint[]) =>
    slice.reduce((sum, point) => sum + point.value, 0) / slice.length;
  const from = Math.round(mean(points.slice(0, size)) * 10) / 10;
  const to = Math.round(mean(points.slice(-size)) * 10) / 10;
  const delta = to - from;
  return {
    from,
    to,
    direction: Math.abs(delta) <= flatWithin ? 'flat' : delta > 0 ? 'up' : 'down',
    size,
  };
}

/**
 * What a trend chart says: the headline number and the caption under it, both
 * from the same change (the mean of the last sessions), so the caption never
 * speaks of a number the headline does not show (issue 11).
 */
export interface TrendText {
  headline: string;
  /** What the headline is: 'average of your last 3 sessions'. */
  headlineNote: string;
  caption: string;
}

function headlineNote(change: TrendChange): string {
  return change.size === 1 ? 'your latest session' : `average of your last ${change.size} sessions`;
}

export function describeScoreTrend(change: TrendChange): TrendText {
  const to = change.to.toFixed(1);
  return {
    headline: `${to}/10`,
    headlineNote: headlineNote(change),
    caption:
      change.direction === 'flat'
        ? `Holding steady around ${to}/10.`
        : `${change.direction === 'up' ? 'Up' : 'Down'} from ${change.from.toFixed(1)} to ${to} since your first sessions.`,
  };
}

export function describePaceTrend(change: TrendChange): TrendText {
  const to = roundWpm(change.to);
  const band = paceBand(to);
  const range = `${PACE_GOOD.min}-${PACE_GOOD.max}`;
  const where =
    band.label === 'Good'
      ? `Good: inside the comfortable ${range} range.`
      : `${band.label}: ${band.label === 'Too Fast' ? 'above' : 'below'} the comfortable ${range} range.`;
  return {
    headline: `${to} WPM`,
    headlineNote: headlineNote(change),
    caption:
      change.direction === 'flat'
        ? `Steady at about ${to} WPM. ${where}`
        : `${change.direction === 'up' ? 'Faster' : 'Slower'}: ${roundWpm(change.from)} to ${to} WPM. ${where}`,
  };
}

export function describeFillerTrend(change: TrendChange): TrendText {
  const to = change.to.toFixed(1);
  const from = change.from.toFixed(1);
  return {
    headline: `${to}/min`,
    headlineNote: headlineNote(change),
    caption:
      change.direction === 'flat'
        ? `About ${to} fillers a minute, as when you started.`
        : change.direction === 'down'
          ? `Fewer fillers: ${from} down to ${to} a minute.`
          : `More fillers: ${from} up to ${to} a minute.`,
  };
}
