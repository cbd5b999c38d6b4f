/**
 * Industry news from RSS and Atom feeds (issue 18): the feeds of NEWS_FEEDS (config.ts), fetched by the `news.fetch`
 * job (jobs.ts: hourly, and once at start) into `industry_news` (migrations 0014 and 0023), which
 * GET /auth/getIndustryNews answers (routes/news.ts).
 *
 * - Fetching (`fetchFeedText`): one GET per feed with a time limit (NEWS_FETCH_TIMEOUT_MS for the whole answer, body
 *   included) and a size cap (NEWS_FEED_MAX_BYTES, checked on the Content-Length and again while reading), decoded
 *   with the charset the answer or the XML declaration names (UTF-8 otherwise).
 * - Parsing (`parseFeed`): fast-xml-parser, on well-formed XML only, with its entity-expansion limits and no external
 *   entities; RSS 2.0 (and RSS 1.0 / RDF) `<item>`s and Atom `<entry>`s. Of each item: the title, a plain-text
 *   summary (`plainText` of newsText.ts: tags and the content of script and style dropped, entities decoded, white
 *   space collapsed, cut at a word to NEWS_SUMMARY_MAX characters), the article's link (`articleUrl` of newsText.ts:
 *   http or https only, resolved against the feed's address, without credentials or fragment; javascript:, data: and
 *   every other scheme refused),
 *   its id in the feed (RSS guid, Atom id), and its date (pubDate, dc:date, Atom published or updated; the fetch time
 *   when missing or unreadable, and when more than a day ahead). The source's name is the feed's title. Items without
 *   a title or a usable link are left out; at most NEWS_ITEMS_PER_FEED per feed, in the feed's order.
 * - Storing (`storeFeedItems`): one insert per feed with `on conflict do nothing` on the unique url and (feed, guid),
 *   so a run, a second run and several servers running at once store each article once. Items older than
 *   NEWS_RETENTION_DAYS are not stored, and fetched items that old are removed after each run.
 * - A run (`fetchNewsFeeds`): every feed, NEWS_FETCH_CONCURRENCY at a time; a feed that fails (unreachable, an HTTP
 *   error, too slow, too large, not a feed, an industry that does not exist) is logged and the others go on.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Clock } from './clock.ts';
import type { NewsFeed } from './config.ts';
import type { Queryable } from './db.ts';
import type { Logger } from './logger.ts';
import { articleUrl, plainText } from './newsText.ts';

/** The whole answer of a feed (headers and body) must arrive within this time. */
export const NEWS_FETCH_TIMEOUT_MS = 15_000;
/** A feed larger than this is refused (a big news site's feed is well under 1 MB). */
export const NEWS_FEED_MAX_BYTES = 2 * 1024 * 1024;
/** At most this many items of one feed are read per run, first ones first (feeds list the newest first). */
export const NEWS_ITEMS_PER_FEED = 50;
/** Feeds fetched at once during a run. */
export const NEWS_FETCH_CONCURRENCY = 4;
/** Fetched news older than this is not stored, and is removed after each run. */
export const NEWS_RETENTION_DAYS = 180;
/** Longest title, summary and source name kept (characters; longer ones are cut at a word with an ellipsis). */
export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 300;
export const NEWS_SOURCE_MAX = 100;
/** Longest item id kept (RSS guid, Atom id); a longer one is left out and the item deduplicated by its URL only. */
export const NEWS_GUID_MAX = 500;
/** An item dated further ahead than this is dated at the fetch time instead (it would stay on top for ever). */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a feed could not be read: the message is what the log says about it. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

export interface FetchFeedOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** The User-Agent header (some sites refuse requests without one). */
  userAgent?: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

export interface NewsFetchSettings extends FetchFeedOptions {
  feeds: readonly NewsFeed[];
}

export interface NewsFetchDeps {
  db: Queryable;
  clock: Clock;
  log: Logger;
}

/** One item of a feed, ready to store. */
export interface FeedItem {
  title: string;
  summary: string;
  url: string;
  guid: string | null;
  /** ISO 8601. */
  publishedAt: string;
}

export interface ParsedFeed {
  /** The feed's title, or its host name when it has none. */
  source: string;
  items: FeedItem[];
}

export interface FeedOutcome {
  url: string;
  industryId: number;
  /** Items read from the feed (after the checks). */
  items: number;
  /** Of those, the ones stored now (the others were stored before, or are too old). */
  inserted: number;
  /** Why the feed failed; absent when it was read. */
  error?: string;
}

export interface NewsRunResult {
  feeds: FeedOutcome[];
  inserted: number;
  failed: FeedOutcome[];
  /** Fetched items removed for being older than NEWS_RETENTION_DAYS. */
  removed: number;
}

/** A feed's address for the log: without its query (which may hold a key) or fragment. */
export function feedLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(a feed address that is not a URL)';
  }
}

const ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

/** The charset a Content-Type header names, else the XML declaration's encoding, else UTF-8 (BOMs win). */
function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const fromDeclaration = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  let label = fromHeader ?? fromDeclaration ?? 'utf-8';
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) label = 'utf-8';
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) label = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = 'utf-16be';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The feed's text: refused (FeedError) on an HTTP error, after the time limit, or beyond the size cap. */
export async function fetchFeedText(url: string, options: FetchFeedOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? NEWS_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? NEWS_FEED_MAX_BYTES;
  const get = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(timeoutMs);
  const tooLarge = () => new FeedError(`the feed is larger than ${megabytes(maxBytes)}`);
  const tooSlow = () => new FeedError(`no complete answer within ${timeoutMs / 1000} s`);
  let response: Response;
  try {
    response = await get(url, {
      signal,
      redirect: 'follow',
      headers: {
        accept: ACCEPT,
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      },
    });
  } catch (error) {
    if (signal.aborted) throw tooSlow();
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new FeedError(
      `cannot be reached (${error instanceof Error ? error.message : String(error)}${cause})`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedError(`answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => undefined);
          throw tooLarge();
        }
        chunks.push(value);
      }
    } catch (error) {
      if (error instanceof FeedError) throw error;
      if (signal.aborted) throw tooSlow();
      throw new FeedError(`the answer broke off (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return decodeFeed(bytes, response.headers.get('content-type'));
}

// ---- parsing ---------------------------------------------------------------------------------------------------

type XmlNode = string | number | boolean | null | undefined | XmlNode[] | { [key: string]: XmlNode };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

const isRecord = (node: XmlNode): node is { [key: string]: XmlNode } =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/** The text of a parsed node: a value, an element's text, or (XHTML content) the text of its children. */
function textOf(node: XmlNode): string {
  if (node === null || node === undefined) return '';
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return node.length > 0 ? textOf(node[0]) : '';
  if ('#text' in node) return textOf(node['#text']);
  return Object.entries(node)
    .filter(([key]) => !key.startsWith('@_'))
    .map(([, value]) => (Array.isArray(value) ? value.map(textOf).join(' ') : textOf(value)))
    .join(' ');
}

const list = (node: XmlNode): XmlNode[] => (Array.isArray(node) ? node : node === undefined ? [] : [node]);

/** The first non-empty text among `nodes`. */
function firstText(...nodes: XmlNode[]): string {
  for (const node of nodes) {
    const text = textOf(node).trim();
    if (text !== '') return text;
  }
  return '';
}

/** An Atom entry's article link: rel="alternate" (or no rel) first, then any link that is not an enclosure. */
function atomLink(links: XmlNode[]): string {
  const candidates = links.filter(isRecord);
  const alternate = candidates.find((link) => (link['@_rel'] ?? 'alternate') === 'alternate');
  const chosen =
    alternate ?? candidates.find((link) => !['enclosure', 'self', 'edit'].includes(textOf(link['@_rel'])));
  return chosen ? textOf(chosen['@_href']) : '';
}

/** An RSS item's article link: <link>, else a guid that is a permalink. */
function rssLink(item: { [key: string]: XmlNode }): string {
  const link = list(item.link).find((node) => typeof node === 'string' && node.trim() !== '');
  if (typeof link === 'string') return link;
  const guid = item.guid;
  const permalink = !(isRecord(guid) && textOf(guid['@_isPermaLink']).toLowerCase() === 'false');
  return permalink ? textOf(guid) : '';
}

/** The item's date, as stored: the fetch time when missing, unreadable or more than a day ahead. */
function publishedAt(raw: string, now: Date): string {
  const at = raw === '' ? Number.NaN : Date.parse(raw);
  if (Number.isNaN(at) || at > now.getTime() + FUTURE_TOLERANCE_MS) return now.toISOString();
  return new Date(at).toISOString();
}

/**
 * The items of a feed's XML (RSS 2.0, RSS 1.0 / RDF or Atom), `feedUrl` resolving relative links and naming the
 * source when the feed has no title; FeedError when the text is not well-formed XML or not a feed.
 */
export function parseFeed(xml: string, feedUrl: string, now: Date): ParsedFeed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedError(`is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  let document: XmlNode;
  try {
    document = parser.parse(xml) as XmlNode;
  } catch (error) {
    throw new FeedError(`cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isRecord(document)) throw new FeedError('is not an RSS or Atom feed');
  let title: XmlNode;
  let entries: XmlNode[];
  let atom = false;
  if (isRecord(document.rss ?? null) && isRecord((document.rss as Record<string, XmlNode>).channel ?? null)) {
    const channel = (document.rss as Record<string, XmlNode>).channel as Record<string, XmlNode>;
    title = channel.title;
    entries = list(channel.item);
  } else if (isRecord(document.RDF ?? null)) {
    const rdf = document.RDF as Record<string, XmlNode>;
    title = isRecord(rdf.channel ?? null) ? (rdf.channel as Record<string, XmlNode>).title : undefined;
    entries = list(rdf.item);
  } else if (isRecord(document.feed ?? null)) {
    const feed = document.feed as Record<string, XmlNode>;
    title = feed.title;
    entries = list(feed.entry);
    atom = true;
  } else {
    throw new FeedError('is not an RSS or Atom feed (no <rss>, <rdf:RDF> or <feed> root)');
  }

  const source = plainText(textOf(title), NEWS_SOURCE_MAX) || new URL(feedUrl).hostname;
  const items: FeedItem[] = [];
  const seenUrls = new Set<string>();
  const seenGuids = new Set<string>();
  for (const entry of entries) {
    if (items.length >= NEWS_ITEMS_PER_FEED) break;
    if (!isRecord(entry)) continue;
    const itemTitle = plainText(textOf(entry.title), NEWS_TITLE_MAX);
    const url = articleUrl(atom ? atomLink(list(entry.link)) : rssLink(entry), feedUrl);
    if (itemTitle === '' || url === null || seenUrls.has(url)) continue;
    const rawGuid = textOf(atom ? entry.id : entry.guid).trim();
    const guid = rawGuid === '' || Array.from(rawGuid).length > NEWS_GUID_MAX ? null : rawGuid;
    if (guid !== null && seenGuids.has(guid)) continue;
    const summary = plainText(
      atom ? firstText(entry.summary, entry.content) : firstText(entry.description, entry.encoded),
      NEWS_SUMMARY_MAX,
    );
    const date = atom
      ? firstText(entry.published, entry.updated, entry.issued, entry.modified)
      : firstText(entry.pubDate, entry.date, entry.published, entry.updated);
    seenUrls.add(url);
    if (guid !== null) seenGuids.add(guid);
    items.push({ title: itemTitle, summary, url, guid, publishedAt: publishedAt(date, now) });
  }
  return { source, items };
}

// ---- storing and running ---------------------------------------------------------------------------------------

/** Stores a feed's items not stored before (by URL, and by the feed's guid); answers how many were stored now. */
export async function storeFeedItems(
  db: Queryable,
  feed: NewsFeed,
  parsed: ParsedFeed,
  now: Date,
): Promise<number> {
  const oldest = now.getTime() - NEWS_RETENTION_DAYS * DAY_MS;
  const items = parsed.items.filter((item) => Date.parse(item.publishedAt) >= oldest);
  if (items.length === 0) return 0;
  const rows = await db.query<{ id: number }>(
    `insert into industry_news (industry_id, title, summary, source_name, url, published_at, feed_url, guid, fetched_at)
     select $1, t.title, t.summary, $2, t.url, t.published_at, $3, t.guid, $4
     from unnest($5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::text[])
       as t(title, summary, url, published_at, guid)
     on conflict do nothing
     returning id`,
    [
      feed.industryId,
      parsed.source,
      feed.url,
      now.toISOString(),
      items.map((item) => item.title),
      items.map((item) => item.summary),
      items.map((item) => item.url),
      items.map((item) => item.publishedAt),
      items.map((item) => item.guid),
    ],
  );
  return rows.length;
}

/** Runs `work` over `inputs`, at most `limit` at once, answers in the inputs' order. */
async function pooled<T, R>(
  inputs: readonly T[],
  limit: number,
  work: (input: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const index = next++;
      results[index] = await work(inputs[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, worker));
  return results;
}

/** One run over every feed of `settings` (see the file comment): what each feed gave, and what failed. */
export async function fetchNewsFeeds(
  deps: NewsFetchDeps,
  settings: NewsFetchSettings,
): Promise<NewsRunResult> {
  const { db, clock, log } = deps;
  const ids = [...new Set(settings.feeds.map((feed) => feed.industryId))];
  const known = new Set(
    (await db.query<{ id: number }>('select id from industries where id = any($1::int[])', [ids])).map(
      (row) => row.id,
    ),
  );
  const outcomes = await pooled(
    settings.feeds,
    NEWS_FETCH_CONCURRENCY,
    async (feed): Promise<FeedOutcome> => {
      const outcome = { url: feed.url, industryId: feed.industryId, items: 0, inserted: 0 };
      try {
        if (!known.has(feed.industryId)) {
          throw new FeedError(
            `names industry ${feed.industryId}, which does not exist (see the industries table)`,
          );
        }
        const xml = await fetchFeedText(feed.url, settings);
        const now = clock.now();
        const parsed = parseFeed(xml, feed.url, now);
        const inserted = await storeFeedItems(db, feed, parsed, now);
        return { ...outcome, items: parsed.items.length, inserted };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(`news: the feed ${feedLabel(feed.url)} (industry ${feed.industryId}) ${reason}`);
        return { ...outcome, error: reason };
      }
    },
  );
  const cutoff = new Date(clock.now().getTime() - NEWS_RETENTION_DAYS * DAY_MS).toISOString();
  const removed = await db.query<{ id: number }>(
    'delete from industry_news where feed_url is not null and published_at < $1 returning id',
    [cutoff],
  );
  const failed = outcomes.filter((outcome) => outcome.error !== undefined);
  const inserted = outcomes.reduce((sum, outcome) => sum + outcome.inserted, 0);
  log.info(
    `news: ${outcomes.length - failed.length} of ${outcomes.length} feed(s) read, ${inserted} new article(s), ` +
      `${failed.length} failed`,
  );
  return { feeds: outcomes, inserted, failed, removed: removed.length };
}
