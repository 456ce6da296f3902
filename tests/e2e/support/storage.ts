import type { Page } from '@playwright/test';

/** The page's localStorage, typed without the DOM library (these files compile for Node). */
interface PageStorage {
  localStorage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
  };
}

export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => (globalThis as unknown as PageStorage).localStorage.getItem(k), key);
}

/** Marks the onboarding as seen before the app loads. */
export async function skipOnboarding(page: Page): Promise<void> {
  await page.addInitScript(() =>
    (globalThis as unknown as PageStorage).localStorage.setItem('podium-onboarding-seen', 'true'),
  );
}
