// Chromium for the browser parts of `npm run bench` (scripts/bench.mjs, scripts/benchOverview.mjs,
// scripts/benchLibrary.mjs): Debian's Chromium with the bench's flags, a context logged in as the demo owner with a
// long-task log per page, the median, and a free port for the servers they start (scripts/benchLighthouse.mjs too).

import { createServer } from 'node:net';

export async function launchBrowser() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A browser context on the server at `port`, logged in as the demo owner, with a long-task log per page. */
export async function loggedInContext(browser, port) {
  // localhost, not 127.0.0.1: Chromium keeps the session's secure cookies on http://localhost.
  const origin = `http://localhost:${port}`;
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  // Logged in like test/e2e/support/session.ts: the session cookies and the account in browser storage.
  const login = await context.request.post('/api/webauthenticate', {
    data: { username: 'owner@demo.test', password: 'demo1234' },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const { data } = await login.json();
  const { user } = data;
  const cookie = { domain: 'localhost', path: '/', sameSite: 'None', secure: true };
  const detail = {
    id: user.id,
    accountId: user.accountId,
    account_role: user.account_role,
    roleType: user.roleType,
  };
  await context.addCookies([
    { name: 'auth.token', value: encodeURIComponent(data.token), ...cookie },
    { name: 'auth.usedetail', value: encodeURIComponent(JSON.stringify(detail)), ...cookie },
  ]);
  await context.addInitScript(
    ([accountId, role]) => {
      localStorage.setItem('accountId', accountId);
      localStorage.setItem('account_role', role);
      // Long tasks of the whole page life, read per run.
      window.__longTasks = [];
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
          }
        }).observe({ type: 'longtask', buffered: true });
      } catch {
        // no long-task timing in this browser
      }
    },
    [String(user.accountId), String(user.account_role)],
  );
  return { context, user };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A loopback port nothing listens on now (scripts/serverProcess.ts has the TypeScript one). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}
