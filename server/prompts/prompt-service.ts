import type { PromptsRepo } from '../db/repos/prompts-repo';
import type { UsageRepo } from '../db/repos/usage-repo';
import type { UserRow } from '../db/schema';
import { rateLimited } from '../errors';
import { localDay } from '../lib/time';
import type { CoachingMode } from '@common/contract/feedback';
import { pickDailyPrompt, pickOtherPrompt } from './daily-prompt';
import { MODE_PROMPTS } from './mode-prompts';

export const promptLimitMessage = (limit: number) =>
  `You can only refresh prompts ${limit} times per day`;

export function createPromptService(deps: {
  prompts: PromptsRepo;
  usage: UsageRepo;
  corpus: readonly string[];
  refreshLimit: number;
}) {
  let texts: string[] | undefined;

  /** The prompt table is the corpus from the repo plus any an operator added. */
  async function load(): Promise<string[]> {
    if (!texts) {
      await deps.prompts.seed(deps.corpus);
      texts = (await deps.prompts.listAll()).map((p) => p.text);
    }
    return texts;
  }

  /** The bank of a mode: the table for general, the mode's own prompts otherwise. */
  async function bank(mode: CoachingMode): Promise<readonly string[]> {
    return mode === 'general' ? load() : MODE_PROMPTS[mode];
  }

  return {
    load,

    async daily(
      user: UserRow | null,
      now = new Date(),
      mode?: CoachingMode,
    ): Promise<{ text: string; refreshesLeft?: number; mode?: CoachingMode }> {
      const all = await bank(mode ?? 'general');
      const day = localDay(now, user?.timezone);
      const text = pickDailyPrompt(all, day);
      // The spec's answer stays {text, refreshesLeft} unless a mode was asked for.
      const tag = mode ? { mode } : {};
      if (!user) return { text, ...tag };
      const used = await deps.usage.get(user.id, 'prompt_refresh', day);
      return { text, refreshesLeft: Math.max(0, deps.refreshLimit - used), ...tag };
    },

    /** Another prompt; counts against the daily refresh limit (429 when used up). */
    async refresh(
      user: UserRow,
      now = new Date(),
      mode?: CoachingMode,
    ): Promise<{ text: string; refreshesLeft: number; mode?: CoachingMode }> {
      const all = await bank(mode ?? 'general');
      const day = localDay(now, user.timezone);
      const used = await deps.usage.take(user.id, 'prompt_refresh', day, deps.refreshLimit);
      if (used === null) throw rateLimited(promptLimitMessage(deps.refreshLimit));
      return {
        text: pickOtherPrompt(all, pickDailyPrompt(all, day)),
        refreshesLeft: Math.max(0, deps.refreshLimit - used),
        ...(mode ? { mode } : {}),
      };
    },
  };
}

export type PromptService = ReturnType<typeof createPromptService>;
