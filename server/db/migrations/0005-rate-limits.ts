import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * Rate-limit counters (sign-in, sign-up, guest-login, e-mail) in the database,
 * so that every web process counts against the same window: one row per
 * route and address, reset when its window has passed.
 */
export function rateLimitsMigration(dialect: DialectName) {
  // Epoch milliseconds outgrow PostgreSQL's 32-bit integer.
  const millis = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('reset_at', millis, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limits_reset_at')
        .on('rate_limits')
        .column('reset_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limits').execute();
    },
  };
}
