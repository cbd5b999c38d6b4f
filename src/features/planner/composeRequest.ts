/**
 * The planner's new-post modal opened from outside the planner (issue 18): `?use=<library post id>` ("Use this
 * post" in My library), `?text=<text>` (a do-it-yourself post text, a news article), `?design=<design id>` ("Use in
 * a post" in My designs, issue 19) and `?day=YYYY-MM-DD` (composeHref of src/domain/library.ts). Once the calendar
 * is shown the modal opens prefilled: the library post's caption and hashtags, its image and the networks it suits
 * that the account has connected; a design's PNG (the server's rendering at scale 1) as the media; on the day asked
 * for (today when absent or past). The parameters then leave the address, so closing the modal does not reopen it.
 */
import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { designCalls, designImageUrl } from '../../api/designs.ts';
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
const designs = designCalls(api);
const social = socialCalls(api);

export const composeRequestMessages = {
  failedTitle: 'Could not open the post',
  postMissing: 'This library post could not be opened. Please try again from My library.',
  designMissing: 'This design could not be opened. Please try again from My designs.',
} as const;

/** What a compose request names: a library post, a design, a text, a day. */
export interface ComposeRequest {
  libraryPostId: number | null;
  designId: number | null;
  text: string | null;
  day: string;
}

/** What the address asks for, or null. */
export function composeRequestOf(search: string): ComposeRequest | null {
  const params = new URLSearchParams(search);
  const idOf = (value: string | null) =>
    value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
  const text = params.get(COMPOSE_PARAMS.text);
  const libraryPostId = idOf(params.get(COMPOSE_PARAMS.libraryPostId));
  const designId = idOf(params.get(COMPOSE_PARAMS.designId));
  if (libraryPostId === null && designId === null && (text === null || text.trim() === '')) return null;
  return {
    libraryPostId,
    designId,
    text: text === null ? null : Array.from(text).slice(0, POST_DESCRIPTION_MAX_LENGTH).join(''),
    day: params.get(COMPOSE_PARAMS.day) ?? '',
  };
}

/** The day a request's post goes on: the one asked for when it is a real day not before today, else today. */
export function composeDayOf(asked: string, today: DayKey): DayKey {
  return isDayKey(asked) && asked >= today ? asked : today;
}

/** A failure to read what the request names, with the sentence that says which. */
class ComposeSourceMissing extends Error {}

/** What a compose request names, read: its text, networks, media and source. */
export async function prefillOf(accountId: number, request: ComposeRequest): Promise<PostPrefill> {
  const { libraryPostId, designId } = request;
  const missing = (message: string) => () => Promise.reject(new ComposeSourceMissing(message));
  const base =
    libraryPostId === null
      ? { description: request.text ?? '', channels: [], media: [], libraryPostId: null }
      : await queryClient
          .fetchQuery(libraryPost.query(library, accountId, libraryPostId))
          .then((post) => prefillFromPost(accountId, post), missing(composeRequestMessages.postMissing));
  if (designId === null) return base;
  // Read now, not from the cache: the version (and so the image's address) is the latest saved.
  const design = await designs.get(designId).catch(missing(composeRequestMessages.designMissing));
  return withDesignImage(base, design, accountId);
}

/** A prefill whose media is a design's image: the server's PNG at the page size, for the design's version. */
export function withDesignImage(
  prefill: PostPrefill,
  design: { id: number; version: number },
  accountId: number,
): PostPrefill {
  return { ...prefill, media: [designImageUrl(design, accountId, { format: 'png', scale: 1 })] };
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
      (error: unknown) =>
        showToast({
          tone: 'error',
          title: composeRequestMessages.failedTitle,
          message: error instanceof ComposeSourceMissing ? error.message : composeRequestMessages.postMissing,
        }),
    );
  }, [accountId, ready, today, compose, showToast, location]);
}
