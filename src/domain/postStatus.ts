/**
 * Post status (spec 3 "Post", 4.1): the label, the status key and the card colour of a post, read from the first
 * element of its `msp` list. Pure: the planner's cards and filters read them from here.
 */

/** One publishing channel of a post (spec 3: `channeldata` entries, each with a status). */
export interface PostChannel {
  status: string;
}

/** The first `msp` element: what the status is read from. */
export interface PostStatusSource {
  status: string;
  approved: number;
  channeldata?: readonly PostChannel[] | null;
}

/** A post wraps a list `msp` whose first element holds status, approved and channeldata (spec 3). */
export interface PostLike {
  msp?: readonly PostStatusSource[] | null;
}

export const POST_STATUS_KEYS = [
  'POSTED_WITH_ERROR',
  'POSTED',
  'SCHEDULED',
  'FAILED',
  'PENDING',
  'BRANDING',
  'INSERTED',
] as const;
export type PostStatusKey = (typeof POST_STATUS_KEYS)[number];

/** Spec 4.1: the label of each row of the table, word for word. */
export const POST_STATUS_LABELS = {
  needsApproval: 'Needs approval',
  scheduled: 'Scheduled',
  published: 'Published',
  partiallyPublished: 'Partially Published',
  notPublished: 'Not Published',
  branding: 'Branding...',
  generating: 'Generating...',
} as const;

/** Spec 4.1: cards are coloured for scheduled, posted, failed, pending, other and brand. */
export type PostTone = 'scheduled' | 'posted' | 'failed' | 'pending' | 'other' | 'brand';

function channels(source: PostStatusSource): readonly PostChannel[] {
  const list: unknown = source.channeldata;
  return Array.isArray(list) ? (list as readonly PostChannel[]) : [];
}

function anyChannel(source: PostStatusSource, status: string): boolean {
  return channels(source).some((channel) => channel?.status === status);
}

/** The first msp element, or null when the post has none. */
export function statusSourceOf(post: PostLike): PostStatusSource | null {
  return post.msp?.[0] ?? null;
}

/** Spec 4.1: the display label. A post without an msp element counts as 'anything else'. */
export function postStatusLabel(source: PostStatusSource | null): string {
  if (source === null) return POST_STATUS_LABELS.generating;
  switch (source.status) {
    case 'SCHEDULED':
      return source.approved === 1 ? POST_STATUS_LABELS.scheduled : POST_STATUS_LABELS.needsApproval;
    case 'POSTED':
      return anyChannel(source, 'FAILED')
        ? POST_STATUS_LABELS.partiallyPublished
        : POST_STATUS_LABELS.published;
    case 'FAILED':
      return anyChannel(source, 'POSTED')
        ? POST_STATUS_LABELS.partiallyPublished
        : POST_STATUS_LABELS.notPublished;
    case 'BRANDING':
      return POST_STATUS_LABELS.branding;
    default:
      return POST_STATUS_LABELS.generating;
  }
}

/**
 * Spec 4.1: the status key. POSTED with a failed channel, or FAILED with a posted channel, is POSTED_WITH_ERROR;
 * otherwise the status itself when it is one of POSTED, SCHEDULED, FAILED, PENDING, BRANDING, INSERTED; the default
 * is FAILED.
 */
export function postStatusKey(source: PostStatusSource | null): PostStatusKey {
  if (source === null) return 'FAILED';
  if (source.status === 'POSTED' && anyChannel(source, 'FAILED')) return 'POSTED_WITH_ERROR';
  if (source.status === 'FAILED' && anyChannel(source, 'POSTED')) return 'POSTED_WITH_ERROR';
  return (POST_STATUS_KEYS as readonly string[]).includes(source.status)
    ? (source.status as PostStatusKey)
    : 'FAILED';
}

/**
 * The card colour. Ours, where spec 4.1 only names the colours: a post waiting for approval is 'pending' (like
 * PENDING), a partially published one 'failed' (it needs the user's attention), INSERTED and unknown statuses
 * 'other'.
 */
export function postTone(source: PostStatusSource | null): PostTone {
  if (source === null) return 'other';
  const key = postStatusKey(source);
  switch (key) {
    case 'SCHEDULED':
      return source.approved === 1 ? 'scheduled' : 'pending';
    case 'POSTED':
      return 'posted';
    case 'POSTED_WITH_ERROR':
    case 'FAILED':
      return (POST_STATUS_KEYS as readonly string[]).includes(source.status) ? 'failed' : 'other';
    case 'PENDING':
      return 'pending';
    case 'BRANDING':
      return 'brand';
    case 'INSERTED':
      return 'other';
  }
}

/** Spec 4.1: 'Needs approval' is a SCHEDULED post with approved 0. */
export function needsApproval(source: PostStatusSource | null): boolean {
  return source !== null && source.status === 'SCHEDULED' && source.approved !== 1;
}
