import { getStoredReminders, setStoredReminders, STORAGE_KEYS } from '@app/lib/storage';

export interface Reminders {
  enabled: boolean;
  /** 'HH:MM', 24-hour, local time. */
  time: string;
}

const listeners = new Set<() => void>();
let current: Reminders | null = null;

function read(): Reminders {
  current ??= getStoredReminders();
  return current;
}

function emit() {
  for (const listener of listeners) listener();
}

/** The stored practice reminders, shared by Settings and the scheduler. */
export const remindersStore = {
  get: read,
  set(next: Partial<Reminders>): void {
    const merged = { ...read(), ...next };
    setStoredReminders(merged);
    current = merged;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab changed them.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.remindersEnabled || event.key === STORAGE_KEYS.reminderTime) {
        current = null;
        listener();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** Tests start from storage again. */
  reset(): void {
    current = null;
  },
};
