/**
 * Tracked links (issue 17, spec 1's UTM): the links of a published post go through the product's own redirect,
 * `{PUBLIC_URL}/l/{code}`, which sends the visitor on to the link with UTM parameters and counts the click.
 * Pure rules shared by the server (publishing, the redirect, the seed) and the dashboard pages:
 * - which parts of a post's text are links (`findLinks`): absolute http(s) URLs only, without the punctuation that
 *   ends a sentence around them;
 * - the UTM values of a post's link on a network (`trackedUtm`);
 * - the user agents of link-preview crawlers (`isLinkPreviewBot`), which are redirected but not counted.
 */
import { PRODUCT_SLUG } from './constants.ts';
import { withUtm, withoutUtm, type UtmValues } from './utm.ts';

/** The path of the short links: `/l/{code}`. */
export const SHORT_LINK_PREFIX = '/l/';
/** A code: URL-safe base64 (letters, digits, '-' and '_'), 8 to 32 characters. */
export const LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;
/** Longer links are left as written (a redirect target this long is refused by some browsers and networks). */
export const MAX_TRACKED_URL_LENGTH = 2000;
/** utm_medium of every tracked link. */
export const UTM_MEDIUM = 'social';
/** utm_campaign of every tracked link: the product's slug. */
export const UTM_CAMPAIGN = PRODUCT_SLUG;

/** The short link of `code` on the product's origin (`publicUrl` without a trailing slash). */
export function shortLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${SHORT_LINK_PREFIX}${code}`;
}

/** utm_content of a post's links: `post-{postId}`. */
export const utmContentOf = (postId: number) => `post-${postId}`;

/** The UTM values of the links of post `postId` published on `network` (its key: facebook, twitter ...). */
export function trackedUtm(network: string, postId: number): UtmValues {
  return {
    utm_source: network,
    utm_medium: UTM_MEDIUM,
    utm_campaign: UTM_CAMPAIGN,
    utm_content: utmContentOf(postId),
  };
}

/** Where a tracked link of `url` goes, and the landing page it is counted under; null for a link not tracked. */
export function trackedTarget(url: string, utm: UtmValues): { target: string; page: string } | null {
  if (url.length > MAX_TRACKED_URL_LENGTH) return null;
  const target = withUtm(url, utm);
  if (target === null || target.length > MAX_TRACKED_URL_LENGTH) return null;
  return { target, page: withoutUtm(target) };
}

/** A link found in a text: the URL and where it stands. */
export interface FoundLink {
  url: string;
  index: number;
}

/** An http(s) URL up to the next space or character no URL holds unescaped. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`{}|\\^]+/gi;
/** Characters that end a sentence or a quote rather than the URL when they come last. */
const TRAILING = /[.,;:!?'"”’»)\]*_~]$/;

/** Whether `url` (an absolute URL) ends in a ')' that closes no '(' of its own. */
function unbalancedClose(url: string): boolean {
  const opened = (url.match(/\(/g) ?? []).length;
  const closed = (url.match(/\)/g) ?? []).length;
  return closed > opened;
}

/** The end of the URL starting at `candidate`: trailing punctuation of the sentence left out. */
function trimmed(candidate: string): string {
  let url = candidate;
  while (TRAILING.test(url)) {
    if (url.endsWith(')') && !unbalancedClose(url)) break;
    url = url.slice(0, -1);
  }
  return url;
}

/** A URL the redirect may send people to: absolute, http or https, with a host. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The absolute http(s) links of `text`, in order. A link already on the product's short-link path of `publicUrl`
 * (a post that quotes a tracked link) is left out, as are texts that only look like a URL.
 */
export function findLinks(text: string, publicUrl: string | null = null): FoundLink[] {
  const own =
    publicUrl === null ? null : `${publicUrl.replace(/\/+$/, '')}${SHORT_LINK_PREFIX}`.toLowerCase();
  const found: FoundLink[] = [];
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = trimmed(match[0]);
    if (!isWebUrl(url)) continue;
    if (own !== null && url.toLowerCase().startsWith(own)) continue;
    found.push({ url, index: match.index });
  }
  return found;
}

/** `text` with each link found replaced by what `replace` answers for it (null: left as written). */
export function replaceLinks(
  text: string,
  links: readonly FoundLink[],
  replace: (url: string) => string | null,
): string {
  let out = '';
  let at = 0;
  for (const link of links) {
    const next = replace(link.url);
    if (next === null) continue;
    out += text.slice(at, link.index) + next;
    at = link.index + link.url.length;
  }
  return out + text.slice(at);
}

/**
 * The crawlers that fetch a link to draw its preview card (and other robots): they are redirected like anyone,
 * but their visits are not clicks. A request without a user agent is not counted either.
 */
const PREVIEW_BOTS =
  /facebookexternalhit|facebookcatalog|facebot|meta-externalagent|twitterbot|linkedinbot|slackbot|slack-imgproxy|discordbot|telegrambot|whatsapp|skypeuripreview|pinterest|redditbot|applebot|googlebot|google-inspectiontool|bingbot|bingpreview|yandex|baiduspider|duckduckbot|embedly|iframely|quora link preview|outbrain|vkshare|mastodon|bluesky|cardyb|tumblr|snapchat|viber|line-poker|kakaotalk|ahrefsbot|semrushbot|petalbot|\bbot\b|crawler|spider|\bpreview\b|python-requests|curl\/|wget\//i;

export function isLinkPreviewBot(userAgent: string | null | undefined): boolean {
  if (userAgent === null || userAgent === undefined || userAgent.trim() === '') return true;
  return PREVIEW_BOTS.test(userAgent);
}
