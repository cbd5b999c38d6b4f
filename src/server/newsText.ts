/**
 * The text and links of industry news items (issue 18; used by newsFeeds.ts): `plainText` makes plain text of a feed's
 * HTML (or text) in one linear pass, `cutText` cuts it at a word, `articleUrl` keeps an article link only when it is
 * http or https. Pure functions, no dependency: what the page shows is plain text that React escapes, never HTML.
 */

/** Longest article link kept (a longer link is left out; the tracked redirect refuses such links too). */
export const NEWS_URL_MAX = 2000;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  deg: '°',
  times: '×',
  divide: '÷',
  shy: '',
  zwj: '',
  zwnj: '',
};

/** HTML character references: numeric ones and the common named ones; anything else stays as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is not text a reader sees. */
const HIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'svg',
  'head',
]);
/** Elements that separate words (a line break, a paragraph...): replaced by a space. */
const BLOCK_ELEMENTS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'img', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section',
  'table', 'td', 'th', 'tr', 'ul',
]); // prettier-ignore

/**
 * The end (index after '>') of the markup that starts at `start` ('<'), skipping quoted attribute values; -1 when
 * it never closes.
 */
function markupEnd(html: string, start: number): number {
  if (html.startsWith('<!--', start)) {
    const close = html.indexOf('-->', start + 4);
    return close < 0 ? -1 : close + 3;
  }
  let quote: string | null = null;
  for (let index = start + 1; index < html.length; index++) {
    const char = html[index];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index + 1;
    }
  }
  return -1;
}

/** The text of an HTML fragment, in one linear pass: tags dropped, hidden elements' content dropped. */
function stripTags(html: string): string {
  let out = '';
  let index = 0;
  let hiddenUntil: string | null = null;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open < 0) {
      if (hiddenUntil === null) out += html.slice(index);
      break;
    }
    if (hiddenUntil === null) out += html.slice(index, open);
    const next = html[open + 1] ?? '';
    if (!/[a-zA-Z/!?]/.test(next)) {
      // A '<' that starts no tag ("a < b") is text.
      if (hiddenUntil === null) out += '<';
      index = open + 1;
      continue;
    }
    const end = markupEnd(html, open);
    if (end < 0) break; // An unclosed tag: the rest is inside it.
    const name = /^<\/?([a-zA-Z][a-zA-Z0-9-]*)/
      .exec(html.slice(open, Math.min(end, open + 40)))?.[1]
      ?.toLowerCase();
    const closing = html[open + 1] === '/';
    if (hiddenUntil !== null) {
      if (closing && name === hiddenUntil) hiddenUntil = null;
    } else if (
      name !== undefined &&
      HIDDEN_ELEMENTS.has(name) &&
      !closing &&
      !html.slice(open, end).endsWith('/>')
    ) {
      hiddenUntil = name;
    } else if (name !== undefined && BLOCK_ELEMENTS.has(name)) {
      out += ' ';
    }
    index = end;
  }
  return out;
}

/** Control characters other than white space, and the bidirectional overrides that can reorder text on screen. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/** The same with tabs and line breaks: a link holding one is refused rather than silently cleaned. */
// eslint-disable-next-line no-control-regex
const HAS_INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** `text` cut to `max` characters (code points) at a word, with an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const head = characters.slice(0, max - 1).join('');
  const atWord = head.replace(/\s+\S*$/, '');
  return `${(atWord.length >= head.length / 2 ? atWord : head).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * The plain text of an HTML fragment (or of plain text): tags and hidden elements dropped, character references
 * decoded, control characters removed, white space collapsed, cut at a word to `max` characters.
 */
export function plainText(html: string, max: number): string {
  // Only the start matters once cut: a huge description is not scanned whole.
  const text = decodeEntities(stripTags(html.slice(0, max * 40)))
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cutText(text, max);
}

/**
 * The article link `raw` as stored: resolved against `base` (the feed's address), http or https with a host, no
 * user name or password, no fragment, at most NEWS_URL_MAX characters; null for anything else (javascript:, data:,
 * mailto:, a relative link without a base...).
 */
export function articleUrl(raw: string, base?: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '' || HAS_INVISIBLE.test(trimmed)) return null;
  let url: URL;
  try {
    url = base === undefined ? new URL(trimmed) : new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  url.hash = '';
  return url.href.length <= NEWS_URL_MAX ? url.href : null;
}
