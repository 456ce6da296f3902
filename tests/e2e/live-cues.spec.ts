import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { fakeMicrophoneFile, repoRoot } from './support/browser';
import { skipOnboarding } from './support/storage';
import { waitForElapsed } from './support/recording-timer';

/*
 * Issue 12 item 4 (the cues while recording), beside record-stream-save.spec.ts: the recording is streamed while the speaker talks, recognized as silences close its
 * segments, and at Save & Continue only the rest remains; the analysis is pushed to the page.
 * Chromium's fake microphone plays a WAV once (`%noloop`), then silence.
 */

const generated = path.join(repoRoot, 'tests/fixtures/generated');

/** The same speech read 1.5 times as fast (about 235 words a minute): well above 165. */
const fastWav = path.join(os.tmpdir(), 'podium-e2e-speech-fast.wav');
if (!fs.existsSync(fastWav)) {
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-i', path.join(generated, 'e2e-speech.wav')],
    ...['-filter:a', 'atempo=1.5', '-ar', '16000', '-ac', '1', '-sample_fmt', 's16', fastWav],
  ]);
}
/** A new visitor: past the onboarding, in as a guest, on Home. */
async function asGuest(page: Page): Promise<void> {
  await skipOnboarding(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Explore as Guest' }).click();
  await expect(page.getByText('Start Speaking')).toBeVisible();
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test.use({
  viewport: { width: 360, height: 780 },
  launchOptions: { executablePath: '/usr/bin/chromium', args: fakeMicrophoneFile(fastWav) },
});

test('gets one gentle pace cue and a filler count while recording, calm at 360 px in both themes', async ({
  page,
}, testInfo) => {
  await asGuest(page);
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  const cue = page.getByRole('status').filter({ hasText: 'A little slower' });
  await expect(cue).toBeVisible({ timeout: 90_000 });
  // Never more than one cue at a time.
  await expect(
    page.getByRole('status').filter({ hasText: /A little (slower|quicker)/ }),
  ).toHaveCount(1);
  const panel = page.getByRole('group', { name: 'Recording controls' });
  await panel.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'cue-dark-360');
  await page.evaluate("document.documentElement.classList.remove('dark')");
  await shot(page, testInfo, 'cue-light-360');
  // Nothing in the panel runs past the narrow screen.
  const overflow = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
  expect(overflow).toBe(false);
  await page.getByRole('button', { name: 'Cancel Recording' }).click();
});

test('shows no cue when Live Cues is off in Settings', async ({ page }) => {
  await asGuest(page);
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Live Cues' }).click();
  await expect(page.getByRole('switch', { name: 'Live Cues' })).not.toBeChecked();
  await page.goto('/');
  await page.getByRole('button', { name: 'Start recording' }).click();
  await waitForElapsed(page, 40, 60_000);
  await expect(page.getByRole('status').filter({ hasText: 'A little slower' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel Recording' }).click();
});
