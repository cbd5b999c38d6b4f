import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { hasSessionToken } from './api/sessionStore.ts';
import { App } from './app/App.tsx';
import { preloadFirstRoute } from './app/RouteScreen.tsx';
import './styles.css';

// The first route's code downloads while the session is checked (issue 14).
preloadFirstRoute(window.location.pathname, hasSessionToken());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// As a transition, the first render (and its retries as the route's code arrives) is drawn in slices that let the
// browser answer in between, instead of one long task (issue 14: the layout's first render was the longest task).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
