import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cloudFeedbackResponseSchema,
  feedbackErrorResponseSchema,
  feedbackHistoryResponseSchema,
  feedbackResponseSchema,
  linguisticResponseSchema,
} from '@common/contract/feedback';
import { FEEDBACK_MESSAGES } from '@common/feedback/feedback-messages';
import {
  classifyFeedbackError,
  feedbackCooldownSeconds,
} from '@common/feedback/feedback-error-kind';
import { mapFeedbackRecord } from '@common/feedback/map-feedback';
import type { CoachEngine } from '@server/coach/coach-engine';
import { createRulesCoach } from '@server/coach/rules/rules-coach';
import {
  fillerHeavy,
  grammarErrors,
  interviewAnswer,
  polished,
  slow,
  veryShort,
} from '@server/coach/test-support/test-scenarios';
import { insertAnalysedSpeech, setAccount } from '@server/test-support/analysed-speech';
import { databaseTargets } from '@server/test-support/databases';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

const requestFeedback = (t: TestApp, who: SignedIn, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { cookie: who.cookie },
    payload: { userId: who.user.id, coachingMode: 'general', ...body },
  });
const get = (t: TestApp, who: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

describe.each(databaseTargets())('feedback API on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      target,
      env: { GUEST_DAILY_FEEDBACK: '3', FREE_DAILY_FEEDBACK: '2', PRO_DAILY_FEEDBACK: '3' },
    });
  });
  afterAll(() => t.close());

  const speechFor = (who: SignedIn, make = polished) =>
    insertAnalysedSpeech(t.services, who.user.id, make().analysis, {
      title: 'Why libraries matter',
    });

  it('coaches an analysed speech, stores the record, then answers from the cache without using the limit', async () => {
    const guest = await signInGuest(t.app);
    const speechId = await speechFor(guest, fillerHeavy);
    const first = await requestFeedback(t, guest, {
      speechId,
      transcript: 'ignored: the stored transcript is used',
      metrics: { clarity: 99, pace: 1 },
    });
    expect(first.statusCode).toBe(200);
    const body = feedbackResponseSchema.parse(first.json());
    expect(body).toMatchObject({
      fromCache: false,
      message: 'Feedback generated',
      isShortRecording: false,
      cooldownRemaining: 0,
      speechId,
      modelUsed: 'rules',
      usedFallback: false,
      coachingMode: 'general',
      usageInfo: { accountType: 'guest', dailyLimit: 3, usedToday: 1, remainingToday: 2 },
    });
    expect(body.feedback.improvements[0]).toMatch(/filler words/);
    expect(body.feedback.advancedTips).toEqual([]);
    expect(Object.keys(body.metrics).sort()).toEqual([
      'clarityExplanation',
      'confidenceExplanation',
      'languageExplanation',
      'structureExplanation',
    ]);

    const again = await requestFeedback(t, guest, { speechId });
    const cached = feedbackResponseSchema.parse(again.json());
    expect(cached).toMatchObject({
      id: body.id,
      fromCache: true,
      message: 'Retrieved Existing Feedback',
      usageInfo: { fromCache: true, usedToday: 1, remainingToday: 2 },
    });
    expect(cached.feedback).toEqual(body.feedback);
  });

  it("coaches in the speech's practice mode unless the request names one, with the mode's rubric", async () => {
    const guest = await signInGuest(t.app);
    const speechId = await insertAnalysedSpeech(
      t.services,
      guest.user.id,
      interviewAnswer().analysis,
      {
        title: 'A problem I solved',
        coachingMode: 'interview',
      },
    );
    const spec = await requestFeedback(t, guest, { speechId });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().coachingMode).toBe('general');
    expect(spec.json().feedback.rubric).toBeUndefined();

    const ours = await requestFeedback(t, guest, { speechId, coachingMode: undefined });
    expect(ours.statusCode).toBe(200);
    const body = feedbackResponseSchema.parse(ours.json());
    expect(body.coachingMode).toBe('interview');
    expect(body.fromCache).toBe(false);
    expect(body.feedback.rubric?.summary).toBe(
      'STAR answer: found Situation, Task, Action and Result.',
    );
    const history = await get(t, guest, `/api/feedback/user/${guest.user.id}`);
    expect(history.json().map((r: { coachingMode: string }) => r.coachingMode)).toEqual([
      'interview',
      'general',
    ]);
  });

  it('stops a guest at the guest limit with the guest message, and still serves the cache', async () => {
    const guest = await signInGuest(t.app);
    const ids = [await speechFor(guest), await speechFor(guest), await speechFor(guest)];
    for (const speechId of ids) {
      expect((await requestFeedback(t, guest, { speechId })).statusCode).toBe(200);
    }
    const over = await requestFeedback(t, guest, { speechId: await speechFor(guest) });
    expect(over.statusCode).toBe(429);
    const body = feedbackErrorResponseSchema.parse(over.json());
    expect(body).toMatchObject({
      status: 429,
      code: 'guest_limit',
      isRateLimit: true,
      message: FEEDBACK_MESSAGES.guestLimit(3),
      error: FEEDBACK_MESSAGES.guestLimit(3),
      usageInfo: { accountType: 'guest', remainingToday: 0 },
    });
    expect(classifyFeedbackError(body)).toBe('guest-limit');
    expect(classifyFeedbackError(`429: ${over.body}`)).toBe('guest-limit');
    expect((await requestFeedback(t, guest, { speechId: ids[0] })).json().fromCache).toBe(true);
  });

  it('stops a Free account at its daily limit with the daily-limit message', async () => {
    const user = await signInGuest(t.app);
    await setAccount(t.services, user.user.id, { isGuest: false });
    for (let i = 0; i < 2; i++) {
      expect((await requestFeedback(t, user, { speechId: await speechFor(user) })).statusCode).toBe(
        200,
      );
    }
    const over = await requestFeedback(t, user, { speechId: await speechFor(user) });
    expect(over.statusCode).toBe(429);
    const body = feedbackErrorResponseSchema.parse(over.json());
    expect(body.message).toBe(FEEDBACK_MESSAGES.dailyLimit(2));
    expect(body.code).toBe('daily_limit');
    expect(body.isRateLimit).toBeUndefined();
    expect(body.usageInfo).toMatchObject({ accountType: 'free', dailyLimit: 2, remainingToday: 0 });
    expect(classifyFeedbackError(body)).toBe('daily-limit');
  });

  it('gives a Pro account its own limit and the advanced tips', async () => {
    const user = await signInGuest(t.app);
    await setAccount(t.services, user.user.id, { isGuest: false, isPro: true });
    const first = feedbackResponseSchema.parse(
      (await requestFeedback(t, user, { speechId: await speechFor(user, slow) })).json(),
    );
    expect(first.usageInfo).toMatchObject({ accountType: 'pro', dailyLimit: 3 });
    expect(first.feedback.advancedTips.length).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 2; i++) {
      expect((await requestFeedback(t, user, { speechId: await speechFor(user) })).statusCode).toBe(
        200,
      );
    }
    const over = await requestFeedback(t, user, { speechId: await speechFor(user) });
    expect(over.json().message).toBe(FEEDBACK_MESSAGES.dailyLimit(3));
  });

  it('answers a recording under 30 seconds with Recording Too Short, without using the limit', async () => {
    const guest = await signInGuest(t.app);
    const speechId = await insertAnalysedSpeech(t.services, guest.user.id, veryShort().analysis);
    const res = await requestFeedback(t, guest, { speechId });
    expect(res.statusCode).toBe(422);
    const body = feedbackErrorResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      code: 'too_short',
      message: FEEDBACK_MESSAGES.tooShort(30),
      isShortRecording: true,
      usageInfo: { isShortRecording: true, usedToday: 0 },
    });
    expect(classifyFeedbackError(body)).toBe('too-short');
    expect(classifyFeedbackError(body.message)).toBe('too-short');
  });

  it('answers a long recording with too few words as not enough clear speech', async () => {
    const guest = await signInGuest(t.app);
    const speechId = await insertAnalysedSpeech(t.services, guest.user.id, veryShort().analysis, {
      duration: 45,
    });
    const res = await requestFeedback(t, guest, { speechId });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(FEEDBACK_MESSAGES.notEnoughSpeech(30));
    expect(classifyFeedbackError(res.json().message)).toBe('too-short');
  });

  it('asks for the speech and its analysis when either is missing', async () => {
    const guest = await signInGuest(t.app);
    const unanalysed = await insertAnalysedSpeech(t.services, guest.user.id, null);
    for (const body of [{ speechId: unanalysed }, {}, { speechId: 'abc' }]) {
      const res = await requestFeedback(t, guest, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        message: 'Speech data or analysis is missing. Please try again.',
      });
      expect(classifyFeedbackError(res.json())).toBe('other');
    }
  });

  it('keeps everyone to their own speeches and feedback', async () => {
    const owner = await signInGuest(t.app);
    const other = await signInGuest(t.app);
    const speechId = await speechFor(owner);
    expect((await requestFeedback(t, other, { speechId })).statusCode).toBe(404);
    const forged = await requestFeedback(t, other, { speechId, userId: owner.user.id });
    expect(forged.statusCode).toBe(403);
    expect((await get(t, other, `/api/feedback/user/${owner.user.id}`)).statusCode).toBe(403);
    expect(
      (await get(t, other, `/api/supabase-feedback/${owner.user.supabaseId}`)).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { speechId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rejects bad bodies and queries with 400', async () => {
    const guest = await signInGuest(t.app);
    const speechId = await speechFor(guest);
    expect((await requestFeedback(t, guest, { speechId, coachingMode: 'wild' })).statusCode).toBe(
      400,
    );
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: guest.cookie, 'content-type': 'application/json' },
      payload: '{speechId:',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await get(t, guest, `/api/feedback/user/${guest.user.id}?limit=0`)).statusCode).toBe(
      400,
    );
    expect((await get(t, guest, `/api/feedback/user/${guest.user.id}?limit=x`)).statusCode).toBe(
      400,
    );
  });

  it('lists feedback records newest first with limit, and the cloud list in the displayed form', async () => {
    const user = await signInGuest(t.app);
    const ids: number[] = [];
    for (const make of [polished, grammarErrors, fillerHeavy]) {
      const res = await requestFeedback(t, user, { speechId: await speechFor(user, make) });
      ids.push(res.json().id);
    }
    const history = await get(t, user, `/api/feedback/user/${user.user.id}`);
    expect(history.statusCode).toBe(200);
    const records = feedbackHistoryResponseSchema.parse(history.json());
    // Spec: the history limit defaults to 2.
    expect(records.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const all = feedbackHistoryResponseSchema.parse(
      (await get(t, user, `/api/feedback/user/${user.user.id}?limit=10`)).json(),
    );
    expect(all.map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    const one = all[0];
    expect(one).toMatchObject({ userId: user.user.id, modelUsed: 'rules', usedFallback: false });
    expect(JSON.parse(one?.strengths ?? '')).toEqual(expect.any(Array));
    expect(JSON.parse(one?.rewriteSuggestions ?? '')[0]).toEqual({
      original: expect.any(String),
      improved: expect.any(String),
      explanation: expect.any(String),
    });
    const shown = mapFeedbackRecord(one!);
    expect(shown.id).toBe(String(one?.id));
    expect(shown.scores.clarity).toBe(Math.round(one!.clarityScore) / 10);

    const cloud = await get(t, user, `/api/supabase-feedback/${user.user.supabaseId}?limit=2`);
    expect(cloud.statusCode).toBe(200);
    const cards = cloudFeedbackResponseSchema.parse(cloud.json());
    expect(cards.map((c) => c.id)).toEqual([String(ids[2]), String(ids[1])]);
    expect(cards[0]?.audio_url).toMatch(/^http:\/\/localhost:3000\/media\/\d+\?exp=/);
    expect(cards[0]?.emotional_reflection).toMatch(/^At \d+% across clarity/);
    expect(cards[0]?.coach_breakdown?.vocalDelivery).toEqual(expect.any(String));
  });

  it('corrects the wording of an analysed speech from its grammar issues, then from the cache', async () => {
    const user = await signInGuest(t.app);
    const analysis = grammarErrors().analysis;
    await insertAnalysedSpeech(t.services, user.user.id, analysis);
    const ask = (transcript: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/linguistic-feedback',
        headers: { cookie: user.cookie },
        payload: { userId: user.user.id, transcript, isPro: true, ...extra },
      });
    const first = await ask(analysis.transcript);
    expect(first.statusCode).toBe(200);
    const body = linguisticResponseSchema.parse(first.json());
    expect(body).toMatchObject({
      model_used: 'rules',
      usedFallback: false,
      fromCache: false,
      usageInfo: { fromCache: false, accountType: 'guest' },
    });
    const dont = body.corrections.find((c) => c.original === "he don't");
    expect(dont).toMatchObject({
      suggestion: "he doesn't",
      reason: 'Use "doesn\'t" with he, she or it.',
      category: 'grammar',
      context: "he don't like vegetables so we was arguing about every recipe",
    });
    expect(analysis.transcript.slice(dont!.start, dont!.end)).toBe("he don't");
    expect(dont?.time).toEqual(expect.any(Number));

    const again = linguisticResponseSchema.parse((await ask(analysis.transcript)).json());
    expect(again).toMatchObject({ fromCache: true, message: 'Retrieved Existing Feedback' });
    expect(again.corrections).toEqual(body.corrections);

    const typed = linguisticResponseSchema.parse(
      (await ask('we we should really go there because it is a very important place')).json(),
    );
    expect(typed.corrections.map((c) => [c.category, c.original, c.suggestion])).toEqual([
      ['repetition', 'we we', 'we'],
      ['wording', 'very important', 'essential'],
    ]);
    expect(typed.corrections.every((c) => c.time === null)).toBe(true);

    expect((await ask('')).statusCode).toBe(400);
    expect((await ask('hello', { userId: user.user.id + 1000 })).statusCode).toBe(403);
  });
});

describe('feedback while another request is generating it', () => {
  let t: TestApp;
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  beforeAll(async () => {
    const rules = createRulesCoach();
    const slowCoach: CoachEngine = {
      name: 'slow',
      async generate(input) {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        return rules.generate(input);
      },
    };
    t = await createTestApp({ overrides: { coach: slowCoach } });
  });
  afterAll(() => t.close());

  it('answers the second request with Feedback in Progress and cooldownRemaining, then the cache', async () => {
    const guest = await signInGuest(t.app);
    const speechId = await insertAnalysedSpeech(t.services, guest.user.id, polished().analysis);
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = requestFeedback(t, guest, { speechId });
    await running;

    const second = await requestFeedback(t, guest, { speechId });
    expect(second.statusCode).toBe(429);
    const body = feedbackErrorResponseSchema.parse(second.json());
    expect(body.code).toBe('cooldown');
    expect(body.cooldownRemaining).toBeGreaterThan(100);
    expect(body.cooldownRemaining).toBeLessThanOrEqual(120);
    expect(body.message).toBe(FEEDBACK_MESSAGES.cooldown(body.cooldownRemaining ?? 0));
    expect(second.headers['retry-after']).toBe(String(body.cooldownRemaining));
    expect(body.usageInfo).toMatchObject({
      cooldownRemaining: body.cooldownRemaining,
      usedToday: 1,
    });
    expect(classifyFeedbackError(body)).toBe('cooldown');
    expect(classifyFeedbackError(body.message)).toBe('cooldown');
    expect(feedbackCooldownSeconds(body.message)).toBe(body.cooldownRemaining);

    release();
    expect((await first).statusCode).toBe(200);
    const third = await requestFeedback(t, guest, { speechId });
    expect(third.json()).toMatchObject({ fromCache: true, usageInfo: { usedToday: 1 } });
  });
});

describe('feedback when the coach fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    const broken: CoachEngine = {
      name: 'broken',
      generate: () => Promise.reject(new Error('coach crashed')),
    };
    t = await createTestApp({ overrides: { coach: broken } });
  });
  afterAll(() => t.close());

  it('answers Service Temporarily Unavailable, gives the use back and frees the speech', async () => {
    const guest = await signInGuest(t.app);
    const speechId = await insertAnalysedSpeech(t.services, guest.user.id, polished().analysis);
    for (let i = 0; i < 2; i++) {
      const res = await requestFeedback(t, guest, { speechId });
      expect(res.statusCode).toBe(503);
      const body = feedbackErrorResponseSchema.parse(res.json());
      expect(body.message).toBe(FEEDBACK_MESSAGES.unavailable);
      expect(body.code).toBe('service_unavailable');
      expect(body.usageInfo).toMatchObject({ usedToday: 0, remainingToday: 3 });
      expect(classifyFeedbackError(body)).toBe('service-unavailable');
    }
  });
});

describe('the daily feedback limit', () => {
  let t: TestApp;
  let now = new Date('2025-03-10T14:30:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({
      env: { FREE_DAILY_FEEDBACK: '1' },
      overrides: { now: () => now },
    });
  });
  afterAll(() => t.close());

  it("resets at midnight in the user's own time zone", async () => {
    const user = await signInGuest(t.app);
    await setAccount(t.services, user.user.id, { isGuest: false, timezone: 'Asia/Tokyo' });
    const speech = () => insertAnalysedSpeech(t.services, user.user.id, polished().analysis);
    // 23:30 in Tokyo: the day's one feedback, then the limit.
    expect((await requestFeedback(t, user, { speechId: await speech() })).statusCode).toBe(200);
    now = new Date('2025-03-10T14:50:00.000Z');
    const blocked = await requestFeedback(t, user, { speechId: await speech() });
    expect(blocked.statusCode).toBe(429);
    expect(classifyFeedbackError(blocked.json())).toBe('daily-limit');
    // 00:10 in Tokyo, still 10 March in UTC: a new day for this user.
    now = new Date('2025-03-10T15:10:00.000Z');
    const next = await requestFeedback(t, user, { speechId: await speech() });
    expect(next.statusCode).toBe(200);
    expect(next.json().usageInfo).toMatchObject({ usedToday: 1, remainingToday: 0 });
  });
});
