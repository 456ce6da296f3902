import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserDto } from '@common/contract/user';
import { routes } from './router';
import { mockFetch } from '../test/fetch-mock';
import { guestUser, memberUser } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { remindersStore } from '../features/settings/lib/reminders-store';

function signedIn(user: UserDto = memberUser, fetch = mockFetch()) {
  localStorage.setItem('podium-onboarding-seen', 'true');
  fetch.on('GET /api/session', { body: { user, emailVerified: true } });
  fetch.on('GET /api/auth-config', {
    body: { googleSignIn: false, supportEmail: 'help@podium.test' },
  });
  return fetch;
}

/** A Notification API whose permission prompt answers `answer`. */
function stubNotifications(
  answer: NotificationPermission,
  initial: NotificationPermission = 'default',
) {
  const requestPermission = vi.fn(async () => {
    stub.permission = answer;
    return answer;
  });
  const stub = Object.assign(vi.fn(), { permission: initial, requestPermission });
  vi.stubGlobal('Notification', stub);
  return stub;
}

/** The screen's code loads on first visit (lazyPage): wait for it, not just 1 s. */
const settingsLoaded = () =>
  screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 5000 });

beforeEach(() => {
  remindersStore.reset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Settings screen', () => {
  it('greets the account with its badge and e-mail, with Sign Out and a disabled Delete Account', async () => {
    signedIn({ ...memberUser, isPro: true });
    renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    expect(await screen.findByRole('heading', { name: /Hello, ann/ })).toBeInTheDocument();
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getAllByText('ann@example.com').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: "You're on Pro" })).toBeInTheDocument();
    expect(screen.getByText('Version 1.0.0')).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Podium/)).toBeInTheDocument();
  });

  it('shows Free and Upgrade to Pro for a free account, and Guest with the edit disabled for a guest', async () => {
    signedIn();
    const first = renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Upgrade' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit username' })).toBeEnabled();
    first.unmount();

    signedIn(guestUser);
    renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    expect(await screen.findByRole('heading', { name: /Hello, Guest/ })).toBeInTheDocument();
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit username' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('has Contact Support, Send Feedback, Dark Mode, Practice Reminders and a five-question FAQ', async () => {
    signedIn();
    const { user } = renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    expect(await screen.findByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dark Mode' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Practice Reminders' })).not.toBeChecked();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    await user.click(within(faq).getByRole('button', { name: 'Who can listen to my recordings?' }));
    expect(within(faq).getByText(/Only you\./)).toBeInTheDocument();
  });

  it('edits the username inline: 409 says it is taken, then a free name is saved', async () => {
    const fetch = signedIn();
    fetch.on('PATCH /api/users/9', {
      status: 409,
      body: { status: 409, message: 'x', code: 'username_taken' },
    });
    const { user } = renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    await user.click(await screen.findByRole('button', { name: 'Edit username' }));
    const field = screen.getByLabelText('Username');
    expect(field).toHaveAttribute('maxlength', '20');
    const save = screen.getByRole('button', { name: 'Save' });

    await user.clear(field);
    await user.type(field, 'ab');
    expect(save).toBeDisabled();
    await user.type(field, 'c');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(
      await screen.findByText('Username already exists. Please try a different username.'),
    ).toBeInTheDocument();
    expect(JSON.parse(String(fetch.callsTo('PATCH /api/users/9')[0]?.init?.body))).toEqual({
      username: 'abc',
    });

    fetch.on('PATCH /api/users/9', { body: { ...memberUser, username: 'speaker_ann' } });
    await user.clear(field);
    await user.type(field, 'speaker_ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Username updated')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Hello, speaker_ann/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').username).toBe('speaker_ann');
  });

  it('says Update failed for any other error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = signedIn();
    fetch.on('PATCH /api/users/9', { status: 500, body: { status: 500, message: 'boom' } });
    const { user } = renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    await user.click(await screen.findByRole('button', { name: 'Edit username' }));
    await user.type(screen.getByLabelText('Username'), '_2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while updating your username.')).toBeInTheDocument();
  });
});

describe('Practice Reminders', () => {
  it('toggling on opens the time dialog; Save Time asks for permission and stores 20:30 when granted', async () => {
    const notification = stubNotifications('granted');
    signedIn();
    const { user } = renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    await user.click(await screen.findByRole('switch', { name: 'Practice Reminders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Reminder Time' });
    const hour = within(dialog).getByLabelText('Hour');
    expect(
      within(hour)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const minute = within(dialog).getByLabelText('Minute');
    expect(
      within(minute)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['00', '15', '30', '45']);
    // The stored default, 07:00.
    expect(hour).toHaveValue('7');
    await user.selectOptions(hour, '8');
    await user.selectOptions(minute, '30');
    await user.selectOptions(within(dialog).getByLabelText('AM/PM'), 'PM');
    await user.click(within(dialog).getByRole('button', { name: 'Save Time' }));

    // Said under the switch, not in a toast over the page.
    expect(await screen.findByText('Every day at 8:30 PM')).toBeInTheDocument();
    expect(screen.queryByText('Reminder set')).toBeNull();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('reminderTime')).toBe('20:30');
    expect(localStorage.getItem('remindersEnabled')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Practice Reminders' })).toBeChecked();
    expect(screen.getByText('Every day at 8:30 PM')).toBeInTheDocument();

    // Toggling off turns them off at once.
    await user.click(screen.getByRole('switch', { name: 'Practice Reminders' }));
    expect(localStorage.getItem('remindersEnabled')).toBe('false');
    expect(screen.getByText('A daily nudge to practise')).toBeInTheDocument();
    expect(screen.queryByText('Reminders off')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stores nothing and says Notification permission required when permission is denied', async () => {
    stubNotifications('denied');
    signedIn();
    const { user } = renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    await user.click(await screen.findByRole('switch', { name: 'Practice Reminders' }));
    await user.click(await screen.findByRole('button', { name: 'Save Time' }));
    expect(await screen.findByText('Notification permission required')).toBeInTheDocument();
    expect(localStorage.getItem('remindersEnabled')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Practice Reminders' })).not.toBeChecked();
  });

  it('says Notifications not supported without the Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    signedIn();
    const { user } = renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    await user.click(await screen.findByRole('switch', { name: 'Practice Reminders' }));
    await user.click(await screen.findByRole('button', { name: 'Save Time' }));
    expect(await screen.findByText('Notifications not supported')).toBeInTheDocument();
    expect(localStorage.getItem('remindersEnabled')).toBeNull();
  });

  it('fires the reminder at the chosen time while the app is open, once that day', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2026, 2, 14, 20, 29, 0) });
    const notification = stubNotifications('granted', 'granted');
    localStorage.setItem('remindersEnabled', 'true');
    localStorage.setItem('reminderTime', '20:30');
    signedIn();
    renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    await screen.findByRole('heading', { name: /Hello, ann/ });
    expect(notification).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    await waitFor(() => expect(notification).toHaveBeenCalledTimes(1));
    expect(notification).toHaveBeenCalledWith(
      'Time to practise',
      expect.objectContaining({ tag: 'podium-reminder' }),
    );
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(notification).toHaveBeenCalledTimes(1);
  });
});

describe('Sign Out', () => {
  it('clears the local user data and goes to / after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = signedIn();
    fetch.on('POST /api/auth/sign-out', { body: { success: true } });
    const { user, router } = renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(localStorage.getItem('userData')).toBeNull());
    expect(router.state.location.pathname).toBe('/settings');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/');
  });

  it('says Sign out failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = signedIn();
    fetch.on('POST /api/auth/sign-out', { status: 500, body: { status: 500, message: 'x' } });
    const { user } = renderRoutes(routes, { route: '/settings' });
    await settingsLoaded();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
  });
});
