/**
 * Issue 17's promise, end to end with a controlled clock: a new account that connects a sandbox network and publishes
 * a post today sees it in tomorrow's numbers.
 *
 * The spec runs its own server (support/ownServer.ts) on a data folder it keeps between two starts: today it
 * registers a user, connects the sandbox Facebook page, publishes a post (scheduled a few seconds ahead, published by the
 * background job) and syncs the figures: the post has no figures yet. Then the server is started again on the same
 * data with its clock a day ahead (CLOCK_OFFSET_MS, demo mode only) and the browser's clock with it: after the
 * sync the overview counts the post and lists it among the top posts with its own views.
 */
import { rmSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiHeaders } from './support/api.ts';
import { ownDataDir, startOwnServer, type OwnServer } from './support/ownServer.ts';
import { freshEmail, registerThroughApi } from './support/registration.ts';
import { connectSandboxNetwork } from './support/sandboxLinks.ts';
import { logIn } from './support/session.ts';

const DAY_MS = 86_400_000;
const FACEBOOK = { providerId: 1, name: 'Tomorrow Bakery' };

interface Session {
  token: string;
  accountId: number;
}

async function openOn(browser: Browser, server: OwnServer, time?: number) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  if (time !== undefined) await page.clock.install({ time });
  return { context, page };
}

async function sync(request: APIRequestContext, session: Session) {
  const synced = await request.post('/api/auth/syncInsights', {
    headers: apiHeaders(session.token, session.accountId),
    data: { account_id: session.accountId },
  });
  expect(synced.ok(), await synced.text()).toBe(true);
}

const topPosts = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Top posts' });
const postsCard = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('region', { name: 'Totals' })
    .getByRole('listitem')
    .filter({ hasText: 'Posts' });

test("a post published today is in tomorrow's numbers", async ({ browser }) => {
  test.setTimeout(240_000);
  const dataDir = ownDataDir('tomorrow');
  const marker = `Tomorrow ${Date.now().toString(36)}`;
  let server: OwnServer | null = null;
  try {
    // Today.
    server = await startOwnServer('tomorrow', { JOB_POLLING_SECONDS: '1' }, { dataDir });
    const today = await openOn(browser, server);
    const email = freshEmail('tomorrow');
    const password = 'a-long-password';
    await registerThroughApi(today.context.request, {
      first_name: 'Tom',
      last_name: 'Morrow',
      email,
      password,
    });
    const { token, user } = await logIn(today.page, { username: email, password }, { fresh: true });
    const session = { token, accountId: user.accountId! };
    await connectSandboxNetwork(today.context.request, session, FACEBOOK);

    const added = await today.context.request.post('/api/auth/addPost', {
      headers: apiHeaders(session.token, session.accountId),
      data: {
        account_id: session.accountId,
        description: `${marker}: fresh sourdough from tomorrow morning`,
        // A few seconds ahead: the background job publishes it at that time (polling every second here).
        scheduled_at: new Date(Date.now() + 5_000).toISOString(),
        channels: [FACEBOOK.providerId],
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const postId = ((await added.json()) as { data: { id: number } }).data.id;
    await expect
      .poll(
        async () => {
          const answer = await today.context.request.post('/api/auth/getpost', {
            headers: apiHeaders(session.token, session.accountId),
            data: { account_id: session.accountId, page: 1 },
          });
          const { data } = (await answer.json()) as {
            data: { id: number; msp: { status: string }[] }[] | null;
          };
          return data?.find((post) => post.id === postId)?.msp[0]?.status ?? '';
        },
        { message: 'the background job publishes the post', timeout: 150_000, intervals: [2_000] },
      )
      .toBe('POSTED');

    await sync(today.context.request, session);
    await today.page.goto(
      `/${session.accountId}/dashboard/overview?start=${isoDay(Date.now() - 6 * DAY_MS)}&end=${isoDay(Date.now())}`,
    );
    await expect(topPosts(today.page).getByText(marker)).toHaveCount(0);
    await today.context.close();
    await server.stop();
    server = null;

    // Tomorrow: the same data, the server's and the browser's clocks a day ahead.
    server = await startOwnServer('tomorrow', { CLOCK_OFFSET_MS: String(DAY_MS) }, { dataDir });
    const tomorrow = await openOn(browser, server, Date.now() + DAY_MS);
    // A day later yesterday's session has timed out: log in again.
    const again = await logIn(tomorrow.page, { username: email, password }, { fresh: true });
    await sync(tomorrow.context.request, { token: again.token, accountId: session.accountId });
    await tomorrow.page.goto(`/${session.accountId}/dashboard/overview`);
    await tomorrow.page.getByRole('main').getByRole('button', { name: 'Last 7 days' }).click();
    await expect(postsCard(tomorrow.page)).toContainText('1');
    const ours = topPosts(tomorrow.page).getByRole('listitem').filter({ hasText: marker });
    await expect(ours).toBeVisible();
    await expect(ours).toContainText(/[1-9][\d.,]*K? views/);
    // The post links to itself in the planner, which opens it.
    const open = ours.getByRole('link', { name: 'Open in planner' });
    await expect(open).toHaveAttribute(
      'href',
      `/${session.accountId}/contentplanner/${session.accountId}/${postId}`,
    );
    await open.click();
    await expect(tomorrow.page.getByRole('dialog', { name: 'Post', exact: true })).toContainText(marker);
    await tomorrow.context.close();
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
