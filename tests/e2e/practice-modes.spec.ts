import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { MODE_PROMPTS } from '@server/prompts/mode-prompts';
import { fakeMicrophone, repoRoot } from './support/browser';
import { openAsGuest, seedGuest } from './support/seed';
import { screenVariants } from './support/variants';
import { look } from './support/look';
import { waitForElapsed } from './support/recording-timer';

/**
 * Issue 13's practice modes: the speaker chooses Interview on Home, gets an
 * interview question, answers it (the fake microphone plays a STAR answer), and
 * the coach's feedback names the structure it found, with the speaker's words.
 */

const labels = JSON.parse(
  fs.readFileSync(
    path.join(repoRoot, 'tests/fixtures/generated/e2e-interview.labels.json'),
    'utf8',
  ),
) as { durationSec: number };

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: fakeMicrophone('e2e-interview') },
});

async function setTheme(page: Page, dark: boolean) {
  const toggle = page.getByRole('button', {
    name: dark ? 'Switch to dark mode' : 'Switch to light mode',
  });
  if (await toggle.count()) await toggle.click();
  await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*dark)/);
}

test('a speaker chooses Interview, answers, and the coach names the STAR structure it found', async ({
  browser,
  baseURL,
}, testInfo) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const api = await browser.newContext({ baseURL });
  const user = await seedGuest(api.request, baseURL);
  await api.close();
  const { context, page } = await openAsGuest(browser, baseURL, user, {
    dark: false,
    width: 1280,
  });

  await page.goto('/');
  const mode = page.getByRole('combobox', { name: 'Practice mode' });
  await expect(mode).toHaveValue('general');
  await mode.selectOption('interview');
  // The Random Challenge now asks an interview question.
  const prompt = page.locator('[data-first-paint="prompt"] p');
  await expect(prompt).toHaveText(new RegExp(MODE_PROMPTS.interview.map(escape).join('|')));

  // Record the fake microphone's answer with time to spare (see record-and-analyse.spec.ts).
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  const recordFor = Math.ceil(labels.durationSec) + 12;
  await waitForElapsed(page, recordFor, (recordFor + 15) * 1000);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name Your Recording' });
  await dialog.getByLabel('Speech Title').fill('A problem I solved');
  await dialog.getByRole('button', { name: 'Save & Continue' }).click();
  await page.waitForURL(/\/feedback\/\d+$/);
  await expect(page.getByRole('region', { name: 'Speech metrics' })).toBeVisible({
    timeout: 150_000,
  });

  await page.getByRole('tab', { name: 'AI Coach Feedback', exact: true }).click();
  const coach = page.getByRole('tabpanel', { name: 'AI Coach Feedback', exact: true });
  await expect(coach.getByText('Interview coaching')).toBeVisible({ timeout: 30_000 });
  const rubric = coach.getByRole('region', { name: 'Interview structure: STAR answer' });
  await expect(rubric).toBeVisible();
  // The structure found, named, with the speaker's own words.
  await expect(rubric.getByText(/^STAR answer: found Situation/)).toBeVisible();
  await expect(rubric.getByText(/Situation found at 0:0\d/)).toBeVisible();
  await expect(rubric.getByText(/^"when i was working/i)).toBeVisible();
  await expect(rubric.getByText(/Result found at/)).toBeVisible();
  await expect(coach.getByText(/^Your STAR answer has its Situation/)).toBeVisible();

  for (const dark of [false, true]) {
    await setTheme(page, dark);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width < 800 ? 780 : 900 });
      await rubric.scrollIntoViewIfNeeded();
      await look(page, testInfo, `coach feedback ${dark ? 'dark' : 'light'} ${width}px`);
    }
  }

  // Progress's feedback card shows the mode too.
  await page.goto('/history');
  await expect(page.getByText('Interview coaching').first()).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test('Home keeps the mode control and the record button in view at 360 and 1280 px, light and dark between them', async ({
  browser,
  baseURL,
}, testInfo) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const api = await browser.newContext({ baseURL });
  const user = await seedGuest(api.request, baseURL);
  await api.close();
  // Each width once, in both themes between them (ADR 33); E2E_VARIANTS=all takes every pair.
  for (const { theme, width } of screenVariants(['light', 'dark'] as const, [360, 1280])) {
    const dark = theme === 'dark';
    const { context, page } = await openAsGuest(browser, baseURL, user, { dark, width });
    await page.goto('/');
    // The longest label, for the picture: it must show whole at 360 px.
    await page.getByRole('combobox', { name: 'Practice mode' }).selectOption('presentation');
    await look(page, testInfo, `home presentation ${theme} ${width}px`);
    await page.getByRole('combobox', { name: 'Practice mode' }).selectOption('pitch');
    await expect(page.locator('[data-first-paint="prompt"] p')).toHaveText(/^Pitch /);
    await expect(page.getByRole('combobox', { name: 'Practice mode' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Start recording' })).toBeInViewport();
    await look(page, testInfo, `home ${theme} ${width}px`);
    // The choice is kept for the next visit.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Practice mode' })).toHaveValue('pitch');
    await context.close();
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
