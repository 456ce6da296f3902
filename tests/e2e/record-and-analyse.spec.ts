import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { wordErrorRate } from '@scripts/fixtures/word-error-rate';
import { fakeMicrophone, repoRoot } from './support/browser';
import { waitForElapsed } from './support/recording-timer';

const labels = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'tests/fixtures/generated/e2e-speech.labels.json'), 'utf8'),
) as { text: string; wordsPerMinute: number; durationSec: number };

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: fakeMicrophone('e2e-speech') },
});

test('a new visitor records a speech as a guest and reads its analysis', async ({
  page,
}, testInfo) => {
  const shot = async (name: string) => {
    const file = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  };

  // A new browser profile: onboarding first.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Practice Makes Perfect' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Ready to Begin' })).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();

  // The login screen, then Explore as Guest.
  await expect(page.getByText('Train your voice like a muscle. Start now.')).toBeVisible();
  await page.getByRole('button', { name: 'Explore as Guest' }).click();

  // Home: today's prompt and the recording panel.
  await expect(page.getByText('Start Speaking')).toBeVisible();
  await expect(page.getByText('Loading prompt...')).toHaveCount(0);
  await shot('home');

  // Record the fake microphone's speech (46 s) with time to spare: on a starved
  // machine Chromium's fake device plays the file slower than the clock runs
  // (a run here lost the last 8 s at +2 s). After the file the microphone gives
  // silence, which pace (first word to last) does not count.
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  const recordFor = Math.ceil(labels.durationSec) + 12;
  await waitForElapsed(page, recordFor, (recordFor + 15) * 1000);
  await shot('recording');
  await page.getByRole('button', { name: 'Stop recording' }).click();

  // Name it and upload.
  const dialog = page.getByRole('dialog', { name: 'Name Your Recording' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Enter a title for your speech recording')).toBeVisible();
  await dialog.getByLabel('Speech Title').fill('Why our city needs trees');
  await shot('naming dialog');
  await dialog.getByRole('button', { name: 'Save & Continue' }).click();

  await page.waitForURL(/\/feedback\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Speech Analysis' })).toBeVisible();
  await shot('processing');

  // The analysis arrives once the transcription job has run.
  const metrics = page.getByRole('region', { name: 'Speech metrics' });
  await expect(metrics).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('heading', { name: 'Why our city needs trees' })).toBeVisible();
  await shot('analysis');

  const transcript = page.getByRole('region', { name: 'Transcript' });
  const expand = transcript.getByRole('button', { name: /show/i });
  if (await expand.count()) await expand.first().click();
  const heard = (await transcript.locator('p').last().innerText()).trim();
  const wer = wordErrorRate(labels.text, heard);
  testInfo.annotations.push({
    type: 'word error rate',
    description: `${(wer * 100).toFixed(1)} %`,
  });
  expect(wer).toBeLessThanOrEqual(0.2);

  // Fillers are highlighted in place.
  await expect(transcript.locator('mark', { hasText: /basically|you know/ }).first()).toBeVisible();

  const paceText = await metrics.locator('p', { hasText: 'WPM' }).first().innerText();
  const wpm = Number(paceText.match(/(\d+)/)?.[1]);
  testInfo.annotations.push({
    type: 'words per minute',
    description: `${wpm} (truth ${labels.wordsPerMinute})`,
  });
  expect(Math.abs(wpm - labels.wordsPerMinute) / labels.wordsPerMinute).toBeLessThanOrEqual(0.1);

  // The length shown is the recording's.
  await expect(page.getByText(/0:4\d|0:5\d/).first()).toBeVisible();

  // Reloading shows the same analysis.
  await page.reload();
  await expect(metrics.locator('p', { hasText: 'WPM' }).first()).toHaveText(paceText);
});
