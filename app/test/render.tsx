import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppProviders } from '../app-providers';
import { createQueryClient } from '../lib/query-client';

interface Options {
  /** Where the router starts. */
  route?: string;
  /** The route pattern the element is mounted at. */
  path?: string;
  /** Extra routes, to see where a component navigates. */
  routes?: RouteObject[];
  /** Pass vi.advanceTimersByTime when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
  /** Fill the query cache before the first render (the session the shell would have loaded). */
  seed?: (client: QueryClient) => void;
  /** Render inside StrictMode, as the app does (effects run twice on mount). */
  strict?: boolean;
}

/** Renders with the app's providers (query client, toaster) inside a memory router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  return renderRoutes(
    [{ path: options.path ?? '/', element: ui }, ...(options.routes ?? [])],
    options,
  );
}

export function renderRoutes(routes: RouteObject[], options: Options = {}) {
  const client = createQueryClient();
  options.seed?.(client);
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  const tree = (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, client, router, user };
}
