/**
 * The help center (spec 1, 2.1, 2.2 /help_center; issue 16): its articles are Markdown files in the repository,
 * `docs/help/<nn>-<slug>.md`, each opening with a `# Title` line and a one-paragraph summary. Pure rules: reading an
 * article's title, summary and slug from its text, the search over them (MiniSearch: title and body, prefix and
 * fuzzy, the title weighing more), the snippet a result shows, the help center's addresses (`?q=` keeps the search,
 * `?article=<slug>` shows one article) and its wording. The view (src/features/help) only renders and navigates.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { withAccountId } from './routeGuards.ts';

// ---------------------------------------------------------------------------------------------------------------
// Wording

export const helpText = {
  heading: 'Help center',
  intro: 'Short guides to every main task in the app. Search them, or pick one from the list.',
  searchLabel: 'Search the help center',
  searchHint: 'Results update as you type, for example “reschedule”, “card” or “two-step code”.',
  allArticles: 'All articles',
  results: 'Search results',
  resultCount: (count: number, query: string) =>
    `${count} ${count === 1 ? 'article matches' : 'articles match'} “${query}”.`,
  articleCount: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}.`,
  noMatch: (query: string) => `No articles match “${query}”.`,
  noMatchHint: 'Check the spelling, or try fewer or other words.',
  clearSearch: 'Show all articles',
  backToAll: 'Back to all articles',
  breadcrumb: 'Breadcrumb',
  articleMissing: 'This article could not be found.',
  articleMissingHint: 'It may have moved. Search for it, or pick one from the list.',
  opensInNewTab: '(opens in a new tab)',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Articles

export interface HelpArticle {
  /** From the file name without its order prefix: `docs/help/07-planning-posts.md` -> 'planning-posts'. */
  readonly slug: string;
  /** The `# Title` line's text. */
  readonly title: string;
  /** The first paragraph after the title, as plain text (what the list shows). */
  readonly summary: string;
  /** The Markdown after the title line: the summary paragraph first, then the sections. */
  readonly body: string;
  /** The body as plain text: what the search indexes and the snippets quote. */
  readonly text: string;
}

export class HelpArticleError extends Error {
  override readonly name = 'HelpArticleError';
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `docs/help/07-planning-posts.md` (any folder, an optional `<digits>-` order prefix) -> 'planning-posts'. */
export function slugOfPath(path: string): string {
  const file = path.split('/').pop() ?? '';
  const slug = file.replace(/\.md$/i, '').replace(/^\d+-/, '').toLowerCase();
  if (!SLUG.test(slug)) throw new HelpArticleError(`${path}: the file name gives no usable slug`);
  return slug;
}

/** Markdown as plain text: no heading marks, list marks, emphasis, code marks or link targets; one space apart. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*$/gm, '')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|\*|_|`)(?=\S)([^\n]*?\S)\1/g, '$2')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads one article file: its first non-empty line must be `# Title`, and a paragraph (the summary) must follow.
 * Throws HelpArticleError naming the file otherwise, so a malformed article fails the build's tests, not a reader.
 */
export function parseHelpArticle(path: string, markdown: string): HelpArticle {
  const lines = markdown
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const heading = first === -1 ? null : /^#\s+(.+?)\s*#*\s*$/.exec(lines[first]!);
  if (!heading) throw new HelpArticleError(`${path}: the first line must be '# Title'`);
  const title = heading[1]!.trim();
  const bodyLines = lines.slice(first + 1);
  const start = bodyLines.findIndex((line) => line.trim() !== '');
  const firstBlock = start === -1 ? '' : bodyLines[start]!.trim();
  if (start === -1 || /^(#|[-*+]\s|\d+[.)]\s|>|```|\|)/.test(firstBlock)) {
    throw new HelpArticleError(`${path}: a one-paragraph summary must follow the title`);
  }
  const end = bodyLines.findIndex((line, index) => index > start && line.trim() === '');
  const summary = markdownToPlainText(bodyLines.slice(start, end === -1 ? undefined : end).join('\n'));
  const body = bodyLines.slice(start).join('\n').trim();
  return { slug: slugOfPath(path), title, summary, body, text: markdownToPlainText(body) };
}

/** Every article of `files` (path -> Markdown), in the order of their paths (the `<nn>-` prefix orders them). */
export function helpArticlesFrom(files: Readonly<Record<string, string>>): HelpArticle[] {
  const articles = Object.keys(files)
    .sort()
    .map((path) => parseHelpArticle(path, files[path]!));
  const seen = new Set<string>();
  for (const article of articles) {
    if (seen.has(article.slug)) throw new HelpArticleError(`two articles have the slug '${article.slug}'`);
    seen.add(article.slug);
  }
  return articles;
}

// ---------------------------------------------------------------------------------------------------------------
// Search

/** How long the view waits after the last keystroke before it searches and writes `?q=` (~ one pause in typing). */
export const HELP_SEARCH_DEBOUNCE_MS = 150;
/** A longer query is cut: nobody types more, and the URL stays short. */
export const HELP_QUERY_MAX_LENGTH = 100;
/** How much of an article a result quotes, around the first matching word. */
export const SNIPPET_LENGTH = 160;

/** A title match counts this many times a body match. */
const TITLE_BOOST = 4;
/** Words that say nothing about which article helps ("how do I ..."): left out of the index and of queries. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in is it its me my of on or so than that the their then there this to was what when where which who why will with you your'.split(
    ' ',
  ),
);

/** One typo allowed in a word of 5 letters or more (a fifth of its length); shorter words match too much else. */
function fuzziness(term: string): number | false {
  return term.length >= 5 ? 0.2 : false;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** The query as searched and kept in the URL: spaces collapsed, trimmed, at most HELP_QUERY_MAX_LENGTH long. */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, HELP_QUERY_MAX_LENGTH).trim();
}

export interface SnippetPart {
  readonly text: string;
  /** A word the query matched (the view marks it). */
  readonly match: boolean;
}

export interface HelpSearchHit {
  readonly article: HelpArticle;
  readonly score: number;
  /** A short quote of the article around the first word that matched; its summary when only the title did. */
  readonly snippet: readonly SnippetPart[];
}

export interface HelpSearch {
  readonly articles: readonly HelpArticle[];
  /** The articles matching `query`, best first; [] for an empty query (the view then lists every article). */
  search(query: string): HelpSearchHit[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole words of `terms` in `text` (any case), as a global regular expression; null when there are none. */
function wordsPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null;
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** `text` split into matching and other parts. */
function splitOnMatches(text: string, pattern: RegExp | null): SnippetPart[] {
  if (!pattern) return text === '' ? [] : [{ text, match: false }];
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const at = found.index;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: found[0], match: true });
    last = at + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/**
 * About `length` characters of `text` around the first of `terms` (whole words, any case), cut at spaces, with '…'
 * where it was cut, split into parts with the matching words marked. Without a match: the start of `fallback`.
 */
export function snippetOf(
  text: string,
  terms: readonly string[],
  fallback: string,
  length = SNIPPET_LENGTH,
): SnippetPart[] {
  const pattern = wordsPattern(terms);
  const first = pattern ? new RegExp(pattern.source, 'iu').exec(text) : null;
  if (!first) {
    const cut =
      fallback.length > length ? `${fallback.slice(0, fallback.lastIndexOf(' ', length))}…` : fallback;
    return splitOnMatches(cut, pattern);
  }
  let start = Math.max(0, first.index - Math.floor(length / 3));
  if (start > 0) start = Math.min(first.index, text.indexOf(' ', start) + 1 || start);
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > first.index ? text.lastIndexOf(' ', end) : end;
  const quote = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return splitOnMatches(quote, pattern);
}

/**
 * The search over `articles`: every word of the query must match (as the start of a word, or, from five letters
 * on, with a typo per five letters); when no article has them all, articles with any of them are shown, best first. A word in the title
 * weighs TITLE_BOOST times a word in the body.
 */
export function createHelpSearch(articles: readonly HelpArticle[]): HelpSearch {
  const index = new MiniSearch<HelpArticle>({
    idField: 'slug',
    fields: ['title', 'text'],
    processTerm,
    searchOptions: { boost: { title: TITLE_BOOST }, prefix: true, fuzzy: fuzziness, processTerm },
  });
  index.addAll([...articles]);
  const bySlug = new Map(articles.map((article) => [article.slug, article]));

  const hitOf = (result: SearchResult): HelpSearchHit | null => {
    const article = bySlug.get(String(result.id));
    if (!article) return null;
    const bodyTerms = result.terms.filter((term) => result.match[term]?.includes('text'));
    const snippet =
      bodyTerms.length > 0
        ? snippetOf(article.text, result.terms, article.summary)
        : snippetOf(article.summary, result.terms, article.summary);
    return { article, score: result.score, snippet };
  };

  return {
    articles,
    search(query) {
      const searched = normalizeQuery(query);
      if (searched === '') return [];
      let results = index.search(searched, { combineWith: 'AND' });
      if (results.length === 0) results = index.search(searched, { combineWith: 'OR' });
      return results.map(hitOf).filter((hit): hit is HelpSearchHit => hit !== null);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses

/** The query parameter that keeps the search (so Back and a shared link restore it). */
export const HELP_QUERY_PARAM = 'q';
/** The query parameter naming the article shown. */
export const HELP_ARTICLE_PARAM = 'article';

export interface HelpView {
  /** The search, normalised ('' for none). */
  readonly query: string;
  /** The slug of the article asked for, or null for the list. */
  readonly article: string | null;
}

/** What a help center address (`location.search`) asks for. */
export function helpViewOf(search: string): HelpView {
  const params = new URLSearchParams(search);
  const article = params.get(HELP_ARTICLE_PARAM)?.trim().toLowerCase() ?? '';
  return {
    query: normalizeQuery(params.get(HELP_QUERY_PARAM) ?? ''),
    article: article === '' ? null : article,
  };
}

/** The address of `view` on the help center page at `pathname` (its twin with or without the account id). */
export function helpHref(pathname: string, view: HelpView): string {
  const params = new URLSearchParams();
  if (view.article !== null) params.set(HELP_ARTICLE_PARAM, view.article);
  if (view.query !== '') params.set(HELP_QUERY_PARAM, view.query);
  const search = params.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}

export type ArticleLink =
  | { readonly kind: 'app'; readonly href: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'anchor'; readonly href: string };

/**
 * Where a link inside an article leads. A path of the app ('/contentplanner', '/help_center?article=chat') opens
 * inside the app, with the account id put in its place (the menus' rule, so the click does not bounce through the
 * account-id guard); 'https:', 'mailto:' and protocol-relative links open outside; anything else ('#part') stays on
 * the page. Unsafe protocols never get here: react-markdown drops them.
 */
export function articleLinkOf(href: string, accountId: string | number | null): ArticleLink {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const cut = href.search(/[?#]/);
    const pathname = cut === -1 ? href : href.slice(0, cut);
    const rest = cut === -1 ? '' : href.slice(cut);
    return { kind: 'app', href: `${withAccountId(pathname, accountId)}${rest}` };
  }
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return { kind: 'external', href };
  return { kind: 'anchor', href };
}

/** The heading level a Markdown heading of `level` gets inside an article: the title is the page's only h1. */
export function articleHeadingLevel(level: number): 2 | 3 | 4 | 5 | 6 {
  return Math.min(6, Math.max(2, level)) as 2 | 3 | 4 | 5 | 6;
}
