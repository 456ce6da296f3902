import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';

/**
 * A full-page picture for the report once animations have settled, then axe on
 * what it shows: serious or critical violations fail the test softly, so every
 * picture of a walk is still taken and checked.
 */
export async function look(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Browser code as a string: the tests are type-checked without the DOM library.
  await page.evaluate(`Promise.all(
    document.getAnimations()
      .filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined)),
  ).then(() => undefined)`);
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect.soft(serious.map((v) => `${name}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}
