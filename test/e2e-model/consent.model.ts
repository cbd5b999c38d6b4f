/**
 * UI model of cookie consent (machines/consent.machine.ts; issue 16, spec 9's 250 ms page view) on the privacy and
 * terms pages, logged out. The shared server configures no tracker, so each path decides what the app's start reads
 * (support in test/e2e/support/consent.ts):
 *
 * - GET /api/trackingConfig is held from the start, so the actor rests in `loading`, until the path's
 *   `xstate.done.actor.loadTrackingSetup` (or `.error.`) lets it go: the real server's answer (nothing configured),
 *   or the sample trackers with, for a remembered choice, that choice put in browser storage first; or a 500. A
 *   path that configures trackers gets the CSP of a configured server on its pages.
 * - The two tracker scripts are held until the path's `xstate.done.actor.loadTrackers` (both load) or `.error.` (the
 *   affiliate's fails), then answered by fakes.
 * - Route changes are the footer's Terms and Privacy links; delays run on Playwright's clock, paused after start.
 * - Rejecting a consent in force reloads the page (the machine's `reloadPage`); the step waits for the new page,
 *   whose actor starts from the refusal it finds in storage.
 */
import { expect, type Page } from '@playwright/test';
import type { TrackingSetup } from '../../machines/consent.machine.ts';
import { CONSENT_STORAGE_KEY, consentText, serializeConsent } from '../../src/domain/consent.ts';
import {
  FakeTrackers,
  TRACKERS,
  accept,
  allowTrackersInCsp,
  answerTrackingConfig,
  changeRoute,
  consentBanner,
  cookieSettingsButton,
  footerNav,
  pageViews,
  reject,
  trackersThatRan,
  withdraw,
} from '../e2e/support/consent.ts';
import type { StepContext, UiModel, WalkContext } from './support/uiModel.ts';

const SETUP_DONE = 'xstate.done.actor.loadTrackingSetup';

/** What a path's start reads: a configuration (or 'failed'), decided when the path says. */
type Decision = TrackingSetup | 'failed';

interface Scratch {
  trackers: FakeTrackers;
  decide: (decision: Decision) => void;
  /** Page views pushed before the latest route change or consent: the next one counts the page shown. */
  viewsBefore: number;
}

const scratchOf = (ctx: WalkContext) => ctx.scratch as unknown as Scratch;

const viewCount = async (page: Page) => (await pageViews(page)).length;

async function noTrackersRan(page: Page) {
  expect(await trackersThatRan(page)).toEqual([]);
}

export const consentModel: UiModel = {
  machine: 'consent',
  async start(ctx) {
    const { page, path } = ctx;
    const scratch = scratchOf(ctx);
    scratch.viewsBefore = 0;
    scratch.trackers = await FakeTrackers.serve(page);
    scratch.trackers.hold();
    const first = path.steps.find(
      (step) => step.event.type.startsWith('xstate.') && step.event.type.includes('loadTrackingSetup'),
    );
    const configured =
      first?.event.type === SETUP_DONE &&
      (first.event as unknown as { output: TrackingSetup }).output.tagManagerId !== null;
    if (configured) await allowTrackersInCsp(page);
    const decided = new Promise<Decision>((resolve) => (scratch.decide = resolve));
    await page.route('**/api/trackingConfig', async (route) => {
      const decision = await decided;
      if (decision === 'failed')
        await route.fulfill({
          status: 500,
          json: { status: 500, message: 'Something went wrong.', data: null },
        });
      else if (decision.tagManagerId === null) await route.fallback();
      else await answerTrackingConfig(route, TRACKERS);
    });
    const asked = page.waitForRequest('**/api/trackingConfig');
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await asked;
    // From here the page's clock moves only when a path's delay step runs it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  },
  states: {
    'consent.loading': async ({ page }) => {
      await expect(footerNav(page).getByRole('link', { name: 'Terms' })).toBeVisible();
      await expect(consentBanner(page)).toHaveCount(0);
      await expect(cookieSettingsButton(page)).toHaveCount(0);
      await noTrackersRan(page);
    },
    'consent.granted': async ({ page }) => {
      await expect(cookieSettingsButton(page)).toBeVisible();
    },
    'consent.granted.trackers': async (ctx) => {
      const { requested } = scratchOf(ctx).trackers;
      await expect.poll(() => Math.min(requested.tagManager, requested.affiliate)).toBeGreaterThan(0);
    },
    'consent.granted.banner': async ({ page }) => {
      await expect(cookieSettingsButton(page)).toBeVisible();
    },
    'consent.refused': async ({ page }) => {
      await expect(cookieSettingsButton(page)).toBeVisible();
      await noTrackersRan(page);
    },
    'consent.off': async ({ page }) => {
      await expect(consentBanner(page)).toHaveCount(0);
      await expect(footerNav(page).getByRole('link', { name: 'Terms' })).toBeVisible();
      await expect(cookieSettingsButton(page)).toHaveCount(0);
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    },
    'consent.asking': async ({ page }) => {
      await expect(consentBanner(page)).toBeVisible();
      await expect(consentBanner(page).getByRole('button', { name: consentText.accept })).toBeVisible();
      await expect(consentBanner(page)).not.toContainText(consentText.current.refused);
      await noTrackersRan(page);
    },
    'consent.granted.banner.hidden': async ({ page }) => {
      await expect(consentBanner(page)).toHaveCount(0);
      await expect(cookieSettingsButton(page)).toBeVisible();
    },
    'consent.granted.banner.shown': async ({ page }) => {
      await expect(consentBanner(page)).toContainText(consentText.current.granted);
    },
    'consent.granted.trackers.loading': noTrackersRanOn,
    'consent.granted.trackers.loaded': async ({ page }) => {
      await expect.poll(() => trackersThatRan(page)).toEqual(['affiliate', 'tagManager']);
    },
    'consent.granted.trackers.failed': async ({ page }) => {
      await expect.poll(() => trackersThatRan(page)).toEqual(['tagManager']);
    },
    'consent.granted.pageViews.settling': async (ctx) => {
      expect(await viewCount(ctx.page)).toBe(scratchOf(ctx).viewsBefore);
    },
    'consent.granted.pageViews.counted': async (ctx) => {
      const views = await pageViews(ctx.page);
      expect(views).toHaveLength(scratchOf(ctx).viewsBefore + 1);
      expect(views.at(-1)?.page_path).toBe(new URL(ctx.page.url()).pathname);
    },
    'consent.refused.settled': async ({ page }) => {
      await expect(consentBanner(page)).toHaveCount(0);
      await expect(cookieSettingsButton(page)).toBeVisible();
      await noTrackersRan(page);
      expect(await pageViews(page)).toEqual([]);
    },
    'consent.refused.reconsidering': async ({ page }) => {
      await expect(consentBanner(page)).toContainText(consentText.current.refused);
      await noTrackersRan(page);
    },
  },
  actions: {
    [SETUP_DONE]: async (ctx: StepContext) => {
      const setup = (ctx.event as unknown as { output: TrackingSetup }).output;
      if (setup.remembered !== null) {
        const now = new Date(await ctx.page.evaluate(() => Date.now()));
        await ctx.page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          CONSENT_STORAGE_KEY,
          serializeConsent(setup.remembered, TRACKERS, now),
        ] as const);
      }
      scratchOf(ctx).decide(setup);
    },
    'xstate.error.actor.loadTrackingSetup': (ctx) => {
      scratchOf(ctx).decide('failed');
      return Promise.resolve();
    },
    'xstate.done.actor.loadTrackers': async (ctx) => {
      await expect.poll(() => scratchOf(ctx).trackers.held()).toBe(2);
      await scratchOf(ctx).trackers.release();
    },
    'xstate.error.actor.loadTrackers': async (ctx) => {
      await expect.poll(() => scratchOf(ctx).trackers.held()).toBe(2);
      await scratchOf(ctx).trackers.release(['affiliate']);
    },
    'consent.accept': async (ctx) => {
      scratchOf(ctx).viewsBefore = await viewCount(ctx.page);
      await accept(ctx.page);
    },
    'consent.reject': async (ctx) => {
      if (ctx.before.hasTag('granted')) await withdraw(ctx.page);
      else await reject(ctx.page);
    },
    'consent.reopen': async ({ page }) => {
      await cookieSettingsButton(page).click();
    },
    'route.changed': async (ctx) => {
      scratchOf(ctx).viewsBefore = await viewCount(ctx.page);
      await changeRoute(ctx.page);
    },
  },
};

async function noTrackersRanOn({ page }: WalkContext) {
  await noTrackersRan(page);
}
