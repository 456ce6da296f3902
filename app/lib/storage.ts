import { SETTINGS } from '@common/constants';
import type { UserDto } from '@common/contract/user';

/** The local stored items of spec section 3. */
export const STORAGE_KEYS = {
  userData: 'userData',
  guestId: 'podium-guest-id',
  /** Older builds stored the guest id under the plain key: still read it. */
  legacyGuestId: 'guest-id',
  darkMode: 'darkMode',
  theme: 'theme',
  onboardingSeen: 'podium-onboarding-seen',
  promptRefreshes: 'podium-prompt-refreshes',
  remindersEnabled: 'remindersEnabled',
  reminderTime: 'reminderTime',
  /** The local date a reminder last fired, so two tabs or a reload do not repeat it. */
  reminderLastShown: 'podium-reminder-last-shown',
  /** The practice mode chosen on Home (issue 13), kept for the next visit. */
  practiceMode: 'podium-practice-mode',
  /** What is left of the weekly goal, for the practice reminder to say. */
  goalReminder: 'podium-goal-reminder',
  /** Issue 12: the sparse cues while recording ("false" turns them off). */
  liveCues: 'podium-live-cues',
} as const;

/** The local copy of the signed-in user: the user record, with guestId for guests. */
export type StoredUser = UserDto;

// Storage can throw (private mode, quota, disabled cookies). A failed read is
// only logged (spec 8): the app carries on as if nothing were stored.
function read(key: string): string | null {
  // The first paint is rendered at build time (scripts/vite-first-paint.ts): no storage there.
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read "${key}" from local storage`, error);
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write "${key}" to local storage`, error);
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from local storage`, error);
  }
}

export function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch (error) {
    console.warn(`Stored "${key}" is not valid JSON`, error);
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  write(key, JSON.stringify(value));
}

export function getStoredUser(): StoredUser | null {
  const user = readJson<StoredUser>(STORAGE_KEYS.userData);
  if (user === null || typeof user !== 'object' || typeof user.id !== 'number') return null;
  return user;
}

export function setStoredUser(user: StoredUser): void {
  writeJson(STORAGE_KEYS.userData, user);
}

export function clearStoredUser(): void {
  remove(STORAGE_KEYS.userData);
}

export function getGuestId(): string | null {
  return read(STORAGE_KEYS.guestId) ?? read(STORAGE_KEYS.legacyGuestId);
}

function createGuestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a LAN address over plain http is not one.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The persistent guest id: created once, then reused (spec 4, sign-in paths). */
export function getOrCreateGuestId(): string {
  const existing = getGuestId();
  if (existing) {
    write(STORAGE_KEYS.guestId, existing);
    return existing;
  }
  const guestId = createGuestId();
  write(STORAGE_KEYS.guestId, guestId);
  return guestId;
}

/** Dark is the default on first visit (spec 1). */
export function getStoredDarkMode(): boolean {
  const darkMode = read(STORAGE_KEYS.darkMode);
  if (darkMode === 'true') return true;
  if (darkMode === 'false') return false;
  const theme = read(STORAGE_KEYS.theme);
  if (theme === 'light') return false;
  return true;
}

export function setStoredDarkMode(dark: boolean): void {
  write(STORAGE_KEYS.darkMode, String(dark));
  write(STORAGE_KEYS.theme, dark ? 'dark' : 'light');
}

/** Live cues while recording (issue 12): on until the speaker turns them off in Settings. */
export function getStoredLiveCues(): boolean {
  return read(STORAGE_KEYS.liveCues) !== 'false';
}

export function setStoredLiveCues(on: boolean): void {
  write(STORAGE_KEYS.liveCues, String(on));
}

export function hasSeenOnboarding(): boolean {
  return read(STORAGE_KEYS.onboardingSeen) === 'true';
}

export function setOnboardingSeen(): void {
  write(STORAGE_KEYS.onboardingSeen, 'true');
}

/** Practice reminders (spec 3): off and 07:00 until the person sets them. */
export function getStoredReminders(): { enabled: boolean; time: string } {
  const time = read(STORAGE_KEYS.reminderTime);
  return {
    enabled: read(STORAGE_KEYS.remindersEnabled) === 'true',
    time: time !== null && /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : SETTINGS.reminderDefault,
  };
}

export function setStoredReminders(reminders: { enabled: boolean; time?: string }): void {
  write(STORAGE_KEYS.remindersEnabled, String(reminders.enabled));
  if (reminders.time !== undefined) write(STORAGE_KEYS.reminderTime, reminders.time);
}

export function getReminderLastShown(): string | null {
  return read(STORAGE_KEYS.reminderLastShown);
}

export function setReminderLastShown(day: string): void {
  write(STORAGE_KEYS.reminderLastShown, day);
}

/** Forgets the guest id (a guest who became an account starts a fresh guest next time). */
export function clearGuestId(): void {
  remove(STORAGE_KEYS.guestId);
  remove(STORAGE_KEYS.legacyGuestId);
}

/** The practice mode chosen on Home (issue 13); null when none was chosen yet. */
export function getStoredPracticeMode(): string | null {
  return read(STORAGE_KEYS.practiceMode);
}

export function setStoredPracticeMode(mode: string): void {
  write(STORAGE_KEYS.practiceMode, mode);
}

/** The weekly goal's line for the practice reminder (issue 13); null removes it. */
export function getStoredGoalReminder(): string | null {
  return read(STORAGE_KEYS.goalReminder);
}

export function setStoredGoalReminder(line: string | null): void {
  if (line === null) remove(STORAGE_KEYS.goalReminder);
  else write(STORAGE_KEYS.goalReminder, line);
}
