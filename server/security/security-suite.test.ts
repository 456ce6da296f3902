import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFixture } from '@scripts/fixtures/ensure-fixture';
import type { Worker } from '../jobs/worker';
import { signMediaPath } from '../media/signed-url';
import {
  followVerificationMail,
  newAccount,
  ORIGIN,
  post,
  signUp,
  verifiedAccount,
  type SmtpSink,
} from '../test-support/accounts';
import { speechWebm, uploadForm } from '../test-support/audio';
import { listRoutes } from '../test-support/list-routes';
import { startSmtpSink } from '../test-support/smtp-sink';
import { cookieHeader, createTestApp, signInGuest, type TestApp } from '../test-support/test-app';

/**
 * The security suite of issue 5: for every route the app has, a second
 * account and a guest try to read or change the first account's data through
 * the path, the identity headers and the body, and all fail. A route without
 * a case here fails the suite, so a new route must say how it is protected.
 */

interface Person {
  cookie: string;
  id: number;
  supabaseId: string;
  guestId: string | null;
  isGuest: boolean;
  email: string | null;
}

interface Victim extends Person {
  email: string;
  username: string;
  speechId: number;
  transcriptionId: string;
  audioPath: string;
  oldGuestId: string;
  /** One of the victim's own fillers (issue 13). */
  fillerId: number;
  /** A recording the victim is streaming, one piece in (issue 12). */
  streamId: string;
}

interface Req {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | FormData;
  headers?: Record<string, string>;
}

interface RouteCase {
  /** Why the route needs no attack cases (no one's data, or tested in another file). */
  exempt?: string;
  /** The attacker's own, legitimate request: sent with headers naming the victim it must give 403. */
  self?: (me: Person) => Req;
  /** Requests that name the victim's data in the path or body. */
  attacks?: (
    victim: Victim,
    me: Person,
  ) => Array<Req & { kind: 'path' | 'body'; exact403?: boolean }>;
  /** Data routes refuse an unverified account. */
  dataRoute?: boolean;
}

const VICTIM_TITLE = 'Victim secret talk';
const far = () => Math.floor(Date.now() / 1000) + 3600;

function routeCases(secret: string, audio: Buffer): Record<string, RouteCase> {
  return {
    'GET /api/health': { exempt: 'no user data' },
    'GET /api/ready': { exempt: 'no user data: which dependencies answer' },
    'GET /metrics': {
      exempt:
        'no user data; the Bearer METRICS_TOKEN guards it (routes/metrics/get-metrics.test.ts)',
    },
    'GET /api/auth-config': { exempt: 'no user data' },
    'GET /api/docs': { exempt: 'the API description; no user data' },
    'GET /api/session': {
      exempt:
        'answers whose cookie it is; ignores identity headers so a stale local copy can recover',
    },
    'POST /api/auth/sign-in/email': {
      exempt: 'the password in the body is the proof; rate limits in rate-limits.test.ts',
    },
    'POST /api/auth/sign-in/social': { exempt: "starts the provider's sign-in for whoever asks" },
    'POST /api/auth/sign-out': { exempt: "ends the caller's own session (tested below)" },
    'GET /api/auth/callback/:providerId': {
      exempt: 'bound to the state cookie of the browser that started it (google.test.ts)',
    },
    'GET /api/auth/verify-email': { exempt: 'bound to a signed token (sign-up.test.ts)' },
    'POST /api/auth/sign-up/email': {
      self: () => ({ method: 'POST', url: '/api/auth/sign-up/email', payload: newAccount('atk') }),
    },
    'POST /api/auth/send-verification-email': {
      self: (me) => ({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        payload: { email: me.email ?? undefined },
      }),
      attacks: (v) => [
        {
          kind: 'body',
          method: 'POST',
          url: '/api/auth/send-verification-email',
          payload: { email: v.email },
        },
      ],
    },
    'POST /api/test-verification-email': {
      self: (me) => ({
        method: 'POST',
        url: '/api/test-verification-email',
        payload: { email: me.email ?? undefined },
      }),
      attacks: (v) => [
        {
          kind: 'body',
          method: 'POST',
          url: '/api/test-verification-email',
          payload: { email: v.email },
        },
      ],
    },
    'POST /api/guest-login': {
      // A guest id is the guest's own secret (spec 3); a converted guest's id signs no one in.
      attacks: (v) => [
        {
          kind: 'body',
          method: 'POST',
          url: '/api/guest-login',
          payload: { guestId: v.oldGuestId },
          exact403: true,
        },
      ],
    },
    'POST /api/users': {
      self: () => ({ method: 'POST', url: '/api/users', payload: {} }),
      attacks: (v) => [
        {
          kind: 'body',
          method: 'POST',
          url: '/api/users',
          payload: { supabaseId: v.supabaseId },
          exact403: true,
        },
        {
          kind: 'body',
          method: 'POST',
          url: '/api/users',
          payload: { email: v.email },
          exact403: true,
        },
      ],
    },
    'GET /api/users/supabase/:supabaseId': {
      self: (me) => ({ method: 'GET', url: `/api/users/supabase/${me.supabaseId}` }),
      attacks: (v) => [
        { kind: 'path', method: 'GET', url: `/api/users/supabase/${v.supabaseId}`, exact403: true },
      ],
    },
    'PATCH /api/users/:id': {
      dataRoute: true,
      self: (me) => ({
        method: 'PATCH',
        url: `/api/users/${me.id}`,
        payload: { username: 'mine_now' },
      }),
      attacks: (v) => [
        {
          kind: 'path',
          method: 'PATCH',
          url: `/api/users/${v.id}`,
          payload: { username: 'hijacked' },
          exact403: true,
        },
      ],
    },
    'GET /api/prompts/daily': {
      self: (me) => ({ method: 'GET', url: `/api/prompts/daily?userId=${me.id}&refresh=true` }),
      dataRoute: true,
      attacks: (v) => [
        { kind: 'path', method: 'GET', url: `/api/prompts/daily?userId=${v.id}`, exact403: true },
        {
          kind: 'path',
          method: 'GET',
          url: `/api/prompts/daily?userId=${v.id}&refresh=true&timestamp=1`,
          exact403: true,
        },
      ],
    },
    'POST /api/prompts/daily/refresh': {
      self: (me) => ({
        method: 'POST',
        url: '/api/prompts/daily/refresh',
        payload: { userId: me.id },
      }),
      dataRoute: true,
      attacks: (v) => [
        {
          kind: 'body',
          method: 'POST',
          url: '/api/prompts/daily/refresh',
          payload: { userId: v.id },
          exact403: true,
        },
      ],
    },
    'POST /api/speeches': {
      dataRoute: true,
      self: () => ({
        method: 'POST',
        url: '/api/speeches',
        payload: uploadForm(audio, { title: 'Mine' }),
      }),
      attacks: (v) => [
        {
          kind: 'body',
          method: 'POST',
          url: '/api/speeches',
          payload: uploadForm(audio, { userId: String(v.id), title: 'Planted' }),
          exact403: true,
        },
        {
          kind: 'body',
          method: 'POST',
          url: '/api/speeches',
          payload: uploadForm(audio, { supabaseId: v.supabaseId, title: 'Planted' }),
          exact403: true,
        },
        {
          // A retake of the first account's speech: not found, and nothing of it shown.
          kind: 'body',
          method: 'POST',
          url: '/api/speeches',
          payload: uploadForm(audio, { retakeOf: String(v.speechId), title: 'Planted' }),
        },
      ],
    },
    'POST /api/speech-streams': {
      dataRoute: true,
      self: () => ({
        method: 'POST',
        url: '/api/speech-streams',
        payload: { mimeType: 'audio/webm' },
      }),
    },
    'GET /api/speech-streams/:id': {
      dataRoute: true,
      self: () => ({ method: 'GET', url: `/api/speech-streams/${randomUUID()}` }),
      attacks: (v) => [{ kind: 'path', method: 'GET', url: `/api/speech-streams/${v.streamId}` }],
    },
    'PUT /api/speech-streams/:id/pieces/:seq': {
      dataRoute: true,
      self: () => piece(randomUUID(), 0),
      attacks: (v) => [
        // Another piece into the victim's recording, and the victim's first piece replaced.
        { kind: 'path', ...piece(v.streamId, 1) },
        { kind: 'path', ...piece(v.streamId, 0) },
      ],
    },
    'POST /api/speech-streams/:id/finish': {
      dataRoute: true,
      self: () => ({
        method: 'POST',
        url: `/api/speech-streams/${randomUUID()}/finish`,
        payload: { title: 'Mine', pieces: 1 },
      }),
      attacks: (v) => [
        {
          kind: 'path',
          method: 'POST',
          url: `/api/speech-streams/${v.streamId}/finish`,
          payload: { title: 'Planted', pieces: 1 },
        },
      ],
    },
    'GET /api/speeches/user/:userId': {
      dataRoute: true,
      self: (me) => ({ method: 'GET', url: `/api/speeches/user/${me.id}` }),
      attacks: (v) => [
        {
          kind: 'path',
          method: 'GET',
          url: `/api/speeches/user/${v.id}?limit=100`,
          exact403: true,
        },
      ],
    },
    'GET /api/speeches/:id': {
      dataRoute: true,
      self: () => ({ method: 'GET', url: '/api/speeches/999999' }),
      attacks: (v) => [{ kind: 'path', method: 'GET', url: `/api/speeches/${v.speechId}` }],
    },
    'GET /api/speeches/:id/events': {
      dataRoute: true,
      self: () => ({ method: 'GET', url: '/api/speeches/999999/events' }),
      attacks: (v) => [{ kind: 'path', method: 'GET', url: `/api/speeches/${v.speechId}/events` }],
    },
    'POST /api/speeches/:id/save': {
      dataRoute: true,
      self: () => ({ method: 'POST', url: '/api/speeches/999999/save', payload: { saved: true } }),
      attacks: (v) => [
        {
          kind: 'path',
          method: 'POST',
          url: `/api/speeches/${v.speechId}/save`,
          payload: { saved: true },
        },
      ],
    },
    'PUT /api/speeches/:id/transcript': {
      dataRoute: true,
      self: () => ({
        method: 'PUT',
        url: '/api/speeches/999999/transcript',
        payload: { text: 'my own words' },
      }),
      attacks: (v) => [
        {
          kind: 'path',
          method: 'PUT',
          url: `/api/speeches/${v.speechId}/transcript`,
          payload: { text: 'words put in the victim’s mouth' },
        },
      ],
    },
    'GET /api/personal-fillers': {
      // Names no one: it answers for the session's user, and headers naming another are refused.
      dataRoute: true,
      self: () => ({ method: 'GET', url: '/api/personal-fillers' }),
    },
    'POST /api/personal-fillers': {
      dataRoute: true,
      self: () => ({ method: 'POST', url: '/api/personal-fillers', payload: { phrase: 'my tic' } }),
    },
    'DELETE /api/personal-fillers/:id': {
      dataRoute: true,
      self: () => ({ method: 'DELETE', url: '/api/personal-fillers/999999' }),
      attacks: (v) => [
        { kind: 'path', method: 'DELETE', url: `/api/personal-fillers/${v.fillerId}` },
      ],
    },
    'POST /api/personal-fillers/reanalyse': {
      dataRoute: true,
      self: () => ({ method: 'POST', url: '/api/personal-fillers/reanalyse' }),
    },
    'GET /api/goals': {
      // Names no one: it answers for the session's user, and headers naming another are refused.
      dataRoute: true,
      self: () => ({ method: 'GET', url: '/api/goals' }),
    },
    'PUT /api/goals': {
      dataRoute: true,
      self: () => ({
        method: 'PUT',
        url: '/api/goals',
        payload: { sessionsPerWeek: 3, maxFillersPerMinute: null, paceInBand: false },
      }),
    },
    'GET /api/recording-allowance': {
      // Names no one in its path: it answers for the session's user, and headers naming another are refused.
      dataRoute: true,
      self: () => ({ method: 'GET', url: '/api/recording-allowance' }),
    },
    'GET /api/transcription/:id': {
      dataRoute: true,
      self: () => ({ method: 'GET', url: '/api/transcription/not-mine' }),
      attacks: (v) => [
        {
          kind: 'path',
          method: 'GET',
          url: `/api/transcription/${v.transcriptionId}?speechId=${v.speechId}`,
        },
      ],
    },
    'GET /media/:speechId': {
      dataRoute: true,
      self: () => ({ method: 'GET', url: signMediaPath(999_999, far(), secret) }),
      // The attacker holds a valid link to the victim's recording (it leaked).
      attacks: (v) => [{ kind: 'path', method: 'GET', url: v.audioPath }],
    },
    'POST /api/feedback': {
      dataRoute: true,
      self: () => ({ method: 'POST', url: '/api/feedback', payload: { speechId: 999_999 } }),
      attacks: (v, me) => [
        {
          kind: 'body',
          method: 'POST',
          url: '/api/feedback',
          payload: { userId: v.id, speechId: v.speechId, coachingMode: 'general' },
          exact403: true,
        },
        {
          kind: 'body',
          method: 'POST',
          url: '/api/feedback',
          payload: { userId: me.id, speechId: v.speechId, coachingMode: 'general' },
        },
      ],
    },
    'POST /api/linguistic-feedback': {
      dataRoute: true,
      self: () => ({
        method: 'POST',
        url: '/api/linguistic-feedback',
        payload: { transcript: 'I has a talk today.' },
      }),
      attacks: (v, me) => [
        {
          kind: 'body',
          method: 'POST',
          url: '/api/linguistic-feedback',
          payload: { userId: v.id, transcript: 'I has a talk.' },
          exact403: true,
        },
        {
          kind: 'body',
          method: 'POST',
          url: '/api/linguistic-feedback',
          payload: { userId: me.id, transcript: 'I has a talk.', speechId: v.speechId },
        },
      ],
    },
    'GET /api/feedback/user/:userId': {
      dataRoute: true,
      self: (me) => ({ method: 'GET', url: `/api/feedback/user/${me.id}` }),
      attacks: (v) => [
        { kind: 'path', method: 'GET', url: `/api/feedback/user/${v.id}?limit=50`, exact403: true },
      ],
    },
    'GET /api/supabase-feedback/:supabaseId': {
      dataRoute: true,
      self: (me) => ({ method: 'GET', url: `/api/supabase-feedback/${me.supabaseId}` }),
      attacks: (v) => [
        {
          kind: 'path',
          method: 'GET',
          url: `/api/supabase-feedback/${v.supabaseId}?limit=50`,
          exact403: true,
        },
      ],
    },
  };
}

/** A stream piece: raw bytes, as the recorder sends them. */
function piece(streamId: string, seq: number): Req {
  return {
    method: 'PUT',
    url: `/api/speech-streams/${streamId}/pieces/${seq}`,
    payload: Buffer.from(`not the victim's audio ${seq}`),
    headers: { 'content-type': 'application/octet-stream' },
  };
}

function send(app: FastifyInstance, cookie: string, req: Req, extra: Record<string, string> = {}) {
  return app.inject({
    method: req.method,
    url: req.url,
    headers: { cookie, origin: ORIGIN, ...req.headers, ...extra },
    ...(req.payload === undefined ? {} : { payload: req.payload as object }),
  });
}

describe('security suite: every route against a second account and a guest', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let worker: Worker;
  let cases: Record<string, RouteCase>;
  let victim: Victim;
  let attackers: Array<{ label: string; person: Person }>;
  let unverified: Person;

  const person = (cookie: string, user: Record<string, unknown>): Person => ({
    cookie,
    id: user.id as number,
    supabaseId: user.supabaseId as string,
    guestId: (user.guestId as string | null) ?? null,
    isGuest: user.isGuest as boolean,
    email: (user.email as string | null) ?? null,
  });

  beforeAll(async () => {
    sink = await startSmtpSink();
    // METRICS_TOKEN: so that /metrics is routed and gets its case too.
    t = await createTestApp({
      env: { SMTP_URL: sink.url, METRICS_TOKEN: 'security-suite-metrics-token' },
    });
    worker = t.services.createWorker(t.app.log);
    worker.start();
    const audio = fs.readFileSync((await speechWebm()).file);
    cases = routeCases(t.services.secret, audio);
    // Long enough (46 s) for the coach, so the victim has feedback to steal.
    const longSpeech = fs.readFileSync((await ensureFixture('e2e-speech')).wavPath);

    // The victim: a guest who recorded a speech, then made an account.
    const guest = await signInGuest(t.app);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: guest.cookie, origin: ORIGIN },
      payload: uploadForm(longSpeech, { title: VICTIM_TITLE }, 'speech.wav'),
    });
    const speech = upload.json().speech as {
      id: number;
      transcriptionId: string;
      audioUrl: string;
    };
    const account = newAccount('victim');
    const created = await signUp(t.app, account, guest.cookie);
    const { cookie } = await followVerificationMail(t.app, sink, account.email, created.cookie);
    for (let i = 0; i < 600; i += 1) {
      const status = await send(t.app, cookie, {
        method: 'GET',
        url: `/api/transcription/${speech.transcriptionId}?speechId=${speech.id}`,
      });
      if (status.json().status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    victim = {
      ...person(cookie, created.user as unknown as Record<string, unknown>),
      email: account.email,
      username: account.username,
      speechId: speech.id,
      transcriptionId: speech.transcriptionId,
      audioPath: speech.audioUrl.replace('http://localhost:3000', ''),
      oldGuestId: guest.user.guestId ?? '',
      fillerId: 0,
      streamId: '',
    };
    const filler = await send(t.app, cookie, {
      method: 'POST',
      url: '/api/personal-fillers',
      payload: { phrase: 'so yeah' },
    });
    expect(filler.statusCode).toBe(201);
    victim.fillerId = filler.json().id;
    const stream = await send(t.app, cookie, {
      method: 'POST',
      url: '/api/speech-streams',
      payload: { mimeType: 'audio/webm' },
    });
    expect(stream.statusCode).toBe(201);
    victim.streamId = stream.json().stream.id;
    const first = await send(t.app, cookie, piece(victim.streamId, 0));
    expect(first.statusCode).toBe(200);
    const goal = await send(t.app, cookie, {
      method: 'PUT',
      url: '/api/goals',
      payload: { sessionsPerWeek: 4, maxFillersPerMinute: 2.5, paceInBand: true },
    });
    expect(goal.statusCode).toBe(200);
    // The victim's own data exists: feedback made by the coach.
    const feedback = await send(t.app, cookie, {
      method: 'POST',
      url: '/api/feedback',
      payload: { userId: victim.id, speechId: victim.speechId, coachingMode: 'general' },
    });
    expect(feedback.statusCode).toBe(200);

    const second = await verifiedAccount(t.app, sink, 'second');
    const otherGuest = await signInGuest(t.app);
    attackers = [
      { label: 'a second account', person: person(second.cookie, second.user as never) },
      { label: 'a guest', person: person(otherGuest.cookie, otherGuest.user as never) },
    ];
    const pending = await signUp(t.app, newAccount('unver'));
    unverified = person(pending.cookie, pending.user as never);
  }, 180_000);

  afterAll(async () => {
    await worker.stop();
    await t.close();
    await sink.close();
  });

  it('has a case for every route the app answers', () => {
    const routes = listRoutes(t.app);
    expect(routes).toContain('GET /api/speeches/user/:userId');
    expect(routes).toContain('PATCH /api/users/:id');
    const missing = routes.filter((route) => !(route in cases));
    expect(missing, 'routes without a security case').toEqual([]);
    const stale = Object.keys(cases).filter((route) => !routes.includes(route));
    expect(stale, 'cases for routes that no longer exist').toEqual([]);
  });

  it("lets the owner read their own data (the suite's control)", async () => {
    const list = await send(t.app, victim.cookie, {
      method: 'GET',
      url: `/api/speeches/user/${victim.id}`,
    });
    expect(list.body).toContain(VICTIM_TITLE);
    expect(
      (await send(t.app, victim.cookie, { method: 'GET', url: victim.audioPath })).statusCode,
    ).toBe(200);
    const history = await send(t.app, victim.cookie, {
      method: 'GET',
      url: `/api/feedback/user/${victim.id}`,
    });
    expect(history.json()).toHaveLength(1);
  });

  function expectRefused(res: LightMyRequestResponse, what: string, exact403 = false) {
    if (exact403) expect(res.statusCode, what).toBe(403);
    expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, what).toBeLessThan(500);
    // A rate limit would hide whether the check itself works.
    expect(res.statusCode, what).not.toBe(429);
    expect(res.body, what).not.toContain(VICTIM_TITLE);
    expect(res.body, what).not.toContain(victim.email);
  }

  it('refuses path and body requests for the first account’s data', async () => {
    let sent = 0;
    for (const { label, person: me } of attackers) {
      for (const [route, c] of Object.entries(cases)) {
        for (const attack of c.attacks?.(victim, me) ?? []) {
          const res = await send(t.app, me.cookie, attack);
          sent += 1;
          expectRefused(
            res,
            `${label}: ${route} by ${attack.kind} (${attack.url}) -> ${res.statusCode} ${res.body}`,
            attack.exact403,
          );
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(2 * 20);
  });

  it('refuses identity headers that name the first account, with 403', async () => {
    let sent = 0;
    for (const { label, person: me } of attackers) {
      const naming: Array<Record<string, string>> = [
        { 'x-user-id': String(victim.id) },
        { 'x-supabase-id': victim.supabaseId },
        ...(me.isGuest ? [{ 'x-guest-id': victim.oldGuestId }] : []),
      ];
      for (const [route, c] of Object.entries(cases)) {
        if (!c.self) continue;
        for (const headers of naming) {
          const res = await send(t.app, me.cookie, c.self(me), headers);
          sent += 1;
          expectRefused(
            res,
            `${label}: ${route} with ${Object.keys(headers)[0]} -> ${res.statusCode} ${res.body}`,
            true,
          );
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(2 * 2 * 15);
  });

  it('left the first account as it was', async () => {
    const me = await send(t.app, victim.cookie, { method: 'GET', url: '/api/session' });
    expect(me.json().user).toMatchObject({ username: victim.username, isPro: false });
    const speech = await send(t.app, victim.cookie, {
      method: 'GET',
      url: `/api/speeches/${victim.speechId}`,
    });
    expect(speech.json().speech).toMatchObject({ title: VICTIM_TITLE, saved: false });
    const list = await send(t.app, victim.cookie, {
      method: 'GET',
      url: `/api/speeches/user/${victim.id}`,
    });
    expect(list.json()).toHaveLength(1);
    const fillers = await send(t.app, victim.cookie, {
      method: 'GET',
      url: '/api/personal-fillers',
    });
    expect(fillers.json().fillers.map((f: { phrase: string }) => f.phrase)).toEqual(['so yeah']);
    const goal = await send(t.app, victim.cookie, { method: 'GET', url: '/api/goals' });
    expect(goal.json().goal).toEqual({
      sessionsPerWeek: 4,
      maxFillersPerMinute: 2.5,
      paceInBand: true,
    });
  });

  it('refuses every data route to an account whose e-mail is not verified', async () => {
    for (const [route, c] of Object.entries(cases)) {
      if (!c.dataRoute || !c.self) continue;
      const res = await send(t.app, unverified.cookie, c.self(unverified));
      expect(res.statusCode, route).toBe(403);
      expect(res.json().code, route).toBe('email_not_verified');
    }
  });

  it('refuses a cross-origin POST, PATCH or a request a browser marks cross-site', async () => {
    for (const [route, c] of Object.entries(cases)) {
      const req = c.self?.(victim);
      if (!req || req.method === 'GET') continue;
      const evil = await send(t.app, victim.cookie, req, { origin: 'https://evil.example' });
      expect(evil.statusCode, route).toBe(403);
      expect(evil.json().message, route).toBe('Cross-site request refused.');
    }
    const noOrigin = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${victim.id}`,
      headers: { cookie: victim.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { username: 'csrf_name' },
    });
    expect(noOrigin.statusCode).toBe(403);
    const signOut = await post(
      t.app,
      '/api/auth/sign-out',
      {},
      { cookie: victim.cookie, origin: 'https://evil.example' },
    );
    expect(signOut.statusCode).toBe(403);
    const me = await send(t.app, victim.cookie, { method: 'GET', url: '/api/session' });
    expect(me.json().user.username).toBe(victim.username);
  });

  it('a session cookie no longer works after sign-out', async () => {
    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email: victim.email,
      password: 'correct horse 1',
    });
    const cookie = cookieHeader(signIn);
    expect(
      (await send(t.app, cookie, { method: 'GET', url: `/api/speeches/user/${victim.id}` }))
        .statusCode,
    ).toBe(200);
    expect((await post(t.app, '/api/auth/sign-out', {}, { cookie })).statusCode).toBe(200);
    const after = await send(t.app, cookie, {
      method: 'GET',
      url: `/api/speeches/user/${victim.id}`,
    });
    expect(after.statusCode).toBe(401);
    expect(
      (await send(t.app, cookie, { method: 'GET', url: '/api/session' })).json().user,
    ).toBeNull();
    // The victim's other session is still good.
    expect(
      (await send(t.app, victim.cookie, { method: 'GET', url: `/api/speeches/user/${victim.id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('sends the security headers and a Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("media-src 'self' http://localhost:3000 blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // frame-ancestors says it; a second, weaker header (SAMEORIGIN) would only disagree.
    expect(res.headers['x-frame-options']).toBeUndefined();
    // Over http there is no HSTS; cookies are not Secure (they would never be sent).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cookies and HSTS behind https', () => {
  it('marks the session cookie Secure, httpOnly and SameSite=Lax when PUBLIC_URL is https', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://podium.example.com' } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/guest-login',
        headers: { origin: 'https://podium.example.com' },
        payload: { guestId: 'guest-secure-cookie-1' },
      });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^__Secure-podium\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
    }
  });
});
