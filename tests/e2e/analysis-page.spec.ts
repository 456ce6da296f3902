import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { FEEDBACK_MESSAGES } from '@common/feedback/feedback-messages';
import { repoRoot } from './support/browser';

/*
 * The speech analysis page against the real server. One guest uploads its
 * speeches through the API (faster than recording through the fake
 * microphone, which record-and-analyse.spec.ts already covers):
 *   long:  the 46 s test speech, coached for real;
 *   short: its first 20 s, which the server refuses as too short;
 *   other: its first 32 s, for the guest's daily feedback limit (1 in this
 *          server's env, GUEST_DAILY_FEEDBACK).
 * Errors a real server cannot be made to produce on demand (cooldown, service
 * down, a free account's daily limit, anything else) are answered by
 * page.route with the server's exact bodies.
 */

test.describe.configure({ mode: 'serial' });

const wav = path.join(repoRoot, 'tests/fixtures/generated/e2e-speech.wav');
const guestId = `e2e-analysis-${Date.now().toString(36)}`;
const speeches = { long: 0, short: 0, other: 0 };
let cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'] = [];

function cut(seconds: number): Buffer {
  const out = path.join(os.tmpdir(), `podium-e2e-${process.pid}-${seconds}s.wav`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-t', String(seconds), '-i', wav, out]);
  const data = fs.readFileSync(out);
  fs.rmSync(out, { force: true });
  return data;
}

async function upload(request: APIRequestContext, title: string, audio: Buffer, seconds: number) {
  const response = await request.post('/api/speeches', {
    multipart: {
      title,
      duration: String(seconds),
      prompt: 'Why our city should plant more trees',
      audio: { name: 'speech.wav', mimeType: 'audio/wav', buffer: audio },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { speech: { id: number } }).speech.id;
}

async function waitForAnalysis(request: APIRequestContext, id: number) {
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(`/api/speeches/${id}`)).json()) as {
          analysis: { wordsPerMinute: number | null } | null;
        };
        return body.analysis?.wordsPerMinute ?? null;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .not.toBeNull();
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post('/api/guest-login', { data: { guestId } });
  expect(login.ok(), await login.text()).toBe(true);
  speeches.long = await upload(request, 'Why our city needs trees', fs.readFileSync(wav), 46);
  speeches.short = await upload(request, 'A quick thought', cut(20), 20);
  speeches.other = await upload(request, 'Trees, again', cut(32), 32);
  // The shorter two are transcribed while the first tests run.
  await waitForAnalysis(request, speeches.long);
  cookies = (await request.storageState()).cookies;
  await request.dispose();
});

test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies);
  // A string: this file is type-checked without the DOM library.
  await context.addInitScript(
    `localStorage.setItem('podium-onboarding-seen', 'true');
     localStorage.setItem('podium-guest-id', ${JSON.stringify(guestId)});`,
  );
});

async function openAnalysis(page: Page, id: number) {
  await page.goto(`/feedback/${id}`);
  await expect(page.getByText('Tab 1 of 5')).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });

async function expectTab(page: Page, n: number, name: string) {
  await expect(page.getByText(`Tab ${n} of 5`)).toBeVisible();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test('a completed speech opens on five tabs that the keys and buttons move between', async ({
  page,
}) => {
  await openAnalysis(page, speeches.long);
  await expect(page.getByRole('heading', { name: 'Why our city needs trees' })).toBeVisible();
  await expect(
    page.getByRole('tablist', { name: 'Analysis sections' }).getByRole('tab'),
  ).toHaveText([
    'Speech Overview',
    'Score Breakdown',
    'AI Coach Feedback',
    'Filler Words & Verbal Tics',
    'Practice Drills & Tips',
  ]);
  const visited = page.getByRole('progressbar', { name: 'Tabs visited' });
  await expect(visited).toHaveAttribute('aria-valuenow', '20');

  // Speech Overview: the coach's overall score, the measures, the player, the transcript.
  const overview = panel(page, 'Speech Overview');
  await expect(overview.getByRole('heading', { name: 'Overall score' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(overview.getByText(/^\d{1,2}\.\d$/).first()).toBeVisible();
  const metrics = overview.getByRole('region', { name: 'Speech metrics' });
  await expect(metrics.getByText('WPM')).toBeVisible();
  await expect(metrics.getByText('0:46')).toBeVisible();
  await expect(overview.getByRole('group', { name: 'Speech recording' })).toBeVisible();
  await expect(overview.getByRole('slider', { name: 'Volume' })).toHaveValue('0.7');
  await expect(
    overview.getByRole('region', { name: 'Transcript' }).locator('mark').first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'Speech Overview');

  // Right arrow, from anywhere on the page.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('ArrowRight');
  await expectTab(page, 2, 'Score Breakdown');
  const scores = panel(page, 'Score Breakdown');
  await expect(scores.getByRole('heading', { name: 'Your scores' })).toBeVisible();
  for (const label of ['Clarity', 'Confidence', 'Structure', 'Language']) {
    await expect(scores.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(scores.getByRole('heading', { name: 'Voice' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Score Breakdown');

  await page.keyboard.press('ArrowRight');
  await expectTab(page, 3, 'AI Coach Feedback');
  const coach = panel(page, 'AI Coach Feedback');
  await expect(coach.getByText('Built-in coach')).toBeVisible();
  await expect(coach.getByRole('heading', { name: 'Strengths' })).toBeVisible();
  await expect(coach.getByRole('heading', { name: 'Areas to Improve' })).toBeVisible();
  await expect(coach.getByText('Your Public Speaking Coach')).toBeVisible();
  await expectNoSeriousViolations(page, 'AI Coach Feedback');

  await page.keyboard.press('ArrowRight');
  await expectTab(page, 4, 'Filler Words & Verbal Tics');
  const fillers = panel(page, 'Filler Words & Verbal Tics');
  await expect(fillers.getByRole('list', { name: 'Filler word counts' })).toContainText(
    /you know|basically|um/,
  );
  await expectNoSeriousViolations(page, 'Filler Words & Verbal Tics');

  await page.getByRole('button', { name: 'Next: Practice Drills & Tips' }).click();
  await expectTab(page, 5, 'Practice Drills & Tips');
  await expect(visited).toHaveAttribute('aria-valuenow', '100');
  const practice = panel(page, 'Practice Drills & Tips');
  await expect(practice.getByRole('heading', { name: 'Practice drills' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Practice Drills & Tips');
  await practice.getByRole('button', { name: 'Save Analysis' }).click();
  await expect(page.getByText('Analysis saved', { exact: true })).toBeVisible();
  await expect(practice.getByRole('button', { name: 'Analysis Saved' })).toBeDisabled();

  // Right on the last tab stays; Left and Previous go back.
  await page.keyboard.press('ArrowRight');
  await expectTab(page, 5, 'Practice Drills & Tips');
  await page.keyboard.press('ArrowLeft');
  await expectTab(page, 4, 'Filler Words & Verbal Tics');
  await page.getByRole('button', { name: 'Previous: AI Coach Feedback' }).click();
  await expectTab(page, 3, 'AI Coach Feedback');

  // Inside the tab list the arrows move focus and selection (the tab list handles them).
  await tab(page, 'AI Coach Feedback').focus();
  await page.keyboard.press('ArrowLeft');
  await expectTab(page, 2, 'Score Breakdown');
  await expect(tab(page, 'Score Breakdown')).toBeFocused();

  // Coming back asks again; the server answers from its cache.
  await page.reload();
  await expect(page.getByText('Retrieved Existing Feedback').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Speech Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a recording under 30 seconds gets Recording Too Short and an invitation to record again', async ({
  page,
}) => {
  await waitForAnalysis(page.request, speeches.short);
  await openAnalysis(page, speeches.short);
  await tab(page, 'AI Coach Feedback').click();
  const coach = panel(page, 'AI Coach Feedback');
  await expect(coach.getByRole('heading', { name: 'Recording Too Short' })).toBeVisible();
  await expect(
    coach.getByText('Please speak for at least 30 seconds to get meaningful feedback.'),
  ).toBeVisible();
  // The measured tabs still work.
  await tab(page, 'Filler Words & Verbal Tics').click();
  await expect(
    panel(page, 'Filler Words & Verbal Tics').getByText('Filler words').first(),
  ).toBeVisible();
  await tab(page, 'AI Coach Feedback').click();
  await coach.getByRole('link', { name: 'Record a New Speech' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the guest's daily feedback limit shows Guest Usage Limit Reached with sign-up", async ({
  page,
}) => {
  // The guest's one feedback of the day goes to the long speech (or is already there).
  const first = await page.request.post('/api/feedback', { data: { speechId: speeches.long } });
  expect(first.ok(), await first.text()).toBe(true);

  await waitForAnalysis(page.request, speeches.other);
  await openAnalysis(page, speeches.other);
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Guest Usage Limit Reached'),
  ).toBeVisible();
  await tab(page, 'AI Coach Feedback').click();
  const coach = panel(page, 'AI Coach Feedback');
  await expect(coach.getByRole('heading', { name: 'Guest Usage Limit Reached' })).toBeVisible();
  await expect(coach.getByText(FEEDBACK_MESSAGES.guestLimit(1))).toBeVisible();
  await coach.getByRole('button', { name: 'Create an Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Your Account' })).toBeVisible();
});

/** Answers POST /api/feedback with each reply in turn, then lets the real server answer. */
async function answerFeedback(
  page: Page,
  replies: Array<{ status: number; body: Record<string, unknown>; retryAfter?: number }>,
) {
  let calls = 0;
  await page.route('**/api/feedback', async (route: Route) => {
    const reply = replies[calls];
    calls += 1;
    if (!reply) return route.continue();
    await route.fulfill({
      status: reply.status,
      contentType: 'application/json',
      headers: reply.retryAfter ? { 'Retry-After': String(reply.retryAfter) } : {},
      body: JSON.stringify({ error: reply.body.message, ...reply.body }),
    });
  });
  return () => calls;
}

const cooldown = (seconds: number) => ({
  status: 429,
  retryAfter: seconds,
  body: {
    status: 429,
    message: FEEDBACK_MESSAGES.cooldown(seconds),
    cooldownRemaining: seconds,
    retryAfter: seconds,
  },
});

test('a running generation shows Feedback in Progress, counts down and checks again', async ({
  page,
}) => {
  const calls = await answerFeedback(page, [cooldown(40), cooldown(2)]);
  await openAnalysis(page, speeches.long);
  await tab(page, 'AI Coach Feedback').click();
  const coach = panel(page, 'AI Coach Feedback');
  await expect(coach.getByRole('heading', { name: 'Feedback in Progress' })).toBeVisible();
  // The 40 s the server said, counting down; a busy machine can take seconds to draw the page.
  await expect(coach.getByRole('timer')).toHaveText(/Checking again in 0:(40|3\d)/);
  await coach.getByRole('button', { name: 'Check Again' }).click();
  // The second answer says 2 s: the page asks again by itself when they are up.
  await expect(coach.getByRole('heading', { name: 'Feedback in Progress' })).toBeVisible();
  await expect(coach.getByText('Your Public Speaking Coach')).toBeVisible({ timeout: 10_000 });
  expect(calls()).toBe(3);
});

test('an unavailable feedback service shows Service Temporarily Unavailable with Try Again', async ({
  page,
}) => {
  await answerFeedback(page, [
    { status: 503, body: { status: 503, message: FEEDBACK_MESSAGES.unavailable } },
  ]);
  await openAnalysis(page, speeches.long);
  await tab(page, 'AI Coach Feedback').click();
  const coach = panel(page, 'AI Coach Feedback');
  await expect(
    coach.getByRole('heading', { name: 'Service Temporarily Unavailable' }),
  ).toBeVisible();
  await expect(coach.getByText(FEEDBACK_MESSAGES.unavailable)).toBeVisible();
  await coach.getByRole('button', { name: 'Try Again' }).click();
  await expect(coach.getByText('Your Public Speaking Coach')).toBeVisible();
});

test("a free account's daily limit shows Daily Limit Reached with a link to previous feedback", async ({
  page,
}) => {
  await answerFeedback(page, [
    { status: 429, body: { status: 429, message: FEEDBACK_MESSAGES.dailyLimit(10) } },
  ]);
  await openAnalysis(page, speeches.long);
  await tab(page, 'AI Coach Feedback').click();
  const coach = panel(page, 'AI Coach Feedback');
  await expect(coach.getByRole('heading', { name: 'Daily Limit Reached' })).toBeVisible();
  await expect(coach.getByText(FEEDBACK_MESSAGES.dailyLimit(10))).toBeVisible();
  await expect(coach.getByText(/Time until it resets: \d/)).toBeVisible();
  await coach.getByRole('link', { name: 'View Previous Feedback' }).click();
  await expect(page).toHaveURL(/\/history$/);
});

test('any other failure shows Error Generating Feedback with the message, Try Again and Record a New Speech', async ({
  page,
}) => {
  await answerFeedback(page, [
    { status: 400, body: { status: 400, message: FEEDBACK_MESSAGES.missing } },
  ]);
  await page.route('**/api/linguistic-feedback', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, message: 'Internal Server Error' }),
    }),
  );
  await openAnalysis(page, speeches.long);
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Error Generating Linguistic Feedback'),
  ).toBeVisible();
  await tab(page, 'AI Coach Feedback').click();
  const coach = panel(page, 'AI Coach Feedback');
  await expect(coach.getByRole('heading', { name: 'Error Generating Feedback' })).toBeVisible();
  await expect(coach.getByText('We ran into an issue')).toBeVisible();
  await expect(coach.getByText(FEEDBACK_MESSAGES.missing)).toBeVisible();
  await expect(coach.getByRole('link', { name: 'Record a New Speech' })).toBeVisible();
  await coach.getByRole('button', { name: 'Try Again' }).click();
  await expect(coach.getByText('Your Public Speaking Coach')).toBeVisible();
});
