import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { ORIGIN, post } from './accounts';
import { cookieHeader } from './test-app';

export interface GoogleUser {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
}

/**
 * A local OpenID provider standing in for Google (GOOGLE_DISCOVERY_URL points
 * at it). `as(user)` sets who signs in next, in the ID token and at userinfo.
 */
export async function startGoogle() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let current: GoogleUser = {
    sub: 'google-0',
    email: 'nobody@gmail.test',
    name: 'Nobody',
    email_verified: true,
  };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, current);
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...current };
  });
  const issuer = server.issuer.url ?? '';
  return {
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    env: {
      GOOGLE_CLIENT_ID: 'podium-test-client',
      GOOGLE_CLIENT_SECRET: 'podium-test-secret',
      GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
    },
    as(user: GoogleUser) {
      current = user;
    },
    stop: () => server.stop(),
  };
}

/**
 * The whole browser round trip: Continue with Google (POST sign-in/social),
 * the provider's authorize page, back to Podium's callback. Returns where
 * Podium sent the browser and the cookies it holds then.
 */
export async function signInWithGoogle(
  app: FastifyInstance,
  cookie = '',
): Promise<{ authorizeUrl: URL; location: string; cookie: string }> {
  const start = await post(
    app,
    '/api/auth/sign-in/social',
    {
      provider: 'google',
      callbackURL: '/auth/callback',
      errorCallbackURL: '/auth/callback',
      newUserCallbackURL: '/auth/callback',
    },
    cookie ? { cookie } : {},
  );
  if (start.statusCode !== 200)
    throw new Error(`sign-in/social: ${start.statusCode} ${start.body}`);
  const authorizeUrl = new URL(start.json().url as string);
  const jar = [cookie, cookieHeader(start)].filter(Boolean).join('; ');

  // The provider signs the person in and sends the browser back with a code.
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location') ?? '');
  const callback = await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    // A top-level navigation from the provider: SameSite=Lax cookies go along.
    headers: { cookie: jar, referer: `${authorizeUrl.origin}/` },
  });
  const location = String(callback.headers.location ?? '');
  const fresh = cookieHeader(callback);
  return { authorizeUrl, location, cookie: mergeCookies(jar, fresh) };
}

/** A cookie jar's worth of `name=value` pairs, later values replacing earlier ones; empty values drop. */
export function mergeCookies(...headers: string[]): string {
  const jar = new Map<string, string>();
  for (const header of headers) {
    for (const pair of header
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export { ORIGIN };
