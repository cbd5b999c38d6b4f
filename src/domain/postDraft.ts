/**
 * What the post editor holds while a post is written (the planner's edit modal and the full-page editor, issue 19),
 * and why it cannot be saved yet. The text the user typed is never thrown away until it is saved or the editor
 * closed.
 *
 * The modal edits the text, the networks and the schedule; the full-page editor also each network's own text, the
 * media with their alt texts, the first comment and, for a new post, whether it asks for approval. A draft made
 * from a calendar post (the modal) leaves those out (`undefined`): saving it keeps what is stored.
 */
import {
  isDayKey,
  isInPast,
  isTimeOfDay,
  localDayKey,
  localTime,
  plannerMessages,
  zonedInstant,
} from './calendar.ts';
import type { DayKey } from './calendar.ts';
import { channelText, postContentProblem } from './networkRules.ts';

export interface PostDraft {
  /** The post being edited; null for a new post. */
  postId: number | null;
  description: string;
  /** Schedule date 'YYYY-MM-DD' in the account's zone, or '' for no date. */
  day: DayKey;
  /** Schedule time 'HH:mm', or '' for no date. */
  time: string;
  /** Publish-to choices: social provider ids. */
  channels: number[];
  /** The networks' own texts by provider id (a network without one gets `description`); undefined: as stored. */
  texts?: Partial<Record<number, string>>;
  /** Published under the post where the network takes one; undefined: as stored. */
  firstComment?: string;
  /** The post's images and videos (URLs), in order; undefined: as stored. */
  media?: string[];
  /** One alt text per media item ('' for none); undefined: as stored. */
  altTexts?: string[];
  /** A new post waits for approval before it is published (spec 4.1 'Needs approval'). */
  needsApproval?: boolean;
}

interface PostMspLike {
  channeldata?: readonly { provider_Id: number }[] | null;
}

/** A post as the editors read it: the calendar's (no texts) or a whole one (getPostById). */
export interface DraftSource {
  id: number;
  description: string;
  scheduled_at: string | null;
  msp: readonly PostMspLike[];
  media?: readonly string[];
  texts?: readonly { provider_Id: number; text: string }[];
  first_comment?: string;
  alt_texts?: readonly string[];
}

/** The draft of an existing post, in the account's zone; a whole post's texts, media and alt texts too. */
export function draftFromPost(post: DraftSource, zone: string): PostDraft {
  const at = post.scheduled_at;
  const draft: PostDraft = {
    postId: post.id,
    description: post.description,
    day: at ? localDayKey(at, zone) : '',
    time: at ? localTime(at, zone) : '',
    channels: (post.msp[0]?.channeldata ?? []).map((channel) => channel.provider_Id),
  };
  if (post.texts === undefined) return draft;
  const media = [...(post.media ?? [])];
  return {
    ...draft,
    texts: Object.fromEntries(post.texts.map((entry) => [entry.provider_Id, entry.text])),
    firstComment: post.first_comment ?? '',
    media,
    altTexts: media.map((_, index) => post.alt_texts?.[index] ?? ''),
  };
}

/** The draft's schedule as a UTC instant, or null for no date. */
export function draftScheduledAt(draft: PostDraft, zone: string): string | null {
  return draft.day === '' || draft.time === '' ? null : zonedInstant(draft.day, draft.time, zone);
}

/** The draft's own texts of the networks it publishes to, as the calls send them (by provider id). */
export function draftTexts(draft: PostDraft): { provider_Id: number; text: string }[] | undefined {
  if (draft.texts === undefined) return undefined;
  const texts = draft.texts;
  return draft.channels
    .filter((id) => texts[id] !== undefined)
    .sort((a, b) => a - b)
    .map((id) => ({ provider_Id: id, text: texts[id]!.trim() }));
}

/** What `providerId` is sent of the draft. */
export function draftChannelText(draft: PostDraft, providerId: number): string {
  return channelText(draft.description, draft.texts ?? {}, providerId);
}

/** Why the draft cannot be saved yet, or null. `now` is the caller's clock. */
export function draftProblem(draft: PostDraft, zone: string, now: string | Date | number): string | null {
  if (draft.description.trim() === '') return plannerMessages.descriptionMissing;
  if (draft.channels.length === 0) return plannerMessages.channelsMissing;
  const content = postContentProblem({
    description: draft.description,
    texts: Object.fromEntries((draftTexts(draft) ?? []).map((entry) => [entry.provider_Id, entry.text])),
    channels: draft.channels,
    mediaCount: draft.media?.length ?? 0,
    firstComment: draft.firstComment ?? '',
    altTexts: draft.altTexts ?? [],
  });
  if (content !== null) return content;
  const hasDay = draft.day !== '';
  const hasTime = draft.time !== '';
  if (hasDay !== hasTime || (hasDay && (!isDayKey(draft.day) || !isTimeOfDay(draft.time)))) {
    return plannerMessages.scheduleIncomplete;
  }
  if (hasDay && isInPast(draft.day, draft.time, zone, now)) return plannerMessages.scheduleInPast;
  return null;
}

/** What the planner's edit modal hands to the full-page editor: the fields it edits, as typed. */
export type DraftHandoff = Pick<PostDraft, 'postId' | 'description' | 'day' | 'time' | 'channels' | 'media'>;

/** At most this many media items are taken from a handed-over draft (the post's limit). */
const HANDOFF_MEDIA_LIMIT = 10;

/**
 * The modal's draft read back from the history entry (bad shapes: null, nothing is applied). Browsers keep history
 * state across reloads, and anything can have written it, so every field is checked.
 */
export function draftHandoffOf(value: unknown): DraftHandoff | null {
  if (typeof value !== 'object' || value === null) return null;
  const found = value as Record<string, unknown>;
  const { postId, description, day, time, channels } = found;
  if (postId !== null && !(typeof postId === 'number' && Number.isInteger(postId) && postId > 0)) return null;
  if (typeof description !== 'string' || typeof day !== 'string' || typeof time !== 'string') return null;
  if ((day !== '' && !isDayKey(day)) || (time !== '' && !isTimeOfDay(time))) return null;
  if (!Array.isArray(channels) || !channels.every((id) => typeof id === 'number' && Number.isInteger(id))) {
    return null;
  }
  const handed: DraftHandoff = { postId, description, day, time, channels: [...(channels as number[])] };
  // A new post's media (made from the library or a design) come along; an existing post's are read from the server.
  const { media } = found;
  if (postId === null && Array.isArray(media)) {
    const urls = media.filter((url): url is string => typeof url === 'string' && url.length <= 2000);
    if (urls.length === media.length && urls.length <= HANDOFF_MEDIA_LIMIT) handed.media = urls;
  }
  return handed;
}
