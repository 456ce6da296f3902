import type { Kysely } from 'kysely';
import { isoNow } from '@server/lib/time';
import type { Database, PromptRow } from '../schema';

export function createPromptsRepo(db: Kysely<Database>) {
  return {
    /** Adds the prompts that are not stored yet; existing ones keep their ids. */
    async seed(texts: readonly string[]): Promise<number> {
      const existing = new Set(
        (await db.selectFrom('prompts').select('text').execute()).map((r) => r.text),
      );
      const missing = texts.filter((t) => !existing.has(t));
      const createdAt = isoNow();
      // Chunked: SQLite caps the number of bound parameters per statement.
      for (let i = 0; i < missing.length; i += 200) {
        await db
          .insertInto('prompts')
          .values(missing.slice(i, i + 200).map((text) => ({ text, createdAt })))
          .onConflict((oc) => oc.column('text').doNothing())
          .execute();
      }
      return missing.length;
    },

    /** Every prompt in id order (a stable order for the daily rotation). */
    listAll(): Promise<PromptRow[]> {
      return db.selectFrom('prompts').selectAll().orderBy('id').execute();
    },
  };
}

export type PromptsRepo = ReturnType<typeof createPromptsRepo>;
