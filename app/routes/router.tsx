import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../components/layout/route-handle';
import { lazyPage } from '../lib/lazy-page';
import { AuthCallbackRoute } from './auth-callback';
import { FeedbackRoute } from './feedback';
import { Root } from './root';

const handle = (value: RouteHandle) => value;

// Screens load on first visit, so the first page only downloads the shell and itself.
const home = lazyPage('/', () => import('./home'), 'HomeRoute');
const history = lazyPage('/history', () => import('./history'), 'HistoryRoute');
const settings = lazyPage('/settings', () => import('./settings'), 'SettingsRoute');
const compare = lazyPage('/feedback/compare', () => import('./compare'), 'CompareRoute');
const terms = lazyPage('/terms', () => import('./terms'), 'TermsRoute');
const privacy = lazyPage('/privacy', () => import('./privacy'), 'PrivacyRoute');
const notFound = lazyPage('*', () => import('./not-found'), 'NotFoundRoute');

/** Every route of spec 2. The root is the application shell. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    children: [
      { index: true, element: home },
      { path: 'home', element: home },
      { path: 'history', element: history },
      { path: 'settings', element: settings },
      // /feedback without a speech id goes home.
      { path: 'feedback', element: <Navigate to="/" replace /> },
      {
        path: 'feedback/:speechId',
        element: <FeedbackRoute />,
        handle: handle({ back: true, title: 'Speech Analysis' }),
      },
      {
        path: 'feedback/:speechId/compare',
        element: compare,
        handle: handle({ back: true, title: 'Retake Comparison' }),
      },
      { path: 'auth/callback', element: <AuthCallbackRoute /> },
      // The shell shows the login screen to visitors; a signed-in user is sent home.
      { path: 'login', element: <Navigate to="/" replace /> },
      { path: 'terms', element: terms, handle: handle({ back: true }) },
      {
        path: 'privacy',
        element: privacy,
        handle: handle({ back: true }),
      },
      { path: '*', element: notFound },
    ],
  },
];
