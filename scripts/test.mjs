#!/usr/bin/env node
// `npm test`: everything CI checks, on real parts. Installs what it needs,
// then runs static checks, unit/API tests (SQLite, and PostgreSQL when one
// answers on 127.0.0.1:5432) and the browser tests, and prints the counts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureDebianPackages, RUNTIME_NEEDS, TEST_NEEDS } from './lib/system-deps.mjs';
import { ensureMoonshineModel } from './lib/moonshine-model.mjs';
import { ensureBuilt, ensureInstalled, root, run } from './lib/stamps.mjs';
import { formatFailures, playwrightFailures, vitestFailures } from './lib/test-failures.mjs';

const started = Date.now();
const reportDir = path.join(root, 'test-results');
fs.mkdirSync(reportDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const step = (title) => console.log(`\n\u25b6 ${title}  (at ${elapsed()})`);

function reachable(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

step('System packages');
ensureDebianPackages([...RUNTIME_NEEDS, ...TEST_NEEDS]);
step('npm packages');
ensureInstalled();
// npm install fetches it (postinstall); this also covers an install made with --ignore-scripts.
ensureMoonshineModel();
step('Client build');
ensureBuilt();
step('Test speech fixtures');
// Only the speech the tests use; the evaluation corpus (npm run eval:speech) is a minute more flite.
run(bin('tsx'), ['scripts/make-fixtures.ts', 'e2e-speech', 'long-2min', 'pauses', 'short-clean']);

const env = { ...process.env };
if (!env.TEST_DATABASE_URL && (await reachable('127.0.0.1', 5432))) {
  env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
}
if (!env.TEST_REDIS_URL && (await reachable('127.0.0.1', 6379))) {
  env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
}
console.log(
  env.TEST_REDIS_URL
    ? `Redis tests use ${env.TEST_REDIS_URL} (keys under a per-test prefix, removed after)`
    : 'Redis tests start their own redis-server',
);
console.log(
  env.TEST_DATABASE_URL
    ? `Data-layer tests run on SQLite and PostgreSQL (${env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`
    : 'No PostgreSQL on 127.0.0.1:5432: data-layer tests run on SQLite only',
);

step('Static checks: types and lint');
await staticChecks();

/**
 * The type check and the linter side by side: each runs on one core for about half a minute, and
 * nothing else runs yet. Each one's output is printed whole when it ends; a failure stops here.
 */
async function staticChecks() {
  const check = (script) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], { cwd: root });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('close', (status) => {
        process.stdout.write(output);
        resolve({ script, status });
      });
    });
  const failed = (await Promise.all([check('typecheck'), check('lint')])).filter((r) => r.status);
  for (const { script, status } of failed)
    console.error(`\nnpm run ${script} failed (exit ${status})`);
  if (failed.length > 0) process.exit(failed[0].status ?? 1);
}

const results = [];
const failures = [];

/**
 * Runs one test runner with the machine to itself and records its exit status, its counts and
 * its failures, read from the JSON report it writes to `report`.
 */
function runSuite({ title, report, command, args, env: suiteEnv, counts, failed }) {
  // An earlier run's report must not stand in for one this run did not write.
  fs.rmSync(report, { force: true });
  step(title);
  const status = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: suiteEnv }).status;
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(report, 'utf8'));
  } catch {
    // No report: the runner itself failed; its exit status says so.
    results.push({ title, status, passed: 0, failed: 0, skipped: 0 });
    return;
  }
  try {
    failures.push(...failed(parsed));
  } catch (error) {
    // The list only helps to read a failure; the counts and exit statuses decide.
    console.log(`(could not list the failures of ${path.basename(report)}: ${error})`);
  }
  results.push({ title, status, ...counts(parsed) });
}

// The unit tests, then the browser tests, each with the machine to itself (ADR 54): beside
// Vitest's real speech pipelines a browser test's page starved past its limits (stop 32's CI), and
// the whole run takes the same time either way (14.5-14.9 min on 2 cores).
const vitestReport = path.join(reportDir, 'vitest.json');
runSuite({
  title: 'Unit and API tests (Vitest)',
  report: vitestReport,
  command: bin('vitest'),
  args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  env,
  counts: (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  }),
  failed: (r) => vitestFailures(r, root),
});

const playwrightReport = path.join(reportDir, 'playwright.json');
runSuite({
  title: 'Browser tests (Playwright, Chromium)',
  report: playwrightReport,
  command: bin('playwright'),
  args: ['test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
  env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  counts: (r) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected + r.stats.flaky,
    skipped: r.stats.skipped,
  }),
  failed: playwrightFailures,
});

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log('\n\u2500\u2500 Test summary \u2500\u2500');
for (const r of results) {
  // A runner can fail with every test passed (an unhandled error, a file that did not load).
  const why = r.status !== 0 && r.failed === 0 ? ` (exit ${r.status}: see the errors above)` : '';
  console.log(
    `${r.status === 0 ? 'PASS' : 'FAIL'}  ${r.title}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${why}`,
  );
}
const total = results.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed }),
  { passed: 0, failed: 0 },
);
console.log(`Total: ${total.passed} passed, ${total.failed} failed in ${minutes} min`);
for (const line of formatFailures(failures)) console.log(line);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
