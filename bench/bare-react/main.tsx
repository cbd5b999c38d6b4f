// The bare React 19 page the Lighthouse bench compares the product with (scripts/benchLighthouse.mjs): "hello"
// rendered like src/main.tsx renders the app, and nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <p>hello</p>
  </StrictMode>,
);
