/**
 * The chat inbox and bells machines with the app's side effects supplied (spec 2.6, 4.8, 7.7, 8): the real calls,
 * toasts, and console logging for failed loads (spec 8: failed chat loads are only logged).
 *
 * Every chat read is live and called each time, never answered from the data cache (src/api/queries): the bells
 * poll the conversations every 2 s, an open thread polls its messages (and reading a thread marks it read), and a
 * search answers what was just typed. Opening the inbox shows the list as it is now, like the bells.
 */
import { fromPromise } from 'xstate';
import { bellsMachine, type BellsUpdate } from '../../../machines/bells.machine.ts';
import {
  chatMachine,
  type CreateConversationInput,
  type SendMessageInput,
} from '../../../machines/chat.machine.ts';
import type { ChatCalls } from '../../api/chat.ts';
import { toastRules } from '../../domain/constants.ts';
import { chatMessages, type ChatConversation, type ChatMember, type ChatMessage } from '../../domain/chat.ts';
import type { ToastInput } from '../../domain/toast.ts';

export type Log = (message: string, error: unknown) => void;

const consoleLog: Log = (message, error) => console.warn(message, error);

/** Short toast titles for the chat's messages (a toast title is cut to 32 characters, spec 9). */
const TOAST_TITLES: Record<string, string> = {
  [chatMessages.conversationFailed]: 'Conversation not added',
};

/**
 * The toast for `toast`: a title longer than a toast title can be (spec 9) becomes the message, whole, under a
 * short title, so the spec's wording ('Failed to add conversation. Please try again.') is shown uncut.
 */
export function chatToast(toast: ToastInput): ToastInput {
  if (Array.from(toast.title).length <= toastRules.titleMaxLength) return toast;
  return { tone: toast.tone, title: TOAST_TITLES[toast.title] ?? 'Chat', message: toast.title };
}

export interface ChatEffects {
  calls: ChatCalls;
  showToast: (toast: ToastInput) => void;
  /** Called after a message was sent (the app asks the bells for news at once). */
  onSent?: () => void;
  log?: Log;
}

export function chatLogic({ calls, showToast, onSent = () => {}, log = consoleLog }: ChatEffects) {
  return chatMachine.provide({
    actors: {
      loadConversations: fromPromise<ChatConversation[], { accountId: number }>(({ signal }) =>
        calls.getAllConversationlist({ signal }),
      ),
      searchMembers: fromPromise<ChatMember[], { query: string }>(({ input, signal }) =>
        calls.searchAllMembers(input.query, signal),
      ),
      loadMessages: fromPromise<ChatMessage[], { conversationId: number }>(({ input, signal }) =>
        calls.getAllMessagelist(input.conversationId, 0, { signal }),
      ),
      // The open thread's poll: a background call, it does not keep the session alive.
      pollMessages: fromPromise<ChatMessage[], { conversationId: number; after: number }>(
        ({ input, signal }) =>
          calls.getAllMessagelist(input.conversationId, input.after, { signal, background: true }),
      ),
      createConversation: fromPromise<ChatConversation, CreateConversationInput>(({ input }) =>
        calls.addOrUpdateConversation({
          memberId1: input.userId,
          memberId2: input.memberId,
          title: input.title,
          account_id: input.accountId,
        }),
      ),
      sendMessage: fromPromise<ChatMessage, SendMessageInput>(async ({ input }) => {
        const message = await calls.getMemberschatMessages({
          message: input.message,
          conversationId: input.conversationId,
          memberId: input.userId,
          account_id: input.accountId,
        });
        onSent();
        return message;
      }),
    },
    actions: {
      showToast: (_, toast) => showToast(chatToast(toast)),
      logFailure: (_, { what, error }) => log(`[chat] ${what} failed`, error),
    },
  });
}

export interface BellsEffects {
  calls: ChatCalls;
  log?: Log;
}

export function bellsLogic({ calls, log = consoleLog }: BellsEffects) {
  return bellsMachine.provide({
    actors: {
      // Polled every 2 s and asked again after a send: background calls, they do not keep the session alive.
      loadUpdates: fromPromise<BellsUpdate>(async ({ signal }) => {
        const [conversations, { notifications, unread }] = await Promise.all([
          calls.getAllConversationlist({ signal, background: true }),
          calls.getNotifications({ signal, background: true }),
        ]);
        return { conversations, notifications, unread };
      }),
      markRead: fromPromise<void, { ids: number[] }>(async ({ input }) => {
        await calls.readNotifications(input.ids);
      }),
    },
    actions: {
      logFailure: (_, { what, error }) => log(`[bells] ${what} failed`, error),
    },
  });
}
