/**
 * The content planner's posts filter (spec 4.1): a post's status group for the "Show" filter and its labels, read from
 * the post's first msp element. Split from calendar.ts, which re-exports it.
 */
import { needsApproval, postStatusLabel, postTone, type PostStatusSource } from './postStatus.ts';

/**
 * A post as the planner reads its status: the shape of `PostLike` (postStatus.ts), written so that `Post`
 * (posts.ts, whose channel entries are an interface without an index signature) fits it too.
 */
export interface PlannerPostLike {
  msp?:
    | readonly { status: string; approved: number; channeldata?: readonly { status: string }[] | null }[]
    | null;
}

/** The status a post is read by: its first msp element. */
export function statusSourceOf(post: PlannerPostLike): PostStatusSource | null {
  return post.msp?.[0] ?? null;
}

/** Spec 4.1: the card's status label, read from the post's first msp element. */
export function plannerPostLabel(post: PlannerPostLike): string {
  return postStatusLabel(statusSourceOf(post));
}

/** Spec 4.1: the post's first msp element is SCHEDULED with approved 0. */
export function postNeedsApproval(post: PlannerPostLike): boolean {
  return needsApproval(statusSourceOf(post));
}

export const POST_FILTERS = ['all', 'needsApproval', 'scheduled', 'published', 'failed', 'other'] as const;
export type PostFilter = (typeof POST_FILTERS)[number];

export const POST_FILTER_LABELS: Record<PostFilter, string> = {
  all: 'All posts',
  needsApproval: 'Needs approval',
  scheduled: 'Scheduled',
  published: 'Published',
  failed: 'Failed',
  other: 'Other',
};

/**
 * The one filter group of a post (spec 4.1 status, first msp element): 'Needs approval', scheduled and approved,
 * published (POSTED with no failed channel), failed (not published, or partially published: the user has to look),
 * and other (pending, branding, generating, unknown statuses). Follows the card colour (`postTone`).
 */
export function postFilterGroup(post: PlannerPostLike): Exclude<PostFilter, 'all'> {
  const source = statusSourceOf(post);
  if (needsApproval(source)) return 'needsApproval';
  switch (postTone(source)) {
    case 'scheduled':
      return 'scheduled';
    case 'posted':
      return 'published';
    case 'failed':
      return 'failed';
    default:
      return 'other';
  }
}

export function matchesFilter(post: PlannerPostLike, filter: PostFilter): boolean {
  return filter === 'all' || postFilterGroup(post) === filter;
}

export function filterPosts<T extends PlannerPostLike>(posts: readonly T[], filter: PostFilter): T[] {
  return filter === 'all' ? [...posts] : posts.filter((post) => matchesFilter(post, filter));
}
