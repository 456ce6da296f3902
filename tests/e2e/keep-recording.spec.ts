import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { fakeMicrophone, repoRoot } from './support/browser';
import { waitForMailTo } from './support/outbox';
import { seedGuest, localStorageFor } from './support/seed';
import { waitForElapsed } from './support/recording-timer';

/**
 * Issue 11: a recording is never lost. The e2e server allows a guest 3
 * recordings (GUEST_SPEECH_LIMIT in playwright.config.ts).
 */

const SHORT_SPEECH = path.join(repoRoot, 'tests/fixtures/generated/short-clean.wav');
const VARIANTS = [
  { theme: 'dark', width: 360 },
  { theme: 'light', width: 360 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 1280 },
] as const;

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: fakeMicrophone('e2e-speech') },
});

/** Stores a recording for the page's signed-in user through the API (shares its cookie). */
async function uploadThroughApi(page: Page, baseURL: string, title: string) {
  const response = await page.request.post('/api/speeches', {
    headers: { Origin: baseURL },
    multipart: {
      title,
      audio: { name: 'short.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(SHORT_SPEECH) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Screenshots of the current screen at 360 and 1280 px in both themes (the theme
 * is stored, so each is a reload: what is shown must survive one), with axe.
 */
async function shots(page: Page, testInfo: TestInfo, name: string, ready: () => Promise<void>) {
  for (const { theme, width } of VARIANTS) {
    await page.setViewportSize({ width, height: width < 800 ? 780 : 900 });
    await page.evaluate(
      `localStorage.setItem('theme', '${theme}'); localStorage.setItem('darkMode', '${theme === 'dark'}')`,
    );
    await page.reload();
    await ready();
    await page.evaluate(`Promise.all(
      document.getAnimations()
        .filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined)`);
    const label = `${name} ${theme} ${width}px`;
    const file = testInfo.outputPath(`${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(label, { path: file, contentType: 'image/png' });
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    expect.soft(serious, `axe on ${label}`).toEqual([]);
  }
}

test('a guest at the limit keeps a refused recording through a reload, and it uploads after sign-up', async ({
  page,
  baseURL,
}, testInfo) => {
  if (!baseURL) throw new Error('baseURL is not set');
  await page.goto('/');
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Explore as Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Start Speaking' })).toBeVisible();

  // Home tells the guest before they record.
  await expect(page.getByText('3 of 3 free recordings left')).toBeVisible();
  await uploadThroughApi(page, baseURL, 'First talk');
  const recordingsLeft = page.getByText('2 of 3 free recordings left');
  await shots(page, testInfo, 'home recordings left', () => expect(recordingsLeft).toBeVisible());
  await uploadThroughApi(page, baseURL, 'Second talk');
  await uploadThroughApi(page, baseURL, 'Third talk');
  await page.reload();
  await expect(page.getByText('No free recordings left.')).toBeVisible();

  // Recording anyway: the upload is refused, the recording is not lost.
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await waitForElapsed(page, 4, 20_000);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name Your Recording' });
  await dialog.getByLabel('Speech Title').fill('Refused but kept');
  await dialog.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('Guest Limit Reached', { exact: true })).toBeVisible();

  const card = page.getByRole('region', { name: 'Recording not uploaded yet' });
  const kept = card.getByRole('listitem', { name: 'Refused but kept' });
  await expect(kept).toBeVisible();
  await expect(kept.getByText('Not uploaded: you have used your free recordings.')).toBeVisible();
  // The recorder is ready for the next take.
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeEnabled();

  // A reload (each screenshot is one) still offers it.
  await shots(page, testInfo, 'home recording not uploaded yet', () => expect(kept).toBeVisible());
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(kept).toBeVisible();
  // Its length, about the 4 s the timer showed, or more (a busy machine's timer runs late: 0:07 at load 12).
  await expect(kept.getByText(/Length 0:(0[3-9]|[1-5]\d)/)).toBeVisible();

  // The guest signs up from the card, keeping their speeches (ADR 2)...
  await kept.getByRole('button', { name: 'Create a free account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create Your Account' });
  const stamp = Date.now().toString(36);
  const email = `keeper-${stamp}@example.com`;
  const password = 'a long practice password';
  await signUp.getByLabel('Email', { exact: true }).fill(email);
  await signUp.getByLabel('Username').fill(`keeper_${stamp}`.slice(0, 20));
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('Confirm Password').fill(password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();

  // ...verifies, and the kept recording uploads to the new account by itself.
  const mail = await waitForMailTo(email);
  await page.goto(mail.link);
  await expect(page.getByRole('heading', { name: 'Start Speaking' })).toBeVisible();
  await expect(
    page.getByText('"Refused but kept" is in your account now. Your analysis is being prepared.', {
      exact: true,
    }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(card).toHaveCount(0);
  await expect(page.getByText(/free recordings/)).toHaveCount(0);
  const last = page.getByRole('region', { name: 'Your Last Recording' });
  await expect(last.getByText('Refused but kept')).toBeVisible();

  // The account holds all four; the device holds nothing more.
  const session = (await (await page.request.get('/api/session')).json()) as {
    user: { id: number; isGuest: boolean };
  };
  expect(session.user.isGuest).toBe(false);
  const speeches = (await (
    await page.request.get(`/api/speeches/user/${session.user.id}`)
  ).json()) as Array<{ title: string }>;
  expect(speeches.map((s) => s.title).sort()).toEqual([
    'First talk',
    'Refused but kept',
    'Second talk',
    'Third talk',
  ]);
  const keptOnDevice = await page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('podium-recordings');
    open.onsuccess = () => {
      const count = open.result.transaction('recordings').objectStore('recordings').count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => reject(count.error);
    };
    open.onerror = () => reject(open.error);
  })`);
  expect(keptOnDevice).toBe(0);
});

test('the processing view shows the stage the server reports', async ({
  browser,
  baseURL,
}, testInfo) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const api = await browser.newContext({ baseURL });
  const user = await seedGuest(api.request, baseURL);
  const context = await browser.newContext({
    baseURL,
    storageState: {
      cookies: (await api.storageState()).cookies,
      origins: [{ origin: baseURL, localStorage: localStorageFor(user, true) }],
    },
  });
  await api.close();
  const page = await context.newPage();
  const created = await page.request.post('/api/speeches', {
    headers: { Origin: baseURL },
    multipart: {
      title: 'Still being transcribed',
      audio: { name: 'short.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(SHORT_SPEECH) },
    },
  });
  expect(created.status()).toBe(201);
  const { speech } = (await created.json()) as { speech: { id: number; transcriptionId: string } };

  // Held at one stage, so every screenshot shows the same moment: the server's worker may
  // finish the short speech meanwhile, so its analysis is hidden too.
  await page.route(`**/api/speeches/${speech.id}`, async (route) => {
    const body = (await (await route.fetch()).json()) as { speech: object };
    await route.fulfill({ json: { speech: { ...body.speech, analysis: null }, analysis: null } });
  });
  await page.route('**/api/transcription/**', (route) =>
    route.fulfill({
      json: {
        id: speech.transcriptionId,
        speechId: speech.id,
        status: 'processing',
        error: null,
        error_details: null,
        stage: { id: 'recognize', label: 'Transcribing your words', done: 2, total: 5 },
      },
    }),
  );
  await page.goto(`/feedback/${speech.id}`);
  const line = page.getByText('Transcribing your words: 2 of 5 parts done');
  await shots(page, testInfo, 'processing view', async () => {
    await expect(line).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Progress' }).locator('li[aria-current="step"]'),
    ).toHaveText('Transcribing');
  });
  await context.close();
});
