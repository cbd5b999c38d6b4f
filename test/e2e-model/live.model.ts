/**
 * UI model of the stream of changes (machines/live.machine.ts, issue 20) as Paula Partner (partner@demo.test) on
 * the Help center page, against the real server; the stream itself is the test's (support/liveStream.ts), so each
 * step decides what it does.
 *
 * - Session: the live actor runs in the app shell and hears of the session through the session bridge: the page
 *   loads logged in (API login first), so `session.loggedIn` comes as the app starts; Log out in the top bar is
 *   `session.loggedOut`. Logging in again is the login page's, which this model does not walk.
 * - The stream: the page's GET /api/live is held until a step answers it: `stream.opened` lets it open,
 *   `stream.failed` refuses it (503) or, when it is open, cuts it off; `stream.changed` sends a message notice on the
 *   open stream, `stream.reset` says changes were missed, `stream.ended` ends it as a server restart would.
 * - `stream.retryNow` is the browser's own `online` event (what the app turns into it); the retry wait runs on Playwright's clock (paused once
 *   the app is up): the walker moves it by the machine's wait, which the app's jitter only shortens.
 * - The page shows nothing of the stream: the states are checked at the network, where the test sees whether a
 *   stream is open or asked for.
 */
import { expect } from '@playwright/test';
import { logIn } from '../e2e/support/session.ts';
import { ControlledStream } from './support/liveStream.ts';
import type { UiModel, WalkContext } from './support/uiModel.ts';

const PAULA = { username: 'partner@demo.test', password: 'demo1234' };

const streamOf = (ctx: WalkContext) => ctx.scratch.stream as ControlledStream;

export const liveModel: UiModel = {
  machine: 'live',
  unwalkable(path) {
    if (path.steps.filter(({ event }) => event.type === 'session.loggedIn').length > 1)
      return 'logging in again is the login page: this model walks one session';
    for (let index = 1; index < path.steps.length; index += 1) {
      const { event } = path.steps[index]!;
      const before = path.steps[index - 1]!.state;
      const opening = before.matches({ on: { stream: 'opening' } });
      if (opening && (event.type === 'stream.ended' || event.type === 'stream.changed'))
        return `${event.type} before the stream opened: the app hears of a stream only once the server accepted it`;
    }
    return null;
  },
  async start(ctx) {
    const { page } = ctx;
    ctx.scratch.stream = await ControlledStream.attach(page);
    await logIn(page, PAULA);
    await page.goto('/help_center');
    await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible({
      timeout: 15_000,
    });
    // The first stream is asked for and held: from here time moves only when a step says so.
    await expect.poll(() => streamOf(ctx).waiting(), { timeout: 15_000 }).toBe(1);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
  },
  states: {
    'live.off': async (ctx) => {
      await expect.poll(() => streamOf(ctx).isOpen()).toBe(false);
    },
    live: async ({ page }) => {
      await expect(page.locator('body')).toBeAttached();
    },
    'live.on.stream': async (ctx) => {
      await expect.poll(() => streamOf(ctx).waiting() > 0 || streamOf(ctx).isOpen()).toBe(true);
    },
    'live.on': async ({ page }) => {
      await expect(page.getByRole('banner')).toBeAttached();
    },
    'live.on.stream.opening': async (ctx) => {
      await expect.poll(() => streamOf(ctx).waiting()).toBeGreaterThan(0);
      expect(streamOf(ctx).isOpen()).toBe(false);
    },
    'live.on.stream.open': async (ctx) => {
      await expect.poll(() => streamOf(ctx).isOpen()).toBe(true);
    },
    'live.on.retrying': async (ctx) => {
      await expect.poll(() => streamOf(ctx).isOpen()).toBe(false);
      expect(streamOf(ctx).waiting()).toBe(0);
    },
  },
  actions: {
    // The app starts logged in and tells the live actor at once.
    'session.loggedIn': () => Promise.resolve(),
    'session.loggedOut': async ({ page }) => {
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    },
    'stream.retryNow': async ({ page }) => {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
    },
    'stream.opened': (ctx) => streamOf(ctx).accept(),
    'stream.failed': async (ctx) => {
      const stream = streamOf(ctx);
      if (stream.isOpen()) stream.fail();
      else await stream.refuse(503);
    },
    'stream.changed': (ctx) => {
      streamOf(ctx).send('chat.message', { conversationId: 7, messageId: 90 });
      return Promise.resolve();
    },
    'stream.reset': (ctx) => {
      streamOf(ctx).reset();
      return Promise.resolve();
    },
    'stream.ended': (ctx) => {
      streamOf(ctx).end();
      return Promise.resolve();
    },
  },
};
