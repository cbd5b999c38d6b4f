/**
 * Hand-written behaviour of the chat inbox machine (spec 4.8, 5, 8, 9) on a SimulatedClock, with fake effects: the
 * list, the debounced member search and picking a conversation or member. Sending, new conversations, drafts,
 * polling and the section: chatSending.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/domain/chat.ts';
import {
  ACCOUNT,
  message,
  veraChat,
  maxChat,
  vera,
  max,
  start,
  opened,
  inVeraThread,
  withMaxPicked,
} from './chatHarness.ts';
import { deferred, flush } from './harness.ts';

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
