import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { HarperChecker } from './harper-checker';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('HarperChecker', () => {
  // No warm-up: the tests need answers, not speed.
  const checker = new HarperChecker({ warmUpRounds: 0, timeoutMs: 60_000 });
  afterAll(() => checker.close());

  it('lints on a worker thread, with rules, kinds and offsets', async () => {
    const lints = await checker.lint('They was happy.');
    expect(lints).toContainEqual(
      expect.objectContaining({
        rule: 'PronounInflectionBe',
        kind: 'Agreement',
        start: 5,
        end: 8,
        suggestions: ['were'],
      }),
    );
    expect(checker.threadId).toBeGreaterThan(0);
  });

  it('reuses its one worker', async () => {
    const before = checker.threadId;
    await checker.lint('We go home.');
    await checker.lint('He go home.');
    expect(checker.threadId).toBe(before);
  });

  it('has the rules for written text switched off', async () => {
    const lints = await checker.lint('the the cat sat on the mat and i saw it');
    expect(lints.map((l) => l.rule)).toEqual([]);
  });

  it('rejects when its signal aborts, and keeps the worker', async () => {
    const before = checker.threadId;
    const controller = new AbortController();
    const pending = checker.lint('They was happy.', { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
    expect(checker.threadId).toBe(before);
  });

  it('gives up on a request that runs out of time, starts a new worker next time, and closes', async () => {
    const before = checker.threadId;
    // Long enough that no worker answers within 1 ms (a 0 ms timer could lose a race to a short text).
    const long = 'They was happy, and the the day was long. '.repeat(2000);
    await expect(checker.lint(long, { timeoutMs: 1 })).rejects.toThrow(
      'grammar check took longer than 1 ms',
    );
    expect(checker.threadId).toBeUndefined();
    expect(await checker.lint('They was happy.')).toHaveLength(1);
    expect(checker.threadId).not.toBe(before);

    // The expectation is attached before close() rejects the request, as a caller's await would be.
    const pending = expect(checker.lint('They was happy.')).rejects.toThrow(
      'grammar checker closed',
    );
    await checker.close();
    await pending;
    expect(checker.threadId).toBeUndefined();
  });
});

describe('the shared checker under node --import tsx (how the server runs)', () => {
  it('loads its worker, answers, closes and lets the process exit', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-harper-'));
    const script = path.join(dir, 'lint.mts');
    const checker = path.join(root, 'server/speech/language/harper-checker.ts');
    await fs.writeFile(
      script,
      `import { closeLanguageChecker, lintWithHarper } from ${JSON.stringify(checker)};
      const lints = await lintWithHarper('They was happy.');
      console.log(JSON.stringify(lints.map((l) => l.rule)));
      await closeLanguageChecker();`,
    );
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: root,
        timeout: 90_000,
      });
      expect(JSON.parse(stdout.trim())).toEqual(['PronounInflectionBe']);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
