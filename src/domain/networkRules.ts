/**
 * What each social network accepts in a post and how its feed shows one (issue 19, the post editor). The spec names
 * the networks (spec 3, 9) but not their rules; these are the networks' published limits as of 2026, chosen in
 * docs/decisions.md ("The post editor's network rules"). Shared by the composer (counters, previews, what blocks
 * saving), the post editor's machine (draftProblem) and the server (addPost and updatePost refuse what a network
 * would refuse, so nothing fails later at publishing for a reason known now).
 *
 * - Characters: Facebook 63,206, X (Twitter) 280 weighted, Instagram 2,200, LinkedIn 3,000, TikTok 2,200. Every
 *   network but X counts Unicode code points; X counts a link as 23 and a character outside its light ranges
 *   (most of Latin, punctuation, general symbols) as 2 (twitter-text's weighting), after NFC normalisation.
 * - Media per post: Facebook 10, X 4, Instagram 10, LinkedIn 9, TikTok 10 (the product's own cap is 10).
 * - Hashtags: Instagram at most 30 (a post with more is rejected by Instagram).
 * - Instagram and TikTok show no post without an image or a video: a warning, not a block (the post may get its
 *   image later; the network refuses it at publishing if not).
 * - First comment: published under the post on Facebook, Instagram and LinkedIn, as a reply on X; TikTok has no
 *   comment through its API, so a first comment is not sent there (the composer says so). It obeys the network's
 *   character limit.
 * - Alt text: at most 1,000 characters per image (X's limit, the lowest of the networks that take one).
 * - Feed preview: the text as the feed shows it before "See more": Facebook about 480 characters, X the whole
 *   post, Instagram 125, LinkedIn 210, TikTok 150; Instagram and TikTok do not make links clickable.
 */
import { hashtagsOf } from './hashtagText.ts';
import { ALT_TEXT_MAX_LENGTH } from './postLimits.ts';
import { providerById, type SocialProviderId } from './posts.ts';
import { findLinks } from './trackedLinks.ts';

export interface NetworkRule {
  readonly providerId: SocialProviderId;
  readonly name: string;
  /** The most characters a post's text may have (counted by `countCharacters`). */
  readonly maxCharacters: number;
  readonly maxMedia: number;
  /** The most hashtags a post may have; null: no limit. */
  readonly maxHashtags: number | null;
  /** The feed shows no post without an image or a video. */
  readonly needsMedia: boolean;
  /** A first comment can be published (FB, IG, LinkedIn; a reply on X). */
  readonly firstComment: boolean;
  /** The feed cuts the text at this many characters behind "See more"; null: shows it whole. */
  readonly previewCharacters: number | null;
  /** The word the feed shows after a cut text. */
  readonly moreLabel: string;
  /** Links are clickable in the post's text. */
  readonly linksClickable: boolean;
  /** Links count this many characters whatever their length (X); null: as written. */
  readonly linkWeight: number | null;
}

export const NETWORK_RULES: Readonly<Record<SocialProviderId, NetworkRule>> = {
  1: {
    providerId: 1,
    name: 'Facebook',
    maxCharacters: 63_206,
    maxMedia: 10,
    maxHashtags: null,
    needsMedia: false,
    firstComment: true,
    previewCharacters: 480,
    moreLabel: 'See more',
    linksClickable: true,
    linkWeight: null,
  },
  2: {
    providerId: 2,
    name: 'Twitter',
    maxCharacters: 280,
    maxMedia: 4,
    maxHashtags: null,
    needsMedia: false,
    firstComment: true,
    previewCharacters: null,
    moreLabel: 'Show more',
    linksClickable: true,
    linkWeight: 23,
  },
  3: {
    providerId: 3,
    name: 'Instagram',
    maxCharacters: 2_200,
    maxMedia: 10,
    maxHashtags: 30,
    needsMedia: true,
    firstComment: true,
    previewCharacters: 125,
    moreLabel: 'more',
    linksClickable: false,
    linkWeight: null,
  },
  4: {
    providerId: 4,
    name: 'LinkedIn',
    maxCharacters: 3_000,
    maxMedia: 9,
    maxHashtags: null,
    needsMedia: false,
    firstComment: true,
    previewCharacters: 210,
    moreLabel: 'see more',
    linksClickable: true,
    linkWeight: null,
  },
  6: {
    providerId: 6,
    name: 'TikTok',
    maxCharacters: 2_200,
    maxMedia: 10,
    maxHashtags: null,
    needsMedia: true,
    firstComment: false,
    previewCharacters: 150,
    moreLabel: 'more',
    linksClickable: false,
    linkWeight: null,
  },
};

export { ALT_TEXT_MAX_LENGTH };

export function networkRule(providerId: number): NetworkRule | undefined {
  return (NETWORK_RULES as Record<number, NetworkRule | undefined>)[providerId];
}

/** twitter-text v3: code points in these ranges weigh 1, every other 2 (a link weighs 23 whatever its length). */
const LIGHT_RANGES: readonly (readonly [number, number])[] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];

function weightOf(codePoint: number): number {
  return LIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : 2;
}

/** The characters of `text` as `providerId`'s network counts them (code points; X: weighted, links as 23). */
export function countCharacters(providerId: number, text: string): number {
  const rule = networkRule(providerId);
  const normal = text.normalize('NFC');
  if (!rule || rule.linkWeight === null) return Array.from(normal).length;
  let total = 0;
  let at = 0;
  const weigh = (part: string) => {
    for (const char of part) total += weightOf(char.codePointAt(0) ?? 0);
  };
  for (const link of findLinks(normal)) {
    weigh(normal.slice(at, link.index));
    total += rule.linkWeight;
    at = link.index + link.url.length;
  }
  weigh(normal.slice(at));
  return total;
}

/** Wording of the post editor's checks (ours: the spec does not show it). */
export const networkMessages = {
  tooLong: (network: string, count: number, max: number) =>
    `The ${network} text is ${count.toLocaleString('en-US')} characters; ${network} allows ${max.toLocaleString('en-US')}.`,
  tooManyMedia: (network: string, max: number) =>
    `${network} takes at most ${max} ${max === 1 ? 'image or video' : 'images or videos'} in a post.`,
  tooManyHashtags: (network: string, count: number, max: number) =>
    `${network} allows at most ${max} hashtags; this text has ${count}.`,
  needsMedia: (network: string) => `${network} shows no post without an image or a video: add one.`,
  firstCommentTooLong: (network: string, max: number) =>
    `The first comment is too long for ${network} (at most ${max.toLocaleString('en-US')} characters).`,
  firstCommentNotSent: (network: string) => `${network} takes no first comment: it is not sent there.`,
  altTooLong: (position: number) =>
    `The alt text of image ${position} is too long (at most ${ALT_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters).`,
  overrideEmpty: (network: string) => `The ${network} text is empty: write it or use the main text.`,
} as const;

/** What one network is sent of a post. */
export interface ChannelContent {
  text: string;
  mediaCount: number;
  firstComment: string;
}

/** A finding about one network's content: `block` stops saving, `warn` is shown beside the preview. */
export interface ChannelFinding {
  severity: 'block' | 'warn';
  message: string;
}

/** What keeps `content` from going out on `providerId`'s network (blocks), and what will look wrong (warnings). */
export function channelFindings(providerId: number, content: ChannelContent): ChannelFinding[] {
  const rule = networkRule(providerId);
  if (!rule) return [];
  const found: ChannelFinding[] = [];
  const count = countCharacters(providerId, content.text);
  if (content.text.trim() === '')
    found.push({ severity: 'block', message: networkMessages.overrideEmpty(rule.name) });
  if (count > rule.maxCharacters) {
    found.push({ severity: 'block', message: networkMessages.tooLong(rule.name, count, rule.maxCharacters) });
  }
  if (content.mediaCount > rule.maxMedia) {
    found.push({ severity: 'block', message: networkMessages.tooManyMedia(rule.name, rule.maxMedia) });
  }
  if (rule.maxHashtags !== null) {
    const tags = hashtagsOf(content.text).length;
    if (tags > rule.maxHashtags) {
      found.push({
        severity: 'block',
        message: networkMessages.tooManyHashtags(rule.name, tags, rule.maxHashtags),
      });
    }
  }
  const comment = content.firstComment.trim();
  if (comment !== '') {
    if (!rule.firstComment)
      found.push({ severity: 'warn', message: networkMessages.firstCommentNotSent(rule.name) });
    else if (countCharacters(providerId, comment) > rule.maxCharacters) {
      found.push({
        severity: 'block',
        message: networkMessages.firstCommentTooLong(rule.name, rule.maxCharacters),
      });
    }
  }
  if (rule.needsMedia && content.mediaCount === 0) {
    found.push({ severity: 'warn', message: networkMessages.needsMedia(rule.name) });
  }
  return found;
}

/** The text `providerId` is sent: its own text when the post has one for it, else the post's text. */
export function channelText(
  description: string,
  texts: Readonly<Partial<Record<number, string>>>,
  providerId: number,
): string {
  const own = texts[providerId];
  return own !== undefined && own !== null ? own : description;
}

/** The first problem that keeps a post's content from being saved, over its channels; null when none. */
export function postContentProblem(post: {
  description: string;
  texts: Readonly<Partial<Record<number, string>>>;
  channels: readonly number[];
  mediaCount: number;
  firstComment: string;
  altTexts: readonly string[];
}): string | null {
  for (const providerId of post.channels) {
    const content = {
      text: channelText(post.description, post.texts, providerId),
      mediaCount: post.mediaCount,
      firstComment: post.firstComment,
    };
    const block = channelFindings(providerId, content).find((finding) => finding.severity === 'block');
    if (block) return block.message;
  }
  const longAlt = post.altTexts.findIndex((alt) => Array.from(alt).length > ALT_TEXT_MAX_LENGTH);
  if (longAlt >= 0) return networkMessages.altTooLong(longAlt + 1);
  return null;
}

/** A piece of a post's text as a feed draws it. */
export type PreviewPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'hashtag'; text: string }
  | { kind: 'mention'; text: string };

const TAG_OR_MENTION = /(?<![\p{L}\p{M}\p{N}_&/#@])([#@])([\p{L}\p{M}\p{N}_]+)/gu;

/** `text` split into plain text, links (clickable on the network or not), hashtags and @mentions. */
function previewParts(text: string, linksClickable: boolean): PreviewPart[] {
  const parts: PreviewPart[] = [];
  const pushText = (chunk: string) => {
    let at = 0;
    for (const match of chunk.matchAll(TAG_OR_MENTION)) {
      const isTag = match[1] === '#';
      if (isTag && !/\p{L}/u.test(match[2]!)) continue;
      if (match.index > at) parts.push({ kind: 'text', text: chunk.slice(at, match.index) });
      parts.push({ kind: isTag ? 'hashtag' : 'mention', text: match[0] });
      at = match.index + match[0].length;
    }
    if (at < chunk.length) parts.push({ kind: 'text', text: chunk.slice(at) });
  };
  let at = 0;
  for (const link of findLinks(text)) {
    pushText(text.slice(at, link.index));
    parts.push(
      linksClickable ? { kind: 'link', text: link.url, href: link.url } : { kind: 'text', text: link.url },
    );
    at = link.index + link.url.length;
  }
  pushText(text.slice(at));
  return parts;
}

/** A post's text as `providerId`'s feed shows it: cut behind "See more" where the feed cuts it. */
export interface FeedPreview {
  network: string;
  parts: PreviewPart[];
  /** The label after a cut text; null when the whole text shows. */
  more: string | null;
}

export function feedPreview(providerId: number, text: string): FeedPreview {
  const rule = networkRule(providerId);
  const name = rule?.name ?? providerById(providerId)?.name ?? String(providerId);
  const limit = rule?.previewCharacters ?? null;
  const chars = Array.from(text.trim());
  if (limit === null || chars.length <= limit) {
    return { network: name, parts: previewParts(text.trim(), rule?.linksClickable ?? true), more: null };
  }
  // Cut at the last space before the limit (a word is not split) unless that loses more than a fifth.
  let cut = chars.slice(0, limit).join('');
  const space = cut.search(/\s\S*$/);
  if (space > limit * 0.8) cut = cut.slice(0, space);
  return {
    network: name,
    parts: previewParts(`${cut.trimEnd()}…`, rule?.linksClickable ?? true),
    more: rule?.moreLabel ?? 'more',
  };
}
