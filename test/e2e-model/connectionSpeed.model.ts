/**
 * UI model of the network-speed indicator (spec 2.6, 9), as the owner on the help center (a light page of the default
 * layout: the sidebar's indicator, the slow-connection warning under the top bar).
 *
 * Time: the page's clock is paused before the app loads, so the round trip the app measures is exactly the time the
 * test moves on while it holds the call: a measurement the path answers with `output` ms is held, the clock run for
 * that long, then answered by the real server (route.fetch). The spec's limits (100 ms 4G, 300 ms 3G) are thus met
 * on a busy machine as on an idle one. A failed measurement is aborted; a call no step answers stays held.
 * `network.offline` / `network.online` are the browser's own (context.setOffline); `page.shown` is the document's
 * `visibilitychange` while visible (a tab shown again); the recheck delay runs on the paused clock.
 */
import { expect, type Page, type Route } from '@playwright/test';
import { connectionSpeedText } from '../../src/domain/connectionSpeed.ts';
import { logIn } from '../e2e/support/session.ts';
import type { StepContext, UiModel, WalkContext } from './support/uiModel.ts';

type Outcome = { kind: 'answer'; ms: number } | { kind: 'fail' };

interface SpeedScratch {
  /** How the next measurements are answered, in order (arranged by the path's steps). */
  outcomes: Outcome[];
}

const scratchOf = (ctx: WalkContext) => ctx.scratch as unknown as SpeedScratch;

const indicator = (page: Page) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByTestId('connection-speed');
const warning = (page: Page) => page.getByRole('status').filter({ hasText: connectionSpeedText.slowWarning });
const says = (page: Page, text: string) =>
  expect(indicator(page)).toHaveText(`${connectionSpeedText.indicatorLabel}: ${text}`);

async function answer(page: Page, route: Route, outcome: Outcome) {
  if (outcome.kind === 'fail') return route.abort('failed');
  if (outcome.ms > 0) await page.clock.runFor(outcome.ms);
  const response = await route.fetch();
  return route.fulfill({ response });
}

export const connectionSpeedModel: UiModel = {
  machine: 'connectionSpeed',
  inputs: [0],
  async start(ctx) {
    const { page } = ctx;
    const scratch = scratchOf(ctx);
    scratch.outcomes ??= [];
    await page.route('**/api/heartbeat', async (route) => {
      const outcome = scratch.outcomes.shift();
      if (outcome) await answer(page, route, outcome);
      // Not answered by the path: held (the path ends while it is under way).
    });
    const { user } = await logIn(page);
    // The page's clock, installed before, can read a few milliseconds ahead of this process's Date.now() (CI: "Cannot
    // fast-forward to the past"): paused a second ahead, on the blank page (no timer runs there yet).
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto(`/${user.accountId}/help_center`);
    await expect(indicator(page)).toBeVisible({ timeout: 15_000 });
  },
  states: {
    connectionSpeed: async ({ page }) => {
      await expect(indicator(page)).toBeVisible();
    },
    // Passed through at once (an `always` transition): the browser was online at load.
    'connectionSpeed.starting': async ({ page }) => {
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    },
    'connectionSpeed.measuring': async ({ page }) => {
      await expect(warning(page)).toHaveCount(0);
      await expect(indicator(page)).toBeVisible();
    },
    'connectionSpeed.rated': async ({ page }) => {
      await expect(indicator(page)).toHaveText(/: [432]G$/);
    },
    'connectionSpeed.rated.deciding': async ({ page }) => {
      await expect(indicator(page)).toHaveText(/: [432]G$/);
    },
    'connectionSpeed.rated.good': async ({ page }) => {
      await expect(indicator(page)).toHaveText(/: [43]G$/);
      await expect(warning(page)).toHaveCount(0);
    },
    'connectionSpeed.rated.slow': ({ page }) => says(page, '2G'),
    'connectionSpeed.rated.slow.deciding': ({ page }) => says(page, '2G'),
    'connectionSpeed.rated.slow.warned': async ({ page }) => {
      await says(page, '2G');
      await expect(warning(page)).toBeVisible();
    },
    'connectionSpeed.rated.slow.quiet': async ({ page }) => {
      await says(page, '2G');
      await expect(warning(page)).toHaveCount(0);
    },
    'connectionSpeed.unknown': ({ page }) => says(page, connectionSpeedText.unknown),
    'connectionSpeed.offline': async ({ page }) => {
      await says(page, connectionSpeedText.offline);
      await expect(warning(page)).toHaveCount(0);
    },
  },
  actions: {
    'network.offline': async ({ context, page }) => {
      await context.setOffline(true);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    },
    'network.online': async ({ context, page }) => {
      if (await page.evaluate(() => navigator.onLine)) await context.setOffline(true);
      await context.setOffline(false);
    },
    'page.shown': async ({ page }) => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    },
    'warning.dismissed': async ({ page }) => {
      await warning(page).getByRole('button', { name: connectionSpeedText.dismiss }).click();
    },
  },
  arrange: {
    'xstate.done.actor.measureRoundTrip': (ctx: StepContext) => {
      const ms = (ctx.event as unknown as { output: number }).output;
      (scratchOf(ctx).outcomes ??= []).push({ kind: 'answer', ms });
      return Promise.resolve();
    },
    'xstate.error.actor.measureRoundTrip': (ctx: StepContext) => {
      (scratchOf(ctx).outcomes ??= []).push({ kind: 'fail' });
      return Promise.resolve();
    },
  },
};
