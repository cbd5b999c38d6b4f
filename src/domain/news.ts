/**
 * Industry news (spec 2.1 /industry_news, 2.2 /{accid}/industry_news; issue 16): the wording of the page and the
 * rules it follows. The server answers the newest items of the account's industries (or of every industry while
 * the account picked none); the page filters them by industry with chips. The items are the seeded samples, or
 * articles read from the deployment's feeds (NEWS_FEEDS, src/server/newsFeeds.ts). "Share" turns an item into a
 * draft post of the planner (an unscheduled post, `shareTextOf`), for members who may write posts.
 */

/** How many items GET /auth/getIndustryNews answers at most (the newest). */
export const NEWS_LIMIT = 30;

/** One news item as the page reads it. */
export interface NewsItem {
  readonly id: number;
  readonly industryId: number;
  readonly industry: string;
  readonly title: string;
  readonly summary: string;
  readonly source: string;
  readonly url: string;
  /** ISO 8601. */
  readonly publishedAt: string;
  /** A seeded sample item (its link leads to example.com), not an article read from a feed. */
  readonly sample: boolean;
}

export interface NewsIndustry {
  readonly id: number;
  readonly name: string;
}

/** What the page shows: the items, the industries they come from, and whether the account chose none. */
export interface IndustryNews {
  readonly items: readonly NewsItem[];
  readonly industries: readonly NewsIndustry[];
  /** The account picked no industry, so the items are of every industry. */
  readonly allIndustries: boolean;
}

export const newsText = {
  heading: 'Industry news',
  intro: 'News from the industries your account follows, newest first.',
  loading: 'Loading industry news',
  filterLabel: 'Filter by industry',
  allChip: 'All industries',
  allIndustriesHint:
    'Your account has not chosen its industries yet, so this is news from every industry. Choose your industries to see only theirs.',
  chooseIndustries: 'Choose your industries',
  changeIndustries: 'Change your industries',
  emptyTitle: 'No news yet',
  emptyBody: 'There is no news from your industries yet. Come back later, or choose more industries.',
  emptyFilterTitle: 'No news from this industry',
  readMore: 'Read the article',
  newTab: '(opens in a new tab)',
  sampleNote: "Items titled 'Sample:' are examples: their links lead to example.com.",
  share: 'Share',
  /** After the button's visible word, for screen readers: which article, and what Share does. */
  shareDetail: (title: string) => ` ${title} as a draft post`,
  sharing: 'Saving the draft…',
  shared: "Saved as a draft post, under 'Not scheduled' in the content planner.",
  openDraft: 'Open the draft in the planner',
  shareFailed: (reason: string) => `The draft could not be saved: ${reason}`,
  noNetworks: 'A draft post needs a social network to go to, and this account has none connected yet.',
  connectNetworks: 'Connect a social network',
} as const;

/**
 * The text of the draft post "Share" makes of an item: its title, a line break and its link. The link is kept as
 * it is: publishing sends it through the product's tracked short link (src/server/trackedLinks.ts).
 */
export function shareTextOf(item: Pick<NewsItem, 'title' | 'url'>): string {
  return `${item.title.trim()}\n${item.url}`;
}

/** Whether the items shown include seeded samples (the page then says what they are). */
export function hasSamples(items: readonly NewsItem[]): boolean {
  return items.some((item) => item.sample);
}

/** The industries among `items`, each once, in the order of `known` (the server's list), then by name. */
export function industriesOf(items: readonly NewsItem[], known: readonly NewsIndustry[]): NewsIndustry[] {
  const present = new Set(items.map((item) => item.industryId));
  const listed = known.filter((industry) => present.has(industry.id));
  const listedIds = new Set(listed.map((industry) => industry.id));
  const extra = new Map<number, string>();
  for (const item of items) if (!listedIds.has(item.industryId)) extra.set(item.industryId, item.industry);
  const rest = [...extra].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return [...listed, ...rest];
}

/** The items of industry `industryId` (null: all of them), keeping their order. */
export function filterNews(items: readonly NewsItem[], industryId: number | null): NewsItem[] {
  return industryId === null ? [...items] : items.filter((item) => item.industryId === industryId);
}

/** A chip's choice from the address (`?industry=<id>`): a known industry's id, else null (all). */
export function industryFilterOf(raw: string | null, industries: readonly NewsIndustry[]): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return industries.some((industry) => industry.id === id) ? id : null;
}

/** The link to the setup's topics step, where the account chooses its industries (account-scoped when known). */
export function topicsHref(accountId: number | null): string {
  return accountId === null ? '/topics' : `/${accountId}/topics`;
}
