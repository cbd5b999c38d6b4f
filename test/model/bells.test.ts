/** Hand-written behaviour of the message and notification bells (spec 2.6, 8, 9), on a SimulatedClock. */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { bellsMachine, type BellsUpdate } from '../../machines/bells.machine.ts';
import type { ChatConversation, ChatNotification } from '../../src/domain/chat.ts';
import { deferred, flush } from './harness.ts';

const conversation = (id: number): ChatConversation => ({
  id,
  firstName: 'Vera',
  lastName: 'Viewer',
  title: `Message ${id}`,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: `2026-11-21T09:0${id}:00.000Z`,
  memberId1: 1,
  memberId2: 3,
  unread: 0,
});

const notification = (id: number, read: boolean): ChatNotification => ({
  id,
  kind: 'message',
  title: `New message ${id}`,
  conversationId: 7,
  created_at: '2026-11-21T09:00:00.000Z',
  read,
});

const update = (over: Partial<BellsUpdate> = {}): BellsUpdate => ({
  conversations: [conversation(7)],
  notifications: [notification(1, false), notification(2, true), notification(3, false)],
  unread: 5,
  ...over,
});

interface Options {
  loadUpdates?: () => Promise<BellsUpdate>;
  markRead?: (input: { ids: number[] }) => Promise<void>;
}

function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const loadUpdates = vi.fn(options.loadUpdates ?? (() => Promise.resolve(update())));
  const markRead = vi.fn(options.markRead ?? (() => Promise.resolve()));
  const logFailure = vi.fn<(what: string, error: unknown) => void>();
  const machine = bellsMachine.provide({
    actors: {
      loadUpdates: fromPromise<BellsUpdate>(() => loadUpdates()),
      markRead: fromPromise<void, { ids: number[] }>(({ input }) => markRead(input)),
    },
    actions: {
      logFailure: (_, { what, error }) => logFailure(what, error),
    },
  });
  const actor = createActor(machine, { clock }).start();
  const context = () => actor.getSnapshot().context;
  return { actor, clock, loadUpdates, markRead, logFailure, context };
}

async function loggedIn(options: Options = {}) {
  const started = start(options);
  started.actor.send({ type: 'session.loggedIn' });
  await flush();
  return started;
}

describe('bells: polling (spec 2.6, 9)', () => {
  it('does nothing until logged in', async () => {
    const { actor, clock, loadUpdates } = start();
    clock.increment(10_000);
    await flush();
    expect(actor.getSnapshot().value).toBe('off');
    expect(loadUpdates).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toEqual({
      conversations: [],
      notifications: [],
      unread: 0,
      marking: [],
      live: false,
    });
  });

  it('loads at log-in, then again every 2000 ms after each answer', async () => {
    const { actor, clock, loadUpdates, context } = start();
    actor.send({ type: 'session.loggedIn' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loadUpdates).toHaveBeenCalledTimes(1);
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(context().conversations).toEqual([conversation(7)]);
    expect(context().unread).toBe(5);
    clock.increment(1999);
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(2);
    clock.increment(2000);
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(3);
  });

  it('does not start a second load while one is on its way', async () => {
    const pending = deferred<BellsUpdate>();
    const { actor, clock, loadUpdates } = start({ loadUpdates: () => pending.promise });
    actor.send({ type: 'session.loggedIn' });
    clock.increment(10_000);
    actor.send({ type: 'bells.refresh' });
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('a failed load is only logged and keeps the lists; polling goes on', async () => {
    const error = new Error('offline');
    const { clock, loadUpdates, logFailure, context } = await loggedIn();
    loadUpdates.mockImplementationOnce(() => Promise.reject(error));
    clock.increment(2000);
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(2);
    expect(logFailure).toHaveBeenCalledExactlyOnceWith('loading the bells', error);
    expect(context().conversations).toEqual([conversation(7)]);
    expect(context().notifications).toEqual(update().notifications);
    expect(context().unread).toBe(5);
    loadUpdates.mockImplementationOnce(() => Promise.resolve(update({ unread: 6 })));
    clock.increment(2000);
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(3);
    expect(context().unread).toBe(6);
  });

  it('bells.refresh loads at once, without waiting for the clock', async () => {
    const { actor, loadUpdates, context } = await loggedIn();
    loadUpdates.mockImplementationOnce(() => Promise.resolve(update({ unread: 9 })));
    actor.send({ type: 'bells.refresh' });
    expect(loadUpdates).toHaveBeenCalledTimes(2);
    await flush();
    expect(context().unread).toBe(9);
  });

  it('logging out clears the bells and stops polling; an answer on its way is dropped', async () => {
    const { actor, clock, loadUpdates, context } = await loggedIn();
    const pending = deferred<BellsUpdate>();
    loadUpdates.mockImplementationOnce(() => pending.promise);
    clock.increment(2000);
    expect(loadUpdates).toHaveBeenCalledTimes(2);
    actor.send({ type: 'session.loggedOut' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(context()).toEqual({ conversations: [], notifications: [], unread: 0, marking: [], live: false });
    pending.resolve(update({ unread: 4 }));
    await flush();
    expect(context().unread).toBe(0);
    clock.increment(10_000);
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(2);
  });
});

describe('bells: reading notifications (spec 9)', () => {
  it('opening the list marks exactly the shown unread ones read, at once', async () => {
    const { actor, markRead, context } = await loggedIn();
    actor.send({ type: 'notifications.opened' });
    expect(markRead).toHaveBeenCalledExactlyOnceWith({ ids: [1, 3] });
    expect(context().notifications.map((n) => n.read)).toEqual([true, true, true]);
    expect(context().unread).toBe(3);
    expect(context().marking).toEqual([1, 3]);
    await flush();
    actor.send({ type: 'notifications.opened' });
    await flush();
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(context().unread).toBe(3);
  });

  it('an answer that left before the marking does not show them unread again', async () => {
    const load = deferred<BellsUpdate>();
    const marking = deferred<void>();
    let calls = 0;
    const { actor, clock, context } = await loggedIn({
      loadUpdates: () => (calls++ === 0 ? Promise.resolve(update()) : load.promise),
      markRead: () => marking.promise,
    });
    clock.increment(2000); // the next load leaves, then the user opens the list
    actor.send({ type: 'notifications.opened' });
    load.resolve(update());
    await flush();
    expect(context().notifications.map((n) => n.read)).toEqual([true, true, true]);
    expect(context().unread).toBe(3);
    marking.resolve();
    await flush();
    expect(context().marking).toEqual([]);
  });

  it('does nothing when all shown notifications are read', async () => {
    const { actor, markRead, context } = await loggedIn({
      loadUpdates: () => Promise.resolve(update({ notifications: [notification(2, true)], unread: 2 })),
    });
    actor.send({ type: 'notifications.opened' });
    await flush();
    expect(markRead).not.toHaveBeenCalled();
    expect(context().unread).toBe(2);
    expect(context().marking).toEqual([]);
  });

  it('never lets the count go below zero', async () => {
    const { actor, context } = await loggedIn({
      loadUpdates: () => Promise.resolve(update({ unread: 1 })),
    });
    actor.send({ type: 'notifications.opened' });
    expect(context().unread).toBe(0);
  });

  it('a failed marking is only logged', async () => {
    const error = new Error('server down');
    const { actor, markRead, logFailure } = await loggedIn({ markRead: () => Promise.reject(error) });
    actor.send({ type: 'notifications.opened' });
    await flush();
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(logFailure).toHaveBeenCalledExactlyOnceWith('marking notifications read', error);
    expect(actor.getSnapshot().matches({ on: { reading: 'idle' } })).toBe(true);
  });

  it('does nothing while logged out', async () => {
    const { actor, markRead } = start();
    actor.send({ type: 'notifications.opened' });
    await flush();
    expect(markRead).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('off');
  });
});

describe('bells: the stream of changes (issue 20)', () => {
  const change = (kind: 'chat.message' | 'notifications.changed') => ({
    type: 'live.changed' as const,
    change: { id: 5, kind, accountId: null, data: {} },
  });

  it('while the stream is up they do not poll, and load when a change arrives', async () => {
    const { actor, clock, loadUpdates, context } = await loggedIn();
    actor.send({ type: 'live.up' });
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(2); // once more: what changed before the stream opened
    expect(actor.getSnapshot().matches({ on: { updates: 'listening' } })).toBe(true);
    clock.increment(60_000);
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(2);
    loadUpdates.mockImplementationOnce(() => Promise.resolve(update({ unread: 8 })));
    actor.send(change('notifications.changed'));
    expect(loadUpdates).toHaveBeenCalledTimes(3);
    await flush();
    expect(context().unread).toBe(8);
    actor.send(change('chat.message'));
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(4);
  });

  it('a stream that opens or a change that arrives during a load starts it again (it may have been read before)', () => {
    const first = deferred<BellsUpdate>();
    const { actor, loadUpdates } = start({ loadUpdates: () => first.promise });
    actor.send({ type: 'session.loggedIn' });
    actor.send({ type: 'live.up' });
    expect(loadUpdates).toHaveBeenCalledTimes(2);
    actor.send(change('chat.message'));
    expect(loadUpdates).toHaveBeenCalledTimes(3);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadUpdates']);
  });

  it('when the stream is lost they poll every 2 s again', async () => {
    const { actor, clock, loadUpdates } = await loggedIn();
    actor.send({ type: 'live.up' });
    await flush();
    actor.send({ type: 'live.down' });
    expect(actor.getSnapshot().matches({ on: { updates: 'waiting' } })).toBe(true);
    clock.increment(2000);
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(3);
  });

  it('a stream that opens while they are logged out changes nothing', async () => {
    const { actor, loadUpdates } = start();
    actor.send({ type: 'live.up' });
    await flush();
    expect(actor.getSnapshot().value).toBe('off');
    expect(loadUpdates).not.toHaveBeenCalled();
  });

  it('a logout forgets the stream: the next login polls until it is told the stream is up', async () => {
    const { actor, clock, loadUpdates } = await loggedIn();
    actor.send({ type: 'live.up' });
    await flush();
    actor.send({ type: 'session.loggedOut' });
    actor.send({ type: 'session.loggedIn' });
    await flush();
    clock.increment(2000);
    await flush();
    expect(loadUpdates).toHaveBeenCalledTimes(4);
  });
});
