/**
 * An open chat thread with the stream of changes (issue 20; machines/chat.machine.ts): while the stream is up it
 * does not poll every 2 s; it asks for newer messages when a message of its conversation arrives (again when one
 * arrives while it asks), and once when the stream opens; lost, the 2 s poll comes back.
 */
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/domain/chat.ts';
import { inVeraThread, message, veraChat } from './chatHarness.ts';
import { deferred, flush } from './harness.ts';

const messageIn = (conversationId: number) => ({
  type: 'live.changed' as const,
  change: { id: 5, kind: 'chat.message' as const, accountId: null, data: { conversationId, messageId: 60 } },
});

describe('chat: an open thread and the stream of changes (issue 20)', () => {
  it('asks once when the stream opens, then only for a message in its conversation', async () => {
    const { actor, clock, pollMessages } = await inVeraThread();
    actor.send({ type: 'live.up' });
    expect(pollMessages).toHaveBeenCalledTimes(1);
    await flush();
    clock.increment(60_000);
    await flush();
    expect(pollMessages).toHaveBeenCalledTimes(1);
    actor.send(messageIn(8));
    expect(pollMessages).toHaveBeenCalledTimes(1);
    actor.send(messageIn(7));
    expect(pollMessages).toHaveBeenCalledTimes(2);
  });

  it('a message that arrives while it asks makes it ask again', async () => {
    const slow = deferred<ChatMessage[]>();
    const { actor, pollMessages } = await inVeraThread();
    pollMessages.mockImplementation(() => slow.promise);
    actor.send({ type: 'live.up' });
    actor.send(messageIn(7));
    expect(pollMessages).toHaveBeenCalledTimes(2);
  });

  it('a stream that was up when the inbox opened is remembered: the thread does not poll', async () => {
    const { actor, clock, pollMessages } = await inVeraThread();
    actor.send({ type: 'live.up' });
    await flush();
    actor.send({ type: 'inbox.closed' });
    actor.send({ type: 'inbox.opened', conversation: veraChat });
    await flush();
    expect(actor.getSnapshot().hasTag('thread')).toBe(true);
    clock.increment(10_000);
    await flush();
    expect(pollMessages).toHaveBeenCalledTimes(1);
  });

  it('lost, the thread polls every 2 s again', async () => {
    const { actor, clock, pollMessages } = await inVeraThread();
    pollMessages.mockImplementation(() => Promise.resolve([message(61)]));
    actor.send({ type: 'live.up' });
    await flush();
    actor.send({ type: 'live.down' });
    clock.increment(2000);
    await flush();
    expect(pollMessages).toHaveBeenCalledTimes(2);
  });
});
