import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadTable } from './app/RoomPage';
import { parseRoute } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A room's address: its table's code downloads while the socket joins. After the first render,
// which opens the socket (the build's Preact renders at once): on a slow phone the preload's
// link elements take 0.1-0.3 s, and the join's round trip is the longer wait.
if (parseRoute(location.pathname, location.search).page === 'room') preloadTable();
