import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot } from './browser';

/** The e2e speech (46 s of a synthetic voice): long enough for coaching feedback. */
export const SEED_SPEECH_WAV = path.join(repoRoot, 'tests/fixtures/generated/e2e-speech.wav');

export interface SeededUser {
  id: number;
  supabaseId: string | null;
  guestId: string;
  /** The user record the guest login answered with, as the app keeps it in `userData`. */
  record: Record<string, unknown>;
}

/** Signs a new guest in; the request context keeps the session cookie. */
export async function seedGuest(api: APIRequestContext, baseURL: string): Promise<SeededUser> {
  const guestId = `seed-${randomUUID()}`;
  const response = await api.post('/api/guest-login', {
    data: { guestId },
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`guest login: ${response.status()} ${await response.text()}`);
  const user = (await response.json()) as { id: number; supabaseId: string | null };
  return { id: user.id, supabaseId: user.supabaseId, guestId, record: { ...user, guestId } };
}

/** Uploads the seed speech (or `audio`) and waits until its analysis is complete. */
export async function seedSpeech(
  api: APIRequestContext,
  baseURL: string,
  user: SeededUser,
  title: string,
  { timeoutMs = 180_000, audio }: { timeoutMs?: number; audio?: Buffer } = {},
): Promise<number> {
  const response = await api.post('/api/speeches', {
    headers: { Origin: baseURL },
    multipart: {
      userId: String(user.id),
      title,
      duration: '46',
      prompt: 'Why our city needs more trees',
      audio: {
        name: `${title.replace(/[^A-Za-z0-9]/g, '_')}_${Date.now()}.wav`,
        mimeType: 'audio/wav',
        buffer: audio ?? fs.readFileSync(SEED_SPEECH_WAV),
      },
    },
  });
  if (!response.ok()) throw new Error(`upload: ${response.status()} ${await response.text()}`);
  const { speech } = (await response.json()) as { speech: { id: number } };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const poll = await api.get(`/api/speeches/${speech.id}`);
    const body = (await poll.json()) as { analysis: { wordsPerMinute: number | null } | null };
    if (body.analysis?.wordsPerMinute) return speech.id;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`speech ${speech.id} was not analysed within ${timeoutMs} ms`);
}

/** Asks the coach for feedback on a speech (the analysis page does this on its own). */
export async function seedFeedback(
  api: APIRequestContext,
  baseURL: string,
  user: SeededUser,
  speechId: number,
): Promise<void> {
  const response = await api.post('/api/feedback', {
    headers: { Origin: baseURL },
    data: { userId: user.id, speechId, coachingMode: 'general' },
  });
  if (!response.ok()) throw new Error(`feedback: ${response.status()} ${await response.text()}`);
}

/**
 * What a returning guest's browser holds, past the onboarding: the guest id,
 * the theme, and the user record the app stored at its last session check.
 */
export function localStorageFor(
  user: SeededUser,
  dark: boolean,
): Array<{ name: string; value: string }> {
  return [
    { name: 'podium-onboarding-seen', value: 'true' },
    { name: 'podium-guest-id', value: user.guestId },
    { name: 'userData', value: JSON.stringify(user.record) },
    { name: 'darkMode', value: String(dark) },
    { name: 'theme', value: dark ? 'dark' : 'light' },
  ];
}

/**
 * A new browser context as the seeded guest's returning browser, at this theme and width (780 or
 * 900 px tall), signed in (a refused login fails the test); with its first page.
 */
export async function openAsGuest(
  browser: Browser,
  baseURL: string,
  user: SeededUser,
  { dark, width }: { dark: boolean; width: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 800 ? 780 : 900 },
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: localStorageFor(user, dark) }],
    },
  });
  const login = await context.request.post('/api/guest-login', {
    data: { guestId: user.guestId },
    headers: { Origin: baseURL },
  });
  if (!login.ok()) throw new Error(`guest login: ${login.status()} ${await login.text()}`);
  return { context, page: await context.newPage() };
}
