/**
 * Member chat and notifications (spec 2.6, 3, 4.8, 5, 9) as pure rules: names, previews, dates, avatar colours,
 * the message rule, drafts and merging of message lists. The chat machine and the views read them from here.
 */
import dayjs from 'dayjs';
import { timings } from './constants.ts';
import { cutText } from './text.ts';

/** Spec 9: chat names are cut to 20 characters and capitalised. */
export const CHAT_NAME_MAX = 20;
/** Spec 9: the notification preview is 30 characters, applied when the title is longer than 14. */
export const NOTIFICATION_PREVIEW_LENGTH = 30;
export const NOTIFICATION_PREVIEW_OVER = 14;
/** Spec 9: the message bell shows the latest 3 conversations plus 'More'. */
export const MESSAGE_BELL_CONVERSATIONS = 3;
/**
 * Ours (the spec gives no limit): a message has at most 2000 characters. The send box counts down to it and the
 * server refuses longer messages with `messageTooLong`.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Ours: a member search term has at most 100 characters. */
export const MEMBER_SEARCH_MAX_LENGTH = 100;
/** Spec 9: chat and notification dates. */
export const CHAT_DATE_FORMAT = 'DD/MM/YY, h:mm A';
/**
 * Ours: how often an open thread and the bells ask for news. The issue asks for new messages to appear for the
 * other member within 3 seconds; asking every 2 s keeps that with room for the request itself.
 */
export const CHAT_POLL_INTERVAL = timings.chatPoll;

export const chatMessages = {
  conversationFailed: 'Failed to add conversation. Please try again.',
  emptyMessage: 'Write a message first.',
  messageTooLong: `A message can have at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  sendFailed: 'Your message was not sent. It is still in the box: try again.',
  threadFailed: 'The messages could not be loaded.',
  noConversations: 'No conversations yet. Search for a member to start one.',
  noMembersFound: 'No members found.',
  notAMember: 'You can only chat with members of your accounts.',
  notInConversation: 'You are not part of this conversation.',
  onlyAsYourself: 'You can only send messages as yourself.',
} as const;

/** Spec 9: palette of 7 avatar colours (background, text), chosen by the name's first letter. */
export const AVATAR_PALETTE = [
  { background: '#4f46e5', text: '#ffffff' },
  { background: '#0891b2', text: '#ffffff' },
  { background: '#059669', text: '#ffffff' },
  { background: '#ca8a04', text: '#111827' },
  { background: '#ea580c', text: '#111827' },
  { background: '#db2777', text: '#ffffff' },
  { background: '#7c3aed', text: '#ffffff' },
] as const;
export type AvatarColour = (typeof AVATAR_PALETTE)[number];

/** The palette entry for `name`: A, H, O, V -> 0; B, I, P, W -> 1 ... by the first letter's place in A-Z. */
export function avatarColour(name: string): AvatarColour {
  const first = name.trim().charAt(0).toUpperCase();
  const code = first.charCodeAt(0);
  const index = code >= 65 && code <= 90 ? (code - 65) % AVATAR_PALETTE.length : 0;
  return AVATAR_PALETTE[index] ?? AVATAR_PALETTE[0];
}

/** Up to two initials of a member ('Olivia Owner' -> 'OO'); '?' when there is no name. */
export function initialsOf(firstName: string, lastName: string): string {
  const initials = [firstName, lastName]
    .map((part) => Array.from(part.trim())[0] ?? '')
    .join('')
    .toUpperCase();
  return initials === '' ? '?' : initials;
}

/** Capitalises the first letter of every word. */
export function capitalise(text: string): string {
  return text.replace(
    /(^|\s)(\S)/gu,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/** Spec 9: a member's name in chat: first and last name, cut to 20 characters, capitalised. */
export function chatName(firstName: string, lastName: string): string {
  const full = `${firstName.trim()} ${lastName.trim()}`.trim();
  return capitalise(cutText(full === '' ? 'Member' : full, CHAT_NAME_MAX));
}

/** Spec 9: a notification's preview: cut to 30 characters when its title is longer than 14. */
export function notificationPreview(title: string): string {
  const length = Array.from(title).length;
  if (length <= NOTIFICATION_PREVIEW_OVER) return title;
  return cutText(title, NOTIFICATION_PREVIEW_LENGTH);
}

/** Spec 9: chat and notification dates, `DD/MM/YY, h:mm A`, in the browser's time zone. '' for a bad date. */
export function formatChatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time) || !hasRealCalendarDay(iso)) return '';
  return dayjs(time).format(CHAT_DATE_FORMAT);
}

/** Impossible days (30 February) are refused rather than rolled over into real ones, as Date.parse would. */
function hasRealCalendarDay(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return true;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Spec 5: an empty or whitespace member search resets the results. */
export function isBlankSearch(query: string): boolean {
  return query.trim() === '';
}

/** Why `text` cannot be sent (spec 5: it must be non-empty; ours: at most 2000 characters), or null. */
export function messageProblem(text: string): string | null {
  if (text.trim() === '') return chatMessages.emptyMessage;
  if (Array.from(text.trim()).length > CHAT_MESSAGE_MAX_LENGTH) return chatMessages.messageTooLong;
  return null;
}

export function isSendable(text: string): boolean {
  return messageProblem(text) === null;
}

// ---------------------------------------------------------------------------------------------------------------
// Conversations and messages (shapes of src/contract/chat.ts, repeated here so machines depend on domain only)

export interface ChatMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isOnline: 0 | 1;
}

export interface ChatConversation {
  id: number;
  /** The other member's name. */
  firstName: string;
  lastName: string;
  /** The last message ('' before the first). */
  title: string;
  created_at: string;
  /** When the last message was sent (the conversation's creation before that). */
  updated_at: string;
  memberId1: number;
  memberId2: number;
  /** Messages from the other member not yet read by me. */
  unread: number;
}

export interface ChatMessage {
  id: number;
  conversationId: number;
  memberId: number;
  message: string;
  created_at: string;
}

/** The member of `conversation` who is not `me`. */
export function otherMemberId(conversation: Pick<ChatConversation, 'memberId1' | 'memberId2'>, me: number) {
  return conversation.memberId1 === me ? conversation.memberId2 : conversation.memberId1;
}

/** My conversation with `memberId`, if there is one. */
export function conversationWith(
  conversations: readonly ChatConversation[],
  me: number,
  memberId: number,
): ChatConversation | undefined {
  return conversations.find((conversation) => otherMemberId(conversation, me) === memberId);
}

/** Newest activity first (ties: higher id first). */
export function byLatestActivity(conversations: readonly ChatConversation[]): ChatConversation[] {
  return [...conversations].sort(
    (a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || b.id - a.id,
  );
}

/** Spec 9: the message bell's latest 3 conversations. */
export function latestConversations(
  conversations: readonly ChatConversation[],
  count: number = MESSAGE_BELL_CONVERSATIONS,
): ChatConversation[] {
  return byLatestActivity(conversations).slice(0, count);
}

/** `existing` plus the messages of `incoming` it lacks, oldest first (by id). */
export function mergeMessages(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const known = new Set(existing.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  if (added.length === 0) return existing as ChatMessage[];
  return [...existing, ...added].sort((a, b) => a.id - b.id);
}

/** The id of the newest message, or 0. */
export function lastMessageId(messages: readonly ChatMessage[]): number {
  return messages.reduce((max, message) => Math.max(max, message.id), 0);
}

/** The list with `conversation` put in (replacing the one with its id). */
export function upsertConversation(
  conversations: readonly ChatConversation[],
  conversation: ChatConversation,
): ChatConversation[] {
  return byLatestActivity([...conversations.filter((c) => c.id !== conversation.id), conversation]);
}

/** What the thread shows: a conversation, or a member to start one with (spec 4.8). */
export type ChatSelection =
  { kind: 'conversation'; conversation: ChatConversation } | { kind: 'member'; member: ChatMember };

/** Drafts are kept per conversation (or per member before the first message), so switching loses nothing. */
export function draftKey(selection: ChatSelection | null): string {
  if (selection === null) return '';
  return selection.kind === 'conversation' ? `c:${selection.conversation.id}` : `m:${selection.member.id}`;
}

/** The thread's heading: the other member's chat name. */
export function selectionName(selection: ChatSelection): string {
  return selection.kind === 'conversation'
    ? chatName(selection.conversation.firstName, selection.conversation.lastName)
    : chatName(selection.member.firstName, selection.member.lastName);
}

// ---------------------------------------------------------------------------------------------------------------
// Notifications

export interface ChatNotification {
  id: number;
  kind: 'message';
  title: string;
  conversationId: number | null;
  created_at: string;
  read: boolean;
}

/** The count badge: unread notifications, shown as '9+' above 9. */
export function badgeCount(unread: number): string {
  if (unread <= 0) return '';
  return unread > 9 ? '9+' : String(unread);
}
