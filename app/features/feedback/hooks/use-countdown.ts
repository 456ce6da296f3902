import { useEffect, useState } from 'react';

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * Whole seconds left until `endsAt` (a Date.now() timestamp), ticking once a
 * second. Read from the clock rather than by counting ticks, so a throttled
 * background tab, or a view mounted halfway through, shows the right time.
 */
export function useCountdown(endsAt: number): number {
  const [state, setState] = useState(() => ({ endsAt, remaining: secondsUntil(endsAt) }));
  if (state.endsAt !== endsAt) setState({ endsAt, remaining: secondsUntil(endsAt) });

  const running = state.remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const remaining = secondsUntil(endsAt);
      setState({ endsAt, remaining });
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, running]);

  return state.endsAt === endsAt ? state.remaining : secondsUntil(endsAt);
}
