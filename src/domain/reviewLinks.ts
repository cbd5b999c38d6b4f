/**
 * A post shared for review (issue 19, /{accid}/sharedposteditor/{token}): a member makes a link for someone without
 * an account, who can view the post and approve it or leave a comment, once. The link expires and can be revoked.
 * Wording and small rules of the member's list and of the reviewer's page (ours: the spec names the route only).
 */
export type ReviewLinkState = 'active' | 'expired' | 'revoked' | 'used';

/** How long a new link lasts by default (days); the server accepts 1 to 30. */
export const REVIEW_LINK_DAYS = 7;
/** The reviewer's name and comment limits (the server's). */
export const REVIEWER_NAME_MAX = 80;
export const REVIEW_COMMENT_MAX = 2000;

/** The reviewer's page for a link, on this origin. */
export function reviewPageUrl(origin: string, accountId: number, token: string): string {
  return `${origin}/${accountId}/sharedposteditor/${encodeURIComponent(token)}`;
}

/** A token as the address carries it: 43 base64url characters; anything else is not a link. */
export function isReviewToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export const reviewStateLabels: Record<ReviewLinkState, string> = {
  active: 'Waiting for review',
  expired: 'Expired',
  revoked: 'Revoked',
  used: 'Answered',
};

export const reviewText = {
  // The member's side, in the post editor.
  section: 'Share for review',
  intro:
    'Send someone without an account a link to this post: they can approve it or leave a comment, once. The link lasts 7 days.',
  create: 'Create a review link',
  creating: 'Creating...',
  created: 'Review link created',
  linkLabel: 'Review link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copy the link from the field: this browser did not allow copying.',
  none: 'No review links yet.',
  revoke: 'Revoke',
  revoking: 'Revoking...',
  keep: 'Keep it',
  revokeTitle: 'Revoke this review link?',
  revokeBody: 'Whoever has it can no longer open the post. This cannot be undone.',
  revoked: 'Review link revoked',
  revokeFailed: 'Could not revoke the link. Try again.',
  createFailed: 'Could not create a review link. Try again.',
  listFailed: 'The review links could not be loaded.',
  expires: (when: string) => `Expires ${when}`,
  created_at: (when: string) => `Created ${when}`,
  approvedBy: (name: string) => `Approved by ${name}`,
  commentBy: (name: string) => `Comment from ${name}`,
  // The reviewer's page.
  pageTitle: 'Review a post',
  notALink: 'This review link is not complete. Please open it again from the message you received.',
  sendFailed: 'Your answer could not be sent. Try again.',
  yourAnswer: 'Your answer',
  intro_reviewer: (account: string) => `${account} asks for your review of this post before it is published.`,
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  notScheduled: 'Not scheduled yet',
  loading: 'Loading the post...',
  name: 'Your name',
  comment: 'Comment',
  commentHint: 'Required to send a comment; optional with an approval.',
  approve: 'Approve',
  sendComment: 'Send comment',
  sending: 'Sending...',
  nameMissing: 'Please write your name.',
  commentMissing: 'Please write your comment.',
  thanksApproved: 'Thank you: the post is approved.',
  thanksCommented: 'Thank you: your comment was sent.',
  closeNote: 'You can close this page.',
} as const;

/** Why the reviewer's answer cannot be sent yet, or null. */
export function reviewAnswerProblem(
  decision: 'approve' | 'comment',
  name: string,
  comment: string,
): string | null {
  if (name.trim() === '') return reviewText.nameMissing;
  if (decision === 'comment' && comment.trim() === '') return reviewText.commentMissing;
  return null;
}
