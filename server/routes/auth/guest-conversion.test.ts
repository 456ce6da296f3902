import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followVerificationMail,
  newAccount,
  ORIGIN,
  post,
  signUp,
  verifiedAccount,
  type SmtpSink,
} from '@server/test-support/accounts';
import { speechWebm, uploadForm } from '@server/test-support/audio';
import { databaseTargets } from '@server/test-support/databases';
import { signInWithGoogle, startGoogle } from '@server/test-support/google';
import { startSmtpSink } from '@server/test-support/smtp-sink';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

describe.each(databaseTargets())('a guest converting to an account on $name', (target) => {
  let sink: SmtpSink;
  let google: Awaited<ReturnType<typeof startGoogle>>;
  let t: TestApp;
  let audio: Buffer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    google = await startGoogle();
    t = await createTestApp({ target, env: { SMTP_URL: sink.url, ...google.env } });
    audio = fs.readFileSync((await speechWebm()).file);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await google.stop();
    await sink.close();
  });

  async function guestWithTwoSpeeches(): Promise<SignedIn & { speechIds: number[] }> {
    const guest = await signInGuest(t.app);
    const speechIds: number[] = [];
    for (const title of ['First talk', 'Second talk']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/speeches',
        headers: { cookie: guest.cookie, origin: ORIGIN },
        payload: uploadForm(audio, { title }),
      });
      expect(res.statusCode).toBe(201);
      speechIds.push(res.json().speech.id as number);
    }
    return { ...guest, speechIds };
  }

  const listSpeeches = async (cookie: string, userId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/speeches/user/${userId}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as Array<{ id: number; title: string }>).map((s) => s.title).sort();
  };

  it('a guest with two speeches signs up by e-mail and sees both under the new account', async () => {
    const guest = await guestWithTwoSpeeches();
    const account = newAccount('conv');
    const created = await signUp(t.app, account, guest.cookie);
    expect(created.user).toMatchObject({
      id: guest.user.id,
      username: account.username,
      email: account.email,
      isGuest: false,
    });

    // The guest's session ended with the guest identity.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: guest.cookie },
    });
    expect(old.json().user).toBeNull();
    // The guest id no longer signs anyone in.
    const again = await post(t.app, '/api/guest-login', { guestId: guest.user.guestId });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(
      'This guest profile is now a registered account. Please sign in to continue.',
    );

    const { cookie } = await followVerificationMail(t.app, sink, account.email, created.cookie);
    expect(await listSpeeches(cookie, guest.user.id)).toEqual(['First talk', 'Second talk']);
    // No guest limit any more.
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie, origin: ORIGIN },
      payload: uploadForm(audio, { title: 'Third talk' }),
    });
    expect(third.statusCode).toBe(201);
  });

  it('a guest with two speeches continues with Google and sees both under the new account', async () => {
    const guest = await guestWithTwoSpeeches();
    google.as({
      sub: `google-${guest.user.id}`,
      email: `guest${guest.user.id}@gmail.test`,
      name: 'Converted Guest',
      email_verified: true,
    });
    const { cookie, location } = await signInWithGoogle(t.app, guest.cookie);
    expect(location).toBe('/auth/callback');
    const me = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(me.json()).toMatchObject({
      emailVerified: true,
      user: { id: guest.user.id, isGuest: false, email: `guest${guest.user.id}@gmail.test` },
    });
    expect(await listSpeeches(cookie, guest.user.id)).toEqual(['First talk', 'Second talk']);
  });

  it('a guest signing in to an existing account leaves the guest profile, and its speeches, as they were', async () => {
    const member = await verifiedAccount(t.app, sink, 'member');
    const guest = await guestWithTwoSpeeches();
    const res = await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: member.email, password: member.password },
      { cookie: guest.cookie },
    );
    expect(res.json().user.id).toBe(member.user.id);
    const memberCookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect(await listSpeeches(memberCookie, member.user.id)).toEqual([]);
    const back = await signInGuest(t.app, guest.user.guestId ?? undefined);
    expect(back.user.id).toBe(guest.user.id);
    expect(await listSpeeches(back.cookie, guest.user.id)).toEqual(['First talk', 'Second talk']);
  });
});
