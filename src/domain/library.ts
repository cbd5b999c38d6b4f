/**
 * The content library and My library (issue 18; spec 1, 7.5, 9): the tabs of /my_library, the page sizes, the
 * filters of the library tab and the wording the views and machines share. The calls are in src/api/library*.ts,
 * the browsing statechart in machines/library.machine.ts.
 */

/** The tabs of My library, in order; the first is spec 2.2's `my_library#content`. The hash names the tab. */
export const LIBRARY_TABS = [
  'content',
  'favourites',
  'shared',
  'uploads',
  'videos',
  'reels',
  'texts',
] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

export const libraryTabLabels: Record<LibraryTab, string> = {
  content: 'Library',
  favourites: 'Favourites',
  shared: 'Shared images',
  uploads: 'Uploads',
  videos: 'Videos',
  reels: 'Reel ideas',
  texts: 'Post texts',
};

/** The tab a hash names (`#uploads`), else the first. */
export function libraryTabOf(hash: string): LibraryTab {
  const name = hash.replace(/^#/, '');
  return (LIBRARY_TABS as readonly string[]).includes(name) ? (name as LibraryTab) : 'content';
}

/** Spec 9: page size 12 for uploads and videos (total pages = rows / 12 rounded up); we use it for every paged tab. */
export const LIBRARY_PAGE_SIZE = 12;

/** Spec 9: total pages = rows divided by the page size, rounded up (at least 1, so an empty list has page 1). */
export function totalPagesOf(rows: number, pageSize: number = LIBRARY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, rows) / pageSize));
}

/** The longest search text the library accepts (longer text is cut by the field). */
export const LIBRARY_SEARCH_MAX = 100;

/**
 * What the planner's new-post modal is opened with from outside the planner: a library post ("Use this post"), or a
 * text (a do-it-yourself post text), on a day. The planner reads it from its address, so a reload keeps it.
 */
export interface ComposeRequest {
  libraryPostId?: number;
  text?: string;
  /** A design of the account (My designs' "Use in a post"): its image is the post's media. */
  designId?: number;
  /** 'YYYY-MM-DD' in the account's zone; the planner picks today when absent. */
  day?: string;
}

export const COMPOSE_PARAMS = { libraryPostId: 'use', text: 'text', designId: 'design', day: 'day' } as const;

/** The planner address that opens its new-post modal prefilled: `/{accountId}/contentplanner?use=12&day=2026-11-28`. */
export function composeHref(accountId: number, request: ComposeRequest): string {
  const params = new URLSearchParams();
  if (request.libraryPostId !== undefined)
    params.set(COMPOSE_PARAMS.libraryPostId, String(request.libraryPostId));
  if (request.text !== undefined) params.set(COMPOSE_PARAMS.text, request.text);
  if (request.designId !== undefined) params.set(COMPOSE_PARAMS.designId, String(request.designId));
  if (request.day !== undefined) params.set(COMPOSE_PARAMS.day, request.day);
  const query = params.toString();
  return `/${accountId}/contentplanner${query ? `?${query}` : ''}`;
}

/** How long the library waits after the last keystroke before it searches (ours; spec 9 has no library figure). */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 300;

/** 'mine': the account's own picks from its setup (all while it picked none); 'all': every one; or one id. */
export type PickFilter = 'mine' | 'all' | number;

/** What the library tab shows: industry, category, network, search words. */
export interface LibraryFilters {
  industry: PickFilter;
  category: PickFilter;
  /** One provider id the post is suggested for, or null for any. */
  network: number | null;
  q: string;
}

export const DEFAULT_LIBRARY_FILTERS: LibraryFilters = {
  industry: 'mine',
  category: 'mine',
  network: null,
  q: '',
};

export function sameLibraryFilters(a: LibraryFilters, b: LibraryFilters): boolean {
  return (
    a.industry === b.industry &&
    a.category === b.category &&
    a.network === b.network &&
    a.q.trim() === b.q.trim()
  );
}

/** A ready-made post as the views show it. */
export interface LibraryPost {
  id: number;
  industryId: number;
  industry: string;
  categoryId: number;
  category: string;
  title: string;
  caption: string;
  hashtags: string[];
  networks: number[];
  imageUrl: string;
  thumbnailUrl: string;
  favourite: boolean;
}

/** One page of a paged list and how many rows there are in all. */
export interface LibraryPage<T = LibraryPost> {
  items: T[];
  rows: number;
}

/** The text a post made from a library post starts with: its caption, a blank line and its hashtags. */
export function composeTextOf(post: Pick<LibraryPost, 'caption' | 'hashtags'>): string {
  return post.hashtags.length > 0 ? `${post.caption}\n\n${post.hashtags.join(' ')}` : post.caption;
}

export const libraryText = {
  heading: 'My library',
  intro: 'Ready-made posts for your industry, your favourites and your own images and videos.',
  searchLabel: 'Search the library',
  filtersLabel: 'Library filters',
  searchPlaceholder: 'Search posts, e.g. "bread" or "#tips"',
  industryLabel: 'Industry',
  categoryLabel: 'Category',
  networkLabel: 'Network',
  mineIndustries: 'Your industries',
  mineCategories: 'Your categories',
  allIndustries: 'All industries',
  allCategories: 'All categories',
  anyNetwork: 'All networks',
  loadFailed: 'The library could not be loaded.',
  empty: 'No ready-made posts match these filters.',
  emptyHint: 'Try fewer words, another category, or all industries.',
  clearFilters: 'Clear filters',
  favourite: 'Add to favourites',
  unfavourite: 'Remove from favourites',
  favouriteFailed: 'The favourite could not be saved. Please try again.',
  usePost: 'Use this post',
  useTitle: 'Use this post in the planner',
  useDay: 'Day to post on',
  useOpen: 'Open in the planner',
  useOr: 'Or:',
  useCustomise: 'Customise it in the full post editor',
  useDesign: 'Edit its image as a design',
  useDesigning: 'Making the design...',
  useDesignFailed: 'The design could not be made. Please try again.',
  pastDay: 'Please pick today or a later day.',
  cancel: 'Cancel',
  favouritesEmpty: 'No favourites yet.',
  favouritesHint: 'Mark ready-made posts with the star to keep them here.',
  sharedEmpty: 'No shared images yet.',
  sharedHint: 'Images of the library for your industries show here.',
  resultCount: (rows: number) => (rows === 1 ? '1 post' : `${rows.toLocaleString('en-US')} posts`),
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
  suggestedFor: 'Suggested for',
  libraryModalTitle: 'Library',
  openLibrary: 'Library',
  imageAlt: (title: string) => `Image for the post "${title}"`,
  roleBlocked: 'Your role on this account does not include My library.',
} as const;
