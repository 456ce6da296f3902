import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { SessionResponse } from '@common/contract/user';
import { AppProviders } from '@app/app-providers';
import {
  adoptSession,
  getSession,
  getSessionQueryOptions,
  SESSION_PATH,
} from '@app/features/auth/api/get-session';
import { takeEarlyJson } from '@app/first-paint/early-responses';
import { FIRST_SCREEN_ATTRIBUTE } from '@app/first-paint/markup';
import { cn } from '@app/lib/cn';
import { preloadPage } from '@app/lib/lazy-page';
import { queryClient } from '@app/lib/query-client';
import { registerServiceWorker } from '@app/lib/service-worker';
import { initTheme } from '@app/lib/theme';
import { prefetchFirstScreenData } from '@app/routes/first-screen-data';
import { routes } from '@app/routes/router';
import { nextTask } from './next-task';

/** The longest the app waits for the first screen's data before rendering without it. */
const FIRST_SCREEN_DATA_WAIT_MS = 2500;

/**
 * Starts the app: the session check, the first screen's code and data side by
 * side, then React's first render. The last stage of main.tsx.
 */
export async function startApp(): Promise<void> {
  // Before the first render, so a light-theme visitor never sees a dark flash
  // (the first-paint script has done it already in a build).
  initTheme();

  // The session check, the first screen's code and its data, side by side. The
  // first-paint script may have asked for the session and the data already.
  const session = queryClient.prefetchQuery({
    ...getSessionQueryOptions(),
    queryFn: async () => {
      const early = await takeEarlyJson<SessionResponse>(SESSION_PATH);
      return early ? adoptSession(early) : getSession();
    },
  });
  const { pathname } = window.location;
  const page = preloadPage(pathname === '/home' ? '/' : pathname);
  const data = prefetchFirstScreenData(queryClient, pathname);
  registerServiceWorker();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  // Each a task of its own (main.tsx says why): the router's set-up, then
  // tailwind-merge's class map, which cn() builds on its first call.
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  cn('p-0', 'p-1');

  // A screen painted by the first-paint script stays until the app can show the
  // same screen with its data: rendering at once would replace it with the
  // session spinner, then with the screen again.
  if (document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) {
    await Promise.race([
      Promise.all([session, page, data]),
      new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS)),
    ]);
  }

  await nextTask();
  const root = createRoot(container);
  // A transition lets React render the first screen in slices that leave the
  // main thread free between them, instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
}
