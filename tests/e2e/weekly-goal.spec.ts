import { expect, test } from '@playwright/test';
import { fakeMicrophone } from './support/browser';
import { openAsGuest, seedGuest } from './support/seed';
import { look } from './support/look';
import { screenVariants } from './support/variants';

/**
 * Issue 13's weekly goal: the speaker sets one on Progress, records a speech
 * on Home as a user would (the fake microphone plays the 46 s test speech),
 * and Home and Progress show the progress toward it once it is analysed.
 */

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: fakeMicrophone('e2e-speech') },
});

test('a speaker sets a weekly goal, records, and sees the progress on Home and Progress', async ({
  browser,
  baseURL,
}, testInfo) => {
  // Recording a minute, then four pictures with axe: slow on a small, shared machine.
  test.setTimeout(540_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const api = await browser.newContext({ baseURL });
  const user = await seedGuest(api.request, baseURL);

  const open = (dark: boolean, width: number) =>
    openAsGuest(browser, baseURL, user, { dark, width });

  const first = await open(false, 1280);
  await first.page.goto('/history');
  const card = first.page.getByRole('region', { name: 'Weekly Goal' });
  await card.getByRole('button', { name: 'Set a weekly goal' }).click();
  await card.getByLabel('Sessions per week').fill('2');
  await card.getByLabel('Fillers per minute, under').fill('10');
  await card.getByLabel('Pace inside 120-150 words per minute').check();
  await card.getByRole('button', { name: 'Save goal' }).click();
  const progress = card.getByRole('list', { name: 'Progress this week' });
  await expect(progress).toContainText('Sessions: 0 of 2 sessions');
  await expect(progress).toContainText('Fillers under 10 a minute: no analysed speech yet');

  // A recording on Home, with time to spare after the speech (see record-and-analyse.spec.ts).
  await first.page.goto('/');
  await first.page.getByRole('button', { name: 'Start recording' }).click();
  await expect(first.page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  // The timer's label, not its text: a tick of the text can fall between two looks on a busy machine.
  const timer = first.page.getByRole('timer');
  await expect
    .poll(
      async () => {
        const [, minutes = 0, seconds = 0] =
          /Elapsed (\d+):(\d+)/.exec((await timer.getAttribute('aria-label')) ?? '')?.map(Number) ??
          [];
        return minutes * 60 + seconds;
      },
      { timeout: 80_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(58);
  await first.page.getByRole('button', { name: 'Stop recording' }).click();
  const dialog = first.page.getByRole('dialog', { name: 'Name Your Recording' });
  await dialog.getByLabel('Speech Title').fill('Why our city needs trees');
  await dialog.getByRole('button', { name: 'Save & Continue' }).click();
  await first.page.waitForURL(/\/feedback\/\d+$/);
  await expect(first.page.getByRole('region', { name: 'Speech metrics' })).toBeVisible({
    timeout: 150_000,
  });
  await first.context.close();
  await api.close();

  // Each width once, in both themes between them (ADR 33); E2E_VARIANTS=all takes every pair.
  for (const { theme, width } of screenVariants(['light', 'dark'] as const, [1280, 360])) {
    const dark = theme === 'dark';
    const { context, page } = await open(dark, width);
    for (const path of ['/', '/history']) {
      await page.goto(path);
      const goal = page
        .getByRole('region', { name: 'Weekly Goal' })
        .getByRole('list', { name: 'Progress this week' });
      // The server may still be busy with the analysis page's coaching on a small machine.
      await expect(goal).toContainText('Sessions: 1 of 2 sessions', { timeout: 60_000 });
      await expect(goal).toContainText(/Fillers: [\d.]+ fillers a minute \(goal: under 10\)/);
      await expect(goal).toContainText(/Pace: [01] of 1 at 120-150 WPM/);
      await page.getByRole('region', { name: 'Weekly Goal' }).scrollIntoViewIfNeeded();
      await look(page, testInfo, `${path === '/' ? 'home' : 'progress'} ${theme} ${width}px`);
    }
    await context.close();
  }
});
