/** Client routes: the path names a page; history.pushState moves between them. */
import { useEffect, useState } from 'react';

export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'room'; readonly room: string; readonly watch: boolean }
  | {
      readonly page: 'replay';
      readonly room: string;
      readonly game: number | null;
      readonly seat: number | 'spectator' | null;
      readonly step: number | null;
    }
  | { readonly page: 'rules' }
  | { readonly page: 'learn' }
  | { readonly page: 'notFound' };

const int = (raw: string | null): number | null =>
  raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;

/** The page of a URL path and query. */
export function parseRoute(pathname: string, search: string): Route {
  const query = new URLSearchParams(search);
  const [, first, second, ...rest] = pathname.split('/');
  if (!first && !second) return { page: 'home' };
  // Pages of one segment ("/rules", "/rules/"); a section is the URL's hash, read by the page.
  if (first === 'rules' && !second && rest.length === 0) return { page: 'rules' };
  if (first === 'learn' && !second && rest.length === 0) return { page: 'learn' };
  if (!second || (rest.length > 0 && rest.join('') !== '')) return { page: 'notFound' };
  const room = decodeURIComponent(second);
  if (first === 'room') return { page: 'room', room, watch: query.has('watch') };
  if (first === 'replay') {
    const seat = query.get('seat');
    return {
      page: 'replay',
      room,
      game: int(query.get('game')),
      seat: seat === 'spectator' ? 'spectator' : int(seat),
      step: int(query.get('step')),
    };
  }
  return { page: 'notFound' };
}

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
