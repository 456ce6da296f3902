/** What scripts/vite-first-paint.ts gives the first-paint script at build time. */
declare module 'virtual:podium-first-paint' {
  import type { FirstScreen } from './first-screen';

  /** The app's start (main.tsx's stages) and each first screen's code, to preload. */
  export const modulePreloads: Record<FirstScreen | 'start', string[]>;
}
