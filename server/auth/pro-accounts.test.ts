import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepo } from '../db/repos/users-repo';
import { databaseTargets } from '../test-support/databases';
import { openTestDatabase } from '../test-support/test-database';
import { setPro } from './pro-accounts';

describe.each(databaseTargets())('operator Pro switch on $name', (target) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase(target);
  });
  afterAll(() => db.close());

  it('makes the account with that e-mail Pro, in any case, and Free again', async () => {
    const users = createUsersRepo(db.handle.db);
    const ann = await users.create({ username: 'ann', email: 'ann@example.com', isGuest: false });
    const bob = await users.create({ username: 'bob', email: 'bob@example.com', isGuest: false });
    expect((await setPro(db.handle.db, ' ANN@example.com ', true))?.isPro).toBe(1);
    expect((await users.findById(ann.id))?.isPro).toBe(1);
    expect((await users.findById(bob.id))?.isPro).toBe(0);
    expect((await setPro(db.handle.db, 'ann@example.com', false))?.isPro).toBe(0);
  });

  it('finds no one for an unknown address or a guest', async () => {
    const users = createUsersRepo(db.handle.db);
    await users.create({ username: 'guest_x', email: 'g@example.com', isGuest: true });
    expect(await setPro(db.handle.db, 'nobody@example.com', true)).toBeUndefined();
    expect(await setPro(db.handle.db, 'g@example.com', true)).toBeUndefined();
  });
});
