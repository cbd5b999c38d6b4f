/**
 * UI model of browsing the content library (machines/library.machine.ts; issue 18; spec 4.9, 7.5, 8, 9):
 * owner@demo.test on /{accid}/my_library, opened on the Library tab (#content) or on Uploads (#uploads).
 *
 * - The library's calls (GET /api/auth/getAllLibrary) are answered by this model, not by the seeded content: each
 *   call is parked as it arrives until the step of its actor event lets it go, answered with that event's page
 *   (the samples' SAMPLE_PAGE or EMPTY_PAGE, in the server's JSON) or a 500. A call is matched to its step by its
 *   query (page, words, industries, categories, network), so a path depends neither on the seed nor on the order
 *   calls arrive in. A load no step answers (one a path ends in, one cut short by typing) stays parked; the query
 *   layer then joins a later load of the same page to it, and that load's step answers both.
 * - Spec 9's cache: a page answered before (and not made stale by a favourite since) is answered by the page's
 *   5-minute cache at once, without a call. The model follows each path's loads on the machine (pure transitions)
 *   and lets such a load end by itself; a path that answers a cached page otherwise, fails it, or acts before it
 *   ends cannot be walked.
 * - The user's actions: the tabs by their names, the Industry/Category selects (the samples change the category),
 *   typing in "Search the library", Previous/Next, Try again, the star of the sample's first post (its call
 *   POST /api/auth/setLibraryFavourite answered here: the sample posts are not in the database). The search
 *   debounce runs on Playwright's clock, paused once the page has loaded.
 * - Not walkable: the Library tab chosen while shown (the page sends the tab only when the hash changes; the
 *   transition is still taken when the page opens, by the tab's first render), pages the pager does not offer
 *   (beyond the last, the page shown, while a page loads or with one page), and the cached loads above.
 */
import { expect, type Page, type Route } from '@playwright/test';
import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyActorRef,
  type AnyEventObject,
  type SnapshotFrom,
} from 'xstate';
import {
  libraryMachine,
  libraryLoadFailed,
  type LibraryContext,
  type LibraryInput,
  type LibraryRequest,
} from '../../machines/library.machine.ts';
import { SAMPLE_PAGE } from '../../machines/library.samples.ts';
import {
  LIBRARY_SEARCH_DEBOUNCE_MS,
  libraryTabLabels,
  libraryText,
  totalPagesOf,
  type LibraryPage,
  type LibraryTab,
  type PickFilter,
} from '../../src/domain/library.ts';
import { logIn } from '../e2e/support/session.ts';
import { expectedSnapshot, failWith, rememberSnapshots, track } from './support/heldFormCalls.ts';
import type { StepContext, UiModel, UiPath, WalkContext } from './support/uiModel.ts';

type Snapshot = SnapshotFrom<typeof libraryMachine>;

const LOAD_DONE = 'xstate.done.actor.loadLibrary';
const LOAD_ERROR = 'xstate.error.actor.loadLibrary';
const DEBOUNCE = 'xstate.after.searchDebounce.library.content.typing';
const LIBRARY_CALL = '**/api/auth/getAllLibrary**';
const FAVOURITE_CALL = '**/api/auth/setLibraryFavourite';
/** The sample post whose star the favourite step presses. */
const STARRED = SAMPLE_PAGE.items[0]!;

// ---- the path's loads, followed on the machine ----------------------------------------------------------------

/** The query string the page sends for a request (src/contract/library.ts), as a comparable key. */
function queryKey({ filters, page }: Omit<LibraryRequest, 'accountId'>): string {
  const query = new URLSearchParams({ page: String(page) });
  const pick = (name: string, value: PickFilter) => {
    if (value !== 'mine') query.set(name, String(value));
  };
  pick('industries', filters.industry);
  pick('categories', filters.category);
  if (filters.network !== null) query.set('network', String(filters.network));
  if (filters.q.trim() !== '') query.set('q', filters.q.trim());
  query.sort();
  return query.toString();
}

function urlKey(url: string): string {
  const query = new URLSearchParams(new URL(url).search);
  query.sort();
  return query.toString();
}

const loadOf = (snapshot: Snapshot) =>
  (snapshot.children as Record<string, AnyActorRef | undefined>).loadLibrary;
/** What the load of a snapshot asks for (a load of a pure transition is never started: its input stays). */
const requestOf = (snapshot: Snapshot) =>
  (loadOf(snapshot)!.getSnapshot() as { input: LibraryRequest }).input;
const samePage = (a: LibraryPage, b: LibraryPage) =>
  a.rows === b.rows && a.items.map((post) => post.id).join() === b.items.map((post) => post.id).join();

interface LoadPlan {
  /** Snapshots of the path on the machine (pure transitions): [0] the initial one, [i] after step i. */
  snapshots: Snapshot[];
  /** Step index of an actor event → the query of the call it answers, or null when the cache answers it. */
  answers: Map<number, string | null>;
  /** Why the page cannot follow the path, or null. */
  unwalkable: string | null;
}

/**
 * Follows the path's loads: which call each actor event answers, and which loads the page's cache answers by itself
 * (spec 9: a page answered before, not made stale by a favourite since).
 */
function planLoads(path: UiPath): LoadPlan {
  let snapshot = getInitialSnapshot(libraryMachine, path.input as LibraryInput);
  const snapshots = [snapshot];
  const answers = new Map<number, string | null>();
  const cached = new Map<string, LibraryPage>();
  let unwalkable: string | null = null;
  const events = path.steps.slice(1).map((step) => step.event);
  const startedLoad = (index: number, before: Snapshot | null, after: Snapshot) => {
    const load = loadOf(after);
    if (load === undefined || (before !== null && loadOf(before) === load)) return;
    const key = queryKey(requestOf(after));
    const hit = cached.get(key);
    if (hit === undefined) return;
    const next = events[index];
    const output = (next as { output?: LibraryPage } | undefined)?.output;
    if (next?.type === LOAD_DONE && output !== undefined && samePage(output, hit))
      answers.set(index + 1, null);
    else
      unwalkable ??=
        'a page answered before comes from the 5-minute cache at once (spec 9): the path answers it otherwise, ' +
        'fails it or acts while it loads';
  };
  startedLoad(0, null, snapshot);
  events.forEach((event: AnyEventObject, at) => {
    const index = at + 1;
    const before = snapshot;
    if (event.type === LOAD_DONE || event.type === LOAD_ERROR) {
      const key = queryKey(requestOf(before));
      if (!answers.has(index)) answers.set(index, key);
      if (event.type === LOAD_DONE) cached.set(key, (event as unknown as { output: LibraryPage }).output);
    }
    if (event.type === 'favourite.marked') cached.clear();
    snapshot = getNextSnapshot(libraryMachine, before, event as Parameters<typeof getNextSnapshot>[2]);
    snapshots.push(snapshot);
    startedLoad(index, before, snapshot);
  });
  return { snapshots, answers, unwalkable };
}

/** Why the page cannot send the step's user event from the state before it, or null. */
function userEventReason(event: AnyEventObject, before: Snapshot): string | null {
  const context = before.context;
  if (event.type === 'tab.selected' && event.tab === context.tab) {
    return 'the page sends the tab only when the address hash changes: the open tab clicked again sends nothing';
  }
  if (event.type === 'page.requested') {
    const pages = context.result === null ? 1 : totalPagesOf(context.result.rows);
    const offered =
      pages > 1 &&
      context.result !== null &&
      context.result.rows > 0 &&
      !before.hasTag('loading') &&
      Math.abs((event.page as number) - context.page) === 1 &&
      (event.page as number) >= 1 &&
      (event.page as number) <= pages;
    if (!offered) {
      return 'the pager offers only the page before and after the one shown, within rows / 12 rounded up, and none while a page loads or with one page';
    }
  }
  if (event.type === 'favourite.marked') {
    const post = context.result?.items.find((item) => item.id === event.postId);
    if (post === undefined || post.favourite === event.favourite) {
      return 'the star marks a post shown that is not a favourite (pressed again, it unmarks it)';
    }
  }
  return null;
}

const planOf = (ctx: WalkContext) => (ctx.scratch.loads ??= planLoads(ctx.path)) as LoadPlan;

// ---- the scripted server ---------------------------------------------------------------------------------------

const wirePage = (page: LibraryPage) => ({
  status: 200,
  rows: page.rows,
  data: page.items.map((post) => ({
    id: post.id,
    industry_id: post.industryId,
    industry: post.industry,
    category_id: post.categoryId,
    category: post.category,
    title: post.title,
    caption: post.caption,
    hashtags: post.hashtags,
    networks: post.networks,
    image_url: post.imageUrl,
    thumbnail_url: post.thumbnailUrl,
    favourite: post.favourite,
  })),
});

/** The library calls, parked until a step claims the one of its query (arrived before the claim or after). */
class ParkedCalls {
  private readonly parked: Route[] = [];
  private readonly waiting: { key: string; take: (route: Route) => void }[] = [];

  park(route: Route): void {
    const key = urlKey(route.request().url());
    const at = this.waiting.findIndex((claim) => claim.key === key);
    if (at >= 0) this.waiting.splice(at, 1)[0]!.take(route);
    else this.parked.push(route);
  }

  claim(key: string): Promise<Route> {
    const at = this.parked.findIndex((route) => urlKey(route.request().url()) === key);
    if (at >= 0) return Promise.resolve(this.parked.splice(at, 1)[0]!);
    return new Promise((take) => this.waiting.push({ key, take }));
  }
}

async function scriptAnswers(page: Page, scratch: Record<string, unknown>): Promise<ParkedCalls> {
  if (scratch.parked) return scratch.parked as ParkedCalls;
  const parked = new ParkedCalls();
  scratch.parked = parked;
  await page.route(LIBRARY_CALL, (route) => parked.park(route));
  await page.route(FAVOURITE_CALL, async (route) => {
    const body = route.request().postDataJSON() as { library_post_id: number; favourite: boolean };
    await route.fulfill({
      json: { status: 200, data: { library_post_id: body.library_post_id, favourite: body.favourite } },
    });
  });
  return parked;
}

const releases = (scratch: Record<string, unknown>) =>
  (scratch.releases ??= new Map<number, () => Promise<void>>()) as Map<number, () => Promise<void>>;

/** An arrangement: the actor event's step lets the call it answers go, with its page or a 500. */
function answerLoad(ctx: StepContext): Promise<void> {
  return scriptAnswers(ctx.page, ctx.scratch).then((parked) => {
    const key = planOf(ctx).answers.get(ctx.index);
    if (key === null || key === undefined) return; // the page's cache answers it
    const claimed = parked.claim(key);
    const output = (ctx.event as { output?: LibraryPage }).output;
    releases(ctx.scratch).set(ctx.index, async () => {
      const route = await claimed;
      if (ctx.event.type === LOAD_DONE) await route.fulfill({ json: wirePage(output!) });
      else await failWith('Something went wrong.')(route);
    });
  });
}

const letLoadGo = track(async ({ index, scratch }) => {
  await releases(scratch).get(index)?.();
});

// ---- the page --------------------------------------------------------------------------------------------------

const main = (page: Page) => page.getByRole('main');
const tab = (page: Page, name: LibraryTab) =>
  main(page).getByRole('tab', { name: libraryTabLabels[name], exact: true });
const results = (page: Page) => main(page).getByRole('region', { name: 'Ready-made posts' });
const cards = (page: Page) => results(page).getByRole('article');
const searchField = (page: Page) => main(page).getByRole('searchbox', { name: libraryText.searchLabel });
const pager = (page: Page) => results(page).getByRole('navigation', { name: 'Library pages' });
const expected = (ctx: WalkContext) => expectedSnapshot(ctx).context as LibraryContext;

/** The page shown (kept while the next loads, or after a failure): its posts and "Page X of Y". */
async function showsPage(ctx: WalkContext) {
  const { result, page } = expected(ctx);
  if (result === null || result.rows === 0) return;
  await expect(results(ctx.page).getByRole('status')).toHaveText(libraryText.resultCount(result.rows));
  await expect(cards(ctx.page)).toHaveCount(result.items.length);
  await expect(cards(ctx.page).first()).toContainText(result.items[0]!.title);
  const pages = totalPagesOf(result.rows);
  if (pages > 1) await expect(pager(ctx.page)).toContainText(libraryText.page(page, pages));
}

export const libraryModel: UiModel = {
  machine: 'library',
  inputs: [0, 1],
  unwalkable(path: UiPath) {
    const plan = planLoads(path);
    for (const [index, step] of path.steps.entries()) {
      if (index === 0 || step.event.type.startsWith('xstate.')) continue;
      const reason = userEventReason(step.event, plan.snapshots[index - 1]!);
      if (reason !== null) return reason;
    }
    return plan.unwalkable;
  },
  async start(ctx) {
    const { page, scratch } = ctx;
    await rememberSnapshots(libraryModel, ctx);
    await scriptAnswers(page, scratch);
    const { user } = await logIn(page);
    const input = ctx.input as LibraryInput;
    await page.goto(`/${user.accountId}/my_library#${input.tab}`);
    await expect(page.getByRole('heading', { level: 1, name: libraryText.heading })).toBeVisible();
    await expect(tab(page, input.tab)).toHaveAttribute('aria-selected', 'true');
    // From here on, time moves only when a step says so (the search debounce).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  },
  states: {
    library: async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: libraryText.heading })).toBeVisible();
    },
    'library.elsewhere': async (ctx) => {
      await expect(tab(ctx.page, 'content')).toHaveAttribute('aria-selected', 'false');
      await expect(tab(ctx.page, expected(ctx).tab)).toHaveAttribute('aria-selected', 'true');
      await expect(searchField(ctx.page)).toBeHidden();
    },
    'library.content': async ({ page }) => {
      await expect(tab(page, 'content')).toHaveAttribute('aria-selected', 'true');
      await expect(searchField(page)).toBeVisible();
    },
    'library.content.loading': async (ctx) => {
      await expect(results(ctx.page)).toHaveAttribute('aria-busy', 'true');
      await showsPage(ctx);
    },
    'library.content.typing': async (ctx) => {
      await expect(searchField(ctx.page)).toHaveValue(expected(ctx).searchText);
      await expect(results(ctx.page)).toHaveAttribute('aria-busy', 'true');
      await showsPage(ctx);
    },
    'library.content.loaded': async (ctx) => {
      await expect(results(ctx.page)).not.toHaveAttribute('aria-busy', 'true');
      await expect(results(ctx.page).getByRole('alert')).toHaveCount(0);
      await showsPage(ctx);
    },
    'library.content.empty': async ({ page }) => {
      await expect(results(page).getByText(libraryText.empty)).toBeVisible();
      await expect(results(page).getByRole('button', { name: libraryText.clearFilters })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    },
    'library.content.failed': async (ctx) => {
      const alert = results(ctx.page).getByRole('alert').filter({ hasText: libraryLoadFailed });
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await showsPage(ctx);
    },
  },
  actions: {
    'tab.selected': track(async ({ page, event }) => {
      await tab(page, event.tab as LibraryTab).click();
    }),
    'filters.changed': track(async ({ page, event, before }) => {
      const from = (before.context as LibraryContext).filters;
      const to = event.filters as Omit<LibraryContext['filters'], 'q'>;
      const select = (label: string) => main(page).getByRole('combobox', { name: label, exact: true });
      const changes = [
        { label: libraryText.industryLabel, from: from.industry, to: to.industry },
        { label: libraryText.categoryLabel, from: from.category, to: to.category },
        { label: libraryText.networkLabel, from: from.network, to: to.network },
      ].filter((change) => change.from !== change.to);
      if (changes.length > 1) throw new Error('the samples change one filter at a time');
      // The same filters again: the category chosen again (a select sends its change event all the same).
      const change = changes[0] ?? { label: libraryText.categoryLabel, to: to.category };
      await select(change.label).selectOption(change.to === null ? '' : String(change.to));
    }),
    'search.typed': track(async ({ page, event }) => {
      await searchField(page).fill(event.text as string);
    }),
    'page.requested': track(async ({ page, event, before }) => {
      const shown = (before.context as LibraryContext).page;
      const name = (event.page as number) > shown ? libraryText.next : libraryText.previous;
      await pager(page).getByRole('button', { name }).click();
    }),
    retry: track(async ({ page }) => {
      await results(page).getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    }),
    'favourite.marked': track(async ({ page }) => {
      const card = cards(page).filter({ hasText: STARRED.title });
      await card.getByRole('button', { name: libraryText.favourite }).click();
      // The call answers at once; once the star is free again the account's cached pages are stale.
      await expect(card.getByRole('button', { name: libraryText.unfavourite })).toBeEnabled();
    }),
    [LOAD_DONE]: letLoadGo,
    [LOAD_ERROR]: letLoadGo,
    [DEBOUNCE]: track(async ({ page }) => {
      await page.clock.runFor(LIBRARY_SEARCH_DEBOUNCE_MS);
    }),
  },
  arrange: {
    [LOAD_DONE]: answerLoad,
    [LOAD_ERROR]: answerLoad,
  },
};
