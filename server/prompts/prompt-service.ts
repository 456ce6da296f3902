import type { PromptsRepo } from '../db/repos/prompts-repo';
import type { UsageRepo } from '../db/repos/usage-repo';
import type { UserRow } from '../db/schema';
import { rateLimited } from '../errors';
import { localDay } from '../lib/time';
import { pickDailyPrompt, pickOtherPrompt } from './daily-prompt';

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

  return {
    load,

    async daily(
      user: UserRow | null,
      now = new Date(),
    ): Promise<{ text: string; refreshesLeft?: number }> {
      const all = await load();
      const day = localDay(now, user?.timezone);
      const text = pickDailyPrompt(all, day);
      if (!user) return { text };
      const used = await deps.usage.get(user.id, 'prompt_refresh', day);
      return { text, refreshesLeft: Math.max(0, deps.refreshLimit - used) };
    },

    /** Another prompt; counts against the daily refresh limit (429 when used up). */
    async refresh(
      user: UserRow,
      now = new Date(),
    ): Promise<{ text: string; refreshesLeft: number }> {
      const all = await load();
      const day = localDay(now, user.timezone);
      const used = await deps.usage.take(user.id, 'prompt_refresh', day, deps.refreshLimit);
      if (used === null) throw rateLimited(promptLimitMessage(deps.refreshLimit));
      return {
        text: pickOtherPrompt(all, pickDailyPrompt(all, day)),
        refreshesLeft: Math.max(0, deps.refreshLimit - used),
      };
    },
  };
}

export type PromptService = ReturnType<typeof createPromptService>;
