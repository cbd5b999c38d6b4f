/**
 * Inactivity means the person's inactivity (spec 4.3, 8): a tab left open on the content planner still times out,
 * whether its refresh and bells poll (the stream of changes refused) or it follows the stream of changes (which the
 * server ends with the session: the refused reconnection makes the app check its session), and the session-timeout
 * popup renews the session with a mailed code.
 *
 * The shared e2e server times sessions out after 30 minutes, so this spec starts its own server (one per worker
 * that runs it: one) with SESSION_IDLE_SECONDS=15, on a free port and a fresh database, and stops it afterwards
 * whatever happened. Its pages are served from the same build as the shared server's (E2E_STATIC_DIR, else dist).
 */
import { expect, test as base } from '@playwright/test';
import { BACKGROUND_HEADER } from '../../src/contract/envelope.ts';
import { mfaDialog, reauthenticate } from './support/mfa.ts';
import { startOwnServer } from './support/ownServer.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';

const IDLE_SECONDS = 15;

const test = base.extend<object, { idleServer: { url: string } }>({
  idleServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const server = await startOwnServer('idle', { SESSION_IDLE_SECONDS: String(IDLE_SECONDS) });
      try {
        await use({ url: server.url });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ idleServer }, use) => use(idleServer.url),
});

test('a tab left open on the content planner times out for inactivity although it polls', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // No stream of changes: the tab polls.
  await page.route('**/api/live', (route) => route.abort('failed'));
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.headers()[BACKGROUND_HEADER.toLowerCase()] === '1')
      polls.push(new URL(request.url()).pathname);
  });
  await logIn(page, DEMO_OWNER);
  await page.goto('/contentplanner');
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();

  // Nobody touches the page: the planner refreshes every 5 s and the bells ask every 2 s, then the popup opens.
  await expect(mfaDialog(page)).toBeVisible({ timeout: (IDLE_SECONDS + 25) * 1000 });
  await expect(mfaDialog(page)).toContainText('Your session has timed out due to inactivity.');
  expect(polls.filter((path) => path.endsWith('/auth/getCalendarMonth')).length).toBeGreaterThanOrEqual(2);
  expect(polls.filter((path) => path.endsWith('/auth/getNotifications')).length).toBeGreaterThanOrEqual(5);

  // The popup renews the timed-out session (its token goes with the MFA calls) and the planner carries on.
  await reauthenticate(page, DEMO_OWNER.username);
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
});

test('a tab that follows the stream of changes times out for inactivity too, and carries on after the popup', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const streams: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/live') streams.push(response.status());
  });
  await logIn(page, DEMO_OWNER, { fresh: true });
  await page.goto('/contentplanner');
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
  await expect.poll(() => streams[0]).toBe(200);

  // Nobody touches the page: the server ends the stream with the session (at its 25 s heartbeat at the latest); the
  // planner reads once as the stream is lost, or the next attempt is refused and the app checks its session: either
  // way the popup opens, and the stream is refused until the session is renewed.
  await expect(mfaDialog(page)).toBeVisible({ timeout: (IDLE_SECONDS + 30) * 1000 });
  await expect(mfaDialog(page)).toContainText('Your session has timed out due to inactivity.');
  await expect.poll(() => streams).toContain(401);

  await reauthenticate(page, DEMO_OWNER.username);
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
  // The stream opens again at once with the renewed session.
  await expect.poll(() => streams.at(-1)).toBe(200);
});
