import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Speaking time as a column, so speech lists (polled every 10 s) can show
 * pace trends without reading each analysis's full JSON.
 */
export function analysisSpeakingTimeMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      const type = dialect === 'postgres' ? 'double precision' : 'real';
      await db.schema.alterTable('analyses').addColumn('speaking_time_sec', type).execute();
      const fromJson =
        dialect === 'postgres'
          ? sql`(details::json ->> 'speakingTimeSec')::double precision`
          : sql`json_extract(details, '$.speakingTimeSec')`;
      await sql`update analyses set speaking_time_sec = ${fromJson}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('analyses').dropColumn('speaking_time_sec').execute();
    },
  };
}
