/** Client routes: the path names a page; history.pushState moves between them. */
import { useEffect, useState } from 'react';
import { parseRoute, type Route } from './routes';

export { parseRoute, type Route } from './routes';

export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const read = () => parseRoute(location.pathname, location.search);
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const onPop = () => setRoute(read());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  return route;
}

/** The rules page, at one of its sections when given (e.g. "dual-cut"). */
export const rulesPath = (section?: string) =>
  section ? `/rules#${encodeURIComponent(section)}` : '/rules';
/** The first game: mission 1 played step by step with scripted teammates. */
export const LEARN_PATH = '/learn';
export const roomPath = (room: string) => `/room/${encodeURIComponent(room)}`;
export function replayPath(
  room: string,
  options: { game?: number; seat?: number | 'spectator'; step?: number } = {},
): string {
  const query = new URLSearchParams();
  if (options.game !== undefined) query.set('game', String(options.game));
  if (options.seat !== undefined) query.set('seat', String(options.seat));
  if (options.step !== undefined) query.set('step', String(options.step));
  const q = query.toString();
  return `/replay/${encodeURIComponent(room)}${q ? `?${q}` : ''}`;
}
