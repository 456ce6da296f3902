import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followVerificationMail,
  newAccount,
  ORIGIN,
  post,
  signIn,
  signUp,
  type SmtpSink,
} from '@server/test-support/accounts';
import { databaseTargets } from '@server/test-support/databases';
import { startSmtpSink } from '@server/test-support/smtp-sink';
import {
  cookieHeader,
  createTestApp,
  signInGuest,
  type TestApp,
} from '@server/test-support/test-app';

describe.each(databaseTargets())('e-mail sign-up and verification on $name', (target) => {
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

  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  const speeches = (cookie: string, userId: number) =>
    t.app.inject({ method: 'GET', url: `/api/speeches/user/${userId}`, headers: { cookie } });

  it('signs up, reads the verification e-mail, follows the link and signs in once verified', async () => {
    const account = newAccount('ann');
    const created = await signUp(t.app, account);
    expect(created.response.json()).toEqual({
      user: expect.objectContaining({
        username: account.username,
        email: account.email,
        isGuest: false,
        isPro: false,
      }),
      emailVerified: false,
    });
    expect(String(created.response.headers['set-cookie'])).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/i,
    );

    // Signed in, but only as far as the verification screen.
    expect((await session(created.cookie)).json()).toMatchObject({
      user: { username: account.username },
      emailVerified: false,
    });
    const refused = await speeches(created.cookie, created.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Email Not Verified. Please check your inbox and click the verification link.',
      code: 'email_not_verified',
    });

    // The link in the mail verifies, signs in and returns to /login?verified=true.
    const mail = await followVerificationMail(t.app, sink, account.email);
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(mail.location).toBe('/login?verified=true');
    expect((await session(mail.cookie)).json()).toMatchObject({
      user: { id: created.user.id },
      emailVerified: true,
    });
    // The session the sign-up made is verified too: the server reads the account, not the cookie.
    expect((await session(created.cookie)).json().emailVerified).toBe(true);
    expect((await speeches(created.cookie, created.user.id)).statusCode).toBe(200);

    // Sign out, then sign in with the password.
    await post(t.app, '/api/auth/sign-out', {}, { cookie: mail.cookie });
    const again = await signIn(t.app, account.email.toUpperCase(), account.password);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ user: { id: created.user.id }, emailVerified: true });
    expect((await speeches(cookieHeader(again), created.user.id)).statusCode).toBe(200);
  });

  it('refuses a wrong password with 401', async () => {
    const account = newAccount('bob');
    await signUp(t.app, account);
    const res = await signIn(t.app, account.email, 'not the password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
      code: 'invalid_credentials',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    const nobody = await signIn(t.app, 'nobody@example.com', 'whatever1');
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json().message).toBe('Invalid email or password.');
  });

  it('signs an unverified account in to the verification screen only', async () => {
    const account = newAccount('cat');
    await signUp(t.app, account);
    const res = await signIn(t.app, account.email, account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailVerified: false });
    const cookie = cookieHeader(res);
    expect((await speeches(cookie, res.json().user.id)).json().code).toBe('email_not_verified');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie, origin: ORIGIN },
    });
    expect(upload.statusCode).toBe(403);
  });

  it('answers 409 for a registered e-mail and for a taken username, in any case', async () => {
    const account = newAccount('dan');
    await signUp(t.app, account);
    const sameEmail = await post(t.app, '/api/auth/sign-up/email', {
      ...newAccount('dan2'),
      email: account.email.toUpperCase(),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      message: 'This email is already registered. Please log in instead.',
      code: 'email_taken',
    });
    const sameName = await post(t.app, '/api/auth/sign-up/email', {
      ...newAccount('dan3'),
      username: account.username.toUpperCase(),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({
      message: 'Username already exists. Please try a different username.',
      code: 'username_taken',
    });
  });

  it('checks the sign-up rules of spec 5 on the server too', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...newAccount(), password: '12345' }, 'Password must be at least 6 characters long.'],
      [{ ...newAccount(), username: 'ab' }, 'Username must be at least 3 characters.'],
      [{ ...newAccount(), username: 'a'.repeat(21) }, 'Username must be 20 characters or less.'],
      [
        { ...newAccount(), email: 'not-an-address' },
        'The email address appears to be invalid. Please verify it is correct.',
      ],
      [
        { ...newAccount(), email: 'x@guest.podium.invalid' },
        'The email address appears to be invalid. Please verify it is correct.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post(t.app, '/api/auth/sign-up/email', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('resends the verification e-mail to the signed-in account only', async () => {
    const account = newAccount('eve');
    const { cookie } = await signUp(t.app, account);
    await sink.nextMailTo(account.email);

    const resent = await post(
      t.app,
      '/api/auth/send-verification-email',
      { email: account.email },
      { cookie },
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      success: true,
      message: `Verification email sent to ${account.email}.`,
    });
    const second = await followVerificationMail(t.app, sink, account.email, cookie);
    expect(second.location).toBe('/login?verified=true');

    const stranger = await post(
      t.app,
      '/api/auth/send-verification-email',
      { email: 'victim@example.com' },
      { cookie },
    );
    expect(stranger.statusCode).toBe(403);
    const anonymous = await post(t.app, '/api/auth/send-verification-email', {
      email: account.email,
    });
    expect(anonymous.statusCode).toBe(401);
    const done = await post(t.app, '/api/auth/send-verification-email', {}, { cookie });
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe('Your email address is already verified.');
  });

  it('sends a real test e-mail to the account for Test Email System', async () => {
    const account = newAccount('fay');
    const { cookie } = await signUp(t.app, account);
    const res = await post(
      t.app,
      '/api/test-verification-email',
      { email: account.email },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    await sink.nextMailTo(account.email); // the verification mail
    const test = await sink.nextMailTo(account.email);
    expect(test.subject).toBe('Podium test e-mail');
    expect(test.text).toMatch(/sent at .* through SMTP 127\.0\.0\.1:\d+/);

    expect(
      (
        await post(
          t.app,
          '/api/test-verification-email',
          { email: 'other@example.com' },
          { cookie },
        )
      ).statusCode,
    ).toBe(403);
    const guest = await signInGuest(t.app);
    const asGuest = await post(t.app, '/api/test-verification-email', {}, { cookie: guest.cookie });
    expect(asGuest.statusCode).toBe(400);
  });

  it('sends a link that is refused once tampered with back to the login screen with the error', async () => {
    const account = newAccount('gus');
    await signUp(t.app, account);
    const mail = await sink.nextMailTo(account.email);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const res = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?verified=true&error=INVALID_TOKEN');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('Test Email System without a mail server', () => {
  it('answers 503 with the reason and the spec text', async () => {
    // A port nothing listens on.
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const account = newAccount('hal');
      const { cookie } = await signUp(t.app, account);
      const res = await post(t.app, '/api/test-verification-email', {}, { cookie });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'The mail server could not be reached. Failed to test email sending. This indicates a server issue.',
      );
    } finally {
      await t.close();
    }
  });
});
