/**
 * The page's first module (index.html), before the app's own: on a seat's room address it opens
 * the room's socket and joins (net/early.ts), so the server's answer comes while the app's code
 * is still arriving and starting; then it loads the app.
 */
import { parseRoute } from './app/routes';
import { openEarly } from './net/early';
import { socketUrl } from './net/socket';
import { seatToken } from './state/storage';

const route = parseRoute(location.pathname, location.search);
const token = route.page === 'room' ? seatToken(route.room, route.watch) : undefined;
if (route.page === 'room' && token) openEarly(socketUrl(), route.room, token);

void import('./main');
