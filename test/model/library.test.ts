/**
 * Hand-written behaviour of the library browsing machine (issue 18; spec 4.9, 7.5, 8, 9) on a SimulatedClock with
 * fake calls: what is requested when (the filters, the trimmed words, the page), the search debounce, the same
 * filters loading nothing, paging within rows / 12 rounded up, empty against loaded, failures that keep the page
 * shown, the other tabs, and the app's loadLibrary reading through the query layer's 5-minute cache per page.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryMachine, type LibraryInput, type LibraryRequest } from '../../machines/library.machine.ts';
import { EMPTY_PAGE, SAMPLE_PAGE, sampleLibraryFilters } from '../../machines/library.samples.ts';
import { favouriteChanged } from '../../src/api/queries/library.ts';
import { createQueryClient } from '../../src/api/queries/client.ts';
import {
  DEFAULT_LIBRARY_FILTERS,
  type LibraryFilters,
  type LibraryPage,
  type LibraryTab,
} from '../../src/domain/library.ts';
import { libraryLogic } from '../../src/features/library/libraryLogic.ts';
import { deferred, flush } from './harness.ts';

const withoutQ = ({ q: _q, ...rest }: LibraryFilters) => rest;
/** A page with `rows` rows in all (the items do not matter to paging). */
const pageOf = (rows: number): LibraryPage => ({ ...SAMPLE_PAGE, rows });
/** How a test writes a request: `mine/mine/any "bread" p1`. */
const describeRequest = ({ filters, page }: Omit<LibraryRequest, 'accountId'>) =>
  `${filters.industry}/${filters.category}/${filters.network ?? 'any'} "${filters.q}" p${page}`;

function start(tab: LibraryTab = 'content', filters: LibraryFilters = DEFAULT_LIBRARY_FILTERS) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const accounts: number[] = [];
  const loads: ReturnType<typeof deferred<LibraryPage>>[] = [];
  const logged: string[] = [];
  const machine = libraryMachine.provide({
    actors: {
      loadLibrary: fromPromise<LibraryPage, LibraryRequest>(({ input }) => {
        calls.push(describeRequest(input));
        accounts.push(input.accountId);
        const answer = deferred<LibraryPage>();
        loads.push(answer);
        return answer.promise;
      }),
    },
    actions: { logFailure: (_, { what }) => logged.push(what) },
  });
  const input: LibraryInput = { accountId: 7, tab, filters };
  const actor = createActor(machine, { input, clock }).start();
  const tags = () => [...actor.getSnapshot().tags].sort();
  const context = () => actor.getSnapshot().context;
  const answer = async (page: LibraryPage) => {
    loads.at(-1)!.resolve(page);
    await flush();
  };
  const fail = async () => {
    loads.at(-1)!.reject(new Error('500'));
    await flush();
  };
  const type = (text: string) => actor.send({ type: 'search.typed', text });
  const wait = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, clock, calls, accounts, loads, logged, tags, context, answer, fail, type, wait };
}

describe('library machine', () => {
  it('opened on the Library tab, asks for page 1 of the filters at once for the account (spec 7.5)', async () => {
    const s = start();
    expect(s.calls).toEqual(['mine/mine/any "" p1']);
    expect(s.accounts).toEqual([7]);
    expect(s.tags()).toEqual(['loading']);
    expect(s.context().result).toBeNull();
    await s.answer(SAMPLE_PAGE);
    expect(s.tags()).toEqual(['loaded']);
    expect(s.context().result).toEqual(SAMPLE_PAGE);
    expect(s.context().error).toBeNull();
  });

  it('shows an answer with no rows as the empty state (spec 4.9)', async () => {
    const s = start();
    await s.answer(EMPTY_PAGE);
    expect(s.tags()).toEqual(['empty']);
    expect(s.context().result).toEqual(EMPTY_PAGE);
  });

  it('loads page 1 at once after a filter change, keeping the page shown while it loads (spec 7.5)', async () => {
    const s = start();
    await s.answer(SAMPLE_PAGE);
    s.actor.send({ type: 'page.requested', page: 2 });
    await s.answer(SAMPLE_PAGE);
    s.actor.send({ type: 'filters.changed', filters: withoutQ(sampleLibraryFilters.oneCategory) });
    expect(s.calls.at(-1)).toBe('mine/4/any "" p1');
    expect(s.tags()).toEqual(['loading']);
    expect(s.context().result).toBe(SAMPLE_PAGE);
    s.actor.send({ type: 'filters.changed', filters: withoutQ(sampleLibraryFilters.instagram) });
    expect(s.calls.at(-1)).toBe('mine/mine/3 "" p1');
  });

  it('loads nothing for the same filters again', async () => {
    const s = start();
    await s.answer(SAMPLE_PAGE);
    s.actor.send({ type: 'filters.changed', filters: withoutQ(DEFAULT_LIBRARY_FILTERS) });
    expect(s.calls).toHaveLength(1);
    expect(s.tags()).toEqual(['loaded']);
    s.actor.send({ type: 'filters.changed', filters: withoutQ(sampleLibraryFilters.oneCategory) });
    await s.answer(EMPTY_PAGE);
    s.actor.send({ type: 'filters.changed', filters: withoutQ(sampleLibraryFilters.oneCategory) });
    expect(s.calls).toHaveLength(2);
    expect(s.tags()).toEqual(['empty']);
  });

  it('searches 300 ms after the last keystroke, page 1 of the trimmed words; the posts shown stay meanwhile', async () => {
    const s = start();
    await s.answer(SAMPLE_PAGE);
    s.actor.send({ type: 'page.requested', page: 2 });
    await s.answer(SAMPLE_PAGE);
    s.type('b');
    await s.wait(100);
    s.type('br');
    await s.wait(200);
    s.type('  bread ');
    expect(s.tags()).toEqual(['typing']);
    expect(s.context().result).toBe(SAMPLE_PAGE);
    await s.wait(299);
    expect(s.calls).toHaveLength(2);
    await s.wait(1);
    expect(s.calls.at(-1)).toBe('mine/mine/any "bread" p1');
    expect(s.tags()).toEqual(['loading']);
    expect(s.context().searchText).toBe('  bread ');
    await s.answer(EMPTY_PAGE);
    expect(s.tags()).toEqual(['empty']);
  });

  it('typing back to the words already searched loads nothing and shows the same page again', async () => {
    const s = start();
    await s.answer(SAMPLE_PAGE);
    s.type('bread');
    await s.wait(100);
    s.type(' ');
    await s.wait(300);
    expect(s.calls).toHaveLength(1);
    expect(s.tags()).toEqual(['loaded']);
    expect(s.context().result).toBe(SAMPLE_PAGE);
  });

  it('a load cut short by typing the same words loads the page asked for, never shows the previous one as it', async () => {
    const s = start();
    await s.answer(SAMPLE_PAGE);
    s.actor.send({ type: 'page.requested', page: 2 });
    s.type('x');
    s.type('');
    await s.wait(300);
    expect(s.calls).toEqual(['mine/mine/any "" p1', 'mine/mine/any "" p2', 'mine/mine/any "" p2']);
    expect(s.tags()).toEqual(['loading']);
    expect(s.context().page).toBe(2);
  });

  it('a filter change while words wait for the debounce takes them along at once (Clear filters clears both)', async () => {
    const s = start();
    await s.answer(SAMPLE_PAGE);
    s.type('bread');
    s.actor.send({ type: 'filters.changed', filters: withoutQ(sampleLibraryFilters.oneCategory) });
    expect(s.calls.at(-1)).toBe('mine/4/any "bread" p1');
    await s.answer(SAMPLE_PAGE);
    // The view's "Clear filters": the words emptied, then the default filters.
    s.type('');
    s.actor.send({ type: 'filters.changed', filters: withoutQ(DEFAULT_LIBRARY_FILTERS) });
    expect(s.calls.at(-1)).toBe('mine/mine/any "" p1');
    await s.wait(300);
    expect(s.calls).toHaveLength(3);
  });

  it('a page asked for while new words wait searches them at once, from their page 1', async () => {
    const s = start();
    await s.answer(SAMPLE_PAGE);
    s.type('bread');
    s.actor.send({ type: 'page.requested', page: 2 });
    expect(s.calls.at(-1)).toBe('mine/mine/any "bread" p1');
    expect(s.context().page).toBe(1);
    await s.wait(300);
    expect(s.calls).toHaveLength(2);
  });

  it('pages from 1 to rows / 12 rounded up; beyond, before 1, not whole or the page shown loads nothing (spec 9)', async () => {
    const s = start();
    await s.answer(pageOf(24));
    for (const page of [3, 0, -1, 1.5, 1]) s.actor.send({ type: 'page.requested', page });
    expect(s.calls).toHaveLength(1);
    expect(s.tags()).toEqual(['loaded']);
    s.actor.send({ type: 'page.requested', page: 2 });
    expect(s.calls.at(-1)).toBe('mine/mine/any "" p2');
    await s.answer(pageOf(25));
    s.actor.send({ type: 'page.requested', page: 3 });
    expect(s.calls.at(-1)).toBe('mine/mine/any "" p3');
    await s.answer(pageOf(25));
    s.actor.send({ type: 'page.requested', page: 4 });
    expect(s.calls).toHaveLength(3);
    expect(s.context().page).toBe(3);
  });

  it('an empty list has its page 1 only', async () => {
    const s = start();
    await s.answer(EMPTY_PAGE);
    s.actor.send({ type: 'page.requested', page: 2 });
    expect(s.calls).toHaveLength(1);
  });

  it('logs a failed load and shows the reason, keeping the page shown; Try again asks the same again (spec 8)', async () => {
    const s = start();
    await s.answer(SAMPLE_PAGE);
    s.actor.send({ type: 'page.requested', page: 2 });
    await s.fail();
    expect(s.logged).toEqual(['loading the library']);
    expect(s.tags()).toEqual(['failed']);
    expect(s.context().error).toBe('The library could not be loaded.');
    expect(s.context().result).toBe(SAMPLE_PAGE);
    s.actor.send({ type: 'retry' });
    expect(s.calls.at(-1)).toBe('mine/mine/any "" p2');
    expect(s.context().error).toBeNull();
    await s.answer(SAMPLE_PAGE);
    expect(s.tags()).toEqual(['loaded']);
  });

  it('answers only the newest request: a load replaced by a filter change is not shown', async () => {
    const s = start();
    const first = s.loads[0]!;
    s.actor.send({ type: 'filters.changed', filters: withoutQ(sampleLibraryFilters.oneCategory) });
    first.resolve(EMPTY_PAGE);
    await flush();
    expect(s.context().result).toBeNull();
    expect(s.tags()).toEqual(['loading']);
    await s.answer(SAMPLE_PAGE);
    expect(s.context().result).toBe(SAMPLE_PAGE);
  });

  it('another tab loads nothing; coming back shows the page where it was, without a load', async () => {
    const s = start();
    await s.answer(SAMPLE_PAGE);
    s.actor.send({ type: 'tab.selected', tab: 'favourites' });
    s.actor.send({ type: 'tab.selected', tab: 'uploads' });
    expect(s.tags()).toEqual([]);
    expect(s.context().tab).toBe('uploads');
    s.actor.send({ type: 'filters.changed', filters: withoutQ(sampleLibraryFilters.oneCategory) });
    s.actor.send({ type: 'tab.selected', tab: 'content' });
    expect(s.calls).toHaveLength(1);
    expect(s.tags()).toEqual(['loaded']);
    expect(s.context().result).toBe(SAMPLE_PAGE);
    expect(s.context().filters).toEqual(DEFAULT_LIBRARY_FILTERS);
  });

  it('a load or a search left for another tab starts again on coming back', async () => {
    const s = start();
    s.actor.send({ type: 'tab.selected', tab: 'videos' });
    expect(s.tags()).toEqual([]);
    s.actor.send({ type: 'tab.selected', tab: 'content' });
    expect(s.calls).toEqual(['mine/mine/any "" p1', 'mine/mine/any "" p1']);
    await s.answer(SAMPLE_PAGE);
    s.type('bread');
    await s.wait(200);
    s.actor.send({ type: 'tab.selected', tab: 'reels' });
    await s.wait(1000);
    expect(s.calls).toHaveLength(2);
    s.actor.send({ type: 'tab.selected', tab: 'content' });
    expect(s.tags()).toEqual(['typing']);
    await s.wait(299);
    expect(s.calls).toHaveLength(2);
    await s.wait(1);
    expect(s.calls.at(-1)).toBe('mine/mine/any "bread" p1');
  });

  it('opened on another tab loads nothing until the Library tab is chosen', () => {
    const s = start('shared');
    expect(s.calls).toEqual([]);
    expect(s.tags()).toEqual([]);
    s.actor.send({ type: 'tab.selected', tab: 'content' });
    expect(s.calls).toEqual(['mine/mine/any "" p1']);
  });

  it('shows a post marked as a favourite on the page shown, without loading it again', async () => {
    const s = start();
    await s.answer(SAMPLE_PAGE);
    s.actor.send({ type: 'favourite.marked', postId: 9002, favourite: true });
    const items = s.context().result!.items;
    expect(items.map((post) => [post.id, post.favourite])).toEqual([
      [9001, false],
      [9002, true],
    ]);
    expect(s.calls).toHaveLength(1);
  });
});

describe("the app's loadLibrary (libraryLogic): spec 9's cache per page", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function app(library: (filters: LibraryFilters, page: number) => Promise<LibraryPage>) {
    const calls = { library: vi.fn(library) };
    const log = vi.fn();
    const cache = createQueryClient();
    const clock = new SimulatedClock();
    const actor = createActor(libraryLogic({ calls, log, cache }), {
      input: { accountId: 7, tab: 'content', filters: DEFAULT_LIBRARY_FILTERS },
      clock,
    }).start();
    const asked = () => calls.library.mock.calls.map(([filters, page]) => describeRequest({ filters, page }));
    return { actor, calls, log, cache, clock, asked };
  }

  it('reads a page seen before from the cache: no second call, and it shows at once', async () => {
    const s = app(() => Promise.resolve(pageOf(13)));
    await flush();
    s.actor.send({ type: 'page.requested', page: 2 });
    await flush();
    s.actor.send({ type: 'page.requested', page: 1 });
    await flush();
    expect(s.asked()).toEqual(['mine/mine/any "" p1', 'mine/mine/any "" p2']);
    expect(s.actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(s.actor.getSnapshot().context.page).toBe(1);
  });

  it('keeps a cache entry per filters and words (words compared trimmed and in any case)', async () => {
    const s = app(() => Promise.resolve(SAMPLE_PAGE));
    await flush();
    s.actor.send({ type: 'filters.changed', filters: withoutQ(sampleLibraryFilters.instagram) });
    await flush();
    s.actor.send({ type: 'filters.changed', filters: withoutQ(DEFAULT_LIBRARY_FILTERS) });
    await flush();
    s.actor.send({ type: 'search.typed', text: 'Bread' });
    s.clock.increment(300);
    await flush();
    s.actor.send({ type: 'search.typed', text: ' bread' });
    s.clock.increment(300);
    await flush();
    expect(s.asked()).toEqual(['mine/mine/any "" p1', 'mine/mine/3 "" p1', 'mine/mine/any "Bread" p1']);
  });

  it('asks the server again once the page is older than 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = app(() => Promise.resolve(SAMPLE_PAGE));
    await flush();
    s.actor.send({ type: 'page.requested', page: 2 });
    await flush();
    vi.setSystemTime(Date.now() + 299_000);
    s.actor.send({ type: 'page.requested', page: 1 });
    await flush();
    expect(s.calls.library).toHaveBeenCalledTimes(2);
    s.actor.send({ type: 'page.requested', page: 2 });
    await flush();
    vi.setSystemTime(Date.now() + 301_000);
    s.actor.send({ type: 'page.requested', page: 1 });
    await flush();
    expect(s.calls.library).toHaveBeenCalledTimes(3);
  });

  it('reads again after a favourite changed (the pages cached before are stale)', async () => {
    const s = app(() => Promise.resolve(SAMPLE_PAGE));
    await flush();
    s.actor.send({ type: 'page.requested', page: 2 });
    await flush();
    await favouriteChanged(7, s.cache);
    s.actor.send({ type: 'page.requested', page: 1 });
    await flush();
    expect(s.calls.library).toHaveBeenCalledTimes(3);
  });

  it('logs a failed read and does not cache it: Try again calls the server again (spec 8)', async () => {
    let fail = true;
    const s = app(() => (fail ? Promise.reject(new Error('500')) : Promise.resolve(SAMPLE_PAGE)));
    await flush();
    expect(s.actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(s.log).toHaveBeenCalledWith('[library] loading the library failed', expect.any(Error));
    fail = false;
    s.actor.send({ type: 'retry' });
    await flush();
    expect(s.calls.library).toHaveBeenCalledTimes(2);
    expect(s.actor.getSnapshot().hasTag('loaded')).toBe(true);
  });
});
