import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProviders } from './app-providers';
import { getSessionQueryOptions } from './features/auth/api/get-session';
import { preloadPage } from './lib/lazy-page';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { initTheme } from './lib/theme';
import { prefetchFirstScreenData } from './routes/first-screen-data';
import { routes } from './routes/router';
import './styles.css';

// Before the first render, so a light-theme visitor never sees a dark flash.
initTheme();

const router = createBrowserRouter(routes);
// Start the session check and the first screen's code now, side by side, not
// after React's first render has mounted the shell.
void queryClient.prefetchQuery(getSessionQueryOptions());
const { pathname } = window.location;
preloadPage(pathname === '/home' ? '/' : pathname);
prefetchFirstScreenData(queryClient, pathname);
registerServiceWorker();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

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
