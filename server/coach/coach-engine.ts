import type { SpeechAnalysis } from '@common/contract/analysis';
import type {
  CoachingMode,
  FeedbackBody,
  PageScores,
  ScoreExplanations,
} from '@common/contract/feedback';

/** What a coach is given: the stored analysis of one speech and who asks. */
export interface CoachInput {
  analysis: SpeechAnalysis;
  speech: {
    title: string;
    prompt: string | null;
    /** Length of the recording, seconds. */
    durationSec: number;
  };
  /** Pro accounts get the advanced tips. */
  isPro: boolean;
  /** The practice mode: its rubric joins the feedback. Absent: general. */
  mode?: CoachingMode;
}

export interface CoachResult {
  feedback: FeedbackBody;
  scores: PageScores;
  metrics: ScoreExplanations;
  /** The engine or model that wrote this feedback ('rules', or the LLM's model name). */
  modelUsed: string;
  /** True when the configured engine failed and the rules coach answered instead. */
  usedFallback: boolean;
  /** Why the fallback happened, for the log; never sent to the client. */
  fallbackReason?: string;
  /** What of a model's answer was dropped or replaced for contradicting the page, for the log. */
  adjustments?: string[];
}

/** One coaching engine (rules, llm): same input, a complete feedback. */
export interface CoachEngine {
  readonly name: string;
  generate(input: CoachInput, signal?: AbortSignal): Promise<CoachResult>;
}
