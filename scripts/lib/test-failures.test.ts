import { describe, expect, it } from 'vitest';
import { formatFailures, playwrightFailures, vitestFailures } from './test-failures.mjs';

describe('vitestFailures', () => {
  it('names each failed test with the head of its message, and a file that did not load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/server/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'a fails',
              status: 'failed',
              failureMessages: [
                '\u001b[31mAssertionError\u001b[39m: expected 1 to be 2\n\n    at a.test.ts:3\n' +
                  '    at file:///repo/node_modules/@vitest/runner/dist/index.js:1:2\n' +
                  '    at new Promise (<anonymous>)',
              ],
            },
          ],
        },
        {
          name: '/repo/server/b.test.ts',
          status: 'failed',
          message: 'SyntaxError: x',
          assertionResults: [],
        },
        { name: '/repo/server/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      {
        title: 'server/a.test.ts > a fails',
        lines: ['AssertionError: expected 1 to be 2', '    at a.test.ts:3'],
      },
      { title: 'server/b.test.ts', lines: ['SyntaxError: x'] },
    ]);
  });

  it('finds nothing in a report with no failure, or no report', () => {
    expect(
      vitestFailures({ testResults: [{ name: 'x', status: 'passed', assertionResults: [] }] }),
    ).toEqual([]);
    expect(vitestFailures(undefined)).toEqual([]);
  });
});

describe('playwrightFailures', () => {
  it('walks nested suites and keeps the last try of an unexpected test, cut to twelve lines', () => {
    const long = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const report = {
      suites: [
        {
          file: 'timeline.spec.ts',
          specs: [{ title: 'ok', line: 3, tests: [{ status: 'expected', results: [] }] }],
          suites: [
            {
              specs: [
                {
                  title: 'is axe-clean',
                  line: 187,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ status: 'timedOut', errors: [{ message: long }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const [failure, ...rest] = playwrightFailures(report);
    expect(rest).toEqual([]);
    expect(failure?.title).toBe('timeline.spec.ts:187 > is axe-clean (timedOut)');
    expect(failure?.lines).toHaveLength(13);
    expect(failure?.lines.at(-1)).toBe('... (8 more lines)');
  });
});

describe('formatFailures', () => {
  it('prints nothing when all passed, and a heading with indented errors otherwise', () => {
    expect(formatFailures([])).toEqual([]);
    expect(formatFailures([{ title: 't', lines: ['why'] }])).toEqual([
      '',
      '── Failed (1) ──',
      '✗ t',
      '    why',
    ]);
  });
});
