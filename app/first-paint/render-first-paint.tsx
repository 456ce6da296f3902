import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { UserDto } from '@common/contract/user';
import { AppLayout } from '../components/layout/app-layout';
import { sessionKeys } from '../features/auth/api/auth-keys';
import { promptKeys } from '../features/prompts/api/prompt-keys';
import { applyTheme } from '../lib/theme';
import { HistoryRoute } from '../routes/history';
import { HomeRoute } from '../routes/home';
import type { FirstScreen } from './first-screen';
import type { FirstPaintMarkup } from './markup';
import { PROMPT_SLOT } from './markup';

/*
 * Runs at build time only (scripts/vite-first-paint.ts loads it through Vite's
 * SSR): the first screens rendered by the app's own components, so what is
 * painted before the app loads is laid out exactly as what replaces it.
 */

/** Someone to render for: the first-paint script writes the real greeting and note. */
const SAMPLE_USER: UserDto = {
  id: 1,
  username: 'guest',
  email: null,
  supabaseId: null,
  isGuest: true,
  isPro: false,
  guestId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const PATHS: Record<FirstScreen, string> = { home: '/', history: '/history' };

function renderScreen(screen: FirstScreen, dark: boolean, prompt?: string): string {
  applyTheme(dark);
  const client = new QueryClient();
  client.setQueryData(sessionKeys.current(), { user: SAMPLE_USER, emailVerified: true });
  if (prompt !== undefined) client.setQueryData(promptKeys.daily(), { text: prompt });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AppLayout checking>
            <Outlet />
          </AppLayout>
        ),
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'history', element: <HistoryRoute /> },
        ],
      },
    ],
    { initialEntries: [PATHS[screen]] },
  );
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A screen in both themes, as the markup they share around the part that differs. */
function inBothThemes(screen: FirstScreen): FirstPaintMarkup['screens'][FirstScreen] {
  const dark = renderScreen(screen, true);
  const light = renderScreen(screen, false);
  let start = 0;
  while (start < dark.length && dark[start] === light[start]) start += 1;
  // Back to a tag's start, so neither theme's part begins mid-attribute.
  start = dark.lastIndexOf('<', start);
  let end = 0;
  while (
    end < dark.length - start &&
    dark[dark.length - 1 - end] === light[light.length - 1 - end]
  ) {
    end += 1;
  }
  const after = dark.slice(dark.length - end);
  return {
    before: dark.slice(0, start),
    dark: dark.slice(start, dark.length - end),
    light: light.slice(start, light.length - end),
    after,
  };
}

export function renderFirstPaint(): FirstPaintMarkup {
  const withPrompt = renderScreen('home', true, PROMPT_SLOT);
  const prompt = /data-first-paint="prompt"[^>]*>(.*?)<\/div>/s.exec(withPrompt)?.[1];
  if (!prompt?.includes(PROMPT_SLOT)) throw new Error('No prompt block in the rendered Home');
  const markup: FirstPaintMarkup = {
    screens: { home: inBothThemes('home'), history: inBothThemes('history') },
    prompt,
  };
  applyTheme(true);
  return markup;
}
