/**
 * UI model of the auto-disconnect banner of the default layout (machines/autoDisconnect.machine.ts; spec 2.5, 4.9,
 * 8), as Rita Reviewer in Preview Lab (support/socialAccountsData.ts), on the Help center and Industry News pages
 * (placeholders with the top bar), against the real server.
 *
 * - Data: Preview Lab's Facebook withdrew its permission (the sample's answer [1]): connected on the sandbox network,
 *   revoked there, noticed by a token refresh; `start` sets it up once per run through the API, and no path
 *   acknowledges it (nobody reconnects).
 * - Calls: every POST /auth/checkautodc is held (support/networkingCalls.ts) until the path's actor step answers
 *   it: the real server, or a lost connection.
 * - `check.requested` is a page change (the top menu's Help center and Industry News, in turn);
 *   `account.changed` is the account switcher choosing Review Room, the switch held at setlandingaccount (the page
 *   stays); the 60 s poll runs on Playwright's clock (the walker runs it).
 * - The stream of changes (issue 20) is the test's (support/liveStream.ts): `live.up` lets the page's stream open
 *   (or, while it is open, says changes were missed), `live.down` ends it, `live.changed` sends a `social.changed`
 *   of Preview Lab (the sample's account 7) or of an account that is not watched (the sample's 9). While the stream
 *   is up no check is asked unless a step says so: `listening` also shows that no check waits.
 * - Two sequences of its own walk the edges the generated paths reach only with the stream never up.
 */
import { expect, type Page } from '@playwright/test';
import {
  providerName,
  RECONNECT_LINK_LABEL,
  SOCIAL_ACCOUNTS_SETTINGS,
  autoDisconnectText,
} from '../../src/domain/social.ts';
import { connectionLost, fromServer, pendingCalls } from './support/networkingCalls.ts';
import {
  PREVIEW_LAB,
  REVIEW_ROOM,
  autoDisconnectsOf,
  connect,
  holdLanding,
  linksOf,
  removeLink,
  reviewerOn,
  switchAccount,
  withdrawPermission,
} from './support/socialAccountsData.ts';
import { ControlledStream, streamSteps } from './support/liveStream.ts';
import type { UiModel, WalkContext } from './support/uiModel.ts';

const FACEBOOK = 1;
const PAGES = [
  { name: 'Help center', path: /\/\d+\/help_center$/ },
  { name: 'Industry News', path: /\/\d+\/industry_news$/ },
] as const;

interface Scratch {
  /** The providers the banner shows (the last check's answer; none after an account change). */
  providers: number[];
  /** Index in PAGES of the page shown. */
  shown: number;
  /** Preview Lab's id (the samples' account 7). */
  previewLab: number;
  stream: ControlledStream;
}

/** The samples' first account is Preview Lab; any other id stands for an account the watch does not follow. */
const SAMPLE_ACCOUNT = 7;
const UNWATCHED_ACCOUNT = 999_999;

const scratchOf = (ctx: WalkContext) => ctx.scratch as unknown as Scratch;

// In the DOM: the account switch's loading card may hide the page from the accessibility tree.
const banner = (page: Page) => page.getByTestId('auto-disconnect-banner');
const overlay = (page: Page) => page.getByTestId('auto-disconnect-overlay');

/** The banner shows one line per provider of the last check, with the reconnect link, over a dimmed overlay. */
async function expectBanner(ctx: WalkContext) {
  const { page } = ctx;
  const { providers } = scratchOf(ctx);
  if (providers.length === 0) {
    await expect(banner(page)).toHaveCount(0);
    await expect(overlay(page)).toHaveCount(0);
    return;
  }
  const lines = banner(page).locator('li');
  await expect(lines).toHaveCount(providers.length);
  for (const [index, id] of providers.entries()) {
    await expect(lines.nth(index)).toContainText(autoDisconnectText(providerName(id)));
    await expect(lines.nth(index).locator('a')).toHaveText(RECONNECT_LINK_LABEL);
    await expect(lines.nth(index).locator('a')).toHaveAttribute('href', SOCIAL_ACCOUNTS_SETTINGS);
  }
  await expect(overlay(page)).toBeAttached();
}

export const autoDisconnectModel: UiModel = {
  machine: 'autoDisconnect',
  // The generator's shortest ways to these two edges start with the stream never up (unwalkable): a change that
  // arrives while a check is out asks again, and a stream lost while a check is out only marks it down.
  sequences: [
    { steps: ['live.up', 'live.changed', 'xstate.done.actor.checkAutoDisconnect'] },
    { steps: ['live.up', 'live.down', 'xstate.done.actor.checkAutoDisconnect'] },
  ],
  unwalkable(path) {
    let up = false;
    for (const { event } of path.steps) {
      if (event.type === 'live.up') up = true;
      else if (event.type === 'live.changed' && !up) return 'changes come only on an open stream';
      else if (event.type === 'live.down') {
        if (!up) return 'the app tells the watch the stream is lost only when it was up';
        up = false;
      }
    }
    return null;
  },
  async start(ctx) {
    const { page } = ctx;
    await pendingCalls(page, ctx.scratch).keep('check', '**/api/auth/checkautodc');
    const stream = await ControlledStream.attach(page);
    const api = await reviewerOn(page, PREVIEW_LAB);
    if (!(await autoDisconnectsOf(api)).includes(FACEBOOK)) {
      if ((await linksOf(api)).some((link) => link.provider_Id === FACEBOOK)) await removeLink(api, FACEBOOK);
      await connect(api, FACEBOOK);
      await withdrawPermission(api, FACEBOOK);
      expect(await autoDisconnectsOf(api)).toEqual([FACEBOOK]);
    }
    Object.assign(ctx.scratch, {
      providers: [],
      shown: 0,
      previewLab: api.accountId,
      stream,
    } satisfies Scratch);
    await holdLanding(page);
    await page.goto('/help_center');
    await expect(page).toHaveURL(PAGES[0].path, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: PAGES[0].name })).toBeVisible({
      timeout: 15_000,
    });
    await expect
      .poll(() => pendingCalls(page, ctx.scratch).waiting('check'), { timeout: 15_000 })
      .toBeGreaterThan(0);
  },
  states: {
    // The banner belongs to the default layout: the top bar's pages.
    autoDisconnect: async ({ page }) => {
      await expect(page.locator('header nav[aria-label="Main"]')).toBeAttached();
    },
    'autoDisconnect.checking': expectBanner,
    'autoDisconnect.waiting': expectBanner,
    'autoDisconnect.checked': expectBanner,
    'autoDisconnect.listening': async (ctx) => {
      await expectBanner(ctx);
      expect(pendingCalls(ctx.page, ctx.scratch).waiting('check')).toBe(0);
    },
  },
  actions: {
    'account.changed': async (ctx) => {
      scratchOf(ctx).providers = [];
      await switchAccount(ctx.page, REVIEW_ROOM);
    },
    'check.requested': async (ctx) => {
      const scratch = scratchOf(ctx);
      scratch.shown = (scratch.shown + 1) % PAGES.length;
      const next = PAGES[scratch.shown]!;
      await ctx.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: next.name }).click();
      await expect(ctx.page).toHaveURL(next.path);
    },
    'xstate.done.actor.checkAutoDisconnect': async (ctx) => {
      scratchOf(ctx).providers = [...new Set(ctx.event.output as number[])];
      await pendingCalls(ctx.page, ctx.scratch).release('check', fromServer);
    },
    ...streamSteps((ctx) => scratchOf(ctx).stream),
    'live.changed': (ctx) => {
      const { stream, previewLab } = scratchOf(ctx);
      const change = (ctx.event as unknown as { change: { accountId: number } }).change;
      stream.send('social.changed', {}, change.accountId === SAMPLE_ACCOUNT ? previewLab : UNWATCHED_ACCOUNT);
      return Promise.resolve();
    },
    // A failed check keeps what was shown (spec 8: only logged).
    'xstate.error.actor.checkAutoDisconnect': async ({ page, scratch }) => {
      await pendingCalls(page, scratch).release('check', connectionLost);
    },
  },
};
