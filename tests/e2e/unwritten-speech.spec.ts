import { expect, test } from '@playwright/test';
import { look } from './support/look';
import { openAsGuest, seedGuest, seedSpeech } from './support/seed';
import type { SeededUser } from './support/seed';

/*
 * A transcript typed for only the start of a recording (the seed speech, 46 s, corrected to its
 * first two sentences): every number counts only the words written, and the transcript says how
 * much of the speech has none, at phone and desktop width in both themes.
 */

let user: SeededUser;
let speechId: number;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const api = await playwright.request.newContext({ baseURL });
  user = await seedGuest(api, baseURL);
  speechId = await seedSpeech(api, baseURL, user, 'Trees, written in part');
  const put = await api.put(`/api/speeches/${speechId}/transcript`, {
    headers: { Origin: baseURL },
    data: {
      text: 'Good afternoon, everyone. Today I would like to talk about why our city should plant more trees.',
    },
  });
  expect(put.status()).toBe(202);
  await expect
    .poll(
      async () => {
        const body = (await (await api.get(`/api/speeches/${speechId}`)).json()) as {
          analysis: { details?: { unwrittenSpeechSec?: number } } | null;
        };
        return body.analysis?.details?.unwrittenSpeechSec ?? 0;
      },
      { timeout: 120_000 },
    )
    .toBeGreaterThan(20);
  await api.dispose();
});

for (const { dark, width } of [
  { dark: false, width: 360 },
  { dark: true, width: 360 },
  { dark: false, width: 1280 },
]) {
  const name = `unwritten speech, ${dark ? 'dark' : 'light'}, ${width} px`;
  test(`says how much of the speech the transcript leaves unwritten: ${name}`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const { context, page } = await openAsGuest(browser, baseURL, user, { dark, width });
    await page.goto(`/feedback/${speechId}`);
    const note = page.getByText(/of your speech has no words here/);
    await expect(note).toBeVisible({ timeout: 30_000 });
    await expect(note).toHaveText(/^About \d+s of your speech has no words here$/);
    await expect(page.getByText(/count only the words in this transcript/)).toBeVisible();
    await note.scrollIntoViewIfNeeded();
    await look(page, testInfo, name.replaceAll(/[ ,]+/g, '-'));
    await context.close();
  });
}
