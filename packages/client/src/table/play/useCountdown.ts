import { useEffect, useState } from 'react';
import { secondsLeft } from '../../logic/clock';

/**
 * Seconds left of a `total`-second clock that restarts whenever `restartKey` changes (the view's
 * version: the server's clock runs from the last change); null when no clock runs.
 */
export function useCountdown(total: number | null, restartKey: unknown): number | null {
  const [clock, setClock] = useState(() => ({ key: restartKey, startedAt: Date.now() }));
  const [now, setNow] = useState(() => Date.now());
  if (clock.key !== restartKey) setClock({ key: restartKey, startedAt: Date.now() });
  useEffect(() => {
    if (total === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [total]);
  return total === null
    ? null
    : secondsLeft(total, clock.startedAt, Math.max(now, clock.startedAt));
}
