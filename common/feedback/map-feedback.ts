import type { CoachBreakdown, DisplayedFeedback, FeedbackRecord } from '../contract/feedback';

/** A stored list: JSON text of strings. Anything unreadable is an empty list, never a crash. */
export function parseTextList(text: string | null | undefined): string[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}

/** Stored rewrites: JSON text of {original, improved, explanation}. */
export function parseRewrites(
  text: string | null | undefined,
): Array<{ original: string; improved: string; explanation: string }> {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  const rewrites: Array<{ original: string; improved: string; explanation: string }> = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { original, improved, explanation } = item as Record<string, unknown>;
    if (typeof original !== 'string' || typeof improved !== 'string') continue;
    rewrites.push({
      original,
      improved,
      explanation: typeof explanation === 'string' ? explanation : '',
    });
  }
  return rewrites;
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A 0-100 server score as the UI shows it: 0-10 with one decimal. */
export function toTenScale(score: number): number {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(score) ? score : 0));
  return Math.round(clamped) / 10;
}

/** The mean of the four server scores, in whole percent. */
export function averagePercent(record: {
  clarityScore: number;
  pacingScore: number;
  confidenceScore: number;
  deliveryScore: number;
}): number {
  const scores = [
    record.clarityScore,
    record.pacingScore,
    record.confidenceScore,
    record.deliveryScore,
  ].map((s) => Math.min(100, Math.max(0, Number.isFinite(s) ? s : 0)));
  return Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
}

/** Spec section 3: 'a sentence built from the average of the four scores in percent'. */
export function emotionalReflectionFor(percent: number): string {
  if (percent >= 80) {
    return `At ${percent}% across clarity, pacing, confidence and delivery, you sounded like someone who trusts their message: enjoy that feeling and build on it.`;
  }
  if (percent >= 60) {
    return `At ${percent}% across clarity, pacing, confidence and delivery, you're on solid ground: the nerves show in places, but your message comes through.`;
  }
  return `At ${percent}% across clarity, pacing, confidence and delivery, this one may have felt hard, and that's normal: every recording builds the calm you're after.`;
}

const BREAKDOWN_KEYS = [
  'structureAndFlow',
  'vocalDelivery',
  'messageImpact',
  'languageAndPrecision',
] as const satisfies ReadonlyArray<keyof CoachBreakdown>;

// Checked by hand, not with the zod schema: this module runs in the browser,
// which does not load zod.
function parseBreakdown(text: string | null | undefined): CoachBreakdown | undefined {
  const value = parseJson(text);
  if (!value || typeof value !== 'object') return undefined;
  const fields = value as Record<string, unknown>;
  if (!BREAKDOWN_KEYS.every((key) => typeof fields[key] === 'string')) return undefined;
  return Object.fromEntries(BREAKDOWN_KEYS.map((key) => [key, fields[key]])) as CoachBreakdown;
}

/**
 * A stored record in the form the feedback card shows (spec section 3). The
 * history mapping passes no options: no audio, and the record's own coaching
 * mode. The spec's mapping always said 'general', which was every record's
 * mode before practice modes (issue 13, ADR 20); a record without one still does.
 */
export function mapFeedbackRecord(
  record: FeedbackRecord,
  options: { audioUrl?: string; coachingMode?: string } = {},
): DisplayedFeedback {
  const breakdown = parseBreakdown(record.coachBreakdown);
  return {
    id: String(record.id),
    user_id: String(record.userId),
    summary_tag: record.summaryTag,
    scores: {
      clarity: toTenScale(record.clarityScore),
      pacing: toTenScale(record.pacingScore),
      confidence: toTenScale(record.confidenceScore),
      delivery: toTenScale(record.deliveryScore),
    },
    breakdown: {
      strengths: parseTextList(record.strengths),
      weaknesses: parseTextList(record.areasToImprove),
    },
    examples_and_rewrites: parseRewrites(record.rewriteSuggestions),
    tips: parseTextList(record.actionableTips),
    actionable_drills: parseTextList(record.actionableDrills),
    emotional_reflection: emotionalReflectionFor(averagePercent(record)),
    coach_notes: record.overallFeedback,
    coaching_mode: options.coachingMode ?? (record.coachingMode || 'general'),
    created_at: record.createdAt,
    ...(options.audioUrl ? { audio_url: options.audioUrl } : {}),
    speech_data: {
      speechId: record.speechId,
      modelUsed: record.modelUsed,
      usedFallback: record.usedFallback,
    },
    ...(breakdown ? { coach_breakdown: breakdown } : {}),
  };
}
