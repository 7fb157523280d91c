/** The pages' addresses: the path names a page (router.ts moves between them). */
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
