import { COACHING_MODES } from '../constants';
import type { CoachingMode } from '../contract/feedback';

export interface CoachingModeInfo {
  mode: CoachingMode;
  /** Shown on Home's mode control and the feedback's badge. */
  label: string;
  /** One line under the control: what the mode practises. */
  description: string;
  /** Length guidance, seconds; null where the mode sets no bound. */
  minSec: number | null;
  maxSec: number | null;
}

/**
 * Issue 13's practice modes. The lengths are what the people who hear these
 * speeches expect: an interview answer of one to two minutes, a pitch under three.
 */
export const COACHING_MODE_INFO: Record<CoachingMode, CoachingModeInfo> = {
  general: {
    mode: 'general',
    label: 'General',
    description: 'Any topic: pace, fillers, pauses and clarity.',
    minSec: null,
    maxSec: null,
  },
  interview: {
    mode: 'interview',
    label: 'Interview',
    description: 'Answer a question: situation, task, action, result, in 1-2 minutes.',
    minSec: 60,
    maxSec: 120,
  },
  pitch: {
    mode: 'pitch',
    label: 'Pitch',
    description: 'Problem, solution, ask, in under 3 minutes.',
    minSec: null,
    maxSec: 180,
  },
  story: {
    mode: 'story',
    label: 'Story',
    description: 'A beginning, a turn and an ending.',
    minSec: null,
    maxSec: null,
  },
  presentation: {
    mode: 'presentation',
    label: 'Presentation',
    description: 'Say where you are going, signpost each part, sum up.',
    minSec: null,
    maxSec: null,
  },
};

export const COACHING_MODE_LIST: readonly CoachingModeInfo[] = COACHING_MODES.map(
  (mode) => COACHING_MODE_INFO[mode],
);

/** A stored or typed mode; anything unknown (an older row, a stale client) reads as general. */
export function toCoachingMode(value: string | null | undefined): CoachingMode {
  return (COACHING_MODES as readonly string[]).includes(value ?? '')
    ? (value as CoachingMode)
    : 'general';
}

/** 'Interview coaching', as the feedback card's badge says it. */
export function coachingModeBadge(value: string | null | undefined): string {
  return `${COACHING_MODE_INFO[toCoachingMode(value)].label} coaching`;
}
