import { goalReminderStore } from '@app/lib/goal-reminder-store';

export const REMINDER_TITLE = 'Time to practise';
export const REMINDER_BODY =
  'Your daily Podium practice is waiting. A two-minute speech keeps your streak going.';
export const PERIODIC_SYNC_TAG = 'podium-reminder';

/** The reminder's text, with what is left of the weekly goal when there is one. */
export function reminderBody(goalLine: string | null): string {
  return goalLine ? `${REMINDER_BODY} ${goalLine}` : REMINDER_BODY;
}

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * Shows the reminder. Through the service worker when there is one (the only
 * way on Android, and its notification opens the app on click), else directly.
 */
export async function showReminderNotification(): Promise<void> {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  // The weekly goal's line, kept by the goal card (issue 13): what is left this week.
  const goal = goalReminderStore.get();
  const options: NotificationOptions = {
    body: reminderBody(goal),
    icon: '/favicon.svg',
    tag: PERIODIC_SYNC_TAG,
  };
  const registration = await navigator.serviceWorker?.getRegistration?.().catch(() => undefined);
  if (registration) {
    await registration.showNotification(REMINDER_TITLE, options);
    return;
  }
  new Notification(REMINDER_TITLE, options);
}

/** What the service worker is told: when to remind, and what to say. */
export function reminderMessage(
  reminders: { enabled: boolean; time: string },
  goalLine: string | null,
) {
  return {
    type: 'podium-reminders',
    enabled: reminders.enabled,
    time: reminders.time,
    title: REMINDER_TITLE,
    body: reminderBody(goalLine),
  } as const;
}

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
}

/**
 * Hands the reminder settings to the service worker (registered by
 * lib/service-worker.ts in production builds), so an installed app can remind
 * while closed where the browser allows periodic background sync (Chromium,
 * installed apps); elsewhere the open app does it.
 */
export async function syncServiceWorker(
  reminders: { enabled: boolean; time: string },
  goalLine: string | null = null,
): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return;
    // The text too, so the closed app's reminder says the weekly goal like the open app's.
    registration.active?.postMessage(reminderMessage(reminders, goalLine));
    const periodicSync = (registration as unknown as { periodicSync?: PeriodicSyncManager })
      .periodicSync;
    if (!periodicSync) return;
    if (reminders.enabled) {
      await periodicSync.register(PERIODIC_SYNC_TAG, { minInterval: 60 * 60 * 1000 });
    } else {
      await periodicSync.unregister(PERIODIC_SYNC_TAG);
    }
  } catch (error) {
    // Not installed, or the browser said no: the open app still reminds.
    console.info('Background reminders unavailable', error);
  }
}
