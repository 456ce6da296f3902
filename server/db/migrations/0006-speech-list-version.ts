import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * users.speeches_version: bumped by triggers whenever one of the user's
 * speeches or analyses is written, whoever writes it (a web process, a
 * worker, a script). Each web process keeps the user's serialised speech list
 * under that version and reuses it until it changes (ADR 0011).
 */
export function speechListVersionMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('speeches_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      const bump = (userId: string) =>
        `update users set speeches_version = speeches_version + 1 where id = ${userId};`;
      const ownerOf = (speechId: string) => `(select user_id from speeches where id = ${speechId})`;

      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function podium_bump_speeches_version() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'speeches' then
    if tg_op <> 'INSERT' then ${bump('old.user_id')} end if;
    if tg_op <> 'DELETE' then ${bump('new.user_id')} end if;
  else
    if tg_op <> 'INSERT' then ${bump(ownerOf('old.speech_id'))} end if;
    if tg_op <> 'DELETE' then ${bump(ownerOf('new.speech_id'))} end if;
  end if;
  return null;
end $$`,
          )
          .execute(db);
        for (const table of ['speeches', 'analyses']) {
          await sql
            .raw(
              `create trigger ${table}_bump_speeches_version after insert or update or delete on ${table}
               for each row execute function podium_bump_speeches_version()`,
            )
            .execute(db);
        }
        return;
      }

      const triggers = {
        speeches_version_insert: `after insert on speeches begin ${bump('new.user_id')} end`,
        speeches_version_update: `after update on speeches begin ${bump('old.user_id')} ${bump('new.user_id')} end`,
        speeches_version_delete: `after delete on speeches begin ${bump('old.user_id')} end`,
        analyses_version_insert: `after insert on analyses begin ${bump(ownerOf('new.speech_id'))} end`,
        analyses_version_update: `after update on analyses begin ${bump(ownerOf('old.speech_id'))} ${bump(ownerOf('new.speech_id'))} end`,
        analyses_version_delete: `after delete on analyses begin ${bump(ownerOf('old.speech_id'))} end`,
      };
      for (const [name, body] of Object.entries(triggers)) {
        await sql.raw(`create trigger ${name} ${body}`).execute(db);
      }
    },

    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        for (const table of ['speeches', 'analyses']) {
          await sql.raw(`drop trigger ${table}_bump_speeches_version on ${table}`).execute(db);
        }
        await sql.raw('drop function podium_bump_speeches_version()').execute(db);
      } else {
        for (const name of ['speeches', 'analyses'].flatMap((t) =>
          ['insert', 'update', 'delete'].map((op) => `${t}_version_${op}`),
        )) {
          await sql.raw(`drop trigger ${name}`).execute(db);
        }
      }
      await db.schema.alterTable('users').dropColumn('speeches_version').execute();
    },
  };
}
