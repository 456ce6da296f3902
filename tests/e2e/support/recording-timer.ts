import { expect, type Page } from '@playwright/test';

/**
 * Waits until the recording timer reads `seconds` or more. Not for one exact reading: a page
 * starved of CPU (load 14, beside the unit tests) can miss a second, and then 00:58 is never seen.
 */
export async function waitForElapsed(page: Page, seconds: number, timeout: number): Promise<void> {
  const timer = page.getByRole('group', { name: 'Recording controls' }).getByRole('timer');
  await expect
    .poll(async () => elapsedOf(await timer.textContent()), { timeout, intervals: [250] })
    .toBeGreaterThanOrEqual(seconds);
}

/** "01:05 / 10:00" is 65 s; anything else, not yet a reading. */
function elapsedOf(text: string | null): number {
  const m = /^(\d+):(\d{2})/.exec(text?.trim() ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : -1;
}
