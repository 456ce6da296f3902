import { expect, test } from '@playwright/test';
import { fakeMicrophone } from './support/browser';
import { recordAsGuest } from './support/record-as-guest';

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: fakeMicrophone('short-clean') },
});

test('a speaker corrects one word of the transcript and sees the metrics measured again', async ({
  page,
}, testInfo) => {
  const shot = async (name: string) => {
    const file = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  };

  // The fake microphone plays the 13 s short-clean speech once, then silence.
  const metrics = await recordAsGuest(page, { seconds: 22, title: 'Three habits' });
  const fillers = metrics.locator('div', { hasText: 'Filler words' }).locator('p').first();
  await expect(fillers).toHaveText('0');

  // The speaker says "simple" was really a "basically": one word corrected, with the keyboard.
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await transcript.getByRole('button', { name: 'Edit transcript' }).click();
  const field = transcript.getByRole('textbox', { name: 'Transcript' });
  await expect(field).toBeFocused();
  const heard = await field.inputValue();
  expect(heard).toMatch(/\bsimple\b/);
  await field.fill(heard.replace(/\bsimple\b/, 'basically'));
  await shot('editing');
  await field.press('Tab');
  await page.keyboard.press('Tab');
  await expect(transcript.getByRole('button', { name: 'Save and re-measure' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(transcript.getByText(/Matching your words to the recording/)).toBeVisible();

  await expect(transcript.getByText(/Transcript updated/)).toBeVisible({ timeout: 60_000 });
  await expect(fillers).toHaveText('1');
  await expect(transcript.locator('mark', { hasText: 'basically' })).toBeVisible();
  await expect(transcript.getByText('What the recognizer heard')).toBeVisible();
  await shot('corrected');

  // The correction is stored: a reload shows the same.
  await page.reload();
  await expect(fillers).toHaveText('1', { timeout: 30_000 });
});
