/**
 * The chat inbox modal (spec 2.6, 4.8, 5, 8): closed, or open with four regions side by side.
 *
 * - `list`: the conversation list loads, then shows loaded or empty (spec 4.9). A failed load is only logged (spec 8)
 *   and keeps what was there. `conversations.updated` (the bells' poll, every 2 s) replaces the list.
 * - `search`: member search. A change waits `memberSearchDebounce` (500 ms) and starts again on every change; an
 *   empty or whitespace search resets the results at once (spec 5). Picking a result clears the search.
 * - `thread`: picking a conversation loads its messages; picking a search result opens a new conversation (spec
 *   4.8), or the existing one with that member. An open thread asks for newer messages every `chatPoll` (2 s), or,
 *   while the stream of changes is up (issue 20), when a message of its conversation arrives (`live.changed`) and
 *   once when the stream opens; `live.down` goes back to polling.
 *   Send is refused while the message is empty and while a send is in progress (spec 4.8). The first message of a
 *   new conversation creates it first (`createConversation`, POST /addOrUpdateConversation), then is sent
 *   (`sendMessage`, POST /getMemberschatMessages); a failed creation shows 'Failed to add conversation. Please try
 *   again.' (spec 8). A failed send keeps the text in the box with an error: nothing typed is lost. Drafts are kept
 *   per conversation, so switching conversations loses nothing either. While a message is being created or sent,
 *   picking another conversation is ignored. Closing the inbox mid-send cuts the request off; the text stays, and
 *   when the thread loads again it is emptied only if the message did arrive (`assignMessages`).
 * - `section`: the message section shown or hidden (spec 4.8); picking a conversation or member shows it.
 */
import { chatMessages, conversationWith, lastMessageId, type ChatConversation } from '../src/domain/chat.ts';
import { chatSetup, selectedConversationId } from './chat.setup.ts';
import { failure, loggedFailure } from './provided.ts';

export {
  currentDraft,
  type ChatContext,
  type ChatEvent,
  type ChatInput,
  type ChatTag,
  type CreateConversationInput,
  type SendMessageInput,
} from './chat.setup.ts';

/**
 * POST /getMemberschatMessages: a message of an existing conversation, or the first of a new one once it is created.
 * Either way the thread then shows the conversation; a failed send keeps the text in the box.
 */
const sending = chatSetup.createStateConfig({
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
        { type: 'logFailure', params: failure('sending a message') },
      ],
    },
  },
});

export const chatMachine = chatSetup.createMachine({
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
    live: false,
  }),
  initial: 'closed',
  // The stream of changes (issue 20), wherever the inbox is: an open thread follows it (`conversation` below).
  on: {
    'live.up': { actions: 'streamUp' },
    'live.down': { actions: 'streamDown' },
  },
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
                onError: loggedFailure('deciding', 'loading the conversations'),
              },
            },
            deciding: {
              always: [{ guard: 'hasConversations', target: 'loaded' }, { target: 'empty' }],
            },
            loaded: { tags: ['conversationsLoaded'] },
            empty: {
              tags: ['conversationsEmpty'],
              // A conversation begun or answered while the list was empty is on the list now (spec 4.9).
              always: { guard: 'hasConversations', target: 'loaded' },
            },
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
                    { type: 'logFailure', params: failure('searching the members') },
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
                onError: loggedFailure('failed', 'loading the messages'),
              },
            },
            failed: {
              tags: ['threadFailed'],
              on: { 'thread.retry': 'loading' },
            },
            conversation: {
              description:
                'A conversation that exists: newer messages are asked for every 2 s, or, while the stream of changes is up, when one arrives.',
              tags: ['thread'],
              initial: 'idle',
              states: {
                idle: {
                  after: { chatPoll: { guard: 'streamIsDown', target: 'polling' } },
                  on: {
                    'message.send': { guard: 'canSend', target: 'sending', actions: 'startSending' },
                    // A stream that opens may follow a message sent before it did: ask once.
                    'live.up': { target: 'polling', actions: 'streamUp' },
                    // Lost: the 2 s poll starts again.
                    'live.down': { target: 'idle', reenter: true, actions: 'streamDown' },
                    'live.changed': { guard: 'isMessageInThread', target: 'polling' },
                  },
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
                    onError: loggedFailure('idle', 'asking for new messages'),
                  },
                  on: {
                    'message.send': { guard: 'canSend', target: 'sending', actions: 'startSending' },
                    // The answer on its way may have left before this message: ask again.
                    'live.changed': { guard: 'isMessageInThread', target: 'polling', reenter: true },
                  },
                },
                sending,
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
                        { type: 'logFailure', params: failure('adding a conversation') },
                      ],
                    },
                  },
                },
                sending,
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
