/**
 * Hand-written behaviour of the chat inbox machine (spec 4.8, 5, 8, 9) on a SimulatedClock, with fake effects: the
 * list, the debounced member search, the thread (loading, polling, sending, new conversations) and the section.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  chatMachine,
  currentDraft,
  type CreateConversationInput,
  type SendMessageInput,
} from '../../machines/chat.machine.ts';
import { sampleConversation as conversation } from '../../machines/chat.samples.ts';
import {
  chatMessages,
  type ChatConversation,
  type ChatMember,
  type ChatMessage,
} from '../../src/domain/chat.ts';
import { deferred, flush } from './harness.ts';

const ME = 1;
const ACCOUNT = 9;

const member = (id: number, firstName: string): ChatMember => ({
  id,
  firstName,
  lastName: 'Member',
  email: `${firstName.toLowerCase()}@demo.test`,
  isOnline: 1,
});

const message = (id: number, conversationId = 7, text = `Message ${id}`): ChatMessage => ({
  id,
  conversationId,
  memberId: 3,
  message: text,
  created_at: '2026-11-22T10:00:00.000Z',
});

const veraChat = conversation(7, 3);
const maxChat = conversation(8, 2, '2026-11-20T09:00:00.000Z');
const vera = member(3, 'Vera');
const max = member(2, 'Max');

interface Options {
  conversations?: ChatConversation[];
  messages?: (input: { conversationId: number }) => Promise<ChatMessage[]>;
  send?: (input: SendMessageInput) => Promise<ChatMessage>;
  create?: (input: CreateConversationInput) => Promise<ChatConversation>;
}

let nextMessageId = 100;

function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const loadConversations = vi.fn((_input: { accountId: number }) =>
    Promise.resolve(options.conversations ?? [veraChat, maxChat]),
  );
  const searchMembers = vi.fn((_input: { query: string }) => Promise.resolve([vera, max]));
  const loadMessages = vi.fn(
    options.messages ??
      ((input: { conversationId: number }) => Promise.resolve([message(40, input.conversationId)])),
  );
  const pollMessages = vi.fn((_input: { conversationId: number; after: number }) =>
    Promise.resolve([] as ChatMessage[]),
  );
  const createConversation = vi.fn(
    options.create ??
      ((input: CreateConversationInput) =>
        Promise.resolve({ ...conversation(8, input.memberId), title: '' })),
  );
  const sendMessage = vi.fn(
    options.send ??
      ((input: SendMessageInput) =>
        Promise.resolve({
          id: nextMessageId++,
          conversationId: input.conversationId,
          memberId: input.userId,
          message: input.message,
          created_at: '2026-11-22T11:00:00.000Z',
        })),
  );
  const showToast = vi.fn<(toast: { tone: 'error'; title: string }) => void>();
  const logFailure = vi.fn<(what: string, error: unknown) => void>();
  const machine = chatMachine.provide({
    actors: {
      loadConversations: fromPromise<ChatConversation[], { accountId: number }>(({ input }) =>
        loadConversations(input),
      ),
      searchMembers: fromPromise<ChatMember[], { query: string }>(({ input }) => searchMembers(input)),
      loadMessages: fromPromise<ChatMessage[], { conversationId: number }>(({ input }) => {
        effects.push(`loadMessages ${input.conversationId}`);
        return loadMessages(input);
      }),
      pollMessages: fromPromise<ChatMessage[], { conversationId: number; after: number }>(({ input }) =>
        pollMessages(input),
      ),
      createConversation: fromPromise<ChatConversation, CreateConversationInput>(({ input }) => {
        effects.push(`createConversation ${input.memberId} ${input.title}`);
        return createConversation(input);
      }),
      sendMessage: fromPromise<ChatMessage, SendMessageInput>(({ input }) => {
        effects.push(`sendMessage ${input.conversationId} ${input.message}`);
        return sendMessage(input);
      }),
    },
    actions: {
      showToast: (_, toast) => {
        effects.push(`toast ${toast.title}`);
        showToast(toast);
      },
      logFailure: (_, { what, error }) => logFailure(what, error),
    },
  });
  const actor = createActor(machine, { clock, input: { userId: ME, accountId: ACCOUNT } }).start();
  const context = () => actor.getSnapshot().context;
  const has = (tag: string) => actor.getSnapshot().hasTag(tag);
  const draft = () => currentDraft(context());
  const type = (text: string) => actor.send({ type: 'draft.changed', text });
  return {
    actor,
    clock,
    effects,
    context,
    has,
    draft,
    type,
    loadConversations,
    searchMembers,
    loadMessages,
    pollMessages,
    createConversation,
    sendMessage,
    showToast,
    logFailure,
  };
}

type Started = ReturnType<typeof start>;

/** Opens the inbox and lets the list load. */
async function opened(options: Options = {}): Promise<Started> {
  const started = start(options);
  started.actor.send({ type: 'inbox.opened' });
  await flush();
  return started;
}

/** Opens the inbox, picks Vera's conversation and lets its messages load. */
async function inVeraThread(options: Options = {}): Promise<Started> {
  const started = await opened(options);
  started.actor.send({ type: 'conversation.picked', conversation: veraChat });
  await flush();
  return started;
}

/** Opens the inbox (no conversation with Max... unless given), searches 'max' and picks him. */
async function withMaxPicked(options: Options = {}): Promise<Started> {
  const started = await opened({ conversations: [veraChat], ...options });
  started.actor.send({ type: 'search.changed', query: 'max' });
  started.clock.increment(500);
  await flush();
  started.actor.send({ type: 'member.picked', member: max });
  await flush();
  return started;
}

describe('chat: the conversation list (spec 4.9, 8)', () => {
  it('starts closed; opening loads the list of the account, then shows it loaded', async () => {
    const { actor, has, context, loadConversations } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(loadConversations).not.toHaveBeenCalled();
    actor.send({ type: 'inbox.opened' });
    expect(has('open')).toBe(true);
    expect(has('conversationsLoading')).toBe(true);
    expect(loadConversations).toHaveBeenCalledExactlyOnceWith({ accountId: ACCOUNT });
    await flush();
    expect(has('conversationsLoading')).toBe(false);
    expect(has('conversationsLoaded')).toBe(true);
    expect(context().conversations).toEqual([veraChat, maxChat]);
    expect(has('noThread')).toBe(true);
  });

  it('an empty list shows empty', async () => {
    const { has, context } = await opened({ conversations: [] });
    expect(has('conversationsEmpty')).toBe(true);
    expect(has('conversationsLoaded')).toBe(false);
    expect(context().conversations).toEqual([]);
  });

  it('a failed load is only logged and keeps the list that was there', async () => {
    const { actor, has, context, loadConversations, logFailure, showToast } = await opened();
    const error = new Error('offline');
    loadConversations.mockImplementationOnce(() => Promise.reject(error));
    actor.send({ type: 'inbox.closed' });
    actor.send({ type: 'inbox.opened' });
    await flush();
    expect(loadConversations).toHaveBeenCalledTimes(2);
    expect(logFailure).toHaveBeenCalledExactlyOnceWith('loading the conversations', error);
    expect(showToast).not.toHaveBeenCalled();
    expect(context().conversations).toEqual([veraChat, maxChat]);
    expect(has('conversationsLoaded')).toBe(true);
  });

  it('a failed first load shows empty, only logged', async () => {
    const started = start();
    started.loadConversations.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    started.actor.send({ type: 'inbox.opened' });
    await flush();
    expect(started.has('conversationsEmpty')).toBe(true);
    expect(started.logFailure).toHaveBeenCalledTimes(1);
  });

  it('conversations.updated (the bells poll) replaces the list', async () => {
    const { actor, has, context } = await opened();
    actor.send({ type: 'conversations.updated', conversations: [maxChat] });
    expect(context().conversations).toEqual([maxChat]);
    actor.send({ type: 'conversations.updated', conversations: [] });
    expect(has('conversationsEmpty')).toBe(true);
  });
});

describe('chat: member search (spec 5)', () => {
  it('waits 500 ms on the clock: nothing at 499, the search at 500', async () => {
    const { actor, clock, has, context, searchMembers } = await opened();
    actor.send({ type: 'search.changed', query: 'vera' });
    expect(has('searching')).toBe(true);
    clock.increment(499);
    await flush();
    expect(searchMembers).not.toHaveBeenCalled();
    clock.increment(1);
    expect(searchMembers).toHaveBeenCalledExactlyOnceWith({ query: 'vera' });
    await flush();
    expect(has('searchResults')).toBe(true);
    expect(has('searching')).toBe(false);
    expect(context().results).toEqual([vera, max]);
  });

  it('every change restarts the wait: changes at 0 and 300 search once at 800, with the last query trimmed', async () => {
    const { actor, clock, context, searchMembers } = await opened();
    actor.send({ type: 'search.changed', query: 'v' });
    clock.increment(300);
    actor.send({ type: 'search.changed', query: '  vera  ' });
    clock.increment(200);
    await flush();
    expect(searchMembers).not.toHaveBeenCalled();
    clock.increment(299);
    await flush();
    expect(searchMembers).not.toHaveBeenCalled();
    clock.increment(1);
    expect(searchMembers).toHaveBeenCalledExactlyOnceWith({ query: 'vera' });
    expect(context().query).toBe('  vera  ');
    clock.increment(5000);
    await flush();
    expect(searchMembers).toHaveBeenCalledTimes(1);
  });

  it('a change while results show starts a new wait', async () => {
    const { actor, clock, searchMembers } = await opened();
    actor.send({ type: 'search.changed', query: 'vera' });
    clock.increment(500);
    await flush();
    actor.send({ type: 'search.changed', query: 'max' });
    clock.increment(499);
    expect(searchMembers).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(searchMembers).toHaveBeenLastCalledWith({ query: 'max' });
  });

  it('a blank search resets the results at once', async () => {
    const { actor, clock, has, context } = await opened();
    actor.send({ type: 'search.changed', query: 'vera' });
    clock.increment(500);
    await flush();
    expect(context().results).toHaveLength(2);
    actor.send({ type: 'search.changed', query: ' \t ' });
    expect(context().results).toEqual([]);
    expect(context().query).toBe('');
    expect(has('searchResults')).toBe(false);
    expect(has('searching')).toBe(false);
  });

  it('a blank search cancels a pending search', async () => {
    const { actor, clock, searchMembers } = await opened();
    actor.send({ type: 'search.changed', query: 'vera' });
    clock.increment(300);
    actor.send({ type: 'search.changed', query: '' });
    clock.increment(5000);
    await flush();
    expect(searchMembers).not.toHaveBeenCalled();
  });

  it('a failed search is only logged and shows no results', async () => {
    const { actor, clock, context, searchMembers, logFailure } = await opened();
    const error = new Error('offline');
    searchMembers.mockImplementationOnce(() => Promise.reject(error));
    actor.send({ type: 'search.changed', query: 'vera' });
    clock.increment(500);
    await flush();
    expect(context().results).toEqual([]);
    expect(logFailure).toHaveBeenCalledExactlyOnceWith('searching the members', error);
  });
});

describe('chat: picking (spec 4.8)', () => {
  it('picking a result opens a new conversation and clears the search', async () => {
    const { has, context, loadMessages } = await withMaxPicked();
    expect(has('newConversation')).toBe(true);
    expect(has('thread')).toBe(true);
    expect(context().selection).toEqual({ kind: 'member', member: max });
    expect(context().query).toBe('');
    expect(context().results).toEqual([]);
    expect(loadMessages).not.toHaveBeenCalled();
  });

  it('picking a member with a conversation opens that conversation instead', async () => {
    const { actor, clock, has, context, loadMessages } = await opened();
    actor.send({ type: 'search.changed', query: 'vera' });
    clock.increment(500);
    await flush();
    actor.send({ type: 'member.picked', member: vera });
    expect(has('threadLoading')).toBe(true);
    expect(has('newConversation')).toBe(false);
    expect(loadMessages).toHaveBeenCalledExactlyOnceWith({ conversationId: 7 });
    expect(context().selection).toEqual({ kind: 'conversation', conversation: veraChat });
    await flush();
    expect(context().messages).toEqual([message(40, 7)]);
  });

  it('picking a conversation loads its messages', async () => {
    const pending = deferred<ChatMessage[]>();
    const { actor, has, context, loadMessages } = await opened({ messages: () => pending.promise });
    actor.send({ type: 'conversation.picked', conversation: veraChat });
    expect(has('threadLoading')).toBe(true);
    expect(loadMessages).toHaveBeenCalledExactlyOnceWith({ conversationId: 7 });
    pending.resolve([message(40), message(41)]);
    await flush();
    expect(has('thread')).toBe(true);
    expect(has('threadLoading')).toBe(false);
    expect(context().messages.map((m) => m.id)).toEqual([40, 41]);
  });

  it('picking another conversation while one loads shows only the last one', async () => {
    const first = deferred<ChatMessage[]>();
    const second = deferred<ChatMessage[]>();
    const { actor, context, loadMessages } = await opened({
      messages: ({ conversationId }) => (conversationId === 7 ? first.promise : second.promise),
    });
    actor.send({ type: 'conversation.picked', conversation: veraChat });
    actor.send({ type: 'conversation.picked', conversation: maxChat });
    expect(loadMessages).toHaveBeenCalledTimes(2);
    second.resolve([message(50, 8)]);
    await flush();
    first.resolve([message(40, 7)]);
    await flush();
    expect(context().messages).toEqual([message(50, 8)]);
    expect(context().selection).toEqual({ kind: 'conversation', conversation: maxChat });
  });

  it('a failed thread load is logged and can be retried', async () => {
    const error = new Error('offline');
    const started = await opened();
    started.loadMessages.mockImplementationOnce(() => Promise.reject(error));
    started.actor.send({ type: 'conversation.picked', conversation: veraChat });
    await flush();
    expect(started.has('threadFailed')).toBe(true);
    expect(started.logFailure).toHaveBeenCalledExactlyOnceWith('loading the messages', error);
    started.actor.send({ type: 'thread.retry' });
    await flush();
    expect(started.has('thread')).toBe(true);
    expect(started.loadMessages).toHaveBeenCalledTimes(2);
  });

  it('closing and opening with a conversation opens that thread', async () => {
    const { actor, has, context, loadMessages } = await inVeraThread();
    actor.send({ type: 'inbox.closed' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(has('open')).toBe(false);
    actor.send({ type: 'inbox.opened', conversation: maxChat });
    expect(has('open')).toBe(true);
    expect(context().selection).toEqual({ kind: 'conversation', conversation: maxChat });
    expect(loadMessages).toHaveBeenLastCalledWith({ conversationId: 8 });
    await flush();
    expect(has('thread')).toBe(true);
    expect(context().messages).toEqual([message(40, 8)]);
  });

  it('closing resets the search', async () => {
    const { actor, clock, context, searchMembers } = await opened();
    actor.send({ type: 'search.changed', query: 'vera' });
    clock.increment(200);
    actor.send({ type: 'inbox.closed' });
    clock.increment(1000);
    expect(searchMembers).not.toHaveBeenCalled();
    expect(context().query).toBe('');
  });
});

describe('chat: sending (spec 4.8, 5)', () => {
  it('refuses an empty, whitespace or over-2000-character message; 2000 characters go', async () => {
    const { actor, type, has, sendMessage } = await inVeraThread();
    for (const text of ['', '   \n ', 'a'.repeat(2001)]) {
      type(text);
      expect(actor.getSnapshot().can({ type: 'message.send' })).toBe(false);
      actor.send({ type: 'message.send' });
      expect(has('sending')).toBe(false);
    }
    await flush();
    expect(sendMessage).not.toHaveBeenCalled();
    type('a'.repeat(2000));
    actor.send({ type: 'message.send' });
    expect(sendMessage).toHaveBeenCalledTimes(1);
  });

  it('sends the trimmed text to the conversation, adds it and empties the box', async () => {
    const { actor, type, has, draft, context, sendMessage } = await inVeraThread();
    type('  Hello Vera  ');
    actor.send({ type: 'message.send' });
    expect(has('sending')).toBe(true);
    expect(sendMessage).toHaveBeenCalledExactlyOnceWith({
      conversationId: 7,
      userId: ME,
      accountId: ACCOUNT,
      message: 'Hello Vera',
    });
    await flush();
    expect(has('sending')).toBe(false);
    expect(draft()).toBe('');
    expect(context().messages.map((m) => m.message)).toEqual(['Message 40', 'Hello Vera']);
    expect(context().conversations.find((c) => c.id === 7)?.title).toBe('Hello Vera');
    expect(context().outgoing).toBeNull();
  });

  it('refuses a second send while one is in progress', async () => {
    const pending = deferred<ChatMessage>();
    const { actor, type, has, sendMessage } = await inVeraThread({ send: () => pending.promise });
    type('Hello');
    actor.send({ type: 'message.send' });
    expect(actor.getSnapshot().can({ type: 'message.send' })).toBe(false);
    actor.send({ type: 'message.send' });
    await flush();
    expect(sendMessage).toHaveBeenCalledTimes(1);
    pending.resolve({ ...message(60), memberId: ME, message: 'Hello' });
    await flush();
    expect(has('sending')).toBe(false);
  });

  it('keeps what was typed while the message was on its way', async () => {
    const pending = deferred<ChatMessage>();
    const { actor, type, draft } = await inVeraThread({ send: () => pending.promise });
    type('Hello');
    actor.send({ type: 'message.send' });
    type('Hello again');
    pending.resolve({ ...message(60), memberId: ME, message: 'Hello' });
    await flush();
    expect(draft()).toBe('Hello again');
  });

  it('a failed send keeps the text in the box with an error; typing clears the error', async () => {
    const error = new Error('offline');
    const { actor, type, has, draft, context, logFailure } = await inVeraThread({
      send: () => Promise.reject(error),
    });
    type('Hello Vera');
    actor.send({ type: 'message.send' });
    await flush();
    expect(has('sending')).toBe(false);
    expect(draft()).toBe('Hello Vera');
    expect(context().sendError).toBe(chatMessages.sendFailed);
    expect(context().messages.map((m) => m.id)).toEqual([40]);
    expect(logFailure).toHaveBeenCalledExactlyOnceWith('sending a message', error);
    type('Hello Vera!');
    expect(context().sendError).toBeNull();
  });

  it('picking another conversation or member while sending is ignored', async () => {
    const pending = deferred<ChatMessage>();
    const { actor, type, context, loadMessages, effects } = await inVeraThread({
      send: () => pending.promise,
    });
    type('Hello');
    actor.send({ type: 'message.send' });
    actor.send({ type: 'conversation.picked', conversation: maxChat });
    actor.send({ type: 'member.picked', member: max });
    expect(context().selection).toEqual({ kind: 'conversation', conversation: veraChat });
    expect(loadMessages).toHaveBeenCalledTimes(1);
    pending.resolve({ ...message(60), memberId: ME, message: 'Hello' });
    await flush();
    expect(context().selection).toEqual({ kind: 'conversation', conversation: veraChat });
    expect(context().messages.map((m) => m.id)).toEqual([40, 60]);
    expect(effects).toEqual(['loadMessages 7', 'sendMessage 7 Hello']);
  });
});

describe('chat: the first message of a new conversation (spec 4.8, 8)', () => {
  it('creates the conversation first, then sends to it; the draft moves and is emptied', async () => {
    const { actor, type, has, draft, context, effects, createConversation, sendMessage } =
      await withMaxPicked();
    type('  Hi Max  ');
    actor.send({ type: 'message.send' });
    expect(has('sending')).toBe(true);
    expect(createConversation).toHaveBeenCalledExactlyOnceWith({
      userId: ME,
      memberId: 2,
      accountId: ACCOUNT,
      title: 'Hi Max',
    });
    expect(sendMessage).not.toHaveBeenCalled();
    await flush();
    expect(sendMessage).toHaveBeenCalledExactlyOnceWith({
      conversationId: 8,
      userId: ME,
      accountId: ACCOUNT,
      message: 'Hi Max',
    });
    expect(effects).toEqual(['createConversation 2 Hi Max', 'sendMessage 8 Hi Max']);
    expect(has('newConversation')).toBe(false);
    expect(has('thread')).toBe(true);
    expect(has('sending')).toBe(false);
    expect(context().selection).toEqual({
      kind: 'conversation',
      conversation: { ...conversation(8, 2), title: '' },
    });
    expect(draft()).toBe('');
    expect(context().drafts).toEqual({});
    expect(context().messages.map((m) => m.message)).toEqual(['Hi Max']);
    expect(context().conversations.map((c) => [c.id, c.title])).toEqual([
      [8, 'Hi Max'],
      [7, 'See you at the bakery'],
    ]);
  });

  it('while the conversation is being created, a second send and picks are ignored', async () => {
    const pending = deferred<ChatConversation>();
    const { actor, type, context, createConversation, loadMessages } = await withMaxPicked({
      create: () => pending.promise,
    });
    type('Hi Max');
    actor.send({ type: 'message.send' });
    actor.send({ type: 'message.send' });
    actor.send({ type: 'conversation.picked', conversation: veraChat });
    expect(createConversation).toHaveBeenCalledTimes(1);
    expect(loadMessages).not.toHaveBeenCalled();
    expect(context().selection).toEqual({ kind: 'member', member: max });
  });

  it('a failed creation shows the spec 8 toast and keeps the text; sending again retries', async () => {
    const error = new Error('server down');
    const started = await withMaxPicked();
    const { actor, type, has, draft, context, showToast, sendMessage, createConversation, logFailure } =
      started;
    createConversation.mockImplementationOnce(() => Promise.reject(error));
    type('Hi Max');
    actor.send({ type: 'message.send' });
    await flush();
    expect(showToast).toHaveBeenCalledExactlyOnceWith({
      tone: 'error',
      title: 'Failed to add conversation. Please try again.',
    });
    expect(logFailure).toHaveBeenCalledExactlyOnceWith('adding a conversation', error);
    expect(sendMessage).not.toHaveBeenCalled();
    expect(draft()).toBe('Hi Max');
    expect(has('newConversation')).toBe(true);
    expect(has('sending')).toBe(false);
    expect(context().selection).toEqual({ kind: 'member', member: max });
    actor.send({ type: 'message.send' });
    await flush();
    expect(createConversation).toHaveBeenCalledTimes(2);
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(draft()).toBe('');
  });

  it('a failed send after the creation keeps the text in the now existing conversation', async () => {
    const { actor, type, has, draft, context } = await withMaxPicked({
      send: () => Promise.reject(new Error('offline')),
    });
    type('Hi Max');
    actor.send({ type: 'message.send' });
    await flush();
    expect(has('newConversation')).toBe(false);
    expect(context().selection?.kind).toBe('conversation');
    expect(draft()).toBe('Hi Max');
    expect(context().sendError).toBe(chatMessages.sendFailed);
  });
});

describe('chat: drafts and polling (spec 4.8)', () => {
  it('keeps a draft per conversation: switching back restores the text', async () => {
    const { actor, type, draft } = await inVeraThread();
    type('For Vera');
    actor.send({ type: 'conversation.picked', conversation: maxChat });
    await flush();
    expect(draft()).toBe('');
    type('For Max');
    actor.send({ type: 'conversation.picked', conversation: veraChat });
    await flush();
    expect(draft()).toBe('For Vera');
    actor.send({ type: 'conversation.picked', conversation: maxChat });
    expect(draft()).toBe('For Max');
  });

  it('an open thread asks every 2 s for messages after the last one, and merges them without duplicates', async () => {
    const { clock, context, pollMessages } = await inVeraThread({
      messages: () => Promise.resolve([message(40), message(41)]),
    });
    clock.increment(1999);
    expect(pollMessages).not.toHaveBeenCalled();
    pollMessages.mockImplementationOnce(() => Promise.resolve([message(41), message(42)]));
    clock.increment(1);
    expect(pollMessages).toHaveBeenCalledExactlyOnceWith({ conversationId: 7, after: 41 });
    await flush();
    expect(context().messages.map((m) => m.id)).toEqual([40, 41, 42]);
    clock.increment(1999);
    expect(pollMessages).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(pollMessages).toHaveBeenLastCalledWith({ conversationId: 7, after: 42 });
    await flush();
    expect(context().messages.map((m) => m.id)).toEqual([40, 41, 42]);
  });

  it('a failed poll is only logged; polling goes on', async () => {
    const error = new Error('offline');
    const { clock, context, pollMessages, logFailure } = await inVeraThread();
    pollMessages.mockImplementationOnce(() => Promise.reject(error));
    clock.increment(2000);
    await flush();
    expect(logFailure).toHaveBeenCalledExactlyOnceWith('asking for new messages', error);
    expect(context().messages.map((m) => m.id)).toEqual([40]);
    clock.increment(2000);
    expect(pollMessages).toHaveBeenCalledTimes(2);
  });

  it('does not poll without an open conversation, nor once the inbox is closed', async () => {
    const started = await withMaxPicked();
    started.clock.increment(10_000);
    expect(started.pollMessages).not.toHaveBeenCalled();
    const thread = await inVeraThread();
    thread.actor.send({ type: 'inbox.closed' });
    thread.clock.increment(10_000);
    expect(thread.pollMessages).not.toHaveBeenCalled();
  });
});

describe('chat: the message section (spec 4.8)', () => {
  it('is shown at first; it can be hidden and shown', async () => {
    const { actor, has } = await inVeraThread();
    expect(has('sectionShown')).toBe(true);
    actor.send({ type: 'section.hidden' });
    expect(has('sectionShown')).toBe(false);
    actor.send({ type: 'section.shown' });
    expect(has('sectionShown')).toBe(true);
  });

  it('picking a conversation or a member shows it', async () => {
    const { actor, has } = await inVeraThread();
    actor.send({ type: 'section.hidden' });
    actor.send({ type: 'conversation.picked', conversation: maxChat });
    expect(has('sectionShown')).toBe(true);
    actor.send({ type: 'section.hidden' });
    actor.send({ type: 'member.picked', member: max });
    expect(has('sectionShown')).toBe(true);
  });
});

describe('chat: closing the inbox while a message is on its way', () => {
  it('empties the box on reopening when the thread shows the message arrived', async () => {
    const pending = deferred<ChatMessage>();
    let thread = [message(40)];
    const { actor, type, draft } = await inVeraThread({
      send: () => pending.promise,
      messages: () => Promise.resolve(thread),
    });
    type('Hello there');
    actor.send({ type: 'message.send' });
    actor.send({ type: 'inbox.closed' });
    expect(actor.getSnapshot().value).toBe('closed');
    // The server got it before the request was cut off.
    thread = [message(40), { ...message(41), memberId: ME, message: 'Hello there' }];
    actor.send({ type: 'inbox.opened' });
    await flush();
    expect(actor.getSnapshot().hasTag('thread')).toBe(true);
    expect(draft()).toBe('');
  });

  it('keeps the text on reopening when the message did not arrive', async () => {
    const pending = deferred<ChatMessage>();
    const { actor, type, draft, context } = await inVeraThread({ send: () => pending.promise });
    type('Hello there');
    actor.send({ type: 'message.send' });
    actor.send({ type: 'inbox.closed' });
    actor.send({ type: 'inbox.opened' });
    await flush();
    expect(draft()).toBe('Hello there');
    expect(context().outgoing).toBeNull();
  });
});
