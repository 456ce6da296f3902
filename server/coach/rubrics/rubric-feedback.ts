import type { ModeRubric } from '@common/contract/feedback';
import { clock, listJoin } from '../rules/format';

/**
 * The rubric in the coach's words: a strength naming the structure found, with
 * the speaker's own words; an improvement for the first missing part or a length
 * outside the mode's target. Null where there is nothing to say.
 */
export function rubricStrength(rubric: ModeRubric): string | null {
  const found = rubric.parts.filter((p) => p.found);
  const first = found[0];
  if (!first) return null;
  const where = `${first.label} at ${clock(first.time ?? 0)}: ${first.quote}`;
  return `Your ${rubric.name} has its ${listJoin(found.map((p) => p.label))} (${where}). ${first.advice}`;
}

export function rubricImprovement(rubric: ModeRubric): string | null {
  const missing = rubric.parts.find((p) => !p.found);
  if (missing) return `Your ${rubric.name} is missing its ${missing.label}. ${missing.advice}`;
  if (rubric.length.verdict === 'short' || rubric.length.verdict === 'long') {
    return rubric.length.text;
  }
  return null;
}

/** Coach Breakdown's Structure & Flow opens with the mode's structure. */
export function withRubricStructure(rubric: ModeRubric, structureAndFlow: string): string {
  const length = rubric.length.verdict === 'none' ? '' : ` Length: ${rubric.length.text}`;
  return `${rubric.summary}${length} ${structureAndFlow}`.trim();
}
