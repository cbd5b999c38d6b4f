/**
 * Browsing the content library (issue 18; spec 1, 7.5, 9): My library's tabs, and in the Library tab the ready-made
 * posts for the chosen industry, category, network and search words, a page at a time.
 *
 * - `content`: the Library tab. Loading (the previous page stays on screen while the next loads), then loaded or
 *   empty; a failed load is logged and shows the reason with Try again. A change of industry, category or network
 *   loads page 1 at once; typing in the search field waits LIBRARY_SEARCH_DEBOUNCE_MS after the last keystroke
 *   (`typing`, the timer restarting at each key) before it loads page 1 of the new words; the same filters again
 *   load nothing. Paging loads the page asked for (1 to the last page). A filter change or a page asked for while
 *   typed words wait takes those words along (new words start at page 1), so the posts shown always answer what the
 *   form shows.
 * - `elsewhere`: another tab (favourites, shared images, uploads, videos, reel ideas, post texts: each reads its own
 *   cached list); coming back to the Library tab returns to where it was (history).
 *
 * `loadLibrary` reads through the query layer's cache (spec 9: 5 minutes per page), so a page seen before answers
 * at once.
 */
import { assign, setup } from 'xstate';
import {
  LIBRARY_SEARCH_DEBOUNCE_MS,
  sameLibraryFilters,
  totalPagesOf,
  type LibraryFilters,
  type LibraryPage,
  type LibraryTab,
} from '../src/domain/library.ts';
import { failure, provided } from './provided.ts';

export interface LibraryInput {
  accountId: number;
  tab: LibraryTab;
  filters: LibraryFilters;
}

export interface LibraryContext extends LibraryInput {
  page: number;
  /** What the search field holds (applied to `filters.q` once typing pauses). */
  searchText: string;
  /** The page last loaded (kept while the next loads, or when a load fails). */
  result: LibraryPage | null;
  /** The filters and page `result` answers (a load left unfinished leaves it answering an earlier request). */
  resultFor: { filters: LibraryFilters; page: number } | null;
  error: string | null;
}

export interface LibraryRequest {
  accountId: number;
  filters: LibraryFilters;
  page: number;
}

export type LibraryEvent =
  | { type: 'tab.selected'; tab: LibraryTab }
  | { type: 'filters.changed'; filters: Omit<LibraryFilters, 'q'> }
  | { type: 'search.typed'; text: string }
  | { type: 'page.requested'; page: number }
  | { type: 'retry' }
  | { type: 'favourite.marked'; postId: number; favourite: boolean };

export const libraryLoadFailed = 'The library could not be loaded.';

/** Whether the page shown answers the filters and page in effect (not a request a later change replaced). */
function showsCurrent(context: LibraryContext): boolean {
  const shown = context.resultFor;
  return (
    context.result !== null &&
    shown !== null &&
    shown.page === context.page &&
    sameLibraryFilters(shown.filters, context.filters)
  );
}

export const libraryMachine = setup({
  types: {
    context: {} as LibraryContext,
    events: {} as LibraryEvent,
    input: {} as LibraryInput,
    tags: {} as 'loading' | 'loaded' | 'empty' | 'failed' | 'typing',
  },
  actors: {
    /** GET /auth/getAllLibrary through the query layer's cache. */
    loadLibrary: provided<LibraryPage, LibraryRequest>('loadLibrary'),
  },
  actions: {
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    setTab: assign(({ event }) => (event.type === 'tab.selected' ? { tab: event.tab } : {})),
    /** The new filters go with the words in the search field (typed words still waiting for the debounce too). */
    setFilters: assign(({ context, event }) =>
      event.type === 'filters.changed'
        ? { filters: { ...event.filters, q: context.searchText.trim() }, page: 1 }
        : {},
    ),
    setSearchText: assign(({ event }) => (event.type === 'search.typed' ? { searchText: event.text } : {})),
    applySearch: assign(({ context }) => ({
      filters: { ...context.filters, q: context.searchText.trim() },
      page: 1,
    })),
    /** Words typed and not yet searched go with the click: new words start at their page 1. */
    setPage: assign(({ context, event }) => {
      if (event.type !== 'page.requested') return {};
      const q = context.searchText.trim();
      return q === context.filters.q.trim()
        ? { page: event.page }
        : { filters: { ...context.filters, q }, page: 1 };
    }),
    store: assign(({ context }, result: LibraryPage) => ({
      result,
      resultFor: { filters: context.filters, page: context.page },
      error: null,
    })),
    failed: assign({ error: libraryLoadFailed }),
    clearError: assign({ error: null }),
    markFavourite: assign(({ context, event }) => {
      if (event.type !== 'favourite.marked' || context.result === null) return {};
      const items = context.result.items.map((post) =>
        post.id === event.postId ? { ...post, favourite: event.favourite } : post,
      );
      return { result: { ...context.result, items } };
    }),
  },
  guards: {
    isContentTab: ({ event }) => event.type === 'tab.selected' && event.tab === 'content',
    startsOnContent: ({ context }) => context.tab === 'content',
    sameFilters: ({ context, event }) =>
      event.type === 'filters.changed' &&
      sameLibraryFilters(context.filters, { ...event.filters, q: context.filters.q }),
    sameSearch: ({ context }) => context.searchText.trim() === context.filters.q.trim(),
    pageOutOfRange: ({ context, event }) => {
      if (event.type !== 'page.requested') return true;
      const last = context.result ? totalPagesOf(context.result.rows) : 1;
      return (
        !Number.isInteger(event.page) || event.page < 1 || event.page > last || event.page === context.page
      );
    },
    isEmptyPage: (_, result: LibraryPage) => result.rows === 0,
    lastLoadFailed: ({ context }) => context.error !== null,
    shownEmpty: ({ context }) => showsCurrent(context) && context.result!.rows === 0,
    showsCurrent: ({ context }) => showsCurrent(context),
  },
  delays: {
    searchDebounce: LIBRARY_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'library',
  context: ({ input }) => ({
    ...input,
    page: 1,
    searchText: input.filters.q,
    result: null,
    resultFor: null,
    error: null,
  }),
  initial: 'starting',
  on: {
    'favourite.marked': {
      description:
        'A post was marked or unmarked as a favourite elsewhere on the page: the shown page follows.',
      actions: 'markFavourite',
    },
  },
  states: {
    starting: {
      always: [{ guard: 'startsOnContent', target: 'content' }, { target: 'elsewhere' }],
    },
    elsewhere: {
      description: 'Another tab of My library is open; it reads its own list.',
      on: {
        'tab.selected': [
          { guard: 'isContentTab', target: 'content.remembered', actions: 'setTab' },
          { actions: 'setTab' },
        ],
      },
    },
    content: {
      description: 'The Library tab: ready-made posts for the chosen industry, category, network and words.',
      initial: 'loading',
      on: {
        'tab.selected': [
          { guard: 'isContentTab', actions: 'setTab' },
          { target: 'elsewhere', actions: 'setTab' },
        ],
        'filters.changed': [
          { guard: 'sameFilters', description: 'Nothing changed: nothing is loaded.' },
          {
            target: '.loading',
            actions: 'setFilters',
            description: 'Page 1 of the new filters, with the words in the search field.',
          },
        ],
        'search.typed': { target: '.typing', reenter: true, actions: 'setSearchText' },
        'page.requested': [
          { guard: 'pageOutOfRange', description: 'No such page, or the page shown.' },
          {
            target: '.loading',
            actions: 'setPage',
            description: 'That page; words typed and not yet searched start at their page 1.',
          },
        ],
      },
      states: {
        remembered: { type: 'history' },
        typing: {
          description: 'Waits for a pause in typing before searching; the posts shown stay.',
          tags: ['typing'],
          after: {
            searchDebounce: [
              {
                guard: 'sameSearch',
                target: 'settled',
                description: 'The words are those already searched.',
              },
              { target: 'loading', actions: 'applySearch' },
            ],
          },
        },
        settled: {
          description:
            'Typing ended on the words already searched: back to what the last load answered, or the page asked for loads when the shown one answers other filters or another page (a load cut short by typing).',
          always: [
            { guard: 'lastLoadFailed', target: 'failed' },
            { guard: 'shownEmpty', target: 'empty' },
            { guard: 'showsCurrent', target: 'loaded' },
            { target: 'loading' },
          ],
        },
        loading: {
          description: 'The page shown stays while the next loads.',
          tags: ['loading'],
          entry: 'clearError',
          invoke: {
            id: 'loadLibrary',
            src: 'loadLibrary',
            input: ({ context }) => ({
              accountId: context.accountId,
              filters: context.filters,
              page: context.page,
            }),
            onDone: [
              {
                guard: { type: 'isEmptyPage', params: ({ event }) => event.output },
                target: 'empty',
                actions: { type: 'store', params: ({ event }) => event.output },
              },
              { target: 'loaded', actions: { type: 'store', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'failed',
              actions: [{ type: 'logFailure', params: failure('loading the library') }, 'failed'],
            },
          },
        },
        loaded: { tags: ['loaded'] },
        empty: {
          description: 'No ready-made post matches: the view offers to clear the filters.',
          tags: ['empty'],
        },
        failed: {
          description: 'Logged; the reason and Try again show (the page shown before stays).',
          tags: ['failed'],
          on: { retry: 'loading' },
        },
      },
    },
  },
});
