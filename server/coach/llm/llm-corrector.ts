import type { SpeechAnalysis } from '@common/contract/analysis';
import type { Correction } from '@common/contract/feedback';
import { computeFacts } from '../rules/facts';
import { round1 } from '../rules/format';
import { correctionsJsonSchema, llmCorrectionsSchema } from './llm-schema';
import { chatJson, LlmError, type ChatClientOptions } from './openai-client';
import { correctionsMessages } from './prompt';

/** Linguistic corrections from a model, placed back on the transcript. */
export interface Corrector {
  readonly model: string;
  correct(analysis: SpeechAnalysis, signal?: AbortSignal): Promise<Correction[]>;
}

export function createLlmCorrector(options: ChatClientOptions): Corrector {
  return {
    model: options.model,
    async correct(analysis, signal) {
      const facts = computeFacts(analysis);
      const answer = await chatJson(
        options,
        correctionsMessages(facts),
        { name: 'speech_corrections', jsonSchema: correctionsJsonSchema },
        signal,
      );
      const parsed = llmCorrectionsSchema.safeParse(answer);
      if (!parsed.success) {
        throw new LlmError('invalid', parsed.error.issues[0]?.message ?? 'invalid corrections');
      }
      const transcript = analysis.transcript.toLowerCase();
      const out: Correction[] = [];
      const cursorByText = new Map<string, number>();
      for (const c of parsed.data.corrections) {
        // Only corrections of words the speaker said: each occurrence in turn.
        const original = c.original.toLowerCase();
        const from = cursorByText.get(original) ?? 0;
        const start = transcript.indexOf(original, from);
        if (start < 0) continue;
        cursorByText.set(original, start + original.length);
        const end = start + original.length;
        // A word not heard for sure may not be what the speaker said: not corrected.
        if (facts.tokens.some((t) => t.unsure && t.charStart < end && t.charEnd > start)) continue;
        const token = facts.tokens.find((t) => t.charEnd > start);
        const sentence = facts.sentences.find((s) => token && s.tokens.includes(token));
        out.push({
          original: c.original,
          suggestion: c.suggestion,
          reason: c.reason,
          start,
          end,
          time: token ? round1(token.start) : null,
          context: sentence?.text ?? '',
          category: c.category,
        });
      }
      return out.sort((a, b) => a.start - b.start);
    },
  };
}
