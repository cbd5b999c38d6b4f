/** Samples of the library browsing machine (library.machine.ts) for the catalogue and the model tests. */
import {
  DEFAULT_LIBRARY_FILTERS,
  sameLibraryFilters,
  type LibraryFilters,
  type LibraryPage,
  type LibraryPost,
} from '../src/domain/library.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { LibraryContext, libraryMachine } from './library.machine.ts';

const post = (id: number, title: string): LibraryPost => ({
  id,
  industryId: 9,
  industry: 'Food and restaurants',
  categoryId: 1,
  category: 'Tips and how-tos',
  title,
  caption: `${title}: a caption.`,
  hashtags: ['#bakery'],
  networks: [1, 3],
  imageUrl: `/api/library/images/${id}.png`,
  thumbnailUrl: `/api/library/images/${id}/thumbnail.webp`,
  favourite: false,
});

/** Two pages of posts (13 rows), and a page of nothing. */
export const SAMPLE_PAGE: LibraryPage = {
  items: [post(9001, 'Fresh bread every morning'), post(9002, 'How we proof our dough')],
  rows: 13,
};
export const EMPTY_PAGE: LibraryPage = { items: [], rows: 0 };

/** The filters a user can move to (the search words travel separately, as typing). */
export const sampleLibraryFilters = {
  oneCategory: { ...DEFAULT_LIBRARY_FILTERS, category: 4 },
  instagram: { ...DEFAULT_LIBRARY_FILTERS, network: 3 },
} as const satisfies Record<string, LibraryFilters>;

/** Whether the page shown answers the filters and page in effect (what the machine's `settled` reads). */
const shownCurrent = ({ result, resultFor, filters, page }: LibraryContext) =>
  result !== null &&
  resultFor !== null &&
  resultFor.page === page &&
  sameLibraryFilters(resultFor.filters, filters);

const withoutQ = ({ q: _q, ...rest }: LibraryFilters) => rest;

const LOADED = { type: 'xstate.done.actor.loadLibrary', output: SAMPLE_PAGE } as const;
const EMPTY = { type: 'xstate.done.actor.loadLibrary', output: EMPTY_PAGE } as const;

/**
 * The graph tries only what a user would do from where the machine is (`onlyListedEvents`), and a vertex keeps only
 * what guards read: which filters are chosen, whether typed words wait, the page, the rows shown, whether the page
 * shown answers the filters in effect, and a failure. Every state and transition is still reached, in a graph small
 * enough to replay at machine level and to plan UI paths from.
 */
export const librarySamples: CatalogueSamples<typeof libraryMachine> = {
  inputs: [
    { accountId: 1, tab: 'content', filters: DEFAULT_LIBRARY_FILTERS },
    { accountId: 1, tab: 'uploads', filters: DEFAULT_LIBRARY_FILTERS },
  ],
  onlyListedEvents: true,
  events: (snapshot) => {
    const { tab, filters, searchText, page } = snapshot.context;
    if (tab !== 'content') {
      return [
        { type: 'tab.selected', tab: 'content' },
        { type: 'tab.selected', tab: tab === 'favourites' ? 'uploads' : 'favourites' },
      ];
    }
    // Another category from the default, back to the default from anything else.
    const other = sameLibraryFilters(filters, { ...DEFAULT_LIBRARY_FILTERS, q: filters.q })
      ? sampleLibraryFilters.oneCategory
      : DEFAULT_LIBRARY_FILTERS;
    const resting = snapshot.hasTag('loaded') || snapshot.hasTag('empty') || snapshot.hasTag('failed');
    return [
      { type: 'tab.selected', tab: 'favourites' },
      { type: 'filters.changed', filters: withoutQ(other) },
      { type: 'search.typed', text: searchText === '' ? 'bread' : '' },
      { type: 'page.requested', page: page === 1 ? 2 : 1 },
      ...(resting
        ? [
            { type: 'tab.selected', tab: 'content' },
            { type: 'filters.changed', filters: withoutQ(filters) },
            { type: 'page.requested', page: 3 },
          ]
        : []),
      ...(snapshot.hasTag('failed') ? [{ type: 'retry' }] : []),
      ...(snapshot.hasTag('loaded') ? [{ type: 'favourite.marked', postId: 9001, favourite: true }] : []),
      LOADED,
      EMPTY,
    ];
  },
  guardState: ({ context }) => ({
    onLibraryTab: context.tab === 'content',
    filters: withoutQ(context.filters),
    wordsWaiting: context.searchText.trim() !== context.filters.q.trim(),
    page: context.page,
    rows: context.result?.rows ?? null,
    shownCurrent: shownCurrent(context),
    failed: context.error !== null,
  }),
};
