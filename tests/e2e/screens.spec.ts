import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { localStorageFor, seedFeedback, seedGuest, seedSpeech } from './support/seed';
import type { SeededUser } from './support/seed';
import { PROMPT_CORPUS } from '@server/prompts/prompt-corpus';
import { screenVariants } from './support/variants';

/**
 * The screens a daily speaker uses, at 320, 360 and 1280 px in both themes
 * (each pair with `npm run test:screens`, a spread in `npm test`:
 * support/variants.ts; issue 11): screenshots of Home (idle and recording), the analysis tabs,
 * Progress (History and Stats), the share image and Settings, attached to the
 * report to be looked at; and the layout rules the issue asks for: record
 * controls in view while recording, toasts clear of the controls, tab labels
 * on one readable line, one card per feedback. The share image's time is
 * logged, not asserted.
 */

const SIZES = [
  { width: 320, height: 568 },
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
] as const;
const THEMES = ['dark', 'light'] as const;

/**
 * The prompt that takes the most lines. The daily prompt changes with the date, and the record
 * button's place with it: a four-line prompt put it under the navigation at 360 x 800 on one day
 * and not the day before. Every run shows this one, so the layout is checked at its worst.
 */
const LONGEST_PROMPT = PROMPT_CORPUS.reduce((a, b) => (b.length > a.length ? b : a));

let user: SeededUser;
let speechId: number;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(300_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const api = await playwright.request.newContext({ baseURL });
  user = await seedGuest(api, baseURL);
  // Two speeches, so Progress has pace and filler trend charts to line up (a
  // guest gets one feedback a day here, so the score chart waits for a second).
  await seedSpeech(api, baseURL, user, 'Why our city needs trees');
  speechId = await seedSpeech(api, baseURL, user, 'Trees, once more');
  await seedFeedback(api, baseURL, user, speechId);
  await api.dispose();
});

async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  // Finite animations first (spinners loop forever), so the picture shows the final state.
  await page.evaluate(`Promise.all(
    document.getAnimations()
      .filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined)),
  ).then(() => undefined)`);
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function axe(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
  expect.soft(serious, `axe on ${name}`).toEqual([]);
}

/** The app has replaced the screen painted before it loaded (app/first-paint). */
async function appReady(page: Page) {
  await expect(page.getByText('Checking your session')).toHaveCount(0);
}

/** The part of the window between the sticky header and the fixed bottom navigation. */
async function visibleBand(page: Page) {
  const header = await page.locator('header').first().boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  if (!header || !nav) throw new Error('No header or bottom navigation');
  return { top: header.y + header.height, bottom: nav.y };
}

async function expectInView(page: Page, locator: Locator, what: string) {
  const band = await visibleBand(page);
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= band.top - 1 && box.y + box.height <= band.bottom + 1;
    }, `${what} is between the header and the bottom navigation`)
    .toBe(true);
}

for (const { theme, width: size } of screenVariants(THEMES, SIZES)) {
  const { width, height } = size;
  const variant = `${theme} ${width}px`;

  test(`a daily speaker's screens, ${variant}`, async ({ browser, baseURL }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height },
      permissions: ['microphone'],
      storageState: {
        cookies: [],
        origins: [{ origin: baseURL, localStorage: localStorageFor(user, theme === 'dark') }],
      },
    });
    const login = await context.request.post('/api/guest-login', {
      data: { guestId: user.guestId },
      headers: { Origin: baseURL },
    });
    expect(login.ok()).toBe(true);
    const page = await context.newPage();
    await page.route(/\/api\/prompts\/daily(\?|$)/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), text: LONGEST_PROMPT } });
    });

    // Home, idle: at 800 px tall the record button is above the bottom navigation, even under
    // the longest prompt.
    await page.goto('/');
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'Start Speaking' })).toBeVisible();
    await expect(page.getByText(LONGEST_PROMPT)).toBeVisible();
    const record = page.getByRole('button', { name: 'Start recording' });
    if (height >= 800) await expectInView(page, record, 'The record button');
    await shot(page, testInfo, `home ${variant}`);

    // A toast sits under the header, clear of the recording panel.
    await page.getByRole('tab', { name: 'Write Your Topic' }).click();
    await page.getByLabel('Your speaking topic').fill('Why cities need trees');
    await page.getByRole('button', { name: 'Use this Topic' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText('Topic selected');
    const band = await visibleBand(page);
    // Polled: it slides in from a little higher.
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box !== null && box.y >= band.top && box.y + box.height < band.top + 160;
      }, 'The toast is just under the header')
      .toBe(true);
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();

    // Recording: the ring's button, the timer, the level meter and Cancel are all in view.
    await page.getByRole('tab', { name: 'Random' }).click();
    await page.evaluate('window.scrollTo(0, 0)');
    await record.click();
    const stop = page.getByRole('button', { name: 'Stop recording' });
    await expect(stop).toBeVisible();
    // Any second past zero: under load the page can skip a second between two looks.
    await expect(page.getByRole('timer')).toContainText(/00:0[1-9]/);
    const controls = page.getByRole('group', { name: 'Recording controls' });
    await expectInView(page, controls, 'The recording controls');
    await expectInView(page, stop, 'Stop recording');
    await expectInView(page, page.getByRole('timer'), 'The timer');
    await expectInView(page, page.getByRole('button', { name: 'Cancel Recording' }), 'Cancel');
    await shot(page, testInfo, `home recording ${variant}`);
    await axe(page, `home recording ${variant}`);
    await page.getByRole('button', { name: 'Cancel Recording' }).click();
    await expect(record).toBeVisible();

    // The analysis tabs: five spec names, each on one line of at least 14 px.
    await page.goto(`/feedback/${speechId}`);
    await expect(page.getByText('Tab 1 of 5')).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Analysis sections' }).getByRole('tab');
    await expect(tabs).toHaveText([
      'Speech Overview',
      'Score Breakdown',
      'AI Coach Feedback',
      'Filler Words & Verbal Tics',
      'Practice Drills & Tips',
    ]);
    for (const tab of await tabs.all()) {
      const label = tab.locator('span').last();
      const { fontSize, lines } = await label.evaluate((node) => {
        // Typed by hand: the tests are type-checked without the DOM library.
        const view = globalThis as unknown as {
          getComputedStyle: (element: unknown) => { fontSize: string; lineHeight: string };
        };
        const element = node as unknown as { getBoundingClientRect: () => { height: number } };
        const style = view.getComputedStyle(node);
        const lineHeight = Number.parseFloat(style.lineHeight) || 20;
        return {
          fontSize: Number.parseFloat(style.fontSize),
          lines: Math.round(element.getBoundingClientRect().height / lineHeight),
        };
      });
      expect(fontSize).toBeGreaterThanOrEqual(14);
      expect(lines).toBeLessThanOrEqual(width < 640 ? 1 : 2);
    }
    await shot(page, testInfo, `analysis overview ${variant}`);
    for (let step = 0; step < 3; step += 1) {
      await page.getByRole('button', { name: /^Next:/ }).click();
    }
    await expect(page.getByText('Tab 4 of 5')).toBeVisible();
    await expectInView(page, tabs.nth(3), 'The selected tab');
    await shot(page, testInfo, `analysis fillers ${variant}`);
    await axe(page, `analysis ${variant}`);

    // Progress: each feedback once.
    await page.goto('/history');
    await appReady(page);
    await expect(page.getByText(/Showing 1 of 1 items/)).toBeVisible();
    // The feedback's card, once (not again under Cloud History).
    await expect(page.getByText(/· On this device$/)).toHaveCount(1);
    await expect(page.getByText(/· Cloud storage$/)).toHaveCount(0);
    await shot(page, testInfo, `progress history ${variant}`, true);
    await page.getByRole('tab', { name: 'Stats' }).click();
    await expect(page.getByText('Your Trends')).toBeVisible();
    const charts = page.getByRole('img', { name: /^(Pace|Fillers per minute):/ });
    await expect(charts).toHaveCount(2);
    if (width >= 768) {
      // Side by side, the charts line up, though 'Fillers per minute' wraps.
      const tops = await charts.evaluateAll((nodes) =>
        nodes.map((node) =>
          Math.round(
            (
              node as unknown as { getBoundingClientRect: () => { top: number } }
            ).getBoundingClientRect().top,
          ),
        ),
      );
      expect(new Set(tops).size).toBe(1);
    }
    await shot(page, testInfo, `progress stats ${variant}`, true);

    // The share image: logged, how long Generate Image takes here.
    await page.getByRole('tab', { name: 'History' }).click();
    await page
      .getByRole('button', { name: /^Share feedback/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Share Feedback' });
    await expect(dialog.getByRole('img', { name: /Feedback card/ })).toBeVisible();
    // Measured in the page, from the click to the PNG on screen (not the test's polling).
    const ms = await page.evaluate(`new Promise((resolve) => {
        const dialog = document.querySelector('[role="dialog"]');
        const started = performance.now();
        new MutationObserver((_, observer) => {
          if (!dialog.querySelector('img')) return;
          observer.disconnect();
          resolve(Math.round(performance.now() - started));
        }).observe(dialog, { childList: true, subtree: true });
        [...dialog.querySelectorAll('button')].find((b) => b.textContent.includes('Generate Image')).click();
      })`);
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
    testInfo.annotations.push({ type: 'share image', description: `${ms} ms` });
    console.log(`Share image generated in ${ms} ms (${variant})`);
    await shot(page, testInfo, `share image ${variant}`);
    await page.keyboard.press('Escape');

    // Settings.
    await page.goto('/settings');
    await expect(page.getByText('Practice Reminders')).toBeVisible();
    await shot(page, testInfo, `settings ${variant}`, true);
    await context.close();
  });
}
