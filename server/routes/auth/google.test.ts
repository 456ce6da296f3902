import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '@server/test-support/accounts';
import { startGoogle, signInWithGoogle } from '@server/test-support/google';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

describe('Google sign-in against a local OpenID provider', () => {
  let google: Awaited<ReturnType<typeof startGoogle>>;
  let t: TestApp;
  beforeAll(async () => {
    google = await startGoogle();
    t = await createTestApp({ env: google.env });
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
  });

  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });

  it('reports Google sign-in as configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.json()).toEqual({ googleSignIn: true, supportEmail: 'support@podium.local' });
  });

  it('asks for offline access with the consent prompt and the openid email profile scopes', async () => {
    const start = await post(t.app, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/callback',
    });
    const url = new URL(start.json().url as string);
    expect(url.pathname).toBe('/authorize');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'email',
      'openid',
      'profile',
    ]);
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/callback/google',
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('signs up with Google: a verified account named after the e-mail, back on /auth/callback', async () => {
    google.as({
      sub: 'google-ada',
      email: 'ada.lovelace@gmail.test',
      name: 'Ada Lovelace',
      email_verified: true,
    });
    const first = await signInWithGoogle(t.app);
    expect(first.location).toBe('/auth/callback');
    const me = (await session(first.cookie)).json();
    expect(me).toMatchObject({
      emailVerified: true,
      user: {
        email: 'ada.lovelace@gmail.test',
        username: 'ada.lovelace',
        isGuest: false,
        isPro: false,
      },
    });
    const speeches = await t.app.inject({
      method: 'GET',
      url: `/api/speeches/user/${me.user.id}`,
      headers: { cookie: first.cookie },
    });
    expect(speeches.statusCode).toBe(200);

    // Signing in again finds the same account.
    const second = await signInWithGoogle(t.app);
    expect((await session(second.cookie)).json().user.id).toBe(me.user.id);
  });

  it('gives a second Google user with the same local part a free username', async () => {
    google.as({
      sub: 'google-ada-2',
      email: 'ada.lovelace@other.test',
      name: 'Ada Two',
      email_verified: true,
    });
    const { cookie } = await signInWithGoogle(t.app);
    expect((await session(cookie)).json().user.username).toBe('ada.lovelace2');
  });

  it('does not attach Google to an unverified password account with the same e-mail', async () => {
    // Someone registered this address without owning it; Google's verified owner must not inherit that password account.
    const squatted = {
      email: 'grace@gmail.test',
      username: 'squatter',
      password: 'squatter-pass',
    };
    expect((await post(t.app, '/api/auth/sign-up/email', squatted)).statusCode).toBe(201);
    google.as({
      sub: 'google-grace',
      email: 'grace@gmail.test',
      name: 'Grace',
      email_verified: true,
    });
    const res = await signInWithGoogle(t.app);
    expect(res.location).toBe('/auth/callback?error=account_not_linked');
  });

  it('sends a failed provider answer to the callback screen with the error', async () => {
    const start = await post(t.app, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/callback',
      errorCallbackURL: '/auth/callback',
    });
    const state = new URL(start.json().url as string).searchParams.get('state');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/callback/google?error=access_denied&state=${state}`,
      headers: {
        cookie: start.headers['set-cookie']
          ? String(start.headers['set-cookie']).split(';')[0]!
          : '',
      },
    });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/^\/auth\/callback\?error=access_denied/);
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET', () => {
  it('reports it as not configured and refuses to start it', async () => {
    const t = await createTestApp();
    try {
      const config = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
      expect(config.json().googleSignIn).toBe(false);
      const start = await post(t.app, '/api/auth/sign-in/social', { provider: 'google' });
      expect(start.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
