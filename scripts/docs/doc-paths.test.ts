import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  findDocPaths,
  headingSlug,
  listRepoFiles,
  missingAnchors,
  missingPaths,
  pathPattern,
} from './doc-paths';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('finding the paths a document names', () => {
  it('reads inline code, links and fenced code, and leaves out prose and URLs', () => {
    const markdown = [
      'The handler `server/app.ts:42` and [the spec](docs/api.md#errors).',
      'See [metrics](metrics.md#pace), [a site](https://example.com/app/x.ts), [top](#top).',
      'Plain server/prose.ts is prose; `npm test` is a command; `app/` is a folder.',
      '```sh',
      'npx vitest run server/http/error-codes.test.ts',
      '```',
    ].join('\n');
    expect(findDocPaths(markdown)).toEqual([
      { path: 'server/app.ts', line: 1 },
      { path: 'docs/api.md', line: 1, anchor: 'errors' },
      { path: 'metrics.md', line: 2, relativeTo: '.', anchor: 'pace' },
      { path: 'app/', line: 3 },
      { path: 'server/http/error-codes.test.ts', line: 5 },
    ]);
  });

  it('reads placeholders and globs as patterns', () => {
    const files = ['app/features/speeches/api/get-speech.ts', 'server/routes/users/update-user.ts'];
    const matches = (p: string) => files.some((f) => pathPattern(p).test(f));
    expect(matches('app/features/<name>/api/get-speech.ts')).toBe(true);
    expect(matches('app/features/*/api/*.ts')).toBe(true);
    expect(matches('server/routes/{users,speeches}/')).toBe(true);
    expect(matches('server/routes/**/update-user.ts')).toBe(true);
    expect(matches('server/routes/.../update-user.ts')).toBe(true);
    expect(matches('server/routes/users/NAME.ts')).toBe(true);
    expect(matches('app/features/<name>/api/get-user.ts')).toBe(false);
    expect(matches('server/routes/{auth,media}/')).toBe(false);
  });

  it('finds a path that does not exist, and a relative link that does not', () => {
    const missing = missingPaths(
      'docs/guide.md',
      'Read `server/app.ts`, `server/gone.ts`, [metrics](metrics.md) and [old](old.md).',
      ['server/app.ts', 'docs/metrics.md', 'docs/guide.md'],
    );
    expect(missing.map((m) => m.path)).toEqual(['server/gone.ts', 'old.md']);
  });

  it('takes a path under a generated folder on trust (a fresh clone has not made it yet)', () => {
    expect(missingPaths('README.md', '`tests/fixtures/generated/x.wav`', [])).toEqual([]);
  });
});

describe('links to a heading', () => {
  it("use GitHub's anchors", () => {
    expect(headingSlug('Confidence score (`measure/confidence.ts`)')).toBe(
      'confidence-score-measureconfidencets',
    );
    expect(headingSlug('Pace, fillers and pauses')).toBe('pace-fillers-and-pauses');
  });

  it('are found when the heading is gone', () => {
    const docs: Record<string, string> = { 'docs/metrics.md': '# Metrics\n## Pace\n' };
    const missing = missingAnchors(
      'docs/guide.md',
      '[pace](metrics.md#pace) and [voice](metrics.md#voice)',
      (file) => docs[file],
    );
    expect(missing.map((m) => m.anchor)).toEqual(['voice']);
  });
});

describe('the docs name only paths and headings that exist', () => {
  const files = listRepoFiles(root);
  const docs = files.filter(
    (f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')),
  );

  it('has docs to check', () => {
    expect(docs).toContain('README.md');
    expect(docs.length).toBeGreaterThan(5);
  });

  it.each(docs)('%s', (doc) => {
    const markdown = fs.readFileSync(path.join(root, doc), 'utf8');
    const read = (file: string) =>
      files.includes(file) ? fs.readFileSync(path.join(root, file), 'utf8') : undefined;
    const missing = [
      ...missingPaths(doc, markdown, files).map((m) => `${doc}:${m.line} ${m.path}`),
      ...missingAnchors(doc, markdown, read).map((m) => `${doc}:${m.line} ${m.path}#${m.anchor}`),
    ];
    expect(missing).toEqual([]);
  });
});
