import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { openAsGuest, seedFeedback, seedGuest, seedSpeech } from './support/seed';
import type { SeededUser } from './support/seed';
import { screenVariants } from './support/variants';

/**
 * Walks every route of spec 2 at a phone width (360 px) and a desktop width
 * (1280 px), in both themes (each pair with `npm run test:screens`, a spread in
 * `npm test`: support/variants.ts): checks the spec's texts on each screen,
 * attaches a screenshot to the report and runs axe (no serious or critical
 * violation).
 */

const THEMES = ['dark', 'light'] as const;
const WIDTHS = [360, 1280] as const;

let user: SeededUser;
let speechId: number;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const api = await playwright.request.newContext({ baseURL });
  user = await seedGuest(api, baseURL);
  speechId = await seedSpeech(api, baseURL, user, 'Why our city needs trees');
  await seedFeedback(api, baseURL, user, speechId);
  await api.dispose();
});

async function check(page: Page, testInfo: TestInfo, name: string) {
  // Let entrance animations finish so the picture and the contrast check see the
  // final colours: wait for the finite ones that run (spinners loop forever).
  // Browser code as a string: the tests are type-checked without the DOM library.
  await page.evaluate(`Promise.all(
    document.getAnimations()
      .filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined)),
  ).then(() => undefined)`);
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  // Soft: one screen's violations do not hide the next screen's.
  expect.soft(serious, `axe on ${name}`).toEqual([]);
}

async function expectTexts(page: Page, texts: Array<string | RegExp>) {
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
}

async function expectActiveTab(page: Page, label: 'Home' | 'Progress' | 'Settings') {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
}

for (const { theme, width } of screenVariants(THEMES, WIDTHS)) {
  const variant = `${theme} ${width}px`;

  test(`a signed-in speaker's screens, ${variant}`, async ({ browser, baseURL }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const { context, page } = await openAsGuest(browser, baseURL, user, {
      dark: theme === 'dark',
      width,
    });

    // Home, at / and /home.
    for (const path of ['/', '/home']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectTexts(page, [
        'Start Speaking',
        'Random Challenge',
        'Your Last Recording',
        'Why our city needs trees',
        'Recent Recordings',
        'Quick Tips',
        'Speak at 120-150 words per minute',
      ]);
      await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute(
        'href',
        '/history',
      );
      await expect(page.getByRole('link', { name: 'Podium home' })).toBeVisible();
      await expect(
        page.getByRole('button', {
          name: theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode',
        }),
      ).toBeVisible();
      await expectActiveTab(page, 'Home');
    }
    await check(page, testInfo, `home ${variant}`);

    // Progress, History tab.
    await page.goto('/history');
    await expectTexts(page, [
      'Review your speech history and track your improvement over time',
      'All Recordings',
      'Cloud History',
      'Feedback by Month',
      /Showing 1 of 1 items/,
      'On this device',
    ]);
    await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Back to Top' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sort: Newest First$/ })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /more tips and full feedback|Show full feedback/ }).first(),
    ).toBeVisible();
    await expectActiveTab(page, 'Progress');
    await check(page, testInfo, `progress history ${variant}`);

    // A feedback card expanded.
    await page
      .getByRole('button', { name: /more tips and full feedback|Show full feedback/ })
      .first()
      .click();
    await expectTexts(page, [
      'Coach Breakdown',
      'Structure & Flow',
      'Practice Drills',
      'Coach Notes',
      '— Your Public Speaking Coach',
      'Show Less',
    ]);
    await check(page, testInfo, `progress feedback expanded ${variant}`);

    // Progress, Stats tab.
    await page.getByRole('tab', { name: 'Stats' }).click();
    await expectTexts(page, [
      'Total Speeches',
      'Total Speaking Time',
      'Average Score',
      'Average Pace',
      'Daily Streak',
      "You've spoken for 1 day in a row!",
      'Your longest streak is 1 day',
      'Performance Breakdown',
      'Clarity',
      'Made with',
    ]);
    await expect(page).toHaveURL(/\/history\?tab=stats$/);
    await check(page, testInfo, `progress stats ${variant}`);

    // The Share Feedback dialog.
    await page.getByRole('tab', { name: 'History' }).click();
    await page
      .getByRole('button', { name: /^Share feedback/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Share Feedback' });
    await dialog.getByRole('button', { name: 'Generate Image' }).click();
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Share' })).toBeVisible();
    const size = await dialog
      .getByRole('img')
      .evaluate((img) => [
        (img as unknown as { naturalWidth: number }).naturalWidth,
        (img as unknown as { naturalHeight: number }).naturalHeight,
      ]);
    expect(size).toEqual([684, 1216]);
    await check(page, testInfo, `share feedback ${variant}`);
    await page.keyboard.press('Escape');

    // Settings (spec 2 'Settings screen').
    await page.goto('/settings');
    await expectTexts(page, [
      'Guest',
      'Upgrade to Pro',
      'Contact Support',
      'Send Feedback',
      'Dark Mode',
      'Practice Reminders',
      '1.0.0',
    ]);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    await expectActiveTab(page, 'Settings');
    await check(page, testInfo, `settings ${variant}`);

    // The speech analysis of a real speech.
    await page.goto(`/feedback/${speechId}`);
    await expect(page.getByRole('heading', { name: 'Speech Analysis' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expectTexts(page, ['Tab 1 of 5', 'Why our city needs trees']);
    await check(page, testInfo, `speech analysis ${variant}`);

    // /feedback without an id goes home.
    await page.goto('/feedback');
    await expect(page).toHaveURL(/\/$/);
    await expectTexts(page, ['Start Speaking']);

    // Static pages and the 404 page.
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await check(page, testInfo, `terms ${variant}`);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expectTexts(page, ['Deleting your data', 'Delete Account button']);
    await check(page, testInfo, `privacy ${variant}`);
    await page.goto('/no-such-page');
    await expectTexts(page, ['404 Page Not Found']);
    await check(page, testInfo, `not found ${variant}`);

    // The authentication callback finishes at /home for a signed-in speaker.
    await page.goto('/auth/callback');
    await page.waitForURL(/\/home$/);
    await expectTexts(page, ['Start Speaking']);

    // /login with a user goes home.
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login/);
    await expectTexts(page, ['Start Speaking']);
    await context.close();
  });

  test(`a visitor's screens, ${variant}`, async ({ browser, baseURL }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: width < 800 ? 780 : 900 },
      storageState: {
        cookies: [],
        origins: [
          {
            origin: baseURL,
            localStorage: [
              { name: 'podium-onboarding-seen', value: 'true' },
              { name: 'darkMode', value: String(theme === 'dark') },
              { name: 'theme', value: theme },
            ],
          },
        ],
      },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await expectTexts(page, ['Train your voice like a muscle. Start now.']);
    for (const name of ['Explore as Guest', 'Continue with Google', 'Sign up with Email']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Terms/ }).first()).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(page.getByRole('link', { name: /Privacy/ }).first()).toHaveAttribute(
      'href',
      '/privacy',
    );
    await check(page, testInfo, `login ${variant}`);

    // Without a user, a screen of the app shows the login screen.
    await page.goto('/history');
    await expectTexts(page, ['Explore as Guest']);

    // The static pages are reachable without a user.
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await check(page, testInfo, `privacy visitor ${variant}`);
    await context.close();
  });
}
