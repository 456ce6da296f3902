import { SESSION_PATH } from '../features/auth/api/get-session';
import { getGreeting } from '../features/home/lib/greeting';
import { DAILY_PROMPT_PATH } from '../features/prompts/api/get-daily-prompt';
import { getStorageNote } from '../features/progress/lib/storage-note';
import { getIdentityHeaders } from '../lib/api-client';
import { getStoredDarkMode, getStoredUser, hasSeenOnboarding } from '../lib/storage';
import { applyThemeToDocument } from '../lib/theme-document';
import { startEarlyRequest } from './early-responses';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, settleFirstPaintWhen } from './first-paint-done';
import { firstScreenAt, firstScreenPaths, paintableFirstScreen } from './first-screen';
import type { FirstScreen } from './first-screen';
import type { FirstPaintMarkup } from './markup';
import { FIRST_SCREEN_ATTRIBUTE, PROMPT_SLOT, screenMarkup } from './markup';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function preloadModules(files: string[]): void {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/** Today's prompt into a painted Home, unless the app has taken over since. */
export function paintPrompt(root: ParentNode, markup: FirstPaintMarkup, text: string): void {
  if (!document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return;
  const slot = root.querySelector('[data-first-paint="prompt"]');
  if (slot) slot.innerHTML = markup.prompt.replace(PROMPT_SLOT, escapeHtml(text));
}

/**
 * What the page does before the app's JavaScript has arrived (app/first-paint/
 * boot.ts runs it from a small classic script at the top of #root):
 * - applies the stored theme, so a light-theme speaker never sees a dark flash;
 * - starts the session check and, for a stored user, the first screen's
 *   requests (early-responses.ts: the app picks the answers up);
 * - for a returning speaker opening Home or Progress, paints that screen from
 *   the build's markup right after `anchor`, with their greeting or storage
 *   note, and today's prompt once it arrives. The app replaces it on its
 *   first render; until then the header's spinner says the session is being
 *   checked (spec 2).
 * Returns the screen painted, if any.
 */
export function runFirstPaint(
  anchor: Element | null,
  markup: FirstPaintMarkup | null,
  preloads: Partial<Record<FirstScreen | 'start', string[]>> = {},
  location: { pathname: string; search: string } = window.location,
): string | null {
  const dark = getStoredDarkMode();
  applyThemeToDocument(dark);

  const user = getStoredUser();
  const headers = getIdentityHeaders();
  startEarlyRequest(SESSION_PATH, headers);
  const route = firstScreenAt(location.pathname);
  const paths = user && route ? firstScreenPaths(route, user) : [];
  const requests = new Map(paths.map((path) => [path, startEarlyRequest(path, headers)]));
  // The app's code and the screen's once the first paint is complete: loading
  // it sooner competes with that paint and those requests for the connections.
  void afterFirstPaint(FIRST_PAINT_WAIT_MS).then(() => {
    preloadModules(preloads.start ?? []);
    if (user && route) preloadModules(preloads[route] ?? []);
  });

  const screen = paintableFirstScreen(location, { onboardingSeen: hasSeenOnboarding(), user });
  if (!screen || !user || !markup || !anchor) return null;
  anchor.insertAdjacentHTML('afterend', screenMarkup(markup, screen, dark ? 'dark' : 'light'));
  // A picture of the screen until the app replaces it: nothing in it works yet,
  // so nothing in it takes a tap or focus (inert), rather than ignoring them.
  anchor.nextElementSibling?.setAttribute('inert', '');
  document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, screen);
  const root = anchor.parentElement ?? document;
  const greeting = root.querySelector('[data-first-paint="greeting"]');
  if (greeting) greeting.textContent = getGreeting(user);
  const note = root.querySelector('[data-first-paint="storage-note"]');
  if (note) note.textContent = getStorageNote(user.isGuest);
  // A clone: the app reads the answer itself (its callback comes after this one).
  const prompt = requests
    .get(DAILY_PROMPT_PATH)
    ?.then((response) =>
      response.ok ? (response.clone().json() as Promise<{ text?: unknown }>) : null,
    )
    .then((body) => {
      if (typeof body?.text === 'string') paintPrompt(root, markup, body.text);
    })
    .catch(() => {
      // The app asks again and shows its own error.
    });
  if (prompt) settleFirstPaintWhen(prompt);
  return screen;
}
