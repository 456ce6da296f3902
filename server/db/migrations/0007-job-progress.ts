import type { Kysely } from 'kysely';

/**
 * Where a running job is: the stage its handler last reported and, for a stage
 * with parts, how many are done of how many. Additive: older workers simply
 * leave the columns empty, and the status route then reports no stage.
 */
export function jobProgressMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('jobs').addColumn('stage', 'text').execute();
      await db.schema.alterTable('jobs').addColumn('stage_done', 'integer').execute();
      await db.schema.alterTable('jobs').addColumn('stage_total', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['stage_total', 'stage_done', 'stage']) {
        await db.schema.alterTable('jobs').dropColumn(column).execute();
      }
    },
  };
}
