import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ensureRealSpeeches } from '@scripts/fixtures/real-speech';
import { wordErrorRate } from '@scripts/fixtures/word-error-rate';
import { fakeMicrophoneFile, repoRoot } from './support/browser';
import { recordAsGuest } from './support/record-as-guest';

// A person reading (Debian's pocketsphinx-testdata; global-setup.ts joins the recordings):
// every other voice the browser tests play is synthetic.
const wav = path.join(repoRoot, 'tests/fixtures/generated/real-librivox.wav');

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: fakeMicrophoneFile(wav) },
});

test("a real reader's voice through the microphone: her words, no filler she did not say", async ({
  page,
}, testInfo) => {
  // Built already (global-setup.ts): this reads what was said and leaves the file as it is.
  const speech = (await ensureRealSpeeches()).find((s) => s.name === 'real-librivox');
  expect(speech?.wavPath).toBe(wav);
  // 29 s of reading, with time to spare for a slow fake device (record-and-analyse.spec.ts).
  const metrics = await recordAsGuest(page, { seconds: 38, title: 'Sense and Sensibility' });
  const fillers = metrics.locator('div', { hasText: 'Filler words' }).locator('p').first();
  await expect(fillers).toHaveText('0');

  const transcript = page.getByRole('region', { name: 'Transcript' });
  const expand = transcript.getByRole('button', { name: /show/i });
  if (await expand.count()) await expand.first().click();
  const heard = (await transcript.locator('p').last().innerText()).trim();
  const wer = wordErrorRate(speech?.text ?? '', heard);
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
