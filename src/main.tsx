import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasSessionToken } from './api/sessionStore.ts';
import { App } from './app/App.tsx';
import { preloadFirstRoute } from './app/RouteScreen.tsx';
import './styles.css';

// The first route's code downloads while the session is checked (issue 14).
preloadFirstRoute(window.location.pathname, hasSessionToken());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
