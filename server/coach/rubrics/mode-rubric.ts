import type { CoachingMode, ModeRubric } from '@common/contract/feedback';
import { INTERVIEW_RUBRIC } from './interview-rubric';
import { PITCH_RUBRIC } from './pitch-rubric';
import { PRESENTATION_RUBRIC } from './presentation-rubric';
import { applyRubric, type RubricSentence, type RubricSpec } from './rubric-engine';
import { STORY_RUBRIC } from './story-rubric';

const RUBRICS: Record<Exclude<CoachingMode, 'general'>, RubricSpec> = {
  interview: INTERVIEW_RUBRIC,
  pitch: PITCH_RUBRIC,
  story: STORY_RUBRIC,
  presentation: PRESENTATION_RUBRIC,
};

/** The practice mode's structure check; `general` has none (the spec's coaching is unchanged). */
export function modeRubric(
  mode: CoachingMode,
  sentences: readonly RubricSentence[],
  durationSec: number,
): ModeRubric | null {
  if (mode === 'general') return null;
  return applyRubric(RUBRICS[mode], sentences, durationSec);
}
