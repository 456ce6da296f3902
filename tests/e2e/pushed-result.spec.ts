import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from './support/browser';
import { watchCspViolations } from './support/csp';

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
  // A string: this file is type-checked without the DOM library. The page notes when the
  // event came and when the metrics were first in the document, on its own clock.
  await context.addInitScript(
    `localStorage.setItem('podium-onboarding-seen', 'true');
     localStorage.setItem('podium-guest-id', ${JSON.stringify(guestId)});
     const NativeEventSource = window.EventSource;
     window.EventSource = class extends NativeEventSource {
       constructor(...args) {
         super(...args);
         this.addEventListener('status', () => { window.__pushedAt ??= Date.now(); });
       }
     };
     new MutationObserver(() => {
       if (document.querySelector('[aria-label="Speech metrics"]')) window.__shownAt ??= Date.now();
     }).observe(document, { childList: true, subtree: true });`,
  );

  // The stream is same-origin: connect-src 'self' lets it through.
  const cspViolations = await watchCspViolations(page);
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

  const speechReads: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(`/api/speeches/${id}`)) speechReads.push(Date.now());
  });
  const stream = page.waitForResponse((r) => r.url().endsWith(`/api/speeches/${id}/events`));
  await page.goto(`/feedback/${id}`);
  await expect(page.getByRole('heading', { name: 'Analysing your speech' })).toBeVisible();
  const events = await stream;
  expect(events.status()).toBe(200);
  expect(events.headers()['content-type']).toContain('text/event-stream');

  const metrics = page.getByRole('region', { name: 'Speech metrics' });
  await expect(metrics).toBeVisible({ timeout: 150_000 });
  const pushedAt = Number(await page.evaluate('window.__pushedAt ?? 0'));
  const shownAt = Number(await page.evaluate('window.__shownAt ?? 0'));
  await expect(page.getByRole('heading', { name: 'Pushed, not polled' })).toBeVisible();

  const stored = (await (await request.get(`/api/speeches/${id}`)).json()) as {
    analysis: { createdAt: string; wordsPerMinute: number | null };
  };
  expect(stored.analysis.wordsPerMinute).not.toBeNull();
  const storedAt = Date.parse(stored.analysis.createdAt);
  expect(pushedAt, 'the page received the event').toBeGreaterThan(0);
  const figures = {
    'pushed after stored': `${pushedAt - storedAt} ms`,
    'speech refetched after pushed': `${(speechReads.find((t) => t >= pushedAt) ?? NaN) - pushedAt} ms`,
    'shown after pushed': `${shownAt - pushedAt} ms`,
    'shown after stored': `${shownAt - storedAt} ms`,
    'status polls (none could see completion)': String(polls),
  };
  for (const [type, description] of Object.entries(figures)) {
    testInfo.annotations.push({ type, description });
  }
  console.log(JSON.stringify(figures));
  // The polling page could not have shown it at all; the page took it from the event.
  expect(shownAt).toBeGreaterThanOrEqual(pushedAt);
  expect(await cspViolations()).toEqual([]);
  await request.dispose();
});
