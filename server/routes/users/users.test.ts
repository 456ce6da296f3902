import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUp, verifiedAccount, type SmtpSink } from '@server/test-support/accounts';
import { databaseTargets } from '@server/test-support/databases';
import { startSmtpSink } from '@server/test-support/smtp-sink';
import { createTestApp, signInGuest, type TestApp } from '@server/test-support/test-app';

describe.each(databaseTargets())('users routes of spec 7 on $name', (target) => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ target, env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, origin: 'http://localhost:3000' },
      ...(payload ? { payload } : {}),
    });

  it('GET /api/users/supabase/{id} answers 404 until POST /api/users makes the row', async () => {
    const account = newAccount('row');
    const { cookie, user } = await signUp(t.app, account);
    const supabaseId = user.supabaseId!;
    // An operator removed the row: the auth identity is still there.
    await t.services.handle.db.deleteFrom('users').where('id', '=', user.id).execute();

    const missing = await call('GET', `/api/users/supabase/${supabaseId}`, cookie);
    expect(missing.statusCode).toBe(404);

    const created = await call('POST', '/api/users', cookie, {
      username: account.username,
      email: account.email,
      supabaseId,
      isGuest: false,
      isPro: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      username: account.username,
      email: account.email,
      supabaseId,
      isGuest: false,
      isPro: false,
    });
    const found = await call('GET', `/api/users/supabase/${supabaseId}`, cookie);
    expect(found.statusCode).toBe(200);
    expect(found.json().id).toBe(created.json().id);

    // Asking again returns the row that exists.
    const repeat = await call('POST', '/api/users', cookie, { username: 'other_name' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().username).toBe(account.username);
  });

  it('POST /api/users refuses fields that name someone else, and isPro from the client', async () => {
    const { cookie, user } = await signUp(t.app, newAccount('pst'));
    expect(
      (await call('POST', '/api/users', cookie, { supabaseId: 'someone-else' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/users', cookie, { email: 'victim@example.com' })).statusCode,
    ).toBe(403);
    const pro = await call('POST', '/api/users', cookie, { isPro: true });
    expect(pro.statusCode).toBe(403);
    expect(pro.json().message).toMatch(/Pro is set by the Podium team/);
    expect((await call('GET', `/api/users/supabase/${user.supabaseId}`, cookie)).json().isPro).toBe(
      false,
    );
    expect((await call('POST', '/api/users', '', {})).statusCode).toBe(401);
  });

  it('PATCH /api/users/{id} renames, and answers 409 when the name is taken', async () => {
    const taken = await verifiedAccount(t.app, sink, 'tkn');
    const me = await verifiedAccount(t.app, sink, 'ren');

    const renamed = await call('PATCH', `/api/users/${me.user.id}`, me.cookie, {
      username: '  speaker_one  ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().username).toBe('speaker_one');

    const clash = await call('PATCH', `/api/users/${me.user.id}`, me.cookie, {
      username: taken.username.toUpperCase(),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: 'Username already exists. Please try a different username.',
      code: 'username_taken',
    });

    for (const [username, message] of [
      ['ab', 'Username must be at least 3 characters.'],
      ['x'.repeat(21), 'Username must be 20 characters or less.'],
    ]) {
      const res = await call('PATCH', `/api/users/${me.user.id}`, me.cookie, { username });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('PATCH /api/users/{id} refuses guests and another user', async () => {
    const guest = await signInGuest(t.app);
    const res = await call('PATCH', `/api/users/${guest.user.id}`, guest.cookie, {
      username: 'new_guest_name',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Guests cannot change their username/);

    const a = await verifiedAccount(t.app, sink, 'pta');
    const b = await verifiedAccount(t.app, sink, 'ptb');
    const other = await call('PATCH', `/api/users/${a.user.id}`, b.cookie, { username: 'stolen' });
    expect(other.statusCode).toBe(403);
  });
});
