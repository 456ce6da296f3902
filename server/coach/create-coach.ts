import type { Env } from '../env';
import type { CoachEngine } from './coach-engine';
import { createLlmCoach } from './llm/llm-coach';
import { createLlmCorrector, type Corrector } from './llm/llm-corrector';
import type { ChatClientOptions } from './llm/openai-client';
import { createRulesCoach } from './rules/rules-coach';

export interface Coaching {
  coach: CoachEngine;
  /** Linguistic corrections from the model; undefined with the rules coach. */
  corrector?: Corrector;
}

/** The coach COACH names: rules (default, offline) or an OpenAI-compatible model. */
export function createCoaching(
  env: Pick<
    Env,
    'COACH' | 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS' | 'LLM_JSON_MODE'
  >,
  fetchImpl?: typeof fetch,
): Coaching {
  if (env.COACH === 'rules' || !env.LLM_BASE_URL) return { coach: createRulesCoach() };
  const options: ChatClientOptions = {
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    jsonMode: env.LLM_JSON_MODE,
    fetch: fetchImpl,
  };
  return { coach: createLlmCoach(options), corrector: createLlmCorrector(options) };
}
