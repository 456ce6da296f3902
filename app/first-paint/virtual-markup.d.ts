/** The first screens' markup, made at build time by scripts/vite-first-paint.ts. */
declare module 'virtual:podium-first-paint' {
  import type { FirstScreen } from './first-screen';
  import type { FirstPaintMarkup } from './markup';

  export const firstPaintMarkup: FirstPaintMarkup;
  /** Each first screen's code (its lazy chunk and what that imports), to preload. */
  export const firstScreenPreloads: Record<FirstScreen, string[]>;
}
