import { useCallback, useEffect, useRef } from 'react';

/**
 * setTimeout that is cleared when the component unmounts, so a delayed step
 * (open a dialog after 50 ms, a toast after 300 ms) never runs on a gone screen.
 */
export function useTimeouts(): {
  schedule: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearAll: () => void;
} {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const clearAll = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
  }, []);

  const schedule = useCallback((callback: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, ms);
    timers.current.add(timer);
    return timer;
  }, []);

  useEffect(() => clearAll, [clearAll]);

  return { schedule, clearAll };
}
