/**
 * UI model of spec 9's top progress bar (throttle 200 ms, duration 5 s), on the style guide's tables page, whose two
 * tables (plans and countries) reload from the server on a click. Work the bar counts is a real call of the page:
 * `work.started` holds the next answer of one table's call and clicks its Reload; `work.finished` lets the oldest
 * held answer go (the real server answers). Two tables, so at most two pieces of work in flight.
 */
import { expect } from '@playwright/test';
import { logIn } from '../e2e/support/session.ts';
import { heldCalls } from './support/heldCalls.ts';
import type { UiModel, UiPath, WalkContext } from './support/uiModel.ts';

const TABLES = [
  { name: 'plans', url: '**/api/getVariants', button: 'Reload plans' },
  { name: 'countries', url: '**/api/getCountries', button: 'Reload countries' },
] as const;

interface InFlight {
  table: (typeof TABLES)[number];
  release: () => void;
}

const inFlight = (scratch: Record<string, unknown>) => (scratch.inFlight ??= []) as InFlight[];
const bar = ({ page }: WalkContext) => page.getByRole('progressbar', { name: 'Loading' });

async function showsPhase(ctx: WalkContext, phase: string) {
  await expect(bar(ctx)).toHaveAttribute('data-phase', phase);
}

export const progressBarModel: UiModel = {
  machine: 'progressBar',
  async start({ page, live }) {
    await logIn(page);
    await page.goto('/components/tables');
    for (const table of TABLES) await expect(page.getByTestId(`live-${table.name}`)).toBeVisible();
    // The page's own first loads have run through the bar: start once it rests with nothing in flight.
    await expect.poll(() => live.latest()?.value).toBe('idle');
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
    // From here the page's clock moves only when a path's delay step runs it: on a busy machine two clicks can be
    // more than the 200 ms throttle apart, and a clock that flows would show the bar between them.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
  },
  states: {
    'progressBar.idle': async (ctx) => {
      await expect(bar(ctx)).toHaveCount(0);
    },
    'progressBar.waiting': async (ctx) => {
      await expect(bar(ctx)).toHaveCount(0);
    },
    'progressBar.running': (ctx) => showsPhase(ctx, 'creeping'),
    'progressBar.stalled': (ctx) => showsPhase(ctx, 'stalled'),
    'progressBar.finishing': (ctx) => showsPhase(ctx, 'complete'),
  },
  actions: {
    'work.started': async ({ page, scratch }) => {
      const flying = inFlight(scratch);
      const table = TABLES.find((candidate) => !flying.some((work) => work.table === candidate));
      if (!table) throw new Error('both tables are already reloading');
      const release = await heldCalls(page, scratch).hold(table.url, (route) => route.fallback());
      flying.push({ table, release });
      await page.getByRole('button', { name: table.button }).click();
    },
    'work.finished': async ({ page, scratch }) => {
      const work = inFlight(scratch).shift();
      if (!work) throw new Error('no reload in flight');
      const answered = page.waitForResponse(work.table.url.replace('**', ''));
      work.release();
      await answered;
    },
  },
  unwalkable(path: UiPath) {
    let pending = 0;
    for (const step of path.steps) {
      if (step.event.type === 'work.started') pending += 1;
      if (step.event.type === 'work.finished') pending = Math.max(0, pending - 1);
      if (pending > TABLES.length) return 'the page has two tables to reload, so at most two calls in flight';
    }
    return null;
  },
};
