import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '@server/test-support/free-port';
import { startPodium, type PodiumProcess } from '@server/test-support/podium-process';
import { fakeMicrophone } from './support/browser';
import { skipOnboarding } from './support/storage';
import { waitForElapsed } from './support/recording-timer';

/*
 * Issue 12: "kill the server mid-recording: the recording still completes and is analysed once,
 * nothing lost, no duplicate". This spec runs its own `podium serve` (not the suite's), kills it
 * with SIGKILL 12 s into the recording, starts it again on the same port and DATA_DIR 5 s later,
 * and records on: the stream resumes, Save makes one speech, and its analysis is the whole talk.
 */

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: fakeMicrophone('e2e-speech') },
});

test('the server killed mid-recording: the recording completes, is analysed once, nothing lost', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-e2e-kill-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: path.join(root, 'data'),
    PORT: String(port),
    PUBLIC_URL: base,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    GUEST_SPEECH_LIMIT: '3',
  };
  const start = async (name: string): Promise<PodiumProcess> => {
    const server = await startPodium('serve', name, root, env);
    await expect
      .poll(
        () =>
          fetch(`${base}/api/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    return server;
  };
  let server = await start('before');
  try {
    await skipOnboarding(page);
    await page.goto(base);
    await page.getByRole('button', { name: 'Explore as Guest' }).click();
    await expect(page.getByText('Start Speaking')).toBeVisible();
    await page.getByRole('button', { name: 'Start recording' }).click();
    await waitForElapsed(page, 12, 30_000);

    server.child.kill('SIGKILL');
    await server.exited;
    await page.waitForTimeout(5_000);
    server = await start('after');

    await waitForElapsed(page, 50, 60_000);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const dialog = page.getByRole('dialog', { name: 'Name Your Recording' });
    await dialog.getByLabel('Speech Title').fill('Through a restart');
    await dialog.getByRole('button', { name: 'Save & Continue' }).click();
    await page.waitForURL(/\/feedback\/\d+$/);
    const id = Number(/\/feedback\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('region', { name: 'Speech metrics' })).toBeVisible({
      timeout: 150_000,
    });

    // Once: one recording used of the guest's three.
    const allowance = await page.request.get(`${base}/api/recording-allowance`);
    expect(await allowance.json()).toMatchObject({ used: 1 });
    // Nothing lost: the stored recording runs the whole 50 s, and the talk's last words are in it.
    const speech = (await (await page.request.get(`${base}/api/speeches/${id}`)).json()) as {
      speech: { duration: number };
      analysis: { text: string };
    };
    expect(speech.speech.duration).toBeGreaterThan(48);
    expect(speech.analysis.text.split(/\s+/).length).toBeGreaterThan(90);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(root, { recursive: true, force: true });
  }
});
