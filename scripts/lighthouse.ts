/**
 * Lighthouse on the built app, served by the real server (issue 6):
 * Performance and Accessibility of Home and Progress, mobile and desktop, and
 * the initial JavaScript (entry plus its static imports) gzip size.
 *
 *   npm run lighthouse               build, then audit once per page and preset
 *   npm run lighthouse -- --runs 3   median of 3 runs (scores are noisy on a loaded machine)
 *   npm run lighthouse -- --no-build audit the build already in dist/client
 *
 * Works on a fresh clone: it checks the Debian packages the server and the
 * seed speech need, and makes the seed speech (tests/fixtures/generated, which
 * only `npm test` used to make) before seeding.
 *
 * Targets: Performance >= 95, Accessibility 100, initial JS <= 200 KB gzip.
 * Lighthouse's CPU throttling makes the score depend on the machine's load,
 * so the load average is printed with the results. Not a timed test.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { chromium, request } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';
import { ensureFixture } from '@scripts/fixtures/ensure-fixture';
import { ensureDebianPackages, RUNTIME_NEEDS, TEST_NEEDS } from '@scripts/lib/system-deps.mjs';
import { FIRST_SCREENS_FILE } from '@scripts/vite-first-paint';
import { localStorageFor, seedFeedback, seedGuest, seedSpeech } from '@tests/e2e/support/seed';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = path.join(root, 'dist/client');
const reportDir = path.join(root, 'test-results/lighthouse');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 95, accessibility: 100, initialJsKb: 200 };

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 1);
const build = !args.includes('--no-build');

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/**
 * The entry script and the modules index.html preloads, plus the app's start
 * and the code of the first screen (`screen`), which the first-paint script
 * preloads: what the first page must download.
 */
export function initialJavaScript(
  dir: string,
  screen?: 'home' | 'history',
): {
  files: Array<{ file: string; gzip: number }>;
  total: number;
} {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  // A set: the first-paint script is both preloaded and loaded.
  const names = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      ([, file = '']) => file,
    ),
  );
  const screens = path.join(dir, FIRST_SCREENS_FILE);
  if (screen && fs.existsSync(screens)) {
    const preloads = JSON.parse(fs.readFileSync(screens, 'utf8')) as Record<string, string[]>;
    for (const file of [...(preloads.start ?? []), ...(preloads[screen] ?? [])]) names.add(file);
  }
  const files = [...names].map((file) => ({
    file,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length,
  }));
  return { files, total: files.reduce((sum, entry) => sum + entry.gzip, 0) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error('The server did not start within 60 s');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Row {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failedA11y: string[];
}

async function audit(
  url: string,
  preset: Row['preset'],
  state: {
    cookies: Parameters<BrowserContext['addCookies']>[0];
    storage: Array<{ name: string; value: string }>;
  },
  origin: string,
  reportName: string,
): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // Sign the fresh profile in without loading the app (no cached assets, no service worker).
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    await context.addCookies(state.cookies);
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate((items) => {
      // Runs in the page, where localStorage exists.
      const storage = (
        globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }
      ).localStorage;
      for (const { name, value } of items) storage.setItem(name, value);
    }, state.storage);
    await page.close();

    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keep the session cookie and local storage set above.
      disableStorageReset: true,
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    fs.writeFileSync(path.join(reportDir, `${reportName}.json`), JSON.stringify(result.lhr));
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function toRow(page: string, preset: Row['preset'], lhrs: Result[]): Row {
  const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const last = lhrs[lhrs.length - 1];
  return {
    page,
    preset,
    performance: median(lhrs.map((lhr) => score(lhr, 'performance'))),
    accessibility: median(lhrs.map((lhr) => score(lhr, 'accessibility'))),
    fcp: median(lhrs.map((lhr) => metric(lhr, 'first-contentful-paint'))),
    lcp: median(lhrs.map((lhr) => metric(lhr, 'largest-contentful-paint'))),
    tbt: median(lhrs.map((lhr) => metric(lhr, 'total-blocking-time'))),
    cls: median(lhrs.map((lhr) => metric(lhr, 'cumulative-layout-shift'))),
    failedA11y: last
      ? (last.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (last.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id)
      : [],
  };
}

/** What the audit needs besides npm packages: the server's tools, flite and sox, Chromium. */
const AUDIT_NEEDS = [
  ...RUNTIME_NEEDS,
  ...TEST_NEEDS.filter((need) => /flite|sox|Chromium/.test(need.what)),
];

async function main() {
  ensureDebianPackages(AUDIT_NEEDS);
  // The seeded guest's speech: generated from its spec (flite), not checked in.
  await ensureFixture('e2e-speech', { log: (message) => console.log(message) });
  if (build) {
    const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('vite build failed');
  }
  fs.mkdirSync(reportDir, { recursive: true });
  const js = initialJavaScript(clientDir, 'home');
  console.log("\nInitial JavaScript of Home (gzip -9; index.html's and Home's code):");
  for (const { file, gzip } of js.files)
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`);
  const initialKb = js.total / 1024;
  console.log(
    `  ${initialKb.toFixed(1).padStart(6)} KB  total (target <= ${TARGETS.initialJsKb} KB)`,
  );
  const history = initialJavaScript(clientDir, 'history').total / 1024;
  console.log(`  Progress: ${history.toFixed(1)} KB`);

  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-lighthouse-'));
  const origin = `http://localhost:${port}`;
  const server = await startServer(port, dataDir);
  try {
    // A guest with a recording and its feedback, so Home and Progress show real content.
    console.log('\nSeeding a guest with an analysed speech and its feedback...');
    const api = await request.newContext({ baseURL: origin });
    const user = await seedGuest(api, origin);
    const speechId = await seedSpeech(api, origin, user, 'Why our city needs trees');
    await seedFeedback(api, origin, user, speechId);
    const { cookies } = await api.storageState();
    await api.dispose();
    const state = { cookies, storage: localStorageFor(user, true) };

    console.log(`Load average before the audits: ${load()}`);
    const rows: Row[] = [];
    for (const [page, route] of [
      ['Home', '/'],
      ['Progress', '/history'],
    ] as const) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const lhrs: Result[] = [];
        for (let run = 1; run <= runs; run += 1) {
          // A run Lighthouse could not record (NO_NAVSTART on a busy machine) scores 0:
          // it is run again rather than counted.
          for (let attempt = 1; attempt <= 3; attempt += 1) {
            const lhr = await audit(
              `${origin}${route}`,
              preset,
              state,
              origin,
              `${page.toLowerCase()}-${preset}-${run}`,
            );
            if (!lhr.runtimeError) {
              lhrs.push(lhr);
              break;
            }
            console.warn(`  ${page} ${preset} run ${run}: ${lhr.runtimeError.code}, again`);
          }
        }
        const row = toRow(page, preset, lhrs);
        rows.push(row);
        console.log(
          `  ${page} ${preset}: performance ${row.performance}, accessibility ${row.accessibility}`,
        );
      }
    }

    console.log(`\nLoad average after the audits: ${load()}  (${os.cpus().length} cores)`);
    console.log(`Median of ${runs} run(s); reports in ${path.relative(root, reportDir)}/\n`);
    console.log('page      preset   perf  a11y   FCP ms   LCP ms   TBT ms   CLS');
    for (const row of rows) {
      console.log(
        `${row.page.padEnd(9)} ${row.preset.padEnd(8)} ${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${row.fcp.toFixed(0).padStart(7)}  ${row.lcp.toFixed(0).padStart(7)}  ${row.tbt.toFixed(0).padStart(7)}  ${row.cls.toFixed(3)}`,
      );
      if (row.failedA11y.length > 0)
        console.log(`          accessibility audits not passed: ${row.failedA11y.join(', ')}`);
    }
    const ok =
      rows.every(
        (row) =>
          row.performance >= TARGETS.performance && row.accessibility >= TARGETS.accessibility,
      ) && initialKb <= TARGETS.initialJsKb;
    console.log(`\nInitial JS ${initialKb.toFixed(1)} KB gzip.`);
    console.log(ok ? 'All targets met.' : 'Some targets are not met (see above).');
  } finally {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
