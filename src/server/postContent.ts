/**
 * What the post editor writes of a post besides its text, media, time and channels (issue 19): the networks' own
 * texts, the first comment and the alt texts, as stored (posts.texts: an object keyed by provider id; alt_texts: a
 * list in the order of `media`) and as the wire carries them (src/contract/posts.ts `post`), and the checks addPost
 * and updatePost make over the content a post will have once written (src/domain/networkRules.ts): what a network
 * would refuse at publishing is refused when it is saved, with nothing stored.
 */
import { postMessages, type PostWire } from '../contract/posts.ts';
import { postContentProblem } from '../domain/networkRules.ts';
import { providerById } from '../domain/posts.ts';
import { HttpError } from './http.ts';

/** The networks' own texts of a post, by provider id. */
export type ChannelTexts = Readonly<Record<number, string>>;

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** posts.texts as read from the database (a jsonb object; entries that are not a network's text are skipped). */
export function storedTexts(value: unknown): ChannelTexts {
  const object: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (object === null || typeof object !== 'object' || Array.isArray(object)) return {};
  const texts: Record<number, string> = {};
  for (const [key, text] of Object.entries(object as Record<string, unknown>)) {
    const providerId = Number(key);
    if (Number.isInteger(providerId) && typeof text === 'string') texts[providerId] = text;
  }
  return texts;
}

/** The texts of a request body (`[{provider_Id, text}]`), by provider id. */
export function textsOf(list: readonly { provider_Id: number; text: string }[]): ChannelTexts {
  return Object.fromEntries(list.map((item) => [item.provider_Id, item.text]));
}

/** Only the texts of networks among `channels`. */
export function textsOn(texts: ChannelTexts, channels: readonly number[]): ChannelTexts {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => channels.includes(Number(key))));
}

/** The texts as the wire lists them: by provider id, only the networks among the post's `channels`. */
export function textsWire(texts: ChannelTexts, channels: readonly number[]): PostWire['texts'] {
  return Object.entries(textsOn(texts, channels))
    .map(([key, text]) => ({ provider_Id: Number(key) as PostWire['texts'][number]['provider_Id'], text }))
    .sort((a, b) => a.provider_Id - b.provider_Id);
}

/** posts.alt_texts (or media) as read from the database. */
export function storedStrings(value: unknown): string[] {
  return stringsOf(typeof value === 'string' ? JSON.parse(value) : value);
}

/**
 * The stored alt texts once the media change without new alt texts (the planner's modal sends no alt texts): each
 * alt text follows its image (by URL, the first not yet taken), a new image has none; trailing empty ones dropped.
 */
export function altTextsFollowingMedia(
  altTexts: readonly string[],
  oldMedia: readonly string[],
  newMedia: readonly string[],
): string[] {
  const taken = new Set<number>();
  const aligned = newMedia.map((url) => {
    const at = oldMedia.findIndex((old, index) => old === url && !taken.has(index));
    if (at < 0) return '';
    taken.add(at);
    return altTexts[at] ?? '';
  });
  while (aligned.length > 0 && aligned.at(-1) === '') aligned.pop();
  return aligned;
}

/** What a post holds once written. */
export interface PostContent {
  description: string;
  texts: ChannelTexts;
  channels: readonly number[];
  media: readonly string[];
  firstComment: string;
  altTexts: readonly string[];
}

const networkName = (providerId: number) => providerById(providerId)?.name ?? String(providerId);

/**
 * 400 when a text names a network that is not among the channels (field `texts`), when there are more alt texts
 * than media (`alt_texts`), or when a network would refuse the content (the first of postContentProblem, `texts`).
 */
export function checkPostContent(content: PostContent): void {
  const stray = Object.keys(content.texts)
    .map(Number)
    .find((providerId) => !content.channels.includes(providerId));
  if (stray !== undefined)
    throw new HttpError(400, postMessages.textNotAChannel(networkName(stray)), 'texts');
  if (content.altTexts.length > content.media.length) {
    throw new HttpError(400, postMessages.altTextsBeyondMedia, 'alt_texts');
  }
  const problem = postContentProblem({
    description: content.description,
    texts: content.texts,
    channels: content.channels,
    mediaCount: content.media.length,
    firstComment: content.firstComment,
    altTexts: content.altTexts,
  });
  if (problem !== null) throw new HttpError(400, problem, 'texts');
}
