// The failed tests of a run, each with the head of its error, read from the runners' JSON
// reports. `npm test` prints them under its summary: CI keeps only the tail of the log, and a
// failure's cause is otherwise far above it (stop 32's CI showed a failed test but not why).

const MAX_LINES = 12;

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;
/** A stack frame of the test runner or of Node, which says nothing about the failure. */
const runnerFrame = /^\s*at .*(node_modules|node:internal|<anonymous>)/;

function head(message) {
  const lines = String(message ?? '')
    .replace(ansi, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !runnerFrame.test(line));
  const kept = lines.slice(0, MAX_LINES);
  if (lines.length > MAX_LINES) kept.push(`... (${lines.length - MAX_LINES} more lines)`);
  return kept;
}

/** Vitest's JSON report: one entry per failed test, and one per file that failed to load. */
export function vitestFailures(report, root = '') {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const name = root ? file.name.replace(`${root}/`, '') : file.name;
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed) {
      failures.push({
        title: `${name} > ${test.fullName}`,
        lines: head(test.failureMessages?.[0]),
      });
    }
    if (failed.length === 0 && file.status === 'failed') {
      failures.push({ title: name, lines: head(file.message) });
    }
  }
  return failures;
}

function* playwrightSpecs(suite, file) {
  for (const spec of suite.specs ?? []) yield { spec, file: suite.file ?? file };
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child, suite.file ?? file);
}

/** Playwright's JSON report: one entry per test whose outcome was not the expected one. */
export function playwrightFailures(report) {
  const failures = [];
  for (const suite of report?.suites ?? []) {
    for (const { spec, file } of playwrightSpecs(suite)) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const last = test.results?.at(-1);
        const errors = last?.errors?.length ? last.errors : [last?.error].filter(Boolean);
        const lines = errors.flatMap((error) => head(error.message ?? error.value));
        const where = `${file ?? spec.file}:${spec.line}`;
        failures.push({
          title: `${where} > ${spec.title} (${last?.status ?? test.status})`,
          lines,
        });
      }
    }
  }
  return failures;
}

/** The failures as the lines `npm test` prints, or none. */
export function formatFailures(failures) {
  if (failures.length === 0) return [];
  return [
    '',
    `\u2500\u2500 Failed (${failures.length}) \u2500\u2500`,
    ...failures.flatMap((f) => [`\u2717 ${f.title}`, ...f.lines.map((line) => `    ${line}`)]),
  ];
}
