import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './support/browser';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh data directory per run: no state leaks between runs. Kept in the
// environment, so the test workers (which load this file again) share it.
const dataDir = (process.env.PODIUM_E2E_DATA_DIR ??= fs.mkdtempSync(
  path.join(os.tmpdir(), 'podium-e2e-'),
));
/** The e2e server's DATA_DIR: its outbox holds the e-mails the server sent. */
export const e2eDataDir = dataDir;

// Playwright hands out files in alphabetical order, so the longest ones (1.5-3 min) used to come
// last and one worker sat idle for a minute and a half while the other finished. Projects are
// handed out in the order they are listed: the longest files first, the shortest last (ADR 66).
// Each file's time with two workers on the 2-core machine; a new file runs with the short ones.
const longFiles = ['walk-routes', 'practice-modes', 'live-cues', 'keep-recording', 'retake']; // 100-185 s
const middleFiles = [
  ...['screens', 'weekly-goal', 'timeline', 'analysis-page', 'record-and-analyse'], // 75-100 s
  ...['stream-server-killed', 'record-stream-save', 'personal-fillers'], // 60-75 s
];
const specs = (names: readonly string[]) => names.map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  outputDir: path.join(root, 'test-results', 'e2e'),
  // Tests that record a minute of speech, or walk screens with axe, take 1-2.5 min at load 13
  // and ran past 3 min in CI (a busier machine): a hung test waits 6 min, a slow one passes.
  timeout: 360_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Most of a browser test waits for speech played in real time, so two overlap well on 2 cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    // Less motion, as a speaker can ask for: a recording test's animations (pulse ring, eased level
    // meter) kept Chromium at a core and starved the other worker's test (ADR 63, ADR 64).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, DOM snapshots, network) but not the trace's
    // screencast: encoding a frame for every paint cost 40 % of a recording test's CPU (ADR 65).
    // The failure screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    { name: 'long', testMatch: specs(longFiles) },
    { name: 'middle', testMatch: specs(middleFiles) },
    { name: 'short', testIgnore: specs([...longFiles, ...middleFiles]) },
  ],
  webServer: {
    command: `node --import tsx server/main.ts serve`,
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      GUEST_SPEECH_LIMIT: '3',
      // analysis-page.spec.ts reaches a guest's daily feedback limit with its second speech.
      GUEST_DAILY_FEEDBACK: '1',
      // Every spec signs people in from this one address.
      AUTH_RATE_LIMIT_MAX: '200',
    },
  },
});
