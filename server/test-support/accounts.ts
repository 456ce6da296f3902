import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { linkInMail } from './mail-message';
import type { startSmtpSink } from './smtp-sink';
import { cookieHeader, type SignedIn } from './test-app';

/** The browser's Origin for a page of the test app (PUBLIC_URL). */
export const ORIGIN = 'http://localhost:3000';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

let counter = 0;

/** A fresh address and username for one test account. */
export function newAccount(prefix = 'user') {
  counter += 1;
  const tag = `${prefix}${process.pid % 1000}${counter}${Date.now() % 10_000}`.slice(0, 18);
  return { email: `${tag}@example.com`, username: tag, password: 'correct horse 1' };
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, ...headers },
  });
}

/** POST /api/auth/sign-up/email, optionally from a guest's session. */
export async function signUp(
  app: FastifyInstance,
  account: { email: string; username: string; password: string },
  cookie?: string,
): Promise<SignedIn & { response: LightMyRequestResponse }> {
  const response = await post(app, '/api/auth/sign-up/email', account, cookie ? { cookie } : {});
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  return { cookie: cookieHeader(response), user: response.json().user, response };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return post(app, '/api/auth/sign-in/email', { email, password });
}

/** Opens the link of the next mail to `email`, as the person would; returns the redirect and session. */
export async function followVerificationMail(
  app: FastifyInstance,
  sink: SmtpSink,
  email: string,
  cookie?: string,
): Promise<{ location: string | undefined; cookie: string; link: string }> {
  const mail = await sink.nextMailTo(email);
  const link = linkInMail(mail.raw);
  const url = new URL(link);
  const res = await app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
  return {
    location: res.headers.location as string | undefined,
    cookie: cookieHeader(res) || (cookie ?? ''),
    link,
  };
}

/** A signed-up, verified, signed-in account. */
export async function verifiedAccount(
  app: FastifyInstance,
  sink: SmtpSink,
  prefix = 'user',
): Promise<SignedIn & { email: string; username: string; password: string }> {
  const account = newAccount(prefix);
  await signUp(app, account);
  const { cookie } = await followVerificationMail(app, sink, account.email);
  const session = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  return { ...account, cookie, user: session.json().user };
}
