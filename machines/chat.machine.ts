/**
 * The chat inbox modal (spec 2.6, 4.8, 5, 8): closed, or open with four regions side by side.
 *
 * - `list`: the conversation list loads, then shows loaded or empty (spec 4.9). A failed load is only logged (spec 8)
 *   and keeps what was there. `conversations.updated` (the bells' poll, every 2 s) replaces the list.
 * - `search`: member search. A change waits `memberSearchDebounce` (500 ms) and starts again on every change; an
 *   empty or whitespace search resets the results at once (spec 5). Picking a result clears the search.
 * - `thread`: picking a conversation loads its messages; picking a search result opens a new conversation (spec
 *   4.8), or the existing one with that member. An open thread asks for newer messages every `chatPoll` (2 s).
 *   Send is refused while the message is empty and while a send is in progress (spec 4.8). The first message of a
 *   new conversation creates it first (`createConversation`, POST /addOrUpdateConversation), then is sent
 *   (`sendMessage`, POST /getMemberschatMessages); a failed creation shows 'Failed to add conversation. Please try
 *   again.' (spec 8). A failed send keeps the text in the box with an error: nothing typed is lost. Drafts are kept
 *   per conversation, so switching conversations loses nothing either. While a message is being created or sent,
 *   picking another conversation is ignored. Closing the inbox mid-send cuts the request off; the text stays, and
 *   when the thread loads again it is emptied only if the message did arrive (`assignMessages`).
 * - `section`: the message section shown or hidden (spec 4.8); picking a conversation or member shows it.
 */
import { assertEvent, assign, setup } from 'xstate';
import { provided } from './provided.ts';
import { timings } from '../src/domain/constants.ts';
import {
  CHAT_POLL_INTERVAL,
  chatMessages,
  conversationWith,
  draftKey,
  isBlankSearch,
  isSendable,
  lastMessageId,
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
  | { type: 'section.hidden' };

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
function selectedConversationId(context: ChatContext): number {
  return context.selection?.kind === 'conversation' ? context.selection.conversation.id : 0;
}

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
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
  },
  delays: {
    memberSearchDebounce: timings.memberSearchDebounce,
    chatPoll: CHAT_POLL_INTERVAL,
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    userId: input.userId,
    accountId: input.accountId,
    conversations: [],
    query: '',
    results: [],
    selection: null,
    messages: [],
    drafts: {},
    outgoing: null,
    sendError: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'inbox.opened': [
          {
            guard: 'opensConversation',
            target: 'open',
            actions: {
              type: 'selectConversation',
              params: ({ event }) => ({ conversation: event.conversation as ChatConversation }),
            },
          },
          { target: 'open' },
        ],
      },
    },
    open: {
      type: 'parallel',
      tags: ['open'],
      on: {
        'inbox.closed': { target: 'closed', actions: 'resetSearch' },
        'draft.changed': { actions: 'assignDraft' },
      },
      states: {
        list: {
          description: 'The conversation list (spec 4.9: loading, then loaded or empty).',
          initial: 'loading',
          on: {
            'conversations.updated': {
              target: '.deciding',
              actions: {
                type: 'assignConversations',
                params: ({ event }) => ({ conversations: event.conversations }),
              },
            },
          },
          states: {
            loading: {
              tags: ['conversationsLoading'],
              invoke: {
                id: 'loadConversations',
                src: 'loadConversations',
                input: ({ context }) => ({ accountId: context.accountId }),
                onDone: {
                  target: 'deciding',
                  actions: {
                    type: 'assignConversations',
                    params: ({ event }) => ({ conversations: event.output }),
                  },
                },
                onError: {
                  target: 'deciding',
                  actions: {
                    type: 'logFailure',
                    params: ({ event }) => ({ what: 'loading the conversations', error: event.error }),
                  },
                },
              },
            },
            deciding: {
              always: [{ guard: 'hasConversations', target: 'loaded' }, { target: 'empty' }],
            },
            loaded: { tags: ['conversationsLoaded'] },
            empty: { tags: ['conversationsEmpty'] },
          },
        },
        search: {
          description: 'Member search, debounced by 500 ms; a blank search resets the results (spec 5).',
          initial: 'idle',
          on: {
            'search.changed': [
              { guard: 'isBlankQuery', target: '.idle', actions: 'resetSearch' },
              // Re-entering debouncing restarts the 500 ms wait on every change.
              { target: '.debouncing', actions: 'assignQuery' },
            ],
            'member.picked': { target: '.idle', actions: 'resetSearch' },
          },
          states: {
            idle: {},
            debouncing: {
              tags: ['searching'],
              after: { memberSearchDebounce: 'searching' },
            },
            searching: {
              tags: ['searching'],
              invoke: {
                id: 'searchMembers',
                src: 'searchMembers',
                input: ({ context }) => ({ query: context.query.trim() }),
                onDone: {
                  target: 'showing',
                  actions: { type: 'assignResults', params: ({ event }) => ({ results: event.output }) },
                },
                onError: {
                  target: 'showing',
                  actions: [
                    { type: 'assignResults', params: { results: [] } },
                    {
                      type: 'logFailure',
                      params: ({ event }) => ({ what: 'searching the members', error: event.error }),
                    },
                  ],
                },
              },
            },
            showing: { tags: ['searchResults'] },
          },
        },
        thread: {
          description:
            'The message thread: a picked conversation loads its messages, a picked member opens a new conversation (spec 4.8).',
          initial: 'routing',
          on: {
            'conversation.picked': {
              target: '.loading',
              actions: {
                type: 'selectConversation',
                params: ({ event }) => ({ conversation: event.conversation }),
              },
            },
            'member.picked': [
              {
                guard: 'hasConversationWithMember',
                target: '.loading',
                actions: {
                  type: 'selectConversation',
                  params: ({ context, event }) => ({
                    conversation: conversationWith(
                      context.conversations,
                      context.userId,
                      event.member.id,
                    ) as ChatConversation,
                  }),
                },
              },
              {
                target: '.newConversation',
                actions: { type: 'selectMember', params: ({ event }) => ({ member: event.member }) },
              },
            ],
          },
          states: {
            routing: {
              always: [
                { guard: 'hasSelectedConversation', target: 'loading' },
                { guard: 'hasSelectedMember', target: 'newConversation' },
                { target: 'none' },
              ],
            },
            none: { tags: ['noThread'] },
            loading: {
              tags: ['threadLoading'],
              invoke: {
                id: 'loadMessages',
                src: 'loadMessages',
                input: ({ context }) => ({ conversationId: selectedConversationId(context) }),
                onDone: {
                  target: 'conversation',
                  actions: { type: 'assignMessages', params: ({ event }) => ({ messages: event.output }) },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'logFailure',
                    params: ({ event }) => ({ what: 'loading the messages', error: event.error }),
                  },
                },
              },
            },
            failed: {
              tags: ['threadFailed'],
              on: { 'thread.retry': 'loading' },
            },
            conversation: {
              description: 'A conversation that exists: newer messages are asked for every 2 s.',
              tags: ['thread'],
              initial: 'idle',
              states: {
                idle: {
                  after: { chatPoll: 'polling' },
                  on: { 'message.send': { guard: 'canSend', target: 'sending', actions: 'startSending' } },
                },
                polling: {
                  invoke: {
                    id: 'pollMessages',
                    src: 'pollMessages',
                    input: ({ context }) => ({
                      conversationId: selectedConversationId(context),
                      after: lastMessageId(context.messages),
                    }),
                    onDone: {
                      target: 'idle',
                      actions: { type: 'mergeMessages', params: ({ event }) => ({ messages: event.output }) },
                    },
                    onError: {
                      target: 'idle',
                      actions: {
                        type: 'logFailure',
                        params: ({ event }) => ({ what: 'asking for new messages', error: event.error }),
                      },
                    },
                  },
                  on: { 'message.send': { guard: 'canSend', target: 'sending', actions: 'startSending' } },
                },
                sending: {
                  tags: ['sending'],
                  on: { 'conversation.picked': {}, 'member.picked': {} },
                  invoke: {
                    id: 'sendMessage',
                    src: 'sendMessage',
                    input: ({ context }) => ({
                      conversationId: selectedConversationId(context),
                      userId: context.userId,
                      accountId: context.accountId,
                      message: context.outgoing ?? '',
                    }),
                    onDone: {
                      target: 'idle',
                      actions: { type: 'messageSent', params: ({ event }) => ({ message: event.output }) },
                    },
                    onError: {
                      target: 'idle',
                      actions: [
                        { type: 'sendFailed', params: { message: chatMessages.sendFailed } },
                        {
                          type: 'logFailure',
                          params: ({ event }) => ({ what: 'sending a message', error: event.error }),
                        },
                      ],
                    },
                  },
                },
              },
            },
            newConversation: {
              description:
                'A member picked from the search, no message yet: the first send creates the conversation, then sends.',
              tags: ['thread', 'newConversation'],
              initial: 'idle',
              states: {
                idle: {
                  on: { 'message.send': { guard: 'canSend', target: 'creating', actions: 'startSending' } },
                },
                creating: {
                  tags: ['sending'],
                  on: { 'conversation.picked': {}, 'member.picked': {} },
                  invoke: {
                    id: 'createConversation',
                    src: 'createConversation',
                    input: ({ context }) => ({
                      userId: context.userId,
                      memberId: context.selection?.kind === 'member' ? context.selection.member.id : 0,
                      accountId: context.accountId,
                      title: context.outgoing ?? '',
                    }),
                    onDone: {
                      target: 'sending',
                      actions: {
                        type: 'adoptConversation',
                        params: ({ event }) => ({ conversation: event.output }),
                      },
                    },
                    onError: {
                      target: 'idle',
                      actions: [
                        { type: 'sendFailed', params: { message: chatMessages.conversationFailed } },
                        {
                          type: 'showToast',
                          params: { tone: 'error', title: chatMessages.conversationFailed },
                        },
                        {
                          type: 'logFailure',
                          params: ({ event }) => ({ what: 'adding a conversation', error: event.error }),
                        },
                      ],
                    },
                  },
                },
                sending: {
                  tags: ['sending'],
                  on: { 'conversation.picked': {}, 'member.picked': {} },
                  invoke: {
                    id: 'sendMessage',
                    src: 'sendMessage',
                    input: ({ context }) => ({
                      conversationId: selectedConversationId(context),
                      userId: context.userId,
                      accountId: context.accountId,
                      message: context.outgoing ?? '',
                    }),
                    onDone: {
                      target: '#chat.open.thread.conversation.idle',
                      actions: { type: 'messageSent', params: ({ event }) => ({ message: event.output }) },
                    },
                    onError: {
                      target: '#chat.open.thread.conversation.idle',
                      actions: [
                        { type: 'sendFailed', params: { message: chatMessages.sendFailed } },
                        {
                          type: 'logFailure',
                          params: ({ event }) => ({ what: 'sending a message', error: event.error }),
                        },
                      ],
                    },
                  },
                },
              },
            },
          },
        },
        section: {
          description: 'The message section, shown or hidden (spec 4.8); picking a conversation shows it.',
          initial: 'shown',
          states: {
            shown: { tags: ['sectionShown'], on: { 'section.hidden': 'hidden' } },
            hidden: {
              on: {
                'section.shown': 'shown',
                'conversation.picked': 'shown',
                'member.picked': 'shown',
              },
            },
          },
        },
      },
    },
  },
});
