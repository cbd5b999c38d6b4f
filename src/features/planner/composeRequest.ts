/**
 * The planner's new-post modal opened from outside the planner (issue 18): `?use=<library post id>` ("Use this
 * post" in My library), `?text=<text>` (a do-it-yourself post text, a news article) and `?day=YYYY-MM-DD`
 * (composeHref of src/domain/library.ts). Once the calendar is shown the modal opens prefilled: the library post's
 * caption and hashtags, its image and the networks it suits that the account has connected, on the day asked for
 * (today when absent or past). The parameters then leave the address, so closing the modal does not reopen it.
 */
import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../api/index.ts';
import { libraryCalls } from '../../api/library.ts';
import { queryClient } from '../../api/queries/client.ts';
import { libraryPost } from '../../api/queries/library.ts';
import { socialLinks } from '../../api/queries/socialLinks.ts';
import { socialCalls } from '../../api/social.ts';
import { useAppLocation } from '../../app/useAppLocation.ts';
import { POST_DESCRIPTION_MAX_LENGTH } from '../../contract/posts.ts';
import { isDayKey, type DayKey } from '../../domain/calendar.ts';
import type { PostPrefill } from '../../domain/posts.ts';
import { COMPOSE_PARAMS, composeTextOf, type LibraryPost } from '../../domain/library.ts';
import type { ToastInput } from '../../domain/toast.ts';

const library = libraryCalls(api);
const social = socialCalls(api);

export const composeRequestMessages = {
  failedTitle: 'Could not open the post',
  postMissing: 'This library post could not be opened. Please try again from My library.',
} as const;

/** What the address asks for, or null. */
export function composeRequestOf(
  search: string,
): { libraryPostId: number | null; text: string | null; day: string } | null {
  const params = new URLSearchParams(search);
  const use = params.get(COMPOSE_PARAMS.libraryPostId);
  const text = params.get(COMPOSE_PARAMS.text);
  const libraryPostId = use !== null && /^\d{1,9}$/.test(use) && Number(use) > 0 ? Number(use) : null;
  if (libraryPostId === null && (text === null || text.trim() === '')) return null;
  return {
    libraryPostId,
    text: text === null ? null : Array.from(text).slice(0, POST_DESCRIPTION_MAX_LENGTH).join(''),
    day: params.get(COMPOSE_PARAMS.day) ?? '',
  };
}

/** The day a request's post goes on: the one asked for when it is a real day not before today, else today. */
export function composeDayOf(asked: string, today: DayKey): DayKey {
  return isDayKey(asked) && asked >= today ? asked : today;
}

async function prefillOf(
  accountId: number,
  request: NonNullable<ReturnType<typeof composeRequestOf>>,
): Promise<PostPrefill> {
  if (request.libraryPostId === null) {
    return { description: request.text ?? '', channels: [], media: [], libraryPostId: null };
  }
  const post = await queryClient.fetchQuery(libraryPost.query(library, accountId, request.libraryPostId));
  return prefillFromPost(accountId, post);
}

/** A new post made from a library post: its text and image, on the networks it suits that are connected. */
export async function prefillFromPost(accountId: number, post: LibraryPost): Promise<PostPrefill> {
  const links = await queryClient.fetchQuery(socialLinks.query(social, accountId)).catch(() => []);
  const connected = new Set(links.filter((link) => link.connected).map((link) => link.provider_Id as number));
  return {
    description: composeTextOf(post),
    channels: post.networks.filter((id) => connected.has(id)),
    media: [post.imageUrl],
    libraryPostId: post.id,
  };
}

/** Opens the new-post modal for the address's request once `ready` (the calendar is shown). */
export function useComposeRequest({
  accountId,
  ready,
  today,
  compose,
  showToast,
}: {
  accountId: number;
  ready: boolean;
  today: DayKey;
  compose: (dayKey: DayKey, prefill: PostPrefill) => void;
  showToast: (toast: ToastInput) => void;
}) {
  const location = useAppLocation();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const request = composeRequestOf(location.search);
    if (!ready || request === null || handled.current === location.search) return;
    handled.current = location.search;
    // The request is used once: it leaves the address (a reload then shows the planner as it is).
    navigate(`${location.pathname}${location.hash}`, { replace: true });
    prefillOf(accountId, request).then(
      (prefill) => compose(composeDayOf(request.day, today), prefill),
      () =>
        showToast({
          tone: 'error',
          title: composeRequestMessages.failedTitle,
          message: composeRequestMessages.postMissing,
        }),
    );
  }, [accountId, ready, today, compose, showToast, location]);
}
