import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fakeMicrophone, repoRoot } from './support/browser';
import { skipOnboarding } from './support/storage';
import { waitForElapsed } from './support/recording-timer';

/*
 * Issue 12: the recording is streamed while the speaker talks, recognized as silences close its
 * segments, and at Save & Continue only the rest remains; the analysis is pushed to the page.
 * Chromium's fake microphone plays a WAV once (`%noloop`), then silence.
 */

const generated = path.join(repoRoot, 'tests/fixtures/generated');
const labels = JSON.parse(
  fs.readFileSync(path.join(generated, 'e2e-speech.labels.json'), 'utf8'),
) as {
  durationSec: number;
  wordsPerMinute: number;
};

/** A new visitor: past the onboarding, in as a guest, on Home. */
async function asGuest(page: Page): Promise<void> {
  await skipOnboarding(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Explore as Guest' }).click();
  await expect(page.getByText('Start Speaking')).toBeVisible();
}

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: fakeMicrophone('e2e-speech'),
  },
});

test('is streamed while recording, finished at Save, and its analysis pushed to the page', async ({
  page,
}, testInfo) => {
  await asGuest(page);
  const pieces: number[] = [];
  let finishes = 0;
  let wholeUploads = 0;
  page.on('response', (response) => {
    const url = response.url();
    if (/\/api\/speech-streams\/[^/]+\/pieces\/\d+/.test(url) && response.ok())
      pieces.push(Date.now());
    if (/\/api\/speech-streams\/[^/]+\/finish$/.test(url)) finishes += 1;
    if (url.endsWith('/api/speeches') && response.request().method() === 'POST') wholeUploads += 1;
  });

  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  const recordFor = Math.ceil(labels.durationSec) + 4;
  await waitForElapsed(page, recordFor, (recordFor + 15) * 1000);
  // Pieces went while the speaker talked, not at the end.
  const streamedWhileRecording = pieces.length;
  expect(streamedWhileRecording).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Stop recording' }).click();

  const dialog = page.getByRole('dialog', { name: 'Name Your Recording' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Speech Title').fill('Streamed as I spoke');
  const saved = Date.now();
  await dialog.getByRole('button', { name: 'Save & Continue' }).click();
  await page.waitForURL(/\/feedback\/\d+$/);
  const metrics = page.getByRole('region', { name: 'Speech metrics' });
  await expect(metrics).toBeVisible({ timeout: 120_000 });
  const shownSec = (Date.now() - saved) / 1000;
  testInfo.annotations.push({
    type: 'Save & Continue to analysis on screen',
    description: `${shownSec.toFixed(2)} s (${labels.durationSec} s speech, ${streamedWhileRecording} pieces acknowledged while recording)`,
  });
  console.log(`Save & Continue to analysis on screen: ${shownSec.toFixed(2)} s`);
  await expect(page.getByRole('heading', { name: 'Streamed as I spoke' })).toBeVisible();
  // Made from the stream: finished once, never uploaded a second time.
  expect(finishes).toBe(1);
  expect(wholeUploads).toBe(0);
  const paceText = await metrics.locator('p', { hasText: 'WPM' }).first().innerText();
  const wpm = Number(paceText.match(/(\d+)/)?.[1]);
  expect(Math.abs(wpm - labels.wordsPerMinute) / labels.wordsPerMinute).toBeLessThanOrEqual(0.1);
});
