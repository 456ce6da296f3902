import type { FirstScreen } from './first-screen';

/** Set on <html> while a first screen painted before the app loaded is on show. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The id of index.html's JSON block with the first screens' markup. */
export const FIRST_PAINT_MARKUP_ID = 'podium-first-paint';

/** Stands for today's prompt in the prompt's markup, rendered before the prompt is known. */
export const PROMPT_SLOT = '__podium_prompt__';

/** A screen's markup in a theme. */
export function screenMarkup(
  markup: FirstPaintMarkup,
  screen: FirstScreen,
  theme: 'dark' | 'light',
): string {
  const { before, after, [theme]: middle } = markup.screens[screen];
  return `${before}${middle}${after}`;
}

/**
 * The first screens as HTML, rendered from the app's own components at build
 * time (render-first-paint.tsx, through scripts/vite-first-paint.ts): each
 * screen in each theme, in its loading state, and the prompt's markup once
 * the prompt is known.
 */
export interface FirstPaintMarkup {
  /**
   * Each screen as the markup both themes share around the part that differs
   * (the header's theme button): half the bytes of two whole copies.
   */
  screens: Record<FirstScreen, { before: string; dark: string; light: string; after: string }>;
  /** The inside of Home's prompt block with PROMPT_SLOT for the text. */
  prompt: string;
}
