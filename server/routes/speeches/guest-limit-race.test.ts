import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '@server/test-support/accounts';
import { toneWebm, uploadForm } from '@server/test-support/audio';
import { databaseTargets } from '@server/test-support/databases';
import { createTestApp, signInGuest, type TestApp } from '@server/test-support/test-app';

const UPLOADS = 6;

/**
 * Makes the race certain on PostgreSQL: holds the jobs table until every
 * upload's transaction is waiting on a lock (each has counted and inserted its
 * speech, or waits for the guest's row), then lets them all go at once.
 */
async function whileJobsAreHeld<T>(databaseUrl: string, run: () => Promise<T>): Promise<T> {
  const gate = new pg.Client({ connectionString: databaseUrl });
  await gate.connect();
  try {
    await gate.query('begin');
    await gate.query('lock table jobs in exclusive mode');
    const running = run();
    const until = Date.now() + 30_000;
    for (;;) {
      // Inside a transaction PostgreSQL would show the same snapshot of the activity every time.
      await gate.query('select pg_stat_clear_snapshot()');
      const { rows } = await gate.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (Number(rows[0]?.n) >= UPLOADS || Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await gate.query('commit');
    return await running;
  } finally {
    await gate.end();
  }
}

describe.each(databaseTargets())('the guest limit under parallel uploads on $name', (target) => {
  let t: TestApp;
  let clip: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ target, env: { GUEST_SPEECH_LIMIT: '3' } });
    clip = fs.readFileSync(await toneWebm(2));
  });
  afterAll(() => t.close());

  it(`lets exactly 3 of ${UPLOADS} simultaneous uploads from a new guest in`, async () => {
    const guest = await signInGuest(t.app);
    const uploadAll = () =>
      Promise.all(
        Array.from({ length: UPLOADS }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/speeches',
            headers: { cookie: guest.cookie, origin: ORIGIN },
            payload: uploadForm(clip),
          }),
        ),
      );
    // SQLite runs one write transaction at a time already: plain parallel uploads check it.
    const answers =
      target.name === 'postgres' && t.env.DATABASE_URL
        ? await whileJobsAreHeld(t.env.DATABASE_URL, uploadAll)
        : await uploadAll();

    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/speeches/user/${guest.user.id}`,
      headers: { cookie: guest.cookie },
    });
    expect(list.json()).toHaveLength(3);
  });
});
