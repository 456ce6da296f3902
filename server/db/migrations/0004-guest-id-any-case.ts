import { sql, type Kysely } from 'kysely';

/**
 * Guest ids are looked up without regard to case (users-repo findByGuestId).
 * Not unique: a guest that became an account keeps its id, and a guest id
 * differing from it only in case could be created beside it before this.
 */
export function guestIdAnyCaseMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('users_guest_id_lower')
        .on('users')
        .expression(sql`lower(guest_id)`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('users_guest_id_lower').execute();
    },
  };
}
