/*
 * The first-paint script: a classic script at the top of #root in index.html,
 * bundled on its own by scripts/vite-first-paint.ts with the lists of modules
 * to preload. The first screens' markup is a JSON block in index.html's head
 * (in the document, it costs no request). It runs while the page is parsing,
 * before the app's modules (see paint.ts).
 */
import { modulePreloads } from 'virtual:podium-first-paint';
import { FIRST_PAINT_MARKUP_ID } from './markup';
import type { FirstPaintMarkup } from './markup';
import { runFirstPaint } from './paint';

function readMarkup(): FirstPaintMarkup | null {
  try {
    const json = document.getElementById(FIRST_PAINT_MARKUP_ID)?.textContent ?? 'null';
    return JSON.parse(json) as FirstPaintMarkup | null;
  } catch {
    return null;
  }
}

runFirstPaint(document.currentScript, readMarkup(), modulePreloads);
