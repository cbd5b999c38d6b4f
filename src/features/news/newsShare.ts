/**
 * "Share" on an industry news card (issue 18): the article becomes a draft post of the content planner, an
 * unscheduled post (POST /auth/addPost with `scheduled_at` null) whose text is the article's title, a line break and
 * its link (`shareTextOf`), going to every network the account has connected (the planner lets the person change
 * that, and the date, when they open the draft). With no connected network there is nothing to draft for: the page
 * says so and links to the social accounts page. The cached posts of the account are marked stale, so the planner
 * shows the draft at once.
 */
import type { PostCalls } from '../../api/posts.ts';
import type { SocialCalls } from '../../api/social.ts';
import { queryClient, type DataCache } from '../../api/queries/client.ts';
import { invalidateActionItems } from '../../api/queries/dashboardLinks.ts';
import { invalidatePosts } from '../../api/queries/posts.ts';
import { socialLinks } from '../../api/queries/socialLinks.ts';
import { shareTextOf, type NewsItem } from '../../domain/news.ts';
import { SOCIAL_PROVIDERS } from '../../domain/posts.ts';

export type ShareOutcome = { kind: 'shared'; postId: number } | { kind: 'noNetworks' };

export interface NewsShareEffects {
  calls: Pick<PostCalls, 'addPost'> & Pick<SocialCalls, 'linkStatus'>;
  cache?: DataCache;
}

/** The share action: makes the draft and answers its id, or that the account has no connected network. */
export function newsShareLogic({ calls, cache = queryClient }: NewsShareEffects) {
  return async function share(accountId: number, item: NewsItem): Promise<ShareOutcome> {
    const links = await socialLinks.fetch(calls, accountId, cache);
    const connected = new Set(links.filter((link) => link.connected).map((link) => link.provider_Id));
    const channels = SOCIAL_PROVIDERS.map((provider) => provider.id).filter((id) => connected.has(id));
    if (channels.length === 0) return { kind: 'noNetworks' };
    const post = await calls.addPost({
      account_id: accountId,
      description: shareTextOf(item),
      scheduled_at: null,
      channels,
    });
    await invalidatePosts(accountId, cache);
    void invalidateActionItems(accountId, cache);
    return { kind: 'shared', postId: post.id };
  };
}

export type NewsShare = ReturnType<typeof newsShareLogic>;
