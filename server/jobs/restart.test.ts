import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureFixture } from '@scripts/fixtures/ensure-fixture';
import { runProcess } from '../lib/run-process';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = 3900 + (process.pid % 90);
const base = `http://127.0.0.1:${port}`;

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', 'serve'], {
    cwd: root,
    stdio: [
      'ignore',
      fs.openSync(path.join(dataDir, 'server.log'), 'a'),
      fs.openSync(path.join(dataDir, 'server.log'), 'a'),
    ],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOB_LEASE_SEC: '2',
      JOB_POLL_MS: '200',
    },
  });
}

async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const ready = () =>
  waitFor(
    async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined),
    30_000,
    'the server',
  );

describe('a job interrupted by a crash', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-restart-'));
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes after the server restarts, and the speech gets its analysis', async () => {
    // 46 s of speech: long enough to be caught mid-job, short enough to finish again at load 20.
    const fixture = await ensureFixture('e2e-speech');
    const webm = path.join(dataDir, 'speech.webm');
    await runProcess('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      fixture.wavPath,
      '-c:a',
      'libopus',
      '-b:a',
      '48k',
      webm,
    ]);

    server = startServer(dataDir);
    await ready();
    const login = await fetch(`${base}/api/guest-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guestId: 'restart-test-guest' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const form = new FormData();
    form.append('title', 'Interrupted');
    form.append('audio', new Blob([fs.readFileSync(webm)], { type: 'audio/webm' }), 'speech.webm');
    const created = await fetch(`${base}/api/speeches`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(created.status).toBe(201);
    const { speech } = (await created.json()) as {
      speech: { id: number; transcriptionId: string };
    };
    const statusUrl = `${base}/api/transcription/${speech.transcriptionId}?speechId=${speech.id}`;
    const status = async () =>
      ((await (await fetch(statusUrl, { headers: { cookie } })).json()) as { status: string })
        .status;

    await waitFor(
      async () => ((await status()) === 'processing' ? true : undefined),
      30_000,
      'the job to start',
    );
    server.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));

    server = startServer(dataDir);
    await ready();
    // The session and the job both live in the database: nothing was lost.
    await waitFor(
      async () => ((await status()) === 'completed' ? true : undefined),
      180_000,
      'the job to complete',
    ).catch((err: Error) => {
      // The server's own account of what happened, for whoever reads the failure.
      throw new Error(
        `${err.message}\n${fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-4000)}`,
      );
    });
    const detail = (await (
      await fetch(`${base}/api/speeches/${speech.id}`, { headers: { cookie } })
    ).json()) as {
      analysis: { wordsPerMinute: number; text: string } | null;
    };
    expect(detail.analysis?.wordsPerMinute).toBeGreaterThan(60);
    // The fixture says 117 words.
    expect(detail.analysis?.text.split(' ').length).toBeGreaterThan(90);
  }, 300_000);
});
