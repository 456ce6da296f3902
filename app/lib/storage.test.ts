import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STORAGE_KEYS,
  getGuestId,
  getOrCreateGuestId,
  getStoredDarkMode,
  getStoredUser,
  setStoredDarkMode,
} from './storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('guest id', () => {
  it('creates the guest id once and reuses it', () => {
    const first = getOrCreateGuestId();
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(getOrCreateGuestId()).toBe(first);
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBe(first);
  });

  it('falls back to the plain guest-id key', () => {
    localStorage.setItem('guest-id', 'legacy-guest-1');
    expect(getGuestId()).toBe('legacy-guest-1');
    expect(getOrCreateGuestId()).toBe('legacy-guest-1');
    expect(localStorage.getItem('podium-guest-id')).toBe('legacy-guest-1');
  });
});

describe('theme', () => {
  it('is dark on first visit', () => {
    expect(getStoredDarkMode()).toBe(true);
  });

  it('stores darkMode and theme together', () => {
    setStoredDarkMode(false);
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(getStoredDarkMode()).toBe(false);
  });
});

describe('read failures', () => {
  it('only logs a storage read failure', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(getStoredUser()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('ignores userData that is not JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('userData', '{oops');
    expect(getStoredUser()).toBeNull();
  });
});
