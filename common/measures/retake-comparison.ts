import { PACE_GOOD } from './bands';

/** What one attempt measured, as the comparison needs it (from the analysis and, when it came, the feedback). */
export interface AttemptMeasures {
  wordsPerMinute: number | null;
  fillerWords: number;
  /** First word to last word, seconds; null when unknown (then the recording's length is used). */
  speakingTimeSec: number | null;
  durationSec: number;
  pauses: number;
  longestPauseSec: number | null;
  confidenceScore: number | null;
  grammarScore: number | null;
  /** The coach's four stored scores (as Progress shows them), 0-10; absent until its feedback came. */
  scores?: { clarity: number; pacing: number; confidence: number; delivery: number };
  /** Filler word -> count. */
  fillerWordsList: Record<string, number>;
  /** Phrases said twice in a row or overused ("the the", "I think I think"). */
  repeatedPhrases: string[];
}

export type Verdict = 'improved' | 'worse' | 'same' | 'not-judged';

export interface MetricChange {
  id: string;
  label: string;
  before: number | null;
  after: number | null;
  /** after - before; null when either is unknown. */
  change: number | null;
  verdict: Verdict;
  /** Why the verdict, in the speaker's words ('Now inside 120-150 WPM'). */
  reason: string;
}

/** Changes smaller than these are the noise of measuring, not a change. */
const TOLERANCE = {
  wpm: 2,
  fillersPerMin: 0.2,
  percent: 1,
  score: 0.1,
  pauseSec: 0.2,
} as const;

/** A silence this long reads as a lost thread; shorter pauses are fine, so they are not judged. */
export const LONG_PAUSE_SEC = 2;

const round1 = (value: number) => Math.round(value * 10) / 10;

function minutesOf(attempt: AttemptMeasures): number {
  const seconds = attempt.speakingTimeSec ?? attempt.durationSec;
  return seconds > 0 ? seconds / 60 : 0;
}

/** Fillers per minute of speaking, one decimal; null without speaking time. */
export function fillersPerMinute(attempt: AttemptMeasures): number | null {
  const minutes = minutesOf(attempt);
  return minutes > 0 ? round1(attempt.fillerWords / minutes) : null;
}

/** How far a pace is outside the 120-150 band, WPM (0 inside). */
export function distanceFromPaceBand(wpm: number): number {
  if (wpm < PACE_GOOD.min) return PACE_GOOD.min - wpm;
  if (wpm > PACE_GOOD.max) return wpm - PACE_GOOD.max;
  return 0;
}

/** Pace is judged against the band, not up or down: closer to 120-150 is better. */
export function comparePace(before: number | null, after: number | null): MetricChange {
  const base = {
    id: 'pace',
    label: 'Speaking rate (WPM)',
    before: before === null ? null : Math.round(before),
    after: after === null ? null : Math.round(after),
    change: before === null || after === null ? null : Math.round(after) - Math.round(before),
  };
  if (before === null || after === null) {
    return { ...base, verdict: 'not-judged', reason: 'Not measured in both attempts' };
  }
  const was = distanceFromPaceBand(Math.round(before));
  const now = distanceFromPaceBand(Math.round(after));
  const band = `${PACE_GOOD.min}-${PACE_GOOD.max} WPM`;
  if (was === 0 && now === 0)
    return { ...base, verdict: 'same', reason: `Inside ${band} both times` };
  if (now === 0) return { ...base, verdict: 'improved', reason: `Now inside ${band}` };
  if (was === 0) return { ...base, verdict: 'worse', reason: `Now outside ${band}` };
  if (Math.abs(now - was) < TOLERANCE.wpm) {
    return { ...base, verdict: 'same', reason: `About as far from ${band}` };
  }
  return now < was
    ? { ...base, verdict: 'improved', reason: `Closer to ${band}` }
    : { ...base, verdict: 'worse', reason: `Further from ${band}` };
}

/** A measure where more is better (higherBetter) or less is. */
function compareNumber(
  id: string,
  label: string,
  before: number | null,
  after: number | null,
  options: { higherBetter: boolean; tolerance: number; digits?: number },
): MetricChange {
  const shown = (value: number | null) =>
    value === null ? null : Number(value.toFixed(options.digits ?? 0));
  const b = shown(before);
  const a = shown(after);
  const change = a === null || b === null ? null : Number((a - b).toFixed(options.digits ?? 0));
  if (change === null) {
    return {
      id,
      label,
      before: b,
      after: a,
      change,
      verdict: 'not-judged',
      reason: 'Not measured in both attempts',
    };
  }
  if (Math.abs(change) < options.tolerance) {
    return { id, label, before: b, after: a, change, verdict: 'same', reason: 'About the same' };
  }
  const better = options.higherBetter ? change > 0 : change < 0;
  return {
    id,
    label,
    before: b,
    after: a,
    change,
    verdict: better ? 'improved' : 'worse',
    reason: options.higherBetter
      ? better
        ? 'Higher is better'
        : 'Lower than before'
      : better
        ? 'Fewer is better'
        : 'More than before',
  };
}

/**
 * The longest pause is judged only when one attempt had a silence of 2 s or
 * more: pausing is good delivery, a long silence is a lost thread.
 */
export function compareLongestPause(before: number | null, after: number | null): MetricChange {
  const base = compareNumber('longest-pause', 'Longest pause (s)', before, after, {
    higherBetter: false,
    tolerance: TOLERANCE.pauseSec,
    digits: 1,
  });
  if (base.verdict === 'not-judged' || base.verdict === 'same') return base;
  const long = Math.max(before ?? 0, after ?? 0) >= LONG_PAUSE_SEC;
  if (!long)
    return { ...base, verdict: 'not-judged', reason: 'No pause of 2 s or more: pausing is fine' };
  return {
    ...base,
    reason:
      base.verdict === 'improved'
        ? 'Shorter silence: the thread held'
        : 'A longer silence than before',
  };
}

/** Every metric of two attempts with its change and whether it improved. */
export function compareAttempts(before: AttemptMeasures, after: AttemptMeasures): MetricChange[] {
  const changes = [
    comparePace(before.wordsPerMinute, after.wordsPerMinute),
    compareNumber(
      'fillers-per-minute',
      'Fillers per minute',
      fillersPerMinute(before),
      fillersPerMinute(after),
      {
        higherBetter: false,
        tolerance: TOLERANCE.fillersPerMin,
        digits: 1,
      },
    ),
    {
      ...compareNumber('pauses', 'Pauses of 0.5 s or more', before.pauses, after.pauses, {
        higherBetter: false,
        tolerance: 1,
      }),
      // Counting pauses says nothing good or bad: deliberate pauses help a talk.
      verdict: 'not-judged' as const,
      reason: 'Not judged: deliberate pauses help',
    },
    compareLongestPause(before.longestPauseSec, after.longestPauseSec),
    compareNumber('confidence', 'Confidence (%)', before.confidenceScore, after.confidenceScore, {
      higherBetter: true,
      tolerance: TOLERANCE.percent,
    }),
    compareNumber('grammar', 'Grammar score', before.grammarScore, after.grammarScore, {
      higherBetter: true,
      tolerance: TOLERANCE.percent,
    }),
  ];
  const scoreNames = [
    ['clarity', 'Clarity'],
    ['pacing', 'Pacing'],
    ['confidence', 'Confidence score'],
    ['delivery', 'Delivery'],
  ] as const;
  for (const [key, label] of scoreNames) {
    changes.push(
      compareNumber(
        `score-${key}`,
        `${label} (of 10)`,
        before.scores?.[key] ?? null,
        after.scores?.[key] ?? null,
        {
          higherBetter: true,
          tolerance: TOLERANCE.score,
          digits: 1,
        },
      ),
    );
  }
  return changes;
}

export interface WordChanges {
  /** Said before, not at all now. */
  gone: string[];
  /** Said less often now: word, before, after. */
  fewer: Array<{ text: string; before: number; after: number }>;
  /** New now, or more often. */
  more: Array<{ text: string; before: number; after: number }>;
}

/** Which fillers went away, became rarer, or came in. */
export function compareFillerWords(
  before: Record<string, number>,
  after: Record<string, number>,
): WordChanges {
  const words = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const result: WordChanges = { gone: [], fewer: [], more: [] };
  for (const text of words) {
    const b = before[text] ?? 0;
    const a = after[text] ?? 0;
    if (b > 0 && a === 0) result.gone.push(text);
    else if (a < b) result.fewer.push({ text, before: b, after: a });
    else if (a > b) result.more.push({ text, before: b, after: a });
  }
  return result;
}

/** Repeated phrases of the first attempt that the retake no longer has, and new ones. */
export function compareRepeatedPhrases(
  before: readonly string[],
  after: readonly string[],
): { gone: string[]; new: string[] } {
  const norm = (text: string) => text.trim().toLowerCase();
  const was = new Set(before.map(norm));
  const now = new Set(after.map(norm));
  return {
    gone: [...was].filter((p) => !now.has(p)).sort(),
    new: [...now].filter((p) => !was.has(p)).sort(),
  };
}
