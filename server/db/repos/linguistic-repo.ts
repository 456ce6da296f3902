import type { Kysely } from 'kysely';
import type { AnalysisRow, Database, LinguisticFeedbackRow } from '../schema';

export function createLinguisticRepo(db: Kysely<Database>) {
  return {
    find(userId: number, transcriptHash: string): Promise<LinguisticFeedbackRow | undefined> {
      return db
        .selectFrom('linguisticFeedback')
        .selectAll()
        .where('userId', '=', userId)
        .where('transcriptHash', '=', transcriptHash)
        .executeTakeFirst();
    },

    /** Stores the result; a concurrent request that stored first keeps its row. */
    async save(row: Omit<LinguisticFeedbackRow, 'id'>): Promise<void> {
      await db
        .insertInto('linguisticFeedback')
        .values(row)
        .onConflict((oc) => oc.columns(['userId', 'transcriptHash']).doNothing())
        .execute();
    },

    /** The user's newest analysis whose transcript is exactly this text. */
    findUserAnalysisByText(userId: number, text: string): Promise<AnalysisRow | undefined> {
      return db
        .selectFrom('analyses')
        .innerJoin('speeches', 'speeches.id', 'analyses.speechId')
        .selectAll('analyses')
        .where('speeches.userId', '=', userId)
        .where('analyses.text', '=', text)
        .orderBy('analyses.id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type LinguisticRepo = ReturnType<typeof createLinguisticRepo>;
