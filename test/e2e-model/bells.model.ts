/**
 * UI model of the top bar's message and notification bells (machines/bells.machine.ts; spec 2.6, 9) as Paula
 * Partner (partner@demo.test), whose one fellow member is Nora Networker (Network Nook), on the Help center page (a
 * placeholder with the top bar), against the real server.
 *
 * - Session: the bells run in the top bar, which a logged-out visitor never has: they mount once the session is
 *   logged in and are told so at once (`session.loggedIn`, the API login before the page loads); Log out in the
 *   top bar is `session.loggedOut`.
 * - Calls: the bells' calls (GET /getAllConversationlist with the background header, GET /auth/getNotifications,
 *   POST /auth/readNotifications) are held (support/networkingCalls.ts) until the path's actor step answers them:
 *   the real server, or a server error (a failed load fails its notifications call). The inbox's own list call
 *   (no background header) goes on.
 * - Data: the answer a step releases has the unread notifications the step's snapshot shows: before it is released
 *   Nora sends Paula a message through the API (a new unread notification), or Paula's are marked read through the
 *   API. `start` makes sure their conversation exists.
 * - `bells.refresh` is what a sent message asks: Paula sends Nora a message in the inbox (More, the conversation,
 *   Send), then closes it.
 * - Time: Playwright's clock is paused once the bells have mounted (their first load held), so the 2 s poll runs
 *   only at the path's delay step.
 * - The stream of changes (issue 20) is the test's (support/liveStream.ts): the page's stream request is held;
 *   `live.up` lets it open (or, while it is open, says changes were missed: the app tells the bells `live.up` again),
 *   `live.down` ends it, `live.changed` sends a message notice on it. A stream that is not open cannot end or bring
 *   a change.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { BellsContext } from '../../machines/bells.machine.ts';
import { apiHeaders } from '../e2e/support/api.ts';
import { logIn } from '../e2e/support/session.ts';
import { ControlledStream, streamSteps } from './support/liveStream.ts';
import { failWith, fromServer, notingSnapshots, pendingCalls } from './support/networkingCalls.ts';
import type { UiModel, WalkContext } from './support/uiModel.ts';

const PAULA = { username: 'partner@demo.test', password: 'demo1234' };
const NORA = { username: 'networker@demo.test', password: 'demo1234' };
const NORA_NAME = 'Nora Networker';
const CHAT_POLL = 2000;

interface Member {
  token: string;
  id: number;
  accountId: number;
}

interface Scratch {
  request: APIRequestContext;
  paula: Member;
  nora: Member;
  conversationId: number;
  stream: ControlledStream;
  /** The expected snapshot after the latest step. */
  snapshot?: AnyMachineSnapshot;
}

const scratchOf = (ctx: WalkContext) => ctx.scratch as unknown as Scratch;
const expected = (ctx: WalkContext) =>
  (scratchOf(ctx).snapshot ?? ctx.path.steps[0]!.state).context as BellsContext;
const unreadShown = (context: BellsContext) => context.notifications.some((n) => !n.read);

// In the DOM: the inbox (a modal) hides the top bar from the accessibility tree.
const notificationBell = (page: Page) => page.locator('header button[aria-label^="Notifications"]');
const messageBell = (page: Page) => page.locator('header button[aria-label^="Messages"]');
const notificationMenu = (page: Page) => page.getByRole('menu', { name: 'Notifications' });
const inbox = (page: Page) => page.getByRole('dialog', { name: 'Inbox' });

async function member(request: APIRequestContext, credentials: typeof PAULA): Promise<Member> {
  const answer = await request.post('/api/webauthenticate', { data: credentials });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as {
    data: { token: string; user: { id: number; accountId: number } };
  };
  return { token: data.token, id: data.user.id, accountId: data.user.accountId };
}

/** Nora sends Paula a message: a new unread notification for Paula. */
async function noraWrites(scratch: Scratch): Promise<void> {
  const { request, nora, conversationId } = scratch;
  const sent = await request.post('/api/getMemberschatMessages', {
    headers: apiHeaders(nora.token),
    data: { message: 'Are you coming?', conversationId, memberId: nora.id, account_id: nora.accountId },
  });
  expect(sent.ok()).toBe(true);
}

/** Paula's notifications are all read. */
async function allRead(scratch: Scratch): Promise<void> {
  const { request, paula } = scratch;
  const read = await request.post('/api/auth/readNotifications', {
    headers: apiHeaders(paula.token, paula.accountId),
    data: {},
  });
  expect(read.ok()).toBe(true);
}

/** Closes an open bell menu (its dropdown takes the clicks meanwhile). */
async function closeMenus(page: Page) {
  if ((await page.getByRole('menu').count()) > 0) await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** The notification bell as the snapshot has it: its label and badge count the unread notifications. */
async function expectBells(ctx: WalkContext) {
  const { page } = ctx;
  const context = expected(ctx);
  if (context.unread > 0) {
    await expect(notificationBell(page)).toHaveAttribute('aria-label', /^Notifications, \d+ unread$/);
  } else {
    await expect(notificationBell(page)).toHaveAttribute('aria-label', 'Notifications');
  }
}

export const bellsModel: UiModel = {
  machine: 'bells',
  unwalkable(path) {
    const loggedIn = path.steps.filter(({ event }) => event.type === 'session.loggedIn').length;
    if (loggedIn > 1)
      return (
        'the bells live in the top bar, which only a logged-in page has: after a logout they are gone, so ' +
        'they are told of a login only when they mount'
      );
    let up = false;
    for (const { event } of path.steps) {
      if (event.type === 'live.up') up = true;
      else if (event.type === 'session.loggedOut') up = false;
      else if (event.type === 'live.changed' && !up) return 'changes come only on an open stream';
      else if (event.type === 'live.down') {
        if (!up) return 'the app tells the bells the stream is lost only when it was up';
        up = false;
      }
    }
    return null;
  },
  async start(ctx) {
    const { page, context } = ctx;
    const calls = pendingCalls(page, ctx.scratch);
    await calls.keep(
      'list',
      '**/api/getAllConversationlist',
      (request) => request.headers()['x-brandpilot-background'] === '1',
    );
    await calls.keep('notifications', '**/api/auth/getNotifications');
    await calls.keep('markRead', '**/api/auth/readNotifications');
    const stream = await ControlledStream.attach(page);

    const request = context.request;
    const nora = await member(request, NORA);
    const { token, user } = await logIn(page, PAULA);
    const paula = { token, id: user.id, accountId: user.accountId! };
    const created = await request.post('/api/addOrUpdateConversation', {
      headers: apiHeaders(nora.token),
      data: { memberId1: nora.id, memberId2: paula.id, title: '', account_id: nora.accountId },
    });
    expect(created.ok()).toBe(true);
    const conversationId = ((await created.json()) as { data: { id: number } }).data.id;
    Object.assign(ctx.scratch, { request, paula, nora, conversationId, stream } satisfies Scratch);

    await page.goto('/help_center');
    await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(notificationBell(page)).toBeVisible({ timeout: 15_000 });
    // Their first load is held: no poll is pending. From here time moves only when a step says so.
    await expect.poll(() => calls.waiting('notifications'), { timeout: 15_000 }).toBe(1);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
  },
  states: {
    bells: async ({ page }) => {
      await expect(page.getByRole('banner')).toBeAttached();
    },
    'bells.off': async ({ page }) => {
      await expect(notificationBell(page)).toHaveCount(0);
      await expect(messageBell(page)).toHaveCount(0);
    },
    'bells.on': async ({ page }) => {
      await expect(messageBell(page)).toBeAttached();
      await expect(notificationBell(page)).toBeAttached();
    },
    // Loading keeps the lists that were there; waiting shows the last answer.
    'bells.on.updates': expectBells,
    'bells.on.updates.loading': expectBells,
    'bells.on.updates.waiting': expectBells,
    'bells.on.updates.loaded': expectBells,
    'bells.on.updates.listening': expectBells,
    'bells.on.reading': async ({ page }) => {
      await expect(notificationBell(page)).toBeAttached();
    },
    // Not marking: an open list shows unread what the last answer says is unread (a failed marking too).
    'bells.on.reading.idle': async (ctx) => {
      const menu = notificationMenu(ctx.page);
      if (!(await menu.isVisible())) return;
      const unread = menu.getByText('(unread)');
      if (unreadShown(expected(ctx))) await expect(unread.first()).toBeAttached();
      else await expect(unread).toHaveCount(0);
    },
    'bells.on.reading.marking': async (ctx) => {
      // What the list shows is read at once.
      const menu = notificationMenu(ctx.page);
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem').first()).toBeVisible();
      await expect(menu.getByText('(unread)')).toHaveCount(0);
      await expect(notificationBell(ctx.page)).toHaveAttribute('aria-label', 'Notifications');
    },
  },
  actions: notingSnapshots({
    // The bells mount logged in (start) and are told at once.
    'session.loggedIn': () => Promise.resolve(),
    'session.loggedOut': async ({ page }) => {
      await closeMenus(page);
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    },
    'bells.refresh': async ({ page }) => {
      await closeMenus(page);
      await messageBell(page).click();
      await page.getByRole('menu', { name: 'Messages' }).getByRole('menuitem', { name: 'More' }).click();
      await inbox(page)
        .getByRole('list', { name: 'Conversations' })
        .getByRole('button', { name: new RegExp(NORA_NAME) })
        .click();
      const box = inbox(page).getByLabel(`Message to ${NORA_NAME}`);
      await box.fill('See you at the stand.');
      const send = inbox(page).locator('section[aria-label="Messages"] button[type="submit"]');
      await send.click();
      await expect(box).toHaveValue('');
      await inbox(page).getByRole('button', { name: 'Close', exact: true }).click();
      await expect(inbox(page)).toHaveCount(0);
    },
    'notifications.opened': async ({ page }) => {
      await closeMenus(page);
      await notificationBell(page).click();
      await expect(notificationMenu(page)).toBeVisible();
    },
    ...streamSteps((ctx) => scratchOf(ctx).stream),
    'live.changed': (ctx) => {
      const { stream, conversationId } = scratchOf(ctx);
      stream.send('chat.message', { conversationId, messageId: 1 });
      return Promise.resolve();
    },
    'xstate.after.chatPoll.bells.on.updates.waiting': async ({ page }) => {
      await page.clock.runFor(CHAT_POLL);
    },
    'xstate.done.actor.loadUpdates': async (ctx) => {
      const scratch = scratchOf(ctx);
      // The answer shows unread notifications exactly when the step's snapshot does.
      if (unreadShown(ctx.step.state.context as BellsContext)) await noraWrites(scratch);
      else await allRead(scratch);
      const calls = pendingCalls(ctx.page, ctx.scratch);
      await calls.release('list', fromServer);
      await calls.release('notifications', fromServer);
    },
    'xstate.error.actor.loadUpdates': async ({ page, scratch }) => {
      const calls = pendingCalls(page, scratch);
      await calls.release('notifications', failWith(500, 'Internal Server Error'));
      await calls.release('list', fromServer);
    },
    'xstate.done.actor.markRead': async ({ page, scratch }) => {
      await pendingCalls(page, scratch).release('markRead', fromServer);
    },
    'xstate.error.actor.markRead': async ({ page, scratch }) => {
      await pendingCalls(page, scratch).release('markRead', failWith(500, 'Internal Server Error'));
    },
  }),
};
