import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { joinOf, preloadTable } from './app/RoomPage';
import { parseRoute } from './app/router';
import { openEarly } from './net/early';
import './styles.css';

// A room's address: its socket joins and its table's code downloads before the first render,
// which takes 0.15-0.3 s on a slow phone (the page takes the socket: net/early.ts).
const route = parseRoute(location.pathname, location.search);
if (route.page === 'room') {
  openEarly({ room: route.room, ...joinOf(route.room, route.watch) });
  preloadTable();
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
