/**
 * Wording and small rules of the full-page post editor (issue 19, /{accid}/posteditor/{id}): its addresses, what it
 * says while it loads or cannot, and the labels of its parts. The checks themselves are in networkRules.ts and
 * postDraft.ts. Ours: the spec names the routes only.
 */
import { isDayKey } from './calendar.ts';
import { COMPOSE_PARAMS } from './library.ts';
import { countCharacters, networkRule } from './networkRules.ts';

/** The page's id for a new post: /{accid}/posteditor/new. */
export const NEW_POST_ID = 'new' as const;

/** The post editor's address for a post (or a new one), in the account. */
export function postEditorHref(accountId: number, postId: number | typeof NEW_POST_ID): string {
  return `/${accountId}/posteditor/${postId}`;
}

/** The full editor of a new post made from a design (the design editor's "Use in a post"), on a day if given. */
export function newPostFromDesignHref(accountId: number, designId: number, day: string | null): string {
  const params = new URLSearchParams({ [COMPOSE_PARAMS.designId]: String(designId) });
  if (day !== null && isDayKey(day)) params.set(COMPOSE_PARAMS.day, day);
  return `${postEditorHref(accountId, NEW_POST_ID)}?${params.toString()}`;
}

/** The media editor of an uploaded image (crop for a network). */
export function mediaEditorHref(accountId: number, mediaId: string): string {
  return `/${accountId}/usermediaditor/${encodeURIComponent(mediaId)}`;
}

/** The planner's address the editor goes back to. */
export function plannerHref(accountId: number): string {
  return `/${accountId}/contentplanner`;
}

/** The post id of the page's address: a post id, 'new', or null (not a post). */
export function postIdOfParam(param: string | undefined): number | 'new' | null {
  if (param === NEW_POST_ID) return 'new';
  if (param === undefined || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

export const postEditorText = {
  newTitle: 'New post',
  editTitle: 'Edit post',
  viewTitle: 'Post',
  loading: 'Loading the post...',
  notAPost: 'This address does not name a post.',
  loadFailed: 'The post could not be loaded.',
  published: 'This post is published: it can no longer be changed.',
  mainText: 'Post text',
  mainTextHint: 'Every network gets this text unless it has its own.',
  ownText: (network: string) => `Write a different text for ${network}`,
  ownTextLabel: (network: string) => `${network} text`,
  media: 'Images and videos',
  mediaEmpty: 'No image or video yet.',
  addUpload: 'Add from uploads',
  addDesign: 'Add a design',
  remove: (position: number) => `Remove item ${position}`,
  moveUp: (position: number) => `Move item ${position} earlier`,
  moveDown: (position: number) => `Move item ${position} later`,
  altText: (position: number) => `Alt text of item ${position}`,
  altHint: 'Describe the image for people who cannot see it.',
  mediaItem: (position: number, count: number) => `Item ${position} of ${count}`,
  firstComment: 'First comment',
  firstCommentHint: 'Published under the post right after it (a reply on Twitter).',
  nextSlot: 'Next free slot',
  nextSlotLooking: 'Looking...',
  nextSlotNone: 'No free slot in your posting schedule in the next four weeks.',
  nextSlotNoSchedule: 'Set your posting schedule first (Settings, Posting schedule).',
  nextSlotFailed: 'The posting schedule could not be read. Try again.',
  approval: 'Ask for approval before it is published',
  approvalHint: 'The post waits as Needs approval until someone approves it.',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  previews: 'Previews',
  previewsEmpty: 'Choose a network to see how the post will look there.',
  preview: (network: string) => `${network} preview`,
  firstCommentLine: 'First comment',
  designsTitle: 'Add a design',
  designsEmpty: 'No designs yet. Make one in the Designer.',
  designAlt: (name: string) => `Design ${name}`,
  pick: 'Add',
  close: 'Close',
  openFull: 'Open the full editor',
  openFullHint: 'Previews, a text per network, images, alt text and a first comment.',
} as const;

/** A network's counter: its characters as it counts them, against its limit. */
export function characterCounter(
  providerId: number,
  text: string,
): { count: number; max: number; over: boolean; label: string } {
  const rule = networkRule(providerId);
  const max = rule?.maxCharacters ?? Infinity;
  const count = countCharacters(providerId, text);
  const over = count > max;
  const figure = (value: number) => value.toLocaleString('en-US');
  // 'Twitter 300 / 280 (20 over)'
  const label = `${rule?.name ?? providerId} ${figure(count)} / ${figure(max)}${over ? ` (${figure(count - max)} over)` : ''}`;
  return { count, max, over, label };
}
