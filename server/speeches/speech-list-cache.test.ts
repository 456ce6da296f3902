import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { syntheticAnalysis } from '@server/coach/test-support/synthetic-analysis';
import { analysisRowOf } from '@server/db/repos/analyses-repo';
import { createServices, type Services } from '@server/services';
import { insertAnalysedSpeech } from '@server/test-support/analysed-speech';
import { databaseTargets } from '@server/test-support/databases';
import { createTestApp, signInGuest, type TestApp } from '@server/test-support/test-app';

const analysis = syntheticAnalysis({
  sentences: ['today I want to talk about um why practice matters', 'so let us begin'],
});

describe.each(databaseTargets())('the speech list cache on $name', (target) => {
  let first: TestApp;
  let second: { app: FastifyInstance; services: Services };
  let cookie: string;
  let userId: number;

  beforeAll(async () => {
    first = await createTestApp({ target });
    // Another web process on the same database.
    const services = await createServices(first.env);
    second = { services, app: await buildApp(services, { logger: false }) };
    ({
      cookie,
      user: { id: userId },
    } = await signInGuest(first.app));
  });
  afterAll(async () => {
    await second.app.close();
    await second.services.close();
    await first.close();
  });

  const list = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/speeches/user/${userId}?limit=100`,
      headers: { cookie, ...headers },
    });
  const version = async () => (await first.services.users.findById(userId))!.speechesVersion;

  it("bumps the user's version on every write to their speeches and analyses", async () => {
    const v0 = await version();
    const id = await insertAnalysedSpeech(first.services, userId, null);
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    await first.services.handle.db
      .insertInto('analyses')
      .values(analysisRowOf(id, analysis))
      .execute();
    const v2 = await version();
    expect(v2).toBeGreaterThan(v1);
    await first.services.handle.db
      .updateTable('speeches')
      .set({ saved: 1 })
      .where('id', '=', id)
      .execute();
    const v3 = await version();
    expect(v3).toBeGreaterThan(v2);
    await first.services.handle.db.deleteFrom('analyses').where('speechId', '=', id).execute();
    await first.services.handle.db.deleteFrom('speeches').where('id', '=', id).execute();
    expect(await version()).toBeGreaterThan(v3);
  });

  it('shows a change made through another process at once', async () => {
    const id = await insertAnalysedSpeech(first.services, userId, null, { title: 'Cached talk' });
    const before = await list(second.app);
    expect(before.statusCode).toBe(200);
    const speech = () =>
      (
        list(second.app).then((r) => r.json()) as Promise<
          Array<{ id: number; saved: boolean; analysis: unknown }>
        >
      ).then((all) => all.find((s) => s.id === id)!);
    expect(await speech()).toMatchObject({ saved: false, analysis: null });

    // The worker's write (another process): the analysis appears.
    await first.services.handle.db
      .insertInto('analyses')
      .values(analysisRowOf(id, analysis))
      .execute();
    expect((await speech()).analysis).toMatchObject({ wordsPerMinute: analysis.wordsPerMinute });

    // Saved through the first process: the second shows it.
    const saved = await first.app.inject({
      method: 'POST',
      url: `/api/speeches/${id}/save`,
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { saved: true },
    });
    expect(saved.statusCode).toBeLessThan(300);
    expect((await speech()).saved).toBe(true);
  });

  it('answers 304 to the browser copy that is still current, and br or gzip to a client that takes it', async () => {
    const res = await list(first.app);
    const etag = String(res.headers.etag);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const again = await list(first.app, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const br = await list(first.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(res.json());
    const zipped = await list(first.app, { 'accept-encoding': 'gzip, deflate, br;q=0' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(res.json());
    const refused = await list(first.app, { 'accept-encoding': 'gzip;q=0, deflate' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(res.json());

    await insertAnalysedSpeech(first.services, userId, analysis);
    const changed = await list(first.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveLength(res.json().length + 1);
  });

  it('signs fresh media links when the hour of their expiry moves on', async () => {
    const user = (await first.services.users.findById(userId))!;
    const now = Date.now();
    const a = await first.services.speechLists.get(user, 100, now);
    const b = await first.services.speechLists.get(user, 100, now + 2 * 3600_000);
    expect(b.etag).not.toBe(a.etag);
    const link = (l: typeof a) =>
      (JSON.parse(l.json.toString()) as Array<{ audioUrl: string }>)[0]!.audioUrl;
    expect(link(b)).not.toBe(link(a));
  });
});
