/**
 * Issue 20: an idle tab asks the server for nothing it does not need.
 * - With the stream of changes up (the default), an idle planner tab makes no data calls at all, however long; a
 *   change to the account's posts made elsewhere is read at once, and one to its networks is checked at once.
 * - Without it (the stream refused: the polling fallback) the planner refreshes its month every 5 s and the top
 *   bar's bells poll every 2 s while the tab is on screen; hidden (another tab in front), it asks nothing, however
 *   long it stays so; shown again, it catches up at once.
 * Time is Playwright's clock; the tab's visibility is what the page reads (`document.visibilityState` and its
 * `visibilitychange` event).
 */
import { expect, test, type Page } from '@playwright/test';
import { addPostThroughApi, deletePostThroughApi, signIn } from './support/postEditorPage.ts';
import { apiHeaders } from './support/api.ts';
import { logIn } from './support/session.ts';

/** Idle Inn's owner: no other test writes to that account, so nothing but this test changes it in the idle minute. */
const IDLE_OWNER = { username: 'idle@demo.test', password: 'demo1234' };

async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hide ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hide });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** The page's API calls (the stream of changes aside) from now on, and how many are on their way. */
function apiCalls(page: Page) {
  const calls: string[] = [];
  const open = new Set<unknown>();
  const isData = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/api/') && pathname !== '/api/live';
  };
  page.on('request', (request) => {
    if (!isData(request.url())) return;
    calls.push(new URL(request.url()).pathname);
    open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return { calls, inFlight: () => open.size };
}

test('with the stream of changes up, an idle planner tab makes no data calls and reads a change at once', async ({
  page,
}) => {
  await page.clock.install();
  const session = await signIn(page, IDLE_OWNER);
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
  const { calls, inFlight } = apiCalls(page);
  await page.goto('/contentplanner');
  await expect(page.getByTestId('planner-range')).toBeVisible({ timeout: 15_000 });
  expect((await stream).status()).toBe(200);
  // The bells (loaded with the top bar's chat) have read; once every read is answered the tab is idle.
  await expect(page.locator('header button[aria-label^="Notifications"]')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => calls.includes('/api/auth/getNotifications')).toBe(true);
  await page.clock.runFor(1_000);
  await expect.poll(inFlight).toBe(0);

  calls.length = 0;
  for (let second = 0; second < 60; second += 5) await page.clock.runFor(5_000);
  // Nothing at all: the layout's auto-disconnect check follows the stream too.
  expect(calls).toEqual([]);

  // A post added elsewhere (the API, as another tab would): the month is read again at once.
  const postId = await addPostThroughApi(page, session, {
    description: 'Added while the planner was idle',
    scheduled_at: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(),
    channels: [1],
  });
  try {
    await expect.poll(() => calls.filter((path) => path.endsWith('/getCalendarMonth')).length).toBe(1);
  } finally {
    await deletePostThroughApi(page, session, postId);
  }

  // The account's networks changed elsewhere (the default network chosen again, through the API): the disconnect
  // banner checks at once.
  const headers = apiHeaders(session.token, session.accountId);
  const status = await page.context().request.get('/api/auth/sociallinkstatus', { headers });
  const links = ((await status.json()) as { data: { data: { provider_Id: number; isDefault: boolean }[] } })
    .data.data;
  const chosen = links.find((link) => link.isDefault) ?? links[0];
  if (!chosen) throw new Error('the seeded account has no network');
  calls.length = 0;
  const answer = await page.context().request.post('/api/addOrUpdateDefaultSocial', {
    headers,
    data: { account_id: session.accountId, provider_Id: chosen.provider_Id },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  // (The tab's clock is held: no 60 s poll can be what asks.)
  await expect.poll(() => calls.filter((path) => path === '/api/auth/checkautodc').length).toBeGreaterThan(0);
});

test('without the stream, a hidden planner tab makes no data calls and refreshes as soon as it is shown', async ({
  page,
}) => {
  // The stream refused: the tab falls back to polling.
  await page.route('**/api/live', (route) => route.abort('failed'));
  await page.clock.install();
  await logIn(page);
  await page.goto('/contentplanner');
  await expect(page.getByTestId('planner-range')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('header button[aria-label^="Notifications"]')).toBeVisible({ timeout: 15_000 });

  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  /** The planner's month and the bells' notifications have been asked for since `calls` was last emptied. */
  const monthAndBellsAsked = async () => {
    for (const call of ['/getCalendarMonth', '/getNotifications']) {
      await expect.poll(() => calls.filter((path) => path.endsWith(call)).length).toBeGreaterThan(0);
    }
  };

  // On screen: the refresh and the bells' polls go out.
  await page.clock.runFor(6_000);
  await monthAndBellsAsked();

  // Hidden for a minute: nothing at all.
  await setHidden(page, true);
  // A call already on its way when the tab was hidden may still finish: start counting once they have.
  await page.waitForLoadState('networkidle');
  calls.length = 0;
  for (let second = 0; second < 60; second += 5) await page.clock.runFor(5_000);
  expect(calls).toEqual([]);

  // Shown again: the month and the bells are asked for at once, without waiting for the next tick.
  await setHidden(page, false);
  await monthAndBellsAsked();
});
