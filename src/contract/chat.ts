/**
 * Chat calls of spec 7.7 and the notification calls of our own (spec 2.6 lists the bell; its calls are not shown),
 * shared by the SPA (to parse answers) and the reference server (to check bodies and shape answers).
 *
 * - GET /getAllMemberslist: the members I can chat with (every member of one of my accounts, but me).
 * - GET /getAllConversationlist: my conversations, newest activity first.
 * - GET /getMembersConversationlist/{memberId}: my conversation with that member ([] or one).
 * - GET /getAllMessagelist/{conversationId}[?after={messageId}]: the thread, oldest first (the newest
 *   THREAD_MESSAGE_LIMIT); with `after`, only newer messages. Reading it marks the thread read. 403 when I am not
 *   part of the conversation.
 * - POST /searchAllMembers {username}: members whose e-mail or name contains the text.
 * - POST /addOrUpdateConversation {memberId1, memberId2, title, account_id}: creates my conversation with the other
 *   member, or returns the one that exists; `data.id` is its id.
 * - POST /getMemberschatMessages {message, conversationId, memberId, account_id}: sends a message (spec 7.7: the call
 *   is named like a read, it is the send).
 * - GET /auth/getNotifications: the newest NOTIFICATION_LIMIT notifications; `rows` is the unread count.
 * - POST /auth/readNotifications {ids?}: marks those (or all) read.
 */
import * as v from 'valibot';
import { CHAT_MESSAGE_MAX_LENGTH, MEMBER_SEARCH_MAX_LENGTH } from '../domain/chat.ts';
import { envelope } from './envelope.ts';
import { accountRefField, idField } from './fields.ts';

/** The newest messages a thread returns at once. */
export const THREAD_MESSAGE_LIMIT = 2000;
/** The newest notifications the bell lists. */
export const NOTIFICATION_LIMIT = 20;

export const chatMember = v.object({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  isOnline: v.picklist([0, 1]),
});

export const conversation = v.object({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  title: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  memberId1: v.number(),
  memberId2: v.number(),
  unread: v.number(),
});

export const chatMessage = v.object({
  id: v.number(),
  conversationId: v.number(),
  memberId: v.number(),
  message: v.string(),
  created_at: v.string(),
});

export const membersResponse = envelope(v.array(chatMember));
export const conversationsResponse = envelope(v.array(conversation));
/** `rows` is the thread's total message count. */
export const messagesResponse = envelope(v.array(chatMessage));

/** Text of a message: trimmed, not empty, at most CHAT_MESSAGE_MAX_LENGTH characters. */
const messageText = (field: string) =>
  v.pipe(
    v.string(`${field} is required`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.check(
      (text) => Array.from(text).length <= CHAT_MESSAGE_MAX_LENGTH,
      `${field} can have at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
    ),
  );

export const searchMembersRequest = v.object({
  username: v.pipe(
    v.string('username is required'),
    v.trim(),
    v.maxLength(MEMBER_SEARCH_MAX_LENGTH, `username can have at most ${MEMBER_SEARCH_MAX_LENGTH} characters`),
  ),
});
export type SearchMembersRequest = v.InferOutput<typeof searchMembersRequest>;

export const addOrUpdateConversationRequest = v.object({
  memberId1: idField('memberId1'),
  memberId2: idField('memberId2'),
  /** The first message (the conversation's title is its last message). May be empty. */
  title: v.pipe(
    v.optional(v.string('title must be text'), ''),
    v.trim(),
    v.check(
      (text) => Array.from(text).length <= CHAT_MESSAGE_MAX_LENGTH,
      `title can have at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
    ),
  ),
  /** The account it was started from (informative; 0: none). */
  account_id: accountRefField('account_id'),
});
export type AddOrUpdateConversationRequest = v.InferOutput<typeof addOrUpdateConversationRequest>;
export const addOrUpdateConversationResponse = envelope(conversation);

export const sendMessageRequest = v.object({
  message: messageText('message'),
  conversationId: idField('conversationId'),
  memberId: idField('memberId'),
  /** Informative (spec 7.7 sends it); 0: none. */
  account_id: accountRefField('account_id'),
});
export type SendMessageRequest = v.InferOutput<typeof sendMessageRequest>;
export const sendMessageResponse = envelope(chatMessage);

export const notification = v.object({
  id: v.number(),
  kind: v.literal('message'),
  title: v.string(),
  conversationId: v.nullable(v.number()),
  created_at: v.string(),
  read: v.boolean(),
});
/** `rows` is the unread count. */
export const notificationsResponse = envelope(v.array(notification));

export const readNotificationsRequest = v.object({
  ids: v.optional(
    v.pipe(
      v.array(idField('ids'), 'ids must be a list of ids'),
      v.maxLength(NOTIFICATION_LIMIT * 5, 'ids has too many ids'),
    ),
  ),
});
export type ReadNotificationsRequest = v.InferOutput<typeof readNotificationsRequest>;
export const readNotificationsResponse = envelope(v.object({ read: v.number() }));
