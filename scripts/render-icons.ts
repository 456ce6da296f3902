/**
 * Renders the app icons (app/public/icons/*.svg) to the PNG sizes the web app
 * manifest and iOS ask for, with Debian's Chromium. The PNGs are committed;
 * run this again after changing an SVG: `npx tsx scripts/render-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = fileURLToPath(new URL('../app/public/icons', import.meta.url));

const renders = [
  { svg: 'icon.svg', out: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', out: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', out: 'icon-maskable-192.png', size: 192 },
  { svg: 'icon-maskable.svg', out: 'icon-maskable-512.png', size: 512 },
  // iOS draws its own rounded corners and ignores transparency: the full-bleed one.
  { svg: 'icon-maskable.svg', out: 'apple-touch-icon.png', size: 180 },
] as const;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { svg, out, size } of renders) {
    const markup = fs.readFileSync(path.join(iconsDir, svg), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${markup.replace(
        '<svg ',
        `<svg width="${size}" height="${size}" `,
      )}</body></html>`,
    );
    await page.screenshot({ path: path.join(iconsDir, out), omitBackground: true });
    console.log(`${out} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
