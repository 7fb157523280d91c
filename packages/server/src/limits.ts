/** Limits on what a client may cost the server. */

/** A token bucket: `rate` per second, up to `burst`. */
export function rateLimiter(rate: number, burst: number, now = () => Date.now()) {
  let tokens = burst;
  let last = now();
  return (): boolean => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - last) / 1000) * rate);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

