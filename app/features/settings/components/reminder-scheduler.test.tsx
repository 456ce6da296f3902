import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goalReminderStore } from '@app/lib/goal-reminder-store';
import { REMINDER_BODY } from '../lib/reminder-notification';
import { remindersStore } from '../lib/reminders-store';
import { ReminderScheduler } from './reminder-scheduler';

describe('ReminderScheduler', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    goalReminderStore.set(null);
  });

  it('tells the service worker the new weekly-goal line when it changes', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve({ active: { postMessage } }) },
    });
    remindersStore.set({ enabled: true, time: '20:30' });
    render(<ReminderScheduler now={() => new Date(2026, 2, 14, 9, 0)} />);
    await waitFor(() =>
      expect(postMessage).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: 'podium-reminders', body: REMINDER_BODY }),
      ),
    );

    const goal = '1 more session to reach your weekly goal of 2.';
    act(() => goalReminderStore.set(goal));
    await waitFor(() =>
      expect(postMessage).toHaveBeenLastCalledWith(
        expect.objectContaining({ body: `${REMINDER_BODY} ${goal}`, time: '20:30' }),
      ),
    );
  });
});
