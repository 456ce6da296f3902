import { useSyncExternalStore } from 'react';
import { TOASTS } from '@common/constants';

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning';

export interface ToastAction {
  label: string;
  onClick: () => void;
  /** What a screen reader announces as the way to do the same without the toast. */
  altText?: string;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; defaults by variant (spec 9). */
  duration?: number;
  actions?: ToastAction[];
  /** 0-100: shows a progress bar (the upload toast). */
  progress?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  duration: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastInput>) => void;
}

/** Default durations by kind (spec 9): success 3 s, error 5 s, otherwise 5 s. */
export function getDefaultDuration(variant: ToastVariant = 'default'): number {
  if (variant === 'success') return TOASTS.successMs;
  if (variant === 'destructive') return TOASTS.errorMs;
  return TOASTS.defaultMs;
}

export function getToastKey(input: Pick<ToastInput, 'title' | 'description'>): string {
  return `${input.title ?? ''}\u0000${input.description ?? ''}`;
}

/** An identical title and description within 2500 ms is suppressed (spec 9). */
export function isDuplicateToast(
  lastShownAt: number | undefined,
  now: number,
  windowMs: number = TOASTS.duplicateWindowMs,
): boolean {
  return lastShownAt !== undefined && now - lastShownAt < windowMs;
}

interface ToastStoreOptions {
  limit?: number;
  removeDelayMs?: number;
  now?: () => number;
}

export interface ToastStore {
  toast: (input: ToastInput) => ToastHandle;
  dismiss: (id?: string) => void;
  /** Removes every toast at once and forgets what was shown (tests, sign-out). */
  clear: () => void;
  getSnapshot: () => ToastItem[];
  subscribe: (listener: () => void) => () => void;
}

export function createToastStore({
  limit = TOASTS.limit,
  removeDelayMs = TOASTS.removeDelayMs,
  now = Date.now,
}: ToastStoreOptions = {}): ToastStore {
  let toasts: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const lastShown = new Map<string, number>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const setToasts = (next: ToastItem[]) => {
    toasts = next;
    emit();
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        setToasts(toasts.filter((item) => item.id !== id));
      }, removeDelayMs),
    );
  };

  const dismiss = (id?: string) => {
    const targets = toasts.filter((item) => (id === undefined || item.id === id) && item.open);
    if (targets.length === 0) return;
    for (const item of targets) scheduleRemoval(item.id);
    setToasts(toasts.map((item) => (targets.includes(item) ? { ...item, open: false } : item)));
  };

  const update = (id: string, changes: Partial<ToastInput>) => {
    setToasts(
      toasts.map((item) =>
        item.id === id
          ? {
              ...item,
              ...changes,
              duration: changes.duration ?? item.duration,
            }
          : item,
      ),
    );
  };

  const toast = (input: ToastInput): ToastHandle => {
    const key = getToastKey(input);
    const at = now();
    if (isDuplicateToast(lastShown.get(key), at)) {
      const existing = toasts.find((item) => item.open && getToastKey(item) === key);
      const id = existing?.id ?? '';
      return { id, dismiss: () => dismiss(id), update: (changes) => update(id, changes) };
    }
    lastShown.set(key, at);
    counter += 1;
    const id = String(counter);
    const item: ToastItem = {
      ...input,
      id,
      open: true,
      duration: input.duration ?? getDefaultDuration(input.variant),
    };
    // At most `limit` toasts: the newest replaces the oldest.
    setToasts([item, ...toasts.filter((existing) => existing.open)].slice(0, limit));
    return { id, dismiss: () => dismiss(id), update: (changes) => update(id, changes) };
  };

  const clear = () => {
    for (const timer of removalTimers.values()) clearTimeout(timer);
    removalTimers.clear();
    lastShown.clear();
    setToasts([]);
  };

  return {
    toast,
    dismiss,
    clear,
    getSnapshot: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's toasts. `toast()` works from anywhere: components, hooks, plain functions. */
export const toastStore = createToastStore();

export function toast(input: ToastInput): ToastHandle {
  return toastStore.toast(input);
}

export function dismissToast(id?: string): void {
  toastStore.dismiss(id);
}

export function useToasts(store: ToastStore = toastStore): ToastItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
