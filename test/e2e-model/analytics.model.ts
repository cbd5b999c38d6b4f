/**
 * UI model of the dashboard overview (machines/analytics.machine.ts; spec 4.9, 5, 8, 9; issue 17): owner@demo.test on
 * /{accid}/dashboard/overview with the samples' filters in the address.
 *
 * - The analytics calls are answered by this model, not by the seeded database: the figures and top posts of the
 *   path's actor events (the samples' SAMPLE_FIGURES or NO_FIGURES, SAMPLE_TOP_POSTS or none) in the server's JSON
 *   (src/contract/analytics.ts). So a path does not depend on today's date or on what the seed holds for the
 *   samples' fixed range; the real server's figures are checked by test/e2e/dashboard.spec.ts.
 * - Loads are held (support/heldCalls.ts) until their actor event's step lets them go: the figures by their
 *   getAllAccountInsights call (the load ends only with all six), the top posts by getTopPostsInsights, both for the
 *   step's own filters. A load no step answers (one a path ends in, one started on the way by a multi-click filter
 *   change) stays pending.
 * - Filters change as a user changes them: the sort select, the custom range form, the network chips (one event
 *   per chip; the step's event is the last one).
 * - A path that needs a missing start time (spec 5) is not walkable: the address always has one.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { AnalyticsContext } from '../../machines/analytics.machine.ts';
import { SAMPLE_FIGURES } from '../../machines/analytics.samples.ts';
import {
  INSIGHT_NETWORK_IDS,
  METRIC_LABELS,
  OVERVIEW_METRICS,
  SORT_LABELS,
  analyticsMessages,
  networkName,
  type DashboardFilters,
  type OverviewFigures,
  type TopPostFigures,
} from '../../src/domain/analytics.ts';
import { compactNumber } from '../../src/domain/format.ts';
import { logIn } from '../e2e/support/session.ts';
import {
  expectedSnapshot,
  failWith,
  holding,
  letGo,
  rememberSnapshots,
  track,
} from './support/heldFormCalls.ts';
import type { StepContext, UiModel, UiPath, WalkContext } from './support/uiModel.ts';

const SERIES_CALL =
  /\/api\/auth\/(getAccountFollowers|getPostsLikes|getPostsViews|getPostsTotalEngagements|getPostInsights)\//;
const METRIC_OF_CALL: Record<string, string> = {
  getAccountFollowers: 'followers',
  getPostsLikes: 'likes',
  getPostsViews: 'views',
  getPostsTotalEngagements: 'engagements',
  getPostInsights: 'posts',
};

const ids = (filters: DashboardFilters) => filters.ids.join(',');
const networksPath = (f: DashboardFilters) => `/api/auth/getAllAccountInsights/${f.start}/${f.end}/${ids(f)}`;
const topPostsPath = (f: DashboardFilters) =>
  `/api/auth/getTopPostsInsights/${f.start}/${f.end}/${f.sortId}/${ids(f)}`;

const expected = (ctx: WalkContext) => expectedSnapshot(ctx).context as AnalyticsContext;
const filtersOf = (snapshot: { context: unknown }) => (snapshot.context as AnalyticsContext).filters;
/** The filters the machine has after the step (what its loads ask for). */
const filtersAfter = (ctx: StepContext) => (ctx.step.state.context as AnalyticsContext).filters;

// ---- the scripted answers ------------------------------------------------------------------------------------

const zeroMetrics = {
  impressions: 0,
  reach: 0,
  likes: 0,
  comments: 0,
  shares: 0,
  clicks: 0,
  followers: 0,
  engagements: 0,
};

function seriesBody(figures: OverviewFigures, metric: string, url: URL) {
  const [, , , , start = '', end = '', list = ''] = url.pathname.split('/');
  const series = figures.series[metric as keyof OverviewFigures['series']];
  return {
    status: 200,
    data: {
      start,
      end,
      ids: list.split(',').map(Number),
      metric,
      days: series.days,
      total: series.total,
      previous: { start, end, total: series.previousTotal },
    },
  };
}

function networksBody(figures: OverviewFigures) {
  const metrics = (totals: OverviewFigures['networks'][number]['totals']) => ({
    ...zeroMetrics,
    followers: totals.followers,
    likes: totals.likes,
    impressions: totals.views,
    engagements: totals.engagements,
    reach: totals.reach,
    clicks: totals.clicks,
  });
  return {
    status: 200,
    data: {
      start: '2026-10-28',
      end: '2026-11-26',
      ids: [1, 2, 3, 4],
      networks: figures.networks.map((network) => ({
        provider_Id: network.providerId,
        totals: metrics(network.totals),
        previous: metrics(network.previous),
        days: 30,
      })),
    },
  };
}

function topPostsBody(posts: readonly TopPostFigures[]) {
  return {
    status: 200,
    data: {
      start: '2026-10-28',
      end: '2026-11-26',
      ids: [1, 2, 3, 4],
      sortId: 1,
      posts: posts.map((post, index) => ({
        post_id: post.postId,
        provider_Id: post.providerId,
        external_post_id: `sample-${index}`,
        text: post.text,
        posted_at: post.postedAt,
        as_of: post.postedAt,
        impressions: post.views,
        reach: post.reach,
        likes: post.likes,
        comments: 0,
        shares: 0,
        clicks: post.clicks,
        views: post.views,
        engagements: post.engagements,
      })),
    },
  };
}

/**
 * The calls a load ends with (getAllAccountInsights for the figures, getTopPostsInsights for the top posts), parked
 * as they arrive until a step of the path lets one go. A call may arrive before or after the arrangement that claims
 * it (a sort change lets the figures load started with the page finish), so a claim takes a parked call of its
 * address or waits for the next one. A call nobody claims stays parked: its load stays busy, as the path expects.
 */
class ParkedCalls {
  private readonly parked: Route[] = [];
  private readonly waiting: { path: string; take: (route: Route) => void }[] = [];

  park(route: Route): void {
    const path = new URL(route.request().url()).pathname;
    const at = this.waiting.findIndex((claim) => claim.path === path);
    if (at >= 0) this.waiting.splice(at, 1)[0]!.take(route);
    else this.parked.push(route);
  }

  claim(path: string): Promise<Route> {
    const at = this.parked.findIndex((route) => new URL(route.request().url()).pathname === path);
    if (at >= 0) return Promise.resolve(this.parked.splice(at, 1)[0]!);
    return new Promise((take) => this.waiting.push({ path, take }));
  }
}

const parkedCalls = (scratch: Record<string, unknown>) => scratch.parked as ParkedCalls;
const releases = (scratch: Record<string, unknown>) =>
  (scratch.parkedReleases ??= new Map<string, (() => Promise<void>)[]>()) as Map<
    string,
    (() => Promise<void>)[]
  >;

/**
 * The scripted server of the page's analytics calls: the five series calls answered at once from the path's
 * figures, the two calls that end a load parked (above). Registered once, before anything is held.
 */
async function scriptAnswers(page: Page, scratch: Record<string, unknown>) {
  if (scratch.parked) return;
  const parked = new ParkedCalls();
  scratch.parked = parked;
  scratch.figures ??= SAMPLE_FIGURES;
  scratch.topPosts ??= [];
  await page.route(SERIES_CALL, (route) => {
    const url = new URL(route.request().url());
    const call = SERIES_CALL.exec(url.pathname)![1]!;
    return route.fulfill({
      json: seriesBody(scratch.figures as OverviewFigures, METRIC_OF_CALL[call]!, url),
    });
  });
  await page.route('**/api/auth/getAllAccountInsights/**', (route) => parked.park(route));
  await page.route('**/api/auth/getTopPostsInsights/**', (route) => parked.park(route));
}

/** An arrangement: the step's actor event lets the call of `path` go with `answer`. */
function parkedAnswer(
  path: (ctx: StepContext) => string,
  answer: (ctx: StepContext) => (route: Route) => Promise<void>,
) {
  return async (ctx: StepContext) => {
    await scriptAnswers(ctx.page, ctx.scratch);
    const claimed = parkedCalls(ctx.scratch).claim(path(ctx));
    const respond = answer(ctx);
    const queue = releases(ctx.scratch);
    queue.set(ctx.event.type, [...(queue.get(ctx.event.type) ?? []), async () => respond(await claimed)]);
  };
}

/** The actor event's step: lets its parked call go. */
const letParkedGo = track(async ({ event, scratch }) => {
  await releases(scratch).get(event.type)?.shift()?.();
});

const figuresAnswer = (ctx: StepContext) => {
  const figures = (ctx.event as unknown as { output: OverviewFigures }).output;
  // The five series calls are answered at once: they read the figures from the step that starts the load.
  ctx.scratch.figures = figures;
  return (route: Route) => route.fulfill({ json: networksBody(figures) });
};
const topPostsAnswer = (ctx: StepContext) => {
  const posts = (ctx.event as unknown as { output: TopPostFigures[] }).output;
  return (route: Route) => route.fulfill({ json: topPostsBody(posts) });
};

const fail = () => failWith('Something went wrong.');
const synced = () => (route: Route) =>
  route.fulfill({
    json: {
      status: 200,
      data: { account_id: 1, links: 4, failed: [], synced_at: '2026-11-26T09:00:00.000Z' },
    },
  });

// ---- the page ------------------------------------------------------------------------------------------------

const main = (page: Page) => page.getByRole('main');
const figuresAlert = (page: Page, message: string) =>
  main(page).getByRole('alert').filter({ hasText: message });
const topPostsCard = (page: Page) => main(page).getByRole('region', { name: 'Top posts' });
const kpis = (page: Page) => main(page).getByRole('region', { name: 'Totals' }).getByRole('listitem');
const rangeForm = (page: Page) => main(page).getByRole('form', { name: 'Custom range' });
const networkChip = (page: Page, id: number) =>
  main(page)
    .getByRole('group', { name: 'Networks' })
    .getByRole('checkbox', { name: networkName(id) });

/**
 * Changes the page's filters from `from` to `to` the way a user does. The sort select belongs to the top posts,
 * which show only with a network selected: it is changed while they show (before the networks are cleared, after
 * they are chosen again).
 */
async function changeFilters(page: Page, from: DashboardFilters, to: DashboardFilters) {
  const sortChanged = from.sortId !== to.sortId;
  const sort = () => topPostsCard(page).getByLabel('Sort by').selectOption(SORT_LABELS[to.sortId]!);
  if (sortChanged && from.ids.length > 0) await sort();
  for (const id of INSIGHT_NETWORK_IDS) {
    if (from.ids.includes(id) !== to.ids.includes(id)) await networkChip(page, id).click({ force: true });
  }
  if (from.start !== to.start || from.end !== to.end) {
    if (!(await rangeForm(page).isVisible()))
      await main(page).getByRole('button', { name: 'Custom' }).click();
    await rangeForm(page).getByLabel('From').fill(to.start);
    await rangeForm(page).getByLabel('To').fill(to.end);
    await rangeForm(page).getByRole('button', { name: 'Apply' }).click();
  }
  if (sortChanged && from.ids.length === 0) await sort();
}

export const analyticsModel: UiModel = {
  machine: 'analytics',
  unwalkable(path: UiPath) {
    const changes = path.steps.flatMap((step, index) =>
      step.event.type === 'filters.changed'
        ? [{ to: step.event.filters as DashboardFilters, from: filtersOf(path.steps[index - 1]!.state) }]
        : [],
    );
    if (changes.some(({ to }) => to.start === ''))
      return (
        'the address always has a start day (a missing or wrong one falls back to the default range), so the ' +
        'dashboard never lacks a start time'
      );
    if (changes.some(({ from, to }) => JSON.stringify(from) === JSON.stringify(to)))
      return 'the filters come from the address: the page sends a change only when the address changed';
    return null;
  },
  async start(ctx) {
    const { page, path, scratch } = ctx;
    await rememberSnapshots(analyticsModel, ctx);
    await scriptAnswers(page, scratch);
    const { user } = await logIn(page);
    const filters = (path.input as { filters: DashboardFilters }).filters;
    await page.goto(`/${user.accountId}/dashboard/overview?start=${filters.start}&end=${filters.end}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();
  },
  states: {
    analytics: async ({ page }) => {
      await expect(
        main(page)
          .getByRole('navigation', { name: 'Dashboard pages' })
          .getByRole('link', { name: 'Overview' }),
      ).toHaveAttribute('aria-current', 'page');
    },
    'analytics.figures.noNetworks': async ({ page }) => {
      await expect(main(page).getByText(analyticsMessages.noNetworks)).toBeVisible();
      await expect(kpis(page)).toHaveCount(0);
      await expect(topPostsCard(page)).toHaveCount(0);
    },
    'analytics.figures.loading': async (ctx) => {
      if (expected(ctx).figures === null) {
        await expect(main(ctx.page).getByRole('status', { name: 'Loading your figures' })).toBeVisible();
      } else {
        await expect(kpis(ctx.page)).toHaveCount(OVERVIEW_METRICS.length);
      }
    },
    'analytics.figures.loaded': async (ctx) => {
      const { figures } = expected(ctx);
      await expect(kpis(ctx.page)).toHaveCount(OVERVIEW_METRICS.length);
      for (const [index, metric] of OVERVIEW_METRICS.entries()) {
        await expect(kpis(ctx.page).nth(index)).toContainText(METRIC_LABELS[metric]);
        await expect(kpis(ctx.page).nth(index)).toContainText(compactNumber(figures!.series[metric].total));
      }
      await expect(main(ctx.page).getByRole('heading', { name: 'Followers per day' })).toBeVisible();
    },
    'analytics.figures.empty': async ({ page }) => {
      await expect(main(page).getByText(analyticsMessages.noFigures)).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Connect a network' })).toBeVisible();
    },
    'analytics.figures.failed': async (ctx) => {
      const alert = figuresAlert(ctx.page, expected(ctx).figuresError!);
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'analytics.figures.syncing': async ({ page }) => {
      await expect(main(page).getByRole('button', { name: 'Updating…' })).toBeDisabled();
    },
    'analytics.topPosts.loading': async (ctx) => {
      if (expected(ctx).topPosts.length === 0) {
        await expect(
          topPostsCard(ctx.page).getByRole('status', { name: 'Loading your top posts' }),
        ).toBeVisible();
      }
    },
    'analytics.topPosts.loaded': async (ctx) => {
      const posts = expected(ctx).topPosts;
      const items = topPostsCard(ctx.page).getByRole('listitem');
      await expect(items).toHaveCount(posts.length);
      await expect(items.first()).toContainText(posts[0]!.text);
    },
    'analytics.topPosts.empty': async ({ page }) => {
      await expect(topPostsCard(page).getByText(analyticsMessages.noTopPosts)).toBeVisible();
    },
    'analytics.topPosts.failed': async ({ page }) => {
      await expect(
        topPostsCard(page).getByRole('alert').filter({ hasText: analyticsMessages.topPostsFailed }),
      ).toBeVisible();
    },
  },
  actions: {
    'filters.changed': track(async (ctx) => {
      const before = (ctx.before.context as AnalyticsContext).filters;
      await changeFilters(ctx.page, before, ctx.event.filters as DashboardFilters);
    }),
    'figures.retried': track(async ({ page }) => {
      await main(page)
        .getByRole('alert')
        .filter({ hasText: analyticsMessages.figuresFailed })
        .getByRole('button', { name: 'Try again' })
        .click();
    }),
    'figures.refreshRequested': track(async ({ page }) => {
      await main(page).getByRole('button', { name: 'Update now' }).click();
    }),
    'topPosts.retried': track(async ({ page }) => {
      await topPostsCard(page).getByRole('button', { name: 'Try again' }).click();
    }),
    'xstate.done.actor.loadFigures': letParkedGo,
    'xstate.error.actor.loadFigures': letParkedGo,
    'xstate.done.actor.loadTopPosts': letParkedGo,
    'xstate.error.actor.loadTopPosts': letParkedGo,
    'xstate.done.actor.syncInsights': letGo,
    'xstate.error.actor.syncInsights': letGo,
  },
  arrange: {
    'xstate.done.actor.loadFigures': parkedAnswer((ctx) => networksPath(filtersAfter(ctx)), figuresAnswer),
    'xstate.error.actor.loadFigures': parkedAnswer((ctx) => networksPath(filtersAfter(ctx)), fail),
    'xstate.done.actor.loadTopPosts': parkedAnswer((ctx) => topPostsPath(filtersAfter(ctx)), topPostsAnswer),
    'xstate.error.actor.loadTopPosts': parkedAnswer((ctx) => topPostsPath(filtersAfter(ctx)), fail),
    'xstate.done.actor.syncInsights': holding('**/api/auth/syncInsights', synced),
    'xstate.error.actor.syncInsights': holding('**/api/auth/syncInsights', fail),
  },
};
