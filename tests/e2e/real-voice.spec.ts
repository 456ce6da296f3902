import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseTranscription, POCKETSPHINX_TESTDATA_DIR } from '@scripts/fixtures/real-speech';
import { wordErrorRate } from '@scripts/fixtures/word-error-rate';
import { fakeMicrophoneFile, repoRoot } from './support/browser';
import { waitForElapsed } from './support/recording-timer';

// A person reading (Debian's pocketsphinx-testdata; global-setup.ts joins the recordings):
// every other voice the browser tests play is synthetic.
const wav = path.join(repoRoot, 'tests/fixtures/generated/real-librivox.wav');
const librivox = path.join(POCKETSPHINX_TESTDATA_DIR, 'librivox');
const said = [
  ...parseTranscription(fs.readFileSync(path.join(librivox, 'transcription'), 'utf8')).values(),
].join(' ');

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: fakeMicrophoneFile(wav) },
});

test("a real reader's voice through the microphone: her words, no filler she did not say", async ({
  page,
}, testInfo) => {
  await page.goto('/');
  for (const next of ['Next', 'Next', 'Get Started']) {
    await page.getByRole('button', { name: next }).click();
  }
  await page.getByRole('button', { name: 'Explore as Guest' }).click();
  await expect(page.getByText('Start Speaking')).toBeVisible();

  // 29 s of reading, with time to spare for a slow fake device (record-and-analyse.spec.ts).
  await page.getByRole('button', { name: 'Start recording' }).click();
  await waitForElapsed(page, 38, 60_000);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name Your Recording' });
  await dialog.getByLabel('Speech Title').fill('Sense and Sensibility');
  await dialog.getByRole('button', { name: 'Save & Continue' }).click();

  const metrics = page.getByRole('region', { name: 'Speech metrics' });
  await expect(metrics).toBeVisible({ timeout: 120_000 });
  const fillers = metrics.locator('div', { hasText: 'Filler words' }).locator('p').first();
  await expect(fillers).toHaveText('0');

  const transcript = page.getByRole('region', { name: 'Transcript' });
  const expand = transcript.getByRole('button', { name: /show/i });
  if (await expand.count()) await expand.first().click();
  const heard = (await transcript.locator('p').last().innerText()).trim();
  const wer = wordErrorRate(said, heard);
  testInfo.annotations.push({
    type: 'word error rate',
    description: `${(wer * 100).toFixed(1)} %`,
  });
  // The same reading straight from the file: 2 of 71 words (eval:speech); the browser's Opus adds some.
  expect(wer).toBeLessThanOrEqual(0.12);
  await expect(transcript).toContainText('Dashwood');
  const file = testInfo.outputPath('analysis.png');
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach('analysis', { path: file, contentType: 'image/png' });
});
