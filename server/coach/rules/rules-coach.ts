import type { Dimension, FeedbackBody } from '@common/contract/feedback';
import { speechTopic } from '@common/measures/topic';
import type { CoachEngine, CoachInput, CoachResult } from '../coach-engine';
import { advancedTips } from './advanced-tips';
import { coachNote, overview } from './coach-note';
import { chooseDrills, drillLine } from './drills';
import { coachBreakdown, explainScores } from './explanations';
import { computeFacts } from './facts';
import { findAreas, findStrengths, type Finding } from './findings';
import { emotionalReflection } from './reflection';
import { emphasisRewrites, suggestRewrites } from './rewrites';
import { rankDimensions, scoreSpeech } from './scoring';
import { summaryTag } from './summary-tag';
import { practiceTips } from './tips';
import { modeRubric } from '../rubrics/mode-rubric';
import { rubricImprovement, rubricStrength, withRubricStructure } from '../rubrics/rubric-feedback';

export const RULES_MODEL = 'rules';

/** A speech with nothing notable still gets a strength, taken from what it did do. */
function fallbackStrength(wordCount: number): Finding {
  return {
    key: 'showed-up',
    area: 'confidence',
    label: 'your willingness to practise',
    weight: 0.1,
    text:
      wordCount > 0
        ? `You recorded ${wordCount} words and finished what you started; that is the habit every good speaker builds on.`
        : 'You pressed record, which is the step most people never take.',
  };
}

/** When nothing held the speaker back, the next level for the weakest dimension. */
const STRETCH: Record<Dimension, { text: string; tip: string }> = {
  clarity: {
    text: 'Your words were clear; the next level is making one line unforgettable.',
    tip: 'Pick your key sentence and say it twice: once in the middle, and word for word as your final line.',
  },
  pacing: {
    text: 'Your pace was comfortable; the next level is changing it on purpose.',
    tip: 'Slow right down for your single most important sentence, then return to your normal pace.',
  },
  confidence: {
    text: 'You sounded sure of yourself; the next level is owning the silence.',
    tip: 'Hold a full two-second pause before your final line and let the audience wait for it.',
  },
  delivery: {
    text: 'Your voice was engaging; the next level is contrast.',
    tip: 'Drop to a quieter, slower voice for one moment in the middle of the speech to pull the audience in.',
  },
};

function stretchArea(weakest: Dimension, score: number): Finding {
  const stretch = STRETCH[weakest];
  return {
    key: 'stretch',
    area: weakest,
    label: `your ${weakest}`,
    brief: `your ${weakest} is the score with the most room left (${score}/100)`,
    weight: 0.1,
    text: `${stretch.text} Your ${weakest} (${score}/100) is the score with the most room left.`,
    tip: stretch.tip,
  };
}

/** The rules coach as a pure function: same analysis, same feedback. */
export function generateRulesFeedback(input: CoachInput): Omit<CoachResult, 'usedFallback'> {
  const f = computeFacts(input.analysis, input.speech.durationSec, speechTopic(input.speech));
  const scored = scoreSpeech(f);
  const d = scored.dimensions;
  const [weakest = 'clarity'] = rankDimensions(d);

  const rubric = modeRubric(input.mode ?? 'general', f.sentences, input.speech.durationSec);
  // A mode with its own length (an interview answer of 1-2 minutes) is judged on it, not on
  // the general advice to speak for two minutes.
  const modeLength = rubric && (rubric.length.minSec !== null || rubric.length.maxSec !== null);
  let areas = findAreas(f).filter((a) => !(modeLength && a.key === 'short'));
  let strengths = findStrengths(f);
  if (areas.length === 0) areas = [stretchArea(weakest, d[weakest])];
  if (strengths.length === 0) strengths = [fallbackStrength(f.wordCount)];
  // The mode's structure comes first: it is what the speaker chose to practise.
  const modeStrength = rubric ? rubricStrength(rubric) : null;
  const modeArea = rubric ? rubricImprovement(rubric) : null;
  const topAreas = areas.slice(0, modeArea ? 3 : 4);
  const topStrengths = strengths.slice(0, modeStrength ? 2 : 3);
  const breakdown = coachBreakdown(f, areas, strengths);

  const drills = chooseDrills(weakest, areas, d);
  let rewrites = suggestRewrites(f);
  if (areas.some((a) => a.key === 'monotone') && rewrites.length < 2) {
    rewrites = [...rewrites, ...emphasisRewrites(f, 2 - rewrites.length)];
  }
  const average = (d.clarity + d.pacing + d.confidence + d.delivery) / 4;

  const feedback: FeedbackBody = {
    overview: overview(f, d, scored.page, areas),
    summaryTag: summaryTag(f, d, areas),
    strengths: [...(modeStrength ? [modeStrength] : []), ...topStrengths.map((s) => s.text)],
    improvements: [...(modeArea ? [modeArea] : []), ...topAreas.map((a) => a.text)],
    practiceTips: practiceTips(areas, {
      roomHeard: f.recordingNotes.some((note) => note.kind !== 'hum'),
    }),
    practiceDrills: drills.map(drillLine),
    drills,
    coachNote: coachNote(f, d, areas, strengths, weakest, !!modeLength),
    fillerWords: f.fillerUses,
    rewrites,
    emotionalReflection: emotionalReflection(f, areas, average),
    advancedTips: input.isPro ? advancedTips(f) : [],
    coachBreakdown: rubric
      ? { ...breakdown, structureAndFlow: withRubricStructure(rubric, breakdown.structureAndFlow) }
      : breakdown,
    focus: weakest,
    dimensionScores: d,
    ...(rubric ? { rubric } : {}),
  };
  return {
    feedback,
    scores: scored.page,
    metrics: explainScores(f, scored.page),
    modelUsed: RULES_MODEL,
  };
}

export function createRulesCoach(): CoachEngine {
  return {
    name: RULES_MODEL,
    async generate(input) {
      return { ...generateRulesFeedback(input), usedFallback: false };
    },
  };
}
