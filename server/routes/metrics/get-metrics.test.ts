import fs from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechWebm, uploadForm } from '@server/test-support/audio';
import { createTestApp, signInGuest, type TestApp } from '@server/test-support/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('podium_');
    } finally {
      await t.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    });
    afterAll(() => t.close());
    const scrape = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });

    it('refuses a scrape without the token or with another one', async () => {
      const none = await scrape();
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(none.body).not.toContain('podium_');
      expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
      expect((await scrape(TOKEN)).statusCode).toBe(401);
    });

    it('serves request latency by route pattern, queue depth, job durations and the real-time factor', async () => {
      const { cookie, user } = await signInGuest(t.app);
      await t.app.inject({
        method: 'GET',
        url: `/api/speeches/user/${user.id}`,
        headers: { cookie },
      });
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/speeches',
        headers: { cookie },
        payload: uploadForm(fs.readFileSync((await speechWebm()).file)),
      });
      expect(upload.statusCode).toBe(201);

      const queued = await scrape(`Bearer ${TOKEN}`);
      expect(queued.statusCode).toBe(200);
      expect(queued.headers['content-type']).toContain('text/plain');
      expect(queued.body).toMatch(
        /podium_http_request_duration_seconds_count\{method="GET",route="\/api\/speeches\/user\/:userId",status_code="200"\} 1/,
      );
      expect(queued.body).toContain('podium_jobs{type="transcribe-speech",status="queued"} 1');
      expect(queued.body).toContain('podium_process_cpu_seconds_total');

      // A real worker runs the real pipeline on the job.
      const worker = t.services.createWorker(pino({ level: 'silent' }));
      worker.start();
      await expect
        .poll(
          async () =>
            (await t.services.queue.findById(upload.json().speech.transcriptionId))?.status,
          {
            timeout: 90_000,
            interval: 200,
          },
        )
        .toBe('done');
      await worker.stop();

      const after = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(after).toMatch(
        /podium_job_duration_seconds_count\{type="transcribe-speech",outcome="done"\} 1/,
      );
      expect(after).toMatch(/podium_recognition_realtime_factor_count 1/);
      const audio = Number(/^podium_recognized_audio_seconds_total (\S+)$/m.exec(after)?.[1]);
      expect(audio).toBeGreaterThan(12);
      expect(audio).toBeLessThan(14);
      // Its segments went through the process's shared pool, which is idle again.
      const segments = Number(/^podium_recognition_segments_total (\S+)$/m.exec(after)?.[1]);
      expect(segments).toBeGreaterThan(0);
      expect(after).toMatch(/podium_recognition_segment_wait_seconds_count [1-9]/);
      expect(after).toContain('podium_recognition_slots{state="busy"} 0');
      expect(after).toContain('podium_recognition_segments_waiting 0');
      expect(after).not.toContain('podium_jobs{type="transcribe-speech",status="queued"} 1');
    }, 120_000);
  });
});
