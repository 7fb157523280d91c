import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadTable } from './app/RoomPage';
import { parseRoute } from './app/router';
import './styles.css';

// A room's address: its table's code downloads while the app renders and the socket joins.
if (parseRoute(location.pathname, location.search).page === 'room') preloadTable();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
