import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from './support/browser';

/*
 * Issue 12 item 2: the analysis is pushed to the open page the moment it is
 * stored. The page's polling is kept from ever seeing the job complete (its
 * answers are rewritten to 'processing'), so the analysis can only arrive
 * through the pushed event.
 */

const wav = path.join(repoRoot, 'tests/fixtures/generated/long-2min.wav');
const guestId = `e2e-push-${Date.now().toString(36)}`;

test('the analysis appears the moment it is stored, pushed to the open page with no poll to see it', async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post('/api/guest-login', { data: { guestId } });
  expect(login.ok(), await login.text()).toBe(true);
  await context.addCookies((await request.storageState()).cookies);
  // A string: this file is type-checked without the DOM library.
  await context.addInitScript(
    `localStorage.setItem('podium-onboarding-seen', 'true');
     localStorage.setItem('podium-guest-id', ${JSON.stringify(guestId)});`,
  );

  let polls = 0;
  await page.route('**/api/transcription/**', async (route) => {
    polls += 1;
    const response = await route.fetch();
    const body = (await response.json()) as { status: string };
    await route.fulfill({ response, json: { ...body, status: 'processing' } });
  });

  const upload = await request.post('/api/speeches', {
    multipart: {
      title: 'Pushed, not polled',
      prompt: 'Why our city should plant more trees',
      audio: { name: 'speech.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(wav) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { id } = ((await upload.json()) as { speech: { id: number } }).speech;

  const stream = page.waitForResponse((r) => r.url().endsWith(`/api/speeches/${id}/events`));
  await page.goto(`/feedback/${id}`);
  await expect(page.getByRole('heading', { name: 'Analysing your speech' })).toBeVisible();
  const events = await stream;
  expect(events.status()).toBe(200);
  expect(events.headers()['content-type']).toContain('text/event-stream');

  const metrics = page.getByRole('region', { name: 'Speech metrics' });
  await expect(metrics).toBeVisible({ timeout: 150_000 });
  const shownAt = Date.now();
  await expect(page.getByRole('heading', { name: 'Pushed, not polled' })).toBeVisible();

  const stored = (await (await request.get(`/api/speeches/${id}`)).json()) as {
    analysis: { createdAt: string; wordsPerMinute: number | null };
  };
  expect(stored.analysis.wordsPerMinute).not.toBeNull();
  const lagMs = shownAt - Date.parse(stored.analysis.createdAt);
  testInfo.annotations.push(
    { type: 'shown after stored', description: `${lagMs} ms` },
    { type: 'status polls (none could see completion)', description: String(polls) },
  );
  // The polling path could not have shown it; and the push is far inside its 5 s + 2 s.
  expect(lagMs).toBeLessThan(5_000);
  await request.dispose();
});
