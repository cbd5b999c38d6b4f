/**
 * Review links (issue 19) through the data cache: a post's links under the account's posts key (a write to the posts
 * marks them stale too; making or revoking a link does it itself), and the reviewer's view of a token. The
 * reviewer's read is not retried: a refusal (expired, revoked, used) is the answer, not a hiccup.
 */
import type { Post } from '../../domain/posts.ts';
import type { ReviewCalls, ReviewLink, ReviewView } from '../reviewLinks.ts';
import { invalidate, queryClient, type CachedRead, type DataCache } from './client.ts';
import { postKeys } from './posts.ts';

const linksKey = (accountId: number, postId: Post['id']) => [
  ...postKeys.account(accountId),
  'reviewLinks',
  postId,
];

export function reviewLinksOf(
  calls: Pick<ReviewCalls, 'list'>,
  accountId: number,
  postId: number,
): CachedRead<ReviewLink[]> {
  return { queryKey: linksKey(accountId, postId), queryFn: () => calls.list({ accountId, postId }) };
}

/** After a link was made or revoked. */
export function reviewLinksChanged(
  accountId: number,
  postId: number,
  cache: DataCache = queryClient,
): Promise<void> {
  return invalidate(linksKey(accountId, postId), cache);
}

export function reviewView(
  calls: Pick<ReviewCalls, 'view'>,
  token: string,
): CachedRead<ReviewView> & { retry: false } {
  return { queryKey: ['review', token], queryFn: () => calls.view(token), retry: false };
}
