import { useSyncExternalStore } from 'react';
import { getStoredDarkMode, setStoredDarkMode } from './storage';
import { applyThemeToDocument } from './theme-document';

const listeners = new Set<() => void>();
let isDark = true;

/** Puts the theme on <html> (the `dark` class the CSS tokens key on). */
export function applyTheme(dark: boolean): void {
  isDark = dark;
  // No document when the first screens are rendered at build time (app/first-paint).
  if (typeof document !== 'undefined') applyThemeToDocument(dark);
  for (const listener of listeners) listener();
}

/** Reads the stored theme (dark on first visit) and applies it; called before the first render. */
export function initTheme(): void {
  applyTheme(getStoredDarkMode());
}

export function setDarkMode(dark: boolean): void {
  setStoredDarkMode(dark);
  applyTheme(dark);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): {
  isDark: boolean;
  setDarkMode: (dark: boolean) => void;
  toggle: () => void;
} {
  const dark = useSyncExternalStore(
    subscribe,
    () => isDark,
    () => isDark,
  );
  return { isDark: dark, setDarkMode, toggle: () => setDarkMode(!dark) };
}
