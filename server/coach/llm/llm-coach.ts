import type { FeedbackBody, Rewrite } from '@common/contract/feedback';
import { speechTopic } from '@common/measures/topic';
import type { CoachEngine, CoachInput, CoachResult } from '../coach-engine';
import { drillLine } from '../rules/drills';
import { computeFacts } from '../rules/facts';
import { generateRulesFeedback, RULES_MODEL } from '../rules/rules-coach';
import { feedbackJsonSchema, llmFeedbackSchema, type LlmFeedback } from './llm-schema';
import { chatJson, LlmError, type ChatClientOptions } from './openai-client';
import { feedbackMessages } from './prompt';
import { reconcileAnswer } from './reconcile';

/** Lower case words only, so a quote matches the transcript whatever the model did to punctuation. */
export function normaliseQuote(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A rewrite is kept only when its original really is the speaker's sentence. */
function quotedRewrites(rewrites: LlmFeedback['rewrites'], transcript: string): Rewrite[] {
  const said = normaliseQuote(transcript);
  return rewrites.filter((r) => {
    const quote = normaliseQuote(r.original);
    return quote.length > 0 && said.includes(quote);
  });
}

/** The model writes the words; the measured scores, filler list and focus stay the rules coach's. */
function merge(
  draft: Omit<CoachResult, 'usedFallback'>,
  answer: LlmFeedback,
  input: CoachInput,
  model: string,
): CoachResult {
  const rewrites = quotedRewrites(answer.rewrites, input.analysis.transcript);
  const feedback: FeedbackBody = {
    ...draft.feedback,
    overview: answer.overview,
    summaryTag: answer.summaryTag,
    strengths: answer.strengths,
    improvements: answer.improvements,
    practiceTips: answer.practiceTips,
    drills: answer.drills,
    practiceDrills: answer.drills.map(drillLine),
    rewrites: rewrites.length ? rewrites : draft.feedback.rewrites,
    emotionalReflection: answer.emotionalReflection,
    coachNote: answer.coachNote,
    coachBreakdown: answer.coachBreakdown,
    advancedTips: input.isPro
      ? answer.advancedTips.length
        ? answer.advancedTips
        : draft.feedback.advancedTips
      : [],
  };
  return { ...draft, feedback, modelUsed: model, usedFallback: false };
}

/**
 * Feedback from a language model, checked against the schema. Any failure
 * (timeout, HTTP error, malformed or invalid answer) gives the rules coach's
 * feedback with usedFallback true.
 */
export function createLlmCoach(options: ChatClientOptions): CoachEngine {
  return {
    name: `llm:${options.model}`,
    async generate(input, signal) {
      const draft = generateRulesFeedback(input);
      try {
        const facts = computeFacts(
          input.analysis,
          input.speech.durationSec,
          speechTopic(input.speech),
        );
        const answer = await chatJson(
          options,
          feedbackMessages(input, facts, draft),
          { name: 'speech_feedback', jsonSchema: feedbackJsonSchema },
          signal,
        );
        const parsed = llmFeedbackSchema.safeParse(answer);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new LlmError(
            'invalid',
            `the answer does not match the schema at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
          );
        }
        // What contradicts the page is dropped or replaced by the rules coach's words.
        const { answer: checked, fixes } = reconcileAnswer(parsed.data, facts, draft);
        return {
          ...merge(draft, checked, input, options.model),
          ...(fixes.length ? { adjustments: fixes } : {}),
        };
      } catch (err) {
        return {
          ...draft,
          modelUsed: RULES_MODEL,
          usedFallback: true,
          fallbackReason: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
        };
      }
    },
  };
}
