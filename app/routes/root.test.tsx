import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../test/fetch-mock';
import { guestUser, memberUser } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { routes } from './router';

afterEach(() => {
  vi.restoreAllMocks();
});

function signedIn(fetch = mockFetch()) {
  localStorage.setItem('podium-onboarding-seen', 'true');
  fetch.on('GET /api/session', { body: { user: guestUser, emailVerified: true } });
  fetch.on('GET /api/prompts/daily', { body: { text: 'Describe your favourite place.' } });
  return fetch;
}

describe('application shell', () => {
  it('shows a loading spinner while the auth check runs', async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    const fetch = mockFetch();
    let answer: (value: unknown) => void = () => undefined;
    fetch.on('GET /api/session', () =>
      new Promise((resolve) => {
        answer = resolve;
      }).then(() => ({ body: { user: null, emailVerified: false } })),
    );
    renderRoutes(routes);
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    answer(null);
    expect(
      await screen.findByText('Train your voice like a muscle. Start now.'),
    ).toBeInTheDocument();
  });

  it('shows the 3-step onboarding until it has been seen, then the login screen', async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: null, emailVerified: false } });
    const { user } = renderRoutes(routes);

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Practice Makes Perfect' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Ready to Begin' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));

    expect(screen.getByText('Train your voice like a muscle. Start now.')).toBeInTheDocument();
    expect(localStorage.getItem('podium-onboarding-seen')).toBe('true');
  });

  it('lets the visitor skip the onboarding or go to Sign In', async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: null, emailVerified: false } });
    const { user, router } = renderRoutes(routes);
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Explore as Guest' })).toBeInTheDocument();
  });

  it('shows the login screen to a visitor with no user, with the terms and privacy links', async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: null, emailVerified: false } });
    renderRoutes(routes, { route: '/history' });
    expect(await screen.findByRole('button', { name: 'Explore as Guest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('Explore as Guest registers the stored guest id and lands on Home', async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    localStorage.setItem('podium-guest-id', 'guest-abcdef12');
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: null, emailVerified: false } });
    fetch.on('POST /api/guest-login', { body: guestUser });
    fetch.on('GET /api/prompts/daily', { body: { text: 'Describe your favourite place.' } });
    const { user, router } = renderRoutes(routes, { route: '/login' });

    await user.click(await screen.findByRole('button', { name: 'Explore as Guest' }));

    expect(await screen.findByRole('heading', { name: 'Start Speaking' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetch.callsTo('POST /api/guest-login')[0]?.init?.body).toBe(
      JSON.stringify({ guestId: 'guest-abcdef12' }),
    );
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({
      id: 7,
      isGuest: true,
      guestId: 'guest-abcdef12',
    });
  });

  it('says so when the guest account cannot be set up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('podium-onboarding-seen', 'true');
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: null, emailVerified: false } });
    fetch.on('POST /api/guest-login', { status: 400, body: { status: 400, message: 'Bad id' } });
    const { user } = renderRoutes(routes);
    await user.click(await screen.findByRole('button', { name: 'Explore as Guest' }));
    expect(
      await screen.findByText('Failed to set up guest account. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says Google sign-in is not configured on this server when it is not', async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: null, emailVerified: false } });
    fetch.on('GET /api/auth-config', {
      body: { googleSignIn: false, supportEmail: 'help@podium.test' },
    });
    const { user } = renderRoutes(routes);
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(fetch.callsTo('GET /api/auth-config')).toHaveLength(1));
    await user.click(google);
    expect(
      await screen.findByText('Google sign-in is not configured on this server.'),
    ).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/auth/sign-in/social')).toHaveLength(0);
  });

  it('shows the verification screen to an account whose e-mail is not verified', async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: memberUser, emailVerified: false } });
    renderRoutes(routes, { route: '/history' });
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    for (const name of [
      "I've Verified My Email",
      'Resend Verification Email',
      'Test Email System',
      'Sign Out',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('takes an account back from the verification link to Email Verified, then Home', async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: memberUser, emailVerified: true } });
    fetch.on('GET /api/prompts/daily', { body: { text: 'Describe your favourite place.' } });
    const { router, user } = renderRoutes(routes, { route: '/login?verified=true' });
    expect(await screen.findByText('Email Verified')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 3000 });
    // Home says it too, until closed.
    expect(await screen.findByRole('heading', { name: 'Start Speaking' })).toBeInTheDocument();
    const notice = screen.getByText('Email Verified').closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent('Your address is confirmed');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss: Email Verified' }));
    expect(screen.queryByText('Email Verified')).toBeNull();
  });

  it('says Email Verified on Home when the verification screen finds the account verified', async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: memberUser, emailVerified: false } });
    fetch.on('GET /api/prompts/daily', { body: { text: 'Describe your favourite place.' } });
    const { user } = renderRoutes(routes, { route: '/' });
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    // The link was followed in another tab.
    fetch.on('GET /api/session', { body: { user: memberUser, emailVerified: true } });
    await user.click(screen.getByRole('button', { name: "I've Verified My Email" }));
    expect(await screen.findByRole('heading', { name: 'Start Speaking' })).toBeInTheDocument();
    expect(screen.getByText('Email Verified').closest('[role="status"]')).toHaveTextContent(
      'Your address is confirmed',
    );
  });

  it('keeps the terms page reachable without a user', async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: null, emailVerified: false } });
    renderRoutes(routes, { route: '/terms' });
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
  });

  it('offers Try Again when the session cannot be checked', async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    const fetch = mockFetch();
    fetch.on('GET /api/session', { status: 500, body: { status: 500, message: 'Down' } });
    const { user } = renderRoutes(routes);
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    fetch.on('GET /api/session', { body: { user: null, emailVerified: false } });
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Explore as Guest' })).toBeInTheDocument();
  });
});

describe('main app', () => {
  it('shows the bottom navigation with the active tab highlighted', async () => {
    signedIn();
    renderRoutes(routes, { route: '/home' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Progress' })).toHaveAttribute('href', '/history');
    expect(within(nav).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });

  it('sends /feedback without an id to /', async () => {
    signedIn();
    const { router } = renderRoutes(routes, { route: '/feedback' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows 404 Page Not Found for any other path', async () => {
    signedIn();
    renderRoutes(routes, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to Home', async () => {
    signedIn();
    const { router } = renderRoutes(routes, { route: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a back button and the title on the analysis page', async () => {
    const fetch = signedIn();
    fetch.on('GET /api/speeches/42', () => new Promise(() => undefined));
    renderRoutes(routes, { route: '/feedback/42' });
    expect(await screen.findByRole('heading', { name: 'Speech Analysis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    // The page's own body, not only the header: the test ends with its chunk loaded.
    expect(
      await screen.findByRole('heading', { name: 'Analysing your speech' }),
    ).toBeInTheDocument();
  });

  it('toggles dark mode from the header and stores it', async () => {
    signedIn();
    document.documentElement.classList.add('dark');
    const { user } = renderRoutes(routes);
    await user.click(await screen.findByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(localStorage.getItem('theme')).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
