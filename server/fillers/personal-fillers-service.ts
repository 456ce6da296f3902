import type { Kysely } from 'kysely';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { LISTS } from '@common/constants';
import {
  normalisePhrase,
  PERSONAL_FILLERS,
  personalFillerProblem,
} from '@common/fillers/personal-fillers';
import { analysisRowOf, type AnalysesRepo } from '../db/repos/analyses-repo';
import type { PersonalFillersRepo } from '../db/repos/personal-fillers-repo';
import type { SpeechesRepo } from '../db/repos/speeches-repo';
import type { Database, PersonalFillerRow, UserRow } from '../db/schema';
import { badRequest, conflict, invalidInput, notFound } from '../errors';
import { isoNow } from '../lib/time';
import { recountFillers } from '../speech/measure/recount-fillers';

/** The speaker's own fillers (issue 13): kept in Settings, counted in new and, on request, older analyses. */
export function createPersonalFillersService(deps: {
  db: Kysely<Database>;
  fillers: PersonalFillersRepo;
  speeches: SpeechesRepo;
  analyses: AnalysesRepo;
}) {
  return {
    list(user: UserRow): Promise<PersonalFillerRow[]> {
      return deps.fillers.listByUser(user.id);
    },

    /** The phrases as the pipeline matches them. */
    async phrasesOf(userId: number): Promise<string[]> {
      return (await deps.fillers.listByUser(userId)).map((row) => row.phrase);
    },

    async add(user: UserRow, text: string): Promise<PersonalFillerRow> {
      const phrase = normalisePhrase(text);
      const problem = personalFillerProblem(phrase);
      if (problem) throw invalidInput(problem);
      const existing = await deps.fillers.listByUser(user.id);
      if (existing.some((row) => row.phrase === phrase)) {
        throw conflict(`"${phrase}" is already on your list.`);
      }
      if (existing.length >= PERSONAL_FILLERS.maxCount) {
        throw badRequest(
          `You can keep up to ${PERSONAL_FILLERS.maxCount} of your own fillers. Remove one first.`,
        );
      }
      const row = await deps.fillers.insert(user.id, phrase, isoNow());
      // A second request with the same phrase got in first.
      if (!row) throw conflict(`"${phrase}" is already on your list.`);
      return row;
    },

    async remove(user: UserRow, id: number): Promise<void> {
      if (!(await deps.fillers.remove(user.id, id))) throw notFound('Filler not found.');
    },

    /**
     * Counts the current list in the speaker's analysed speeches (the newest
     * LISTS.speechesFetchLimit, the ones the app shows). From the stored words:
     * no audio is read, so it answers at once.
     */
    async reanalyse(user: UserRow): Promise<{ updated: number }> {
      const phrases = await this.phrasesOf(user.id);
      const speeches = await deps.speeches.listByUser(user.id, LISTS.speechesFetchLimit);
      let updated = 0;
      for (const speech of speeches) {
        const row = await deps.analyses.findBySpeechId(speech.id);
        if (!row) continue;
        const analysis = recountFillers(JSON.parse(row.details) as SpeechAnalysis, phrases);
        await deps.analyses.upsert(analysisRowOf(speech.id, analysis, row.createdAt));
        updated += 1;
      }
      return { updated };
    },
  };
}

export type PersonalFillersService = ReturnType<typeof createPersonalFillersService>;
