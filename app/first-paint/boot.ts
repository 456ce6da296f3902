/*
 * The first-paint script: a classic script at the top of #root in index.html,
 * bundled on its own by scripts/vite-first-paint.ts with the build's markup of
 * the first screens. It runs while the page is parsing, before the app's
 * modules (see paint.ts).
 */
import { firstPaintMarkup, firstScreenPreloads } from 'virtual:podium-first-paint';
import { runFirstPaint } from './paint';

runFirstPaint(document.currentScript, firstPaintMarkup, firstScreenPreloads);
