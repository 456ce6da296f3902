import { useSyncExternalStore } from 'react';

/*
 * 'Email Verified' for the screen a speaker lands on once their address is
 * confirmed: after the verification link (through /auth/callback?type=signup)
 * and when the verification screen finds the account verified (its focus
 * check or I've Verified My Email). The callback screen's own notice lasts
 * 1.5 s; Home, where they land, says it too.
 */

let pending = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Home (or wherever the app opens next) will say 'Email Verified'. */
export function announceEmailVerified(): void {
  pending = true;
  emit();
}

export function dismissEmailVerified(): void {
  if (!pending) return;
  pending = false;
  emit();
}

export function useEmailVerifiedNotice(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => false,
  );
}
