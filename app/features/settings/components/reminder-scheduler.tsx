import { useEffect, useSyncExternalStore } from 'react';
import { goalReminderStore } from '@app/lib/goal-reminder-store';
import { getReminderLastShown, setReminderLastShown } from '@app/lib/storage';
import { showReminderNotification, syncServiceWorker } from '../lib/reminder-notification';
import { isReminderDue, localDay, msUntilNextReminder } from '../lib/reminder-schedule';
import { remindersStore } from '../lib/reminders-store';

/** The longest delay setTimeout keeps (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** Also looks every minute: timers sleep with the computer and clocks jump. */
const CHECK_EVERY_MS = 60_000;
const systemNow = () => new Date();

/**
 * Fires the daily practice reminder while the app is open (spec 4,
 * Reminders). Mounted once by the shell; renders nothing.
 */
export function ReminderScheduler({ now = systemNow }: { now?: () => Date }) {
  const reminders = useSyncExternalStore(remindersStore.subscribe, remindersStore.get);

  const goalLine = useSyncExternalStore(goalReminderStore.subscribe, goalReminderStore.get);

  useEffect(() => {
    void syncServiceWorker(reminders, goalLine);
  }, [reminders, goalLine]);

  useEffect(() => {
    if (!reminders.enabled) return;
    const check = () => {
      const at = now();
      if (!isReminderDue(at, reminders.time, getReminderLastShown())) return;
      setReminderLastShown(localDay(at));
      void showReminderNotification();
    };
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const wait = Math.min(msUntilNextReminder(now(), reminders.time) + 250, MAX_TIMEOUT_MS);
      timer = setTimeout(() => {
        check();
        arm();
      }, wait);
    };
    check();
    arm();
    const interval = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      clearInterval(interval);
      document.removeEventListener('visibilitychange', check);
    };
  }, [reminders, now]);

  return null;
}
