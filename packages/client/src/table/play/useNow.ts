import { useEffect, useState } from 'react';
import type { HeldClock } from '../../logic/mission-clock';

/**
 * Local time, ticking while `clock` runs: fast enough for a clock scaled down for tests. The
 * mission clock and mission 30's countdowns read the same.
 */
export function useNow(clock: HeldClock | null): number {
  const [now, setNow] = useState(() => Date.now());
  const running = clock?.running === true;
  const tick = clock ? Math.min(250, Math.max(20, clock.msPerSecond / 4)) : 250;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), tick);
    return () => clearInterval(timer);
  }, [running, tick]);
  return running ? Math.max(now, clock?.receivedAt ?? 0) : now;
}
