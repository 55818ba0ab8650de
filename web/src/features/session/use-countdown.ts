import { TIMINGS_MS } from '@app/contracts/values';
import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, re-read every `tickMs` (the login's SMS button ticks every
 * 500 ms, spec section 9). Reading the clock rather than counting ticks keeps the figure right
 * when the tab was in the background.
 */
export function useCountdown(tickMs: number = TIMINGS_MS.loginSmsTick) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, tickMs);
    return () => clearInterval(timer);
  }, [deadline, tickMs]);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  // Stable, so effects may depend on it.
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);
  return { remaining, start };
}
