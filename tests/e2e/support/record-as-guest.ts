import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { waitForElapsed } from './recording-timer';

/**
 * A new visitor: onboarding, Explore as Guest, records the fake microphone for `seconds`, names
 * the speech and saves it; returns the analysis page's metrics once they are shown.
 */
export async function recordAsGuest(
  page: Page,
  { seconds, title }: { seconds: number; title: string },
): Promise<Locator> {
  await page.goto('/');
  for (const next of ['Next', 'Next', 'Get Started']) {
    await page.getByRole('button', { name: next }).click();
  }
  await page.getByRole('button', { name: 'Explore as Guest' }).click();
  await expect(page.getByText('Start Speaking')).toBeVisible();

  await page.getByRole('button', { name: 'Start recording' }).click();
  await waitForElapsed(page, seconds, (seconds + 20) * 1000);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name Your Recording' });
  await dialog.getByLabel('Speech Title').fill(title);
  await dialog.getByRole('button', { name: 'Save & Continue' }).click();

  const metrics = page.getByRole('region', { name: 'Speech metrics' });
  await expect(metrics).toBeVisible({ timeout: 120_000 });
  return metrics;
}
