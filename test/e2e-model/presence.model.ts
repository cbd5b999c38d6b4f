/**
 * UI model of presence and network (spec 4.9), as viewer@demo.test (nobody else's model logs her in).
 *
 * - Input 0 opens the app online, input 1 offline: the browser context is really offline (`context.setOffline`)
 *   and the app (document, code, API) is served by a route handler from the test's side, as a cached app would
 *   be, until the browser comes back online. `navigator.onLine` and the `online`/`offline` events are the
 *   browser's own.
 * - `session.loggedIn`: a path that starts with it logs in through the API before the page loads (the app sends
 *   it once the session check answers); later ones log in through the login form. `session.loggedOut` is the
 *   profile menu's 'Log out'.
 * - `markOnline` (POST /auth/setonline {isOnline: 1}) is answered by the real server, failed (`route.abort`,
 *   what an offline browser meets) or held unanswered while the path leaves `markingOnline` before it settles.
 * - `page.unloading` / `page.restored`: Playwright's Chromium runs with the back/forward cache disabled
 *   (`--disable-back-forward-cache`), so a page is never really restored from it; the walker dispatches the
 *   browser's own lifecycle events in the page (`pagehide` / `pageshow` with `persisted: true`, what a page
 *   entering and leaving the back/forward cache receives), to which the app listens.
 */
import { expect, type Page, type Request, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { logIn } from '../e2e/support/session.ts';
import type { StepContext, UiModel, WalkContext } from './support/uiModel.ts';

const VIEWER = { username: 'viewer@demo.test', password: 'demo1234' };

type MarkOnlineOutcome = 'pass' | 'fail' | 'hold';

interface SetOnlineCall {
  isOnline: number;
  outcome: 'pending' | 'ok' | 'failed';
}

interface PresenceScratch {
  /** The app logs in by itself on load (API login before the page loaded, no logout since). */
  autoLogin: boolean;
  /** The catch-all route serves the app from the test's side (the browser is offline since the start). */
  serving: boolean;
  /** What the next POST /auth/setonline {isOnline: 1} meets. */
  markOnline: MarkOnlineOutcome;
  calls: SetOnlineCall[];
  held: Route[];
}

const scratchOf = (ctx: WalkContext) => ctx.scratch as unknown as PresenceScratch;

const profileButton = (page: Page) => page.getByRole('button', { name: /^Profile:/ });
const offlineBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'No internet connection.' });
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: title });
const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Log in' });

const isSetOnline = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/setonline';

const onlineFlag = (request: Request) =>
  (request.postDataJSON() as { isOnline?: unknown } | null)?.isOnline === 1 ? 1 : 0;

/** What the markOnline call started by a step meets: the actor event that follows the step, or none (held). */
function outcomeOf(following: readonly AnyEventObject[]): MarkOnlineOutcome {
  if (following.some((event) => event.type === 'xstate.error.actor.markOnline')) return 'fail';
  if (following.some((event) => event.type === 'xstate.done.actor.markOnline')) return 'pass';
  return 'hold';
}

/** The events that follow step `index` of the path up to the next user event. */
function followingOf(ctx: WalkContext, index: number): AnyEventObject[] {
  const following: AnyEventObject[] = [];
  for (const later of ctx.path.steps.slice(index + 1)) {
    if (!later.event.type.startsWith('xstate.')) break;
    following.push(later.event);
  }
  return following;
}

async function browserOnline(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.onLine);
}

const lastCall = (ctx: WalkContext) => scratchOf(ctx).calls.at(-1) ?? null;

/** Wraps a user action: the markOnline call the step may start meets what the path says. */
const userStep =
  (action: (ctx: StepContext) => Promise<void>) =>
  async (ctx: StepContext): Promise<void> => {
    scratchOf(ctx).markOnline = outcomeOf(ctx.following);
    await action(ctx);
  };

async function dispatchLifecycle(page: Page, type: 'pagehide' | 'pageshow') {
  await page.evaluate(
    (name) => window.dispatchEvent(new PageTransitionEvent(name, { persisted: true })),
    type,
  );
}

export const presenceModel: UiModel = {
  machine: 'presence',
  inputs: [0, 1],
  async start(ctx) {
    const { page, context, path, input } = ctx;
    const online = (input as { online: boolean }).online;
    const scratch = Object.assign(ctx.scratch, {
      autoLogin: path.steps[1]?.event.type === 'session.loggedIn',
      serving: !online,
      markOnline: outcomeOf(followingOf(ctx, 1)),
      calls: [],
      held: [],
    } satisfies PresenceScratch) as unknown as PresenceScratch;

    page.on('request', (request) => {
      if (isSetOnline(request)) scratch.calls.push({ isOnline: onlineFlag(request), outcome: 'pending' });
    });
    const settle = (request: Request, outcome: 'ok' | 'failed') => {
      if (!isSetOnline(request)) return;
      const call = [...scratch.calls].reverse().find((c) => c.outcome === 'pending');
      if (call) call.outcome = outcome;
    };
    page.on('requestfinished', (request) => {
      void request.response().then((response) => settle(request, response?.ok() ? 'ok' : 'failed'));
    });
    page.on('requestfailed', (request) => settle(request, 'failed'));

    // A light page of the default layout (the help center: no API reads): the top bar, the offline banner.
    let home = '/';
    if (scratch.autoLogin) home = `/${(await logIn(page, VIEWER)).user.accountId}/help_center`;
    // Offline from the start: the test serves the app while the browser has no network.
    await page.route('**/*', async (route) => {
      if (!scratch.serving) return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response });
    });
    await page.route('**/api/auth/setonline', async (route) => {
      if (onlineFlag(route.request()) !== 1) return route.fallback();
      if (scratch.markOnline === 'fail') return route.abort('internetdisconnected');
      if (scratch.markOnline === 'hold') {
        scratch.held.push(route);
        return;
      }
      // Answered by the real server from the test's side: Chromium's offline emulation can still refuse a call
      // the app starts in its 'online' handler, before the emulated network is back.
      const response = await route.fetch();
      return route.fulfill({ response });
    });
    if (!online) await context.setOffline(true);
    await page.goto(home);
    if (scratch.autoLogin) await expect(profileButton(page)).toBeVisible({ timeout: 15_000 });
    else await expect(loginHeading(page)).toBeVisible({ timeout: 15_000 });
  },
  states: {
    presence: async ({ page }) => {
      await expect(page.locator('#root')).not.toBeEmpty();
    },
    'presence.network': async ({ page }) => {
      await expect(page.locator('#root')).not.toBeEmpty();
    },
    // Passed through at once (an `always` transition): the input is what the browser says at load.
    'presence.network.starting': async ({ page, input }) => {
      expect(await browserOnline(page)).toBe((input as { online: boolean }).online);
    },
    'presence.network.online': async ({ page }) => {
      expect(await browserOnline(page)).toBe(true);
      await expect(offlineBanner(page)).toHaveCount(0);
    },
    'presence.network.offline': async ({ page }) => {
      expect(await browserOnline(page)).toBe(false);
      // The banner belongs to the default layout (logged-in pages with the top bar).
      if (await profileButton(page).isVisible()) await expect(offlineBanner(page)).toBeVisible();
    },
    'presence.presence': async ({ page }) => {
      await expect(page.locator('#root')).not.toBeEmpty();
    },
    'presence.presence.loggedOut': async (ctx) => {
      // With a session cookie the app starts logged out only until the session check answers.
      if (scratchOf(ctx).autoLogin) return;
      await expect(loginHeading(ctx.page)).toBeVisible();
      await expect(profileButton(ctx.page)).toHaveCount(0);
    },
    'presence.presence.loggedIn': async ({ page }) => {
      await expect(profileButton(page)).toBeVisible();
    },
    'presence.presence.loggedIn.active': async ({ page }) => {
      await expect(profileButton(page)).toBeVisible();
    },
    'presence.presence.loggedIn.active.markingOnline': async (ctx) => {
      // The call is under way (held by the path), or the real server has just answered it.
      await expect.poll(() => lastCall(ctx)?.isOnline).toBe(1);
    },
    'presence.presence.loggedIn.active.markedOnline': async (ctx) => {
      await expect.poll(() => lastCall(ctx)).toEqual({ isOnline: 1, outcome: 'ok' });
    },
    'presence.presence.loggedIn.active.retryPending': async (ctx) => {
      await expect.poll(() => lastCall(ctx)).toEqual({ isOnline: 1, outcome: 'failed' });
    },
    'presence.presence.loggedIn.leaving': async (ctx) => {
      // Marked offline (with keepalive) as the page went away.
      await expect.poll(() => lastCall(ctx)?.isOnline).toBe(0);
    },
  },
  actions: {
    'network.offline': userStep(async (ctx) => {
      scratchOf(ctx).serving = false;
      await ctx.context.setOffline(true);
      await expect(toast(ctx.page, 'You are now offline').first()).toBeVisible();
    }),
    'network.online': userStep(async (ctx) => {
      scratchOf(ctx).serving = false;
      // Already online (markOnline failed while the browser was online): the connection drops and comes back.
      if (await browserOnline(ctx.page)) await ctx.context.setOffline(true);
      await ctx.context.setOffline(false);
      await expect(toast(ctx.page, 'You are now online').first()).toBeVisible();
    }),
    'session.loggedIn': userStep(async (ctx) => {
      const scratch = scratchOf(ctx);
      if (scratch.autoLogin) return; // the page load logs in by itself
      const { page } = ctx;
      await page.getByLabel('E-mail').fill(VIEWER.username);
      await page.getByLabel('Password').fill(VIEWER.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(profileButton(page)).toBeVisible();
    }),
    'session.loggedOut': userStep(async (ctx) => {
      const { page } = ctx;
      scratchOf(ctx).autoLogin = false;
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
      await expect(loginHeading(page)).toBeVisible();
    }),
    'page.unloading': userStep(async ({ page }) => dispatchLifecycle(page, 'pagehide')),
    'page.restored': userStep(async ({ page }) => dispatchLifecycle(page, 'pageshow')),
  },
  arrange: {
    // The failure itself is the route handler's (`markOnline` = 'fail', set by the user step that starts the call).
    'xstate.error.actor.markOnline': (ctx) => {
      scratchOf(ctx).markOnline = 'fail';
      return Promise.resolve();
    },
  },
};
