/**
 * The stream of changes (issue 20; the wire format is src/contract/live.ts): its kinds, how long a lost stream waits
 * before it connects again, and which changes each machine reads again for.
 */

/**
 * What a change is about, and its `data` (ids only; the tab reads the data itself):
 * - `chat.message` {conversationId, messageId}: a message was sent (to both members);
 * - `notifications.changed` {}: a user's bell notifications changed (added or read; to that user);
 * - `posts.changed` {postIds}: posts of an account were added, changed, moved, approved, removed, or published or
 *   failed (to the account's members); more than 100 at once come as {postIds: [], many: true};
 * - `social.changed` {}: an account's network connections changed, an automatic disconnect included (to the
 *   account's members).
 */
export const LIVE_KINDS = [
  'chat.message',
  'notifications.changed',
  'posts.changed',
  'social.changed',
] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** Ours: the first wait after a stream is lost or refused. Each failure in a row doubles it, up to LIVE_RETRY_MAX_MS. */
export const LIVE_RETRY_FIRST_MS = 1_000;
/** Ours: the longest wait between two attempts (a server being restarted, a proxy refusing streams). */
export const LIVE_RETRY_MAX_MS = 30_000;

/** The wait before attempt `failures + 1` (failures ≥ 1): 1 s, 2 s, 4 s … 30 s. */
export function liveRetryDelay(failures: number): number {
  const doublings = Math.max(0, Math.min(failures - 1, 16));
  return Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_FIRST_MS * 2 ** doublings);
}

/**
 * The wait with jitter: between half and all of `liveRetryDelay`, so the tabs a restarted server dropped do not all
 * come back in the same second. `random` in [0, 1).
 */
export function jitteredRetryDelay(failures: number, random: number): number {
  const full = liveRetryDelay(failures);
  return Math.round(full / 2 + (full / 2) * Math.min(Math.max(random, 0), 1));
}

/** One change as the tab gets it. */
export interface LiveChange {
  id: number;
  kind: LiveKind;
  accountId: number | null;
  data: Record<string, unknown>;
}

/** What the tab's machines are told of the stream. */
export type LiveEvent =
  { type: 'live.up' } | { type: 'live.down' } | { type: 'live.changed'; change: LiveChange };

/** The bells read again for a message (the message bell) and for their notifications (the count). */
export const BELLS_KINDS: readonly LiveKind[] = ['chat.message', 'notifications.changed'];

/** An open thread reads its newer messages again for a message in that conversation. */
export function isMessageIn(change: LiveChange, conversationId: number | null): boolean {
  return (
    change.kind === 'chat.message' && conversationId !== null && change.data.conversationId === conversationId
  );
}

/** The planner reads its days again for a change to its account's posts. */
export function isPostChangeOf(change: LiveChange, accountId: number): boolean {
  return change.kind === 'posts.changed' && change.accountId === accountId;
}

/**
 * The auto-disconnect watch checks again for a change of its account's networks (an automatic disconnect among them);
 * with no account selected (0) it watches every account of the user, which is all its stream carries.
 */
export function isSocialChangeOf(change: LiveChange, accountId: number): boolean {
  return change.kind === 'social.changed' && (accountId === 0 || change.accountId === accountId);
}
