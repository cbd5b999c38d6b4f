/**
 * What the chat machine (chat.machine.ts) works with: its types, the draft helpers, and its actors, actions, guards
 * and delays by name. The app supplies the actors and the effect actions with `.provide()`
 * (src/features/chat/chatLogic.ts).
 */
import { assertEvent, assign, setup } from 'xstate';
import { provided } from './provided.ts';
import { timings } from '../src/domain/constants.ts';
import { isMessageIn, type LiveEvent } from '../src/domain/live.ts';
import {
  CHAT_POLL_INTERVAL,
  conversationWith,
  draftKey,
  isBlankSearch,
  isSendable,
  mergeMessages,
  upsertConversation,
  type ChatConversation,
  type ChatMember,
  type ChatMessage,
  type ChatSelection,
} from '../src/domain/chat.ts';

export interface ChatInput {
  userId: number;
  accountId: number;
}

export interface ChatContext {
  userId: number;
  accountId: number;
  conversations: ChatConversation[];
  query: string;
  results: ChatMember[];
  selection: ChatSelection | null;
  messages: ChatMessage[];
  /** Draft text by draftKey (per conversation, or per member before the first message). */
  drafts: Record<string, string>;
  /** The text being sent, while a send is in progress. */
  outgoing: string | null;
  /** Why the last send failed (the text stays in the box). */
  sendError: string | null;
  /** Whether the stream of changes is up (issue 20): then an open thread does not poll. */
  live: boolean;
}

export type ChatEvent =
  | { type: 'inbox.opened'; conversation?: ChatConversation }
  | { type: 'inbox.closed' }
  | { type: 'conversations.updated'; conversations: ChatConversation[] }
  | { type: 'search.changed'; query: string }
  | { type: 'member.picked'; member: ChatMember }
  | { type: 'conversation.picked'; conversation: ChatConversation }
  | { type: 'draft.changed'; text: string }
  | { type: 'message.send' }
  | { type: 'thread.retry' }
  | { type: 'section.shown' }
  | { type: 'section.hidden' }
  | LiveEvent;

export interface SendMessageInput {
  conversationId: number;
  userId: number;
  accountId: number;
  message: string;
}

export interface CreateConversationInput {
  userId: number;
  memberId: number;
  accountId: number;
  /** The first message, stored as the conversation's title until it is sent. */
  title: string;
}

export type ChatTag =
  | 'conversationsEmpty'
  | 'conversationsLoaded'
  | 'conversationsLoading'
  | 'newConversation'
  | 'noThread'
  | 'open'
  | 'searchResults'
  | 'searching'
  | 'sectionShown'
  | 'sending'
  | 'thread'
  | 'threadFailed'
  | 'threadLoading';

/** The current draft (of the selected conversation or member). */
export function currentDraft(context: Pick<ChatContext, 'drafts' | 'selection'>): string {
  return context.drafts[draftKey(context.selection)] ?? '';
}

function withDraft(drafts: Record<string, string>, key: string, text: string): Record<string, string> {
  if (text === '') {
    const rest = { ...drafts };
    delete rest[key];
    return rest;
  }
  return { ...drafts, [key]: text };
}

/** The selected conversation's id, or 0 (never used: the actors run only with a conversation selected). */
export function selectedConversationId(context: ChatContext): number {
  return context.selection?.kind === 'conversation' ? context.selection.conversation.id : 0;
}

export const chatSetup = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    tags: {} as ChatTag,
    input: {} as ChatInput,
  },
  actors: {
    /** GET /getAllConversationlist. */
    loadConversations: provided<ChatConversation[], { accountId: number }>('loadConversations'),
    /** POST /searchAllMembers {username}. */
    searchMembers: provided<ChatMember[], { query: string }>('searchMembers'),
    /** GET /getAllMessagelist/{id}: the thread (marks it read). */
    loadMessages: provided<ChatMessage[], { conversationId: number }>('loadMessages'),
    /** GET /getAllMessagelist/{id}?after={last id}: newer messages only. */
    pollMessages: provided<ChatMessage[], { conversationId: number; after: number }>('pollMessages'),
    /** POST /addOrUpdateConversation {memberId1, memberId2, title, account_id}. */
    createConversation: provided<ChatConversation, CreateConversationInput>('createConversation'),
    /** POST /getMemberschatMessages {message, conversationId, memberId, account_id}. */
    sendMessage: provided<ChatMessage, SendMessageInput>('sendMessage'),
  },
  actions: {
    /** Shows a toast (spec 8: 'Failed to add conversation. Please try again.'). */
    showToast: (_, _params: { tone: 'error'; title: string }) => {},
    /** Spec 8: failed chat loads are only logged. */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    assignConversations: assign({
      conversations: (_, params: { conversations: ChatConversation[] }) => params.conversations,
    }),
    assignQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'search.changed');
        return event.query;
      },
    }),
    resetSearch: assign({ query: '', results: [] }),
    assignResults: assign({ results: (_, params: { results: ChatMember[] }) => params.results }),
    selectConversation: assign({
      selection: (_, params: { conversation: ChatConversation }) => ({
        kind: 'conversation' as const,
        conversation: params.conversation,
      }),
      messages: [],
      sendError: null,
    }),
    selectMember: assign({
      selection: (_, params: { member: ChatMember }) => ({ kind: 'member' as const, member: params.member }),
      messages: [],
      sendError: null,
    }),
    /**
     * The thread is loaded. If a send was cut off (the inbox closed while it was on its way), the thread tells whether
     * it arrived: when my newest message is that text, the box is emptied; otherwise the text stays to send again.
     */
    assignMessages: assign(({ context }, params: { messages: ChatMessage[] }) => {
      const key = draftKey(context.selection);
      const newest = params.messages[params.messages.length - 1];
      const arrived =
        context.outgoing !== null &&
        newest !== undefined &&
        newest.memberId === context.userId &&
        newest.message === context.outgoing &&
        (context.drafts[key] ?? '').trim() === context.outgoing;
      return {
        messages: params.messages,
        outgoing: null,
        drafts: arrived ? withDraft(context.drafts, key, '') : context.drafts,
      };
    }),
    mergeMessages: assign({
      messages: ({ context }, params: { messages: ChatMessage[] }) =>
        mergeMessages(context.messages, params.messages),
    }),
    assignDraft: assign({
      drafts: ({ context, event }) => {
        assertEvent(event, 'draft.changed');
        return withDraft(context.drafts, draftKey(context.selection), event.text);
      },
      sendError: null,
    }),
    streamUp: assign({ live: true }),
    streamDown: assign({ live: false }),
    startSending: assign({ outgoing: ({ context }) => currentDraft(context).trim(), sendError: null }),
    /** The conversation now exists: select it and move the member's draft to it. */
    adoptConversation: assign(({ context }, params: { conversation: ChatConversation }) => {
      const from = draftKey(context.selection);
      const selection: ChatSelection = { kind: 'conversation', conversation: params.conversation };
      const to = draftKey(selection);
      const text = context.drafts[from] ?? '';
      return {
        selection,
        drafts: withDraft(withDraft(context.drafts, from, ''), to, text),
        conversations: upsertConversation(context.conversations, params.conversation),
      };
    }),
    /** The message is sent: add it, empty the box (unless it changed meanwhile), update the list. */
    messageSent: assign(({ context }, params: { message: ChatMessage }) => {
      const key = draftKey(context.selection);
      const draft = context.drafts[key] ?? '';
      const conversation = context.selection?.kind === 'conversation' ? context.selection.conversation : null;
      return {
        messages: mergeMessages(context.messages, [params.message]),
        drafts: draft.trim() === context.outgoing ? withDraft(context.drafts, key, '') : context.drafts,
        outgoing: null,
        conversations: conversation
          ? upsertConversation(context.conversations, {
              ...conversation,
              title: params.message.message,
              updated_at: params.message.created_at,
            })
          : context.conversations,
      };
    }),
    /** The send failed: the text stays in the box. */
    sendFailed: assign({ outgoing: null, sendError: (_, params: { message: string }) => params.message }),
  },
  guards: {
    isBlankQuery: ({ event }) => {
      assertEvent(event, 'search.changed');
      return isBlankSearch(event.query);
    },
    opensConversation: ({ event }) => {
      assertEvent(event, 'inbox.opened');
      return event.conversation !== undefined;
    },
    hasConversations: ({ context }) => context.conversations.length > 0,
    hasConversationWithMember: ({ context, event }) => {
      assertEvent(event, 'member.picked');
      return conversationWith(context.conversations, context.userId, event.member.id) !== undefined;
    },
    hasSelectedConversation: ({ context }) => context.selection?.kind === 'conversation',
    hasSelectedMember: ({ context }) => context.selection?.kind === 'member',
    canSend: ({ context }) => isSendable(currentDraft(context)),
    streamIsDown: ({ context }) => !context.live,
    /** A change on the stream: a message in the open thread's conversation. */
    isMessageInThread: ({ context, event }) => {
      assertEvent(event, 'live.changed');
      return isMessageIn(event.change, selectedConversationId(context) || null);
    },
  },
  delays: {
    memberSearchDebounce: timings.memberSearchDebounce,
    chatPoll: CHAT_POLL_INTERVAL,
  },
});
