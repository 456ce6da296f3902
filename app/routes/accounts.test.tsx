import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from './router';
import { mockFetch } from '../test/fetch-mock';
import { guestUser, memberUser } from '../test/fixtures';
import { renderRoutes } from '../test/render';

afterEach(() => {
  vi.restoreAllMocks();
});

function visitor(fetch = mockFetch()) {
  localStorage.setItem('podium-onboarding-seen', 'true');
  fetch.on('GET /api/session', { body: { user: null, emailVerified: false } });
  fetch.on('GET /api/auth-config', {
    body: { googleSignIn: true, supportEmail: 'help@podium.test' },
  });
  return fetch;
}

async function openSignUp(user: ReturnType<typeof renderRoutes>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Sign up with Email' }));
  return screen.findByRole('dialog', { name: 'Create Your Account' });
}

async function fill(
  user: ReturnType<typeof renderRoutes>['user'],
  dialog: HTMLElement,
  values: Partial<Record<'Email' | 'Username' | 'Password' | 'Confirm Password', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label, { exact: true });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe("sign-up dialog 'Create Your Account'", () => {
  it('has Email, Username, Password, Confirm Password, a Google button and Cancel', async () => {
    visitor();
    const { user } = renderRoutes(routes, { route: '/login' });
    const dialog = await openSignUp(user);
    expect(
      within(dialog).getByText(
        'Switch from guest to a permanent account to save your progress and access all features.',
      ),
    ).toBeInTheDocument();
    for (const label of ['Email', 'Username', 'Password', 'Confirm Password']) {
      expect(within(dialog).getByLabelText(label, { exact: true })).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('maxlength', '20');
    expect(
      within(dialog).getByRole('button', { name: 'Continue with Google' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Missing Fields, Passwords Do Not Match and Password Too Short', async () => {
    const fetch = visitor();
    const { user } = renderRoutes(routes, { route: '/login' });
    const dialog = await openSignUp(user);
    const submit = within(dialog).getByRole('button', { name: 'Create Account' });

    await fill(user, dialog, { Email: 'ann@example.com', Password: 'secret1' });
    await user.click(submit);
    expect(await screen.findByText('Missing Fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();

    await fill(user, dialog, { Username: 'ann', 'Confirm Password': 'secret2' });
    await user.click(submit);
    expect(await screen.findByText('Passwords Do Not Match')).toBeInTheDocument();
    expect(screen.getByText('Please make sure your passwords match.')).toBeInTheDocument();

    await fill(user, dialog, { Password: '12345', 'Confirm Password': '12345' });
    await user.click(submit);
    expect(await screen.findByText('Password Too Short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/auth/sign-up/email')).toHaveLength(0);
  });

  it('creates the account, goes to /home and shows the verification screen', async () => {
    const fetch = visitor();
    fetch.on('POST /api/auth/sign-up/email', {
      status: 201,
      body: { user: memberUser, emailVerified: false },
    });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    const dialog = await openSignUp(user);
    await fill(user, dialog, {
      Email: ' ann@example.com ',
      Username: 'ann',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(
      JSON.parse(String(fetch.callsTo('POST /api/auth/sign-up/email')[0]?.init?.body)),
    ).toEqual({
      email: 'ann@example.com',
      username: 'ann',
      password: 'secret1',
      callbackURL: '/login?verified=true',
    });
    expect(screen.getByText('Account Created')).toBeInTheDocument();
  });

  it('says Registration Issue with the spec text when the e-mail is registered', async () => {
    const fetch = visitor();
    fetch.on('POST /api/auth/sign-up/email', {
      status: 409,
      body: { status: 409, message: 'taken', code: 'email_taken' },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoutes(routes, { route: '/login' });
    const dialog = await openSignUp(user);
    await fill(user, dialog, {
      Email: 'ann@example.com',
      Username: 'ann',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration Issue')).toBeInTheDocument();
    expect(
      screen.getByText('This email is already registered. Please log in instead.'),
    ).toBeInTheDocument();
  });
});

describe('sign in', () => {
  it('signs an account in with e-mail and password and lands on Home', async () => {
    const fetch = visitor();
    fetch.on('POST /api/auth/sign-in/email', { body: { user: memberUser, emailVerified: true } });
    fetch.on('GET /api/prompts/daily', { body: { text: 'Describe your favourite place.' } });
    const { user } = renderRoutes(routes, { route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.type(within(dialog).getByLabelText('Email'), 'ann@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { name: 'Start Speaking' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ id: 9 });
  });

  it('says the e-mail or password is wrong', async () => {
    const fetch = visitor();
    fetch.on('POST /api/auth/sign-in/email', {
      status: 401,
      body: { status: 401, message: 'Invalid email or password.' },
    });
    const { user } = renderRoutes(routes, { route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.type(within(dialog).getByLabelText('Email'), 'ann@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign In Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
  });
});

describe('e-mail verification screen', () => {
  function unverified(fetch = mockFetch()) {
    localStorage.setItem('podium-onboarding-seen', 'true');
    fetch.on('GET /api/session', { body: { user: memberUser, emailVerified: false } });
    return fetch;
  }

  it("I've Verified My Email says Email Not Verified until the link was followed, then opens the app", async () => {
    const fetch = unverified();
    const { user } = renderRoutes(routes);
    await user.click(await screen.findByRole('button', { name: "I've Verified My Email" }));
    expect(await screen.findByText('Email Not Verified')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your inbox and click the verification link.'),
    ).toBeInTheDocument();

    fetch.on('GET /api/session', { body: { user: memberUser, emailVerified: true } });
    fetch.on('GET /api/prompts/daily', { body: { text: 'Describe your favourite place.' } });
    await user.click(screen.getByRole('button', { name: "I've Verified My Email" }));
    expect(
      await screen.findByRole('heading', { name: 'Start Speaking' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('Resend Verification Email confirms, and gives the spec text when rate-limited', async () => {
    const fetch = unverified();
    fetch.on('POST /api/auth/send-verification-email', {
      body: { success: true, message: 'sent' },
    });
    const { user } = renderRoutes(routes);
    const resend = await screen.findByRole('button', { name: 'Resend Verification Email' });
    await user.click(resend);
    expect(await screen.findByText('Verification Email Sent')).toBeInTheDocument();
    expect(
      JSON.parse(String(fetch.callsTo('POST /api/auth/send-verification-email')[0]?.init?.body)),
    ).toEqual({ email: 'ann@example.com', callbackURL: '/login?verified=true' });

    fetch.on('POST /api/auth/send-verification-email', {
      status: 429,
      body: { status: 429, message: 'x', isRateLimit: true },
    });
    await user.click(resend);
    expect(
      await screen.findByText(
        'Rate limit exceeded. Please wait a few minutes before trying again.',
      ),
    ).toBeInTheDocument();
  });

  it("Test Email System reports the server's answer, or the spec's fallback", async () => {
    const fetch = unverified();
    fetch.on('POST /api/test-verification-email', {
      body: { success: true, message: 'Test email sent to ann@example.com.' },
    });
    const { user } = renderRoutes(routes);
    const test = await screen.findByRole('button', { name: 'Test Email System' });
    await user.click(test);
    expect(await screen.findByText('Test email sent to ann@example.com.')).toBeInTheDocument();

    fetch.on('POST /api/test-verification-email', () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(test);
    expect(
      await screen.findByText('Failed to test email sending. This indicates a server issue.'),
    ).toBeInTheDocument();
  });

  it('counts guests as verified', async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: guestUser, emailVerified: true } });
    fetch.on('GET /api/prompts/daily', { body: { text: 'Describe your favourite place.' } });
    renderRoutes(routes);
    expect(
      await screen.findByRole('heading', { name: 'Start Speaking' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Verify Your Email' })).not.toBeInTheDocument(),
    );
  });
});

describe('authentication callback', () => {
  it("shows 'Authentication Error' and goes back to /login after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    visitor();
    const { router } = renderRoutes(routes, { route: '/auth/callback?error=access_denied' });
    expect(
      await screen.findByRole('heading', { name: 'Authentication Error' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Google sign-in was cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to login...')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2900);
    expect(router.state.location.pathname).toBe('/auth/callback');
    await vi.advanceTimersByTimeAsync(200);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('fails when there is no session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    visitor();
    renderRoutes(routes, { route: '/auth/callback' });
    expect(
      await screen.findByText('Failed to complete authentication. Please try again.'),
    ).toBeInTheDocument();
  });

  it("shows 'Completing Login', then Home", async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    const fetch = mockFetch();
    fetch.on('GET /api/session', { body: { user: memberUser, emailVerified: true } });
    fetch.on('GET /api/prompts/daily', { body: { text: 'Describe your favourite place.' } });
    const { router } = renderRoutes(routes, { route: '/auth/callback' });
    expect(screen.getByRole('heading', { name: 'Completing Login' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
