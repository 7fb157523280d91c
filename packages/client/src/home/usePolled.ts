import { useEffect, useState } from 'react';
import type { ApiFailure, ApiResult } from '../net/api';

export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly error: ApiFailure }
  | { readonly state: 'ready'; readonly value: T };

/**
 * The result of `load`, fetched on mount and every `everyMs` (0 = once) and again when `key`
 * changes; a failed refresh keeps showing the last good value.
 */
export function usePolled<T>(load: () => Promise<ApiResult<T>>, everyMs: number, key: string) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    const run = () =>
      void load().then((result) => {
        if (!live) return;
        setLoaded((previous) =>
          result.ok
            ? { state: 'ready', value: result.value }
            : previous.state === 'ready'
              ? previous
              : { state: 'error', error: result },
        );
      });
    run();
    const timer = everyMs > 0 ? setInterval(run, everyMs) : undefined;
    return () => {
      live = false;
      clearInterval(timer);
    };
    // `key` names what `load` reads: a new closure with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, everyMs]);
  return loaded;
}
