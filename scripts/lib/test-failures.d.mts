/** Types for test-failures.mjs (plain Node, run by npm test). */
export interface TestFailure {
  title: string;
  lines: string[];
}
export function vitestFailures(report: unknown, root?: string): TestFailure[];
export function playwrightFailures(report: unknown): TestFailure[];
export function formatFailures(failures: TestFailure[]): string[];
