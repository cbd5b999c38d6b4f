/**
 * Hand-written behaviour of the chat inbox machine (spec 4.8, 5, 8) on a SimulatedClock, with fake effects: sending,
 * the first message of a new conversation, drafts, polling, the message section and closing mid-send.
 */
import { describe, expect, it } from 'vitest';
import { sampleConversation as conversation } from '../../machines/chat.samples.ts';
import { chatMessages, type ChatConversation, type ChatMessage } from '../../src/domain/chat.ts';
import { ME, ACCOUNT, message, veraChat, maxChat, max, inVeraThread, withMaxPicked } from './chatHarness.ts';
import { deferred, flush } from './harness.ts';

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
