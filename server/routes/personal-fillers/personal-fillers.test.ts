import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalFillersResponseSchema } from '@common/contract/personal-fillers';
import { syntheticAnalysis } from '@server/coach/test-support/synthetic-analysis';
import type { Worker } from '@server/jobs/worker';
import { insertAnalysedSpeech } from '@server/test-support/analysed-speech';
import { toneWebm, uploadForm } from '@server/test-support/audio';
import { databaseTargets } from '@server/test-support/databases';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';

const SPOKEN = [
  'so yeah the plan worked and honestly the team loved it',
  'we shipped on time so yeah we will do it again next year',
];

describe.each(databaseTargets())('personal fillers API on $name', (target) => {
  let t: TestApp;
  let worker: Worker;
  beforeAll(async () => {
    t = await createTestApp({
      target,
      overrides: { analyze: async () => syntheticAnalysis({ sentences: SPOKEN }) },
    });
    worker = t.services.createWorker(t.app.log);
    worker.start();
  }, 60_000);
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  const send = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });
  const add = (who: SignedIn, phrase: string) =>
    send(who, 'POST', '/api/personal-fillers', { phrase });
  const analysisOf = async (who: SignedIn, id: number) =>
    (await send(who, 'GET', `/api/speeches/${id}`)).json().analysis;

  it('keeps the phrases normalised, each once, within the limits, and removes them', async () => {
    const guest = await signInGuest(t.app);
    const added = await add(guest, '  So   Yeah ');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ phrase: 'so yeah' });

    const twice = await add(guest, 'so yeah');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'conflict',
      message: '"so yeah" is already on your list.',
    });
    for (const [phrase, message] of [
      ['', 'Type the word or phrase you want counted.'],
      ['x'.repeat(41), 'Keep it to 40 characters.'],
      ['one two three four five six', 'Keep it to 5 words.'],
      ['um <b>', 'Use letters, spaces, hyphens and apostrophes only.'],
    ] as const) {
      const res = await add(guest, phrase);
      expect(res.statusCode, phrase).toBe(400);
      expect(res.json(), phrase).toMatchObject({ code: 'invalid_input', message });
    }

    const list = personalFillersResponseSchema.parse(
      (await send(guest, 'GET', '/api/personal-fillers')).json(),
    );
    expect(list).toMatchObject({ maxCount: 20, maxLength: 40, maxWords: 5 });
    expect(list.fillers.map((f) => f.phrase)).toEqual(['so yeah']);

    const id = added.json().id as number;
    expect((await send(guest, 'DELETE', `/api/personal-fillers/${id}`)).statusCode).toBe(204);
    expect((await send(guest, 'DELETE', `/api/personal-fillers/${id}`)).statusCode).toBe(404);
    expect((await send(guest, 'GET', '/api/personal-fillers')).json().fillers).toEqual([]);
  });

  it('stops at 20 phrases with a clear message', async () => {
    const guest = await signInGuest(t.app);
    for (let i = 0; i < 20; i += 1) {
      expect((await add(guest, `tic ${'a'.repeat(i + 1)}`)).statusCode).toBe(201);
    }
    const over = await add(guest, 'one more');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'You can keep up to 20 of your own fillers. Remove one first.',
    );
  });

  it("counts them, marked as the speaker's own, in new analyses and on request in older ones", async () => {
    const guest = await signInGuest(t.app);
    const older = await insertAnalysedSpeech(
      t.services,
      guest.user.id,
      syntheticAnalysis({ sentences: SPOKEN }),
    );
    expect((await analysisOf(guest, older)).fillerWordsList).toEqual({});

    await add(guest, 'so yeah');
    await add(guest, 'honestly');
    // A new recording is counted with them.
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/speeches',
      headers: { cookie: guest.cookie },
      payload: uploadForm(fs.readFileSync(await toneWebm(3)), { title: 'New' }),
    });
    expect(upload.statusCode).toBe(201);
    const newer = upload.json().speech.id as number;
    let analysis = await analysisOf(guest, newer);
    for (let i = 0; i < 200 && !analysis; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      analysis = await analysisOf(guest, newer);
    }
    expect(analysis.fillerWordsList).toEqual({ 'so yeah': 2, honestly: 1 });
    expect(analysis.details.fillers.map((f: { type: string }) => f.type)).toEqual([
      'personal',
      'personal',
      'personal',
    ]);

    // The older one is not, until the speaker asks.
    expect((await analysisOf(guest, older)).fillerWords).toBe(0);
    const again = await send(guest, 'POST', '/api/personal-fillers/reanalyse');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ updated: 2 });
    expect((await analysisOf(guest, older)).fillerWordsList).toEqual({ 'so yeah': 2, honestly: 1 });

    // Another speaker's speeches are theirs alone.
    const other = await signInGuest(t.app);
    expect((await send(other, 'POST', '/api/personal-fillers/reanalyse')).json()).toEqual({
      updated: 0,
    });
  });
});
