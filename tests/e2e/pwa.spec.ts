import { expect, test } from '@playwright/test';

/**
 * Installable as a PWA (issue 6): a manifest with icons, a service worker that
 * controls the page and caches the app shell (never /api or /media), and a
 * shell that still opens offline.
 */
test('the app is installable and its shell opens offline', async ({ page, context, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
  };
  expect(manifest.name).toBe('Podium');
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((entry) => entry.sizes === size && entry.purpose === 'any');
    expect(icon, `a ${size} icon`).toBeDefined();
    const response = await request.get(icon?.src ?? '');
    expect(response.headers()['content-type']).toContain('image/png');
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  // The service worker installs, precaches the shell and takes control.
  // Browser code as strings: the tests are type-checked without the DOM library.
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  await page.reload();
  await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)')).toBe(true);
  const cached = await page.evaluate<string[]>(`(async () => {
    const urls = [];
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const entry of await cache.keys()) urls.push(new URL(entry.url).pathname);
    }
    return urls;
  })()`);
  expect(cached).toContain('/index.html');
  expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
  expect(cached.some((url) => url.startsWith('/api/') || url.startsWith('/media/'))).toBe(false);

  // Offline, the shell still opens (and says it cannot reach the server).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Can't reach Podium").or(page.getByText('Welcome'))).toBeVisible();
  await context.setOffline(false);
});
