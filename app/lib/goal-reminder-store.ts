import { getStoredGoalReminder, setStoredGoalReminder } from './storage';

/*
 * What is left of the weekly goal, for the practice reminder to say (issue
 * 13). The goal card writes it; the reminder scheduler listens, so the
 * service worker, which reminds while the app is closed, gets the new line.
 */
const listeners = new Set<() => void>();

export const goalReminderStore = {
  get: (): string | null => getStoredGoalReminder(),
  set(line: string | null): void {
    if (line === getStoredGoalReminder()) return;
    setStoredGoalReminder(line);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
