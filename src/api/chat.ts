/**
 * Chat calls of spec 7.7 and the notification calls of the bell (src/contract/chat.ts), one function per call,
 * each answer parsed with the contract's schema. A call resolves with the envelope's `data` (an answer with null
 * data is an ApiError('badResponse'): the server only sends it for helper calls, which these are not).
 */
import type * as v from 'valibot';
import {
  addOrUpdateConversationResponse,
  conversationsResponse,
  membersResponse,
  messagesResponse,
  notificationsResponse,
  readNotificationsResponse,
  sendMessageResponse,
  type AddOrUpdateConversationRequest,
  type SendMessageRequest,
} from '../contract/chat.ts';
import type { ChatNotification } from '../domain/chat.ts';
import { dataOf, type ApiClient, type RequestOptions } from './client.ts';

export interface NotificationsAnswer {
  notifications: ChatNotification[];
  /** Unread notifications (may exceed the list's length). */
  unread: number;
}

export function chatCalls(api: ApiClient) {
  async function call<TSchema extends v.GenericSchema<unknown, { data: unknown }>>(
    schema: TSchema,
    path: string,
    options: Parameters<ApiClient['call']>[2] = {},
  ) {
    const answer = await api.call(schema, path, options);
    return { answer, data: dataOf(path, answer) as NonNullable<v.InferOutput<TSchema>['data']> };
  }

  return {
    /** GET /getAllMemberslist: the members I can chat with. */
    getAllMemberslist: async (signal?: AbortSignal) =>
      (await call(membersResponse, '/getAllMemberslist', { signal })).data,

    /** GET /getAllConversationlist: my conversations, newest activity first (`background` for the bells' poll). */
    getAllConversationlist: async ({ signal, background }: RequestOptions = {}) =>
      (await call(conversationsResponse, '/getAllConversationlist', { signal, background })).data,

    /** GET /getMembersConversationlist/{memberId}: my conversation with that member ([] or one). */
    getMembersConversationlist: async (memberId: number, signal?: AbortSignal) =>
      (
        await call(conversationsResponse, `/getMembersConversationlist/${encodeURIComponent(memberId)}`, {
          signal,
        })
      ).data,

    /**
     * GET /getAllMessagelist/{conversationId}[?after={messageId}]: the thread, oldest first (marks it read); with
     * `after` above 0, only newer messages (`background` for the open thread's poll).
     */
    getAllMessagelist: async (
      conversationId: number,
      after = 0,
      { signal, background }: RequestOptions = {},
    ) =>
      (
        await call(messagesResponse, `/getAllMessagelist/${encodeURIComponent(conversationId)}`, {
          signal,
          background,
          ...(after > 0 ? { query: { after } } : {}),
        })
      ).data,

    /** POST /searchAllMembers {username}: members whose e-mail or name contains the text. */
    searchAllMembers: async (username: string, signal?: AbortSignal) =>
      (await call(membersResponse, '/searchAllMembers', { body: { username }, signal })).data,

    /** POST /addOrUpdateConversation: creates my conversation with the other member (or returns the existing one). */
    addOrUpdateConversation: async (request: AddOrUpdateConversationRequest) =>
      (
        await call(addOrUpdateConversationResponse, '/addOrUpdateConversation', {
          body: { ...request },
        })
      ).data,

    /** POST /getMemberschatMessages {message, conversationId, memberId, account_id}: sends a message. */
    getMemberschatMessages: async (request: SendMessageRequest) =>
      (await call(sendMessageResponse, '/getMemberschatMessages', { body: { ...request } })).data,

    /** GET /auth/getNotifications: the newest notifications and the unread count (`rows`); polled by the bells. */
    getNotifications: async ({ signal, background }: RequestOptions = {}): Promise<NotificationsAnswer> => {
      const { answer, data } = await call(notificationsResponse, '/auth/getNotifications', {
        signal,
        background,
      });
      return { notifications: data, unread: answer.rows ?? data.filter((n) => !n.read).length };
    },

    /** POST /auth/readNotifications {ids?}: marks those (or all) read; resolves with how many were. */
    readNotifications: async (ids?: number[]) =>
      (
        await call(readNotificationsResponse, '/auth/readNotifications', {
          body: ids === undefined ? {} : { ids },
        })
      ).data.read,
  };
}

export type ChatCalls = ReturnType<typeof chatCalls>;
