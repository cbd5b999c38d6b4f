/**
 * The tab's end of the stream of changes (issue 20): the Server-Sent Events parser, the change a message carries,
 * `connectLive` against the reference server in process (a change reaches the listener, a refused stream, a hidden
 * page that waits, the demo-mode drop), the live bridge and the live machine with the app's effects.
 */
import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  changeOf,
  connectLive,
  LiveStreamError,
  sseParser,
  type LiveDeps,
  type LiveListener,
} from '../../../src/api/live.ts';
import type { PageVisibility } from '../../../src/api/client.ts';
import { createLiveBridge, forwardLive } from '../../../src/app/liveBridge.ts';
import { LIVE_KINDS, type LiveChange, type LiveEvent } from '../../../src/domain/live.ts';
import { liveLogic } from '../../../src/features/live/liveLogic.ts';
import { conversationBetween } from '../server/liveSupport.ts';
import { OWNER, VIEWER, call, seededServer, type LoggedIn } from '../server/support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER });

const depsAs = (who: LoggedIn | null, visibility?: PageVisibility): LiveDeps => ({
  credentials: { token: () => who?.token ?? null, accountId: () => null },
  baseURL: 'http://app.test/api',
  fetch: async (input, init) => t.server.app.request(new Request(input, init)),
  visibility,
});

function recording() {
  const seen: { opened: number; changes: LiveChange[]; resets: number } = {
    opened: 0,
    changes: [],
    resets: 0,
  };
  const listener: LiveListener = {
    opened: () => seen.opened++,
    changed: (change) => seen.changes.push(change),
    reset: () => seen.resets++,
  };
  return { seen, listener };
}

const conversationId = () => conversationBetween(t.server.db, t.owner.user.id, t.viewer.user.id);

describe('sseParser', () => {
  it('reads messages however the text is sliced, joins data lines and skips comments', () => {
    const messages: unknown[] = [];
    const parser = sseParser((message) => messages.push(message));
    const text =
      ': connected\r\n\r\nevent: chat.message\r\nid: 7\r\ndata: {"a":\r\ndata: 1}\r\n\r\ndata: plain\n\n';
    for (const char of text) parser.push(char);
    expect(messages).toEqual([
      { event: 'chat.message', id: '7', data: '{"a":\n1}' },
      { event: 'message', id: null, data: 'plain' },
    ]);
  });

  it('a message is dispatched only at its blank line', () => {
    const messages: unknown[] = [];
    const parser = sseParser((message) => messages.push(message));
    parser.push('event: reset\ndata: {}\n');
    expect(messages).toEqual([]);
    parser.push('\n');
    expect(messages).toEqual([{ event: 'reset', id: null, data: '{}' }]);
  });
});

describe('changeOf', () => {
  const data = JSON.stringify({ accountId: 3, data: { postIds: [1] } });
  it('answers the change of a known kind', () => {
    expect(changeOf({ event: 'posts.changed', id: '12', data })).toEqual({
      id: 12,
      kind: 'posts.changed',
      accountId: 3,
      data: { postIds: [1] },
    });
  });
  it.each([
    ['an unknown kind', { event: 'posts.exploded', id: '12', data }],
    ['no id', { event: 'posts.changed', id: null, data }],
    ['an id that is not a number', { event: 'posts.changed', id: '1e3', data }],
    ['data that is not JSON', { event: 'posts.changed', id: '12', data: '{oops' }],
    ['data of another shape', { event: 'posts.changed', id: '12', data: '{"accountId":"3"}' }],
  ])('skips %s', (_label, message) => {
    expect(changeOf(message)).toBeNull();
  });
});

describe('connectLive (reference server in process)', () => {
  it("opens, and hands the listener the other member's message; aborting ends it", async () => {
    const controller = new AbortController();
    const { seen, listener } = recording();
    const ended = connectLive(depsAs(t.viewer), { lastEventId: null, signal: controller.signal, listener });
    await vi.waitFor(() => expect(seen.opened).toBe(1));
    const conversation = await conversationId();
    const sent = await call(t.server.app, 'POST', '/api/getMemberschatMessages', {
      token: t.owner.token,
      body: {
        memberId: t.owner.user.id,
        conversationId: conversation,
        message: 'Stream?',
        account_id: t.acme,
      },
    });
    expect(sent.status, sent.text).toBe(200);
    await vi.waitFor(() => expect(seen.changes.map((change) => change.kind)).toContain('chat.message'));
    expect(seen.changes.find((change) => change.kind === 'chat.message')).toMatchObject({
      accountId: null,
      data: { conversationId: conversation },
    });
    controller.abort();
    await expect(ended).rejects.toThrow();
  });

  it('a refused stream (no session) rejects with its status, and the listener is not told it opened', async () => {
    const { seen, listener } = recording();
    const attempt = connectLive(depsAs(null), {
      lastEventId: null,
      signal: new AbortController().signal,
      listener,
    });
    await expect(attempt).rejects.toBeInstanceOf(LiveStreamError);
    await expect(attempt).rejects.toMatchObject({ status: 401 });
    expect(seen.opened).toBe(0);
  });

  it('a hidden page does not connect until it is shown', async () => {
    let hidden = true;
    let show: (() => void) | null = null;
    const visibility: PageVisibility = {
      hidden: () => hidden,
      shown: () => new Promise<void>((resolve) => (show = resolve)),
    };
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      t.server.app.request(new Request(input, init)),
    );
    const controller = new AbortController();
    const { seen, listener } = recording();
    const ended = connectLive(
      { ...depsAs(t.viewer, visibility), fetch },
      { lastEventId: null, signal: controller.signal, listener },
    );
    // It waits for the page to be shown, having asked nothing.
    await vi.waitFor(() => expect(show).not.toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    hidden = false;
    show!();
    await vi.waitFor(() => expect(seen.opened).toBe(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    controller.abort();
    await expect(ended).rejects.toThrow();
  });

  it("POST /api/live/drop (demo mode) ends the caller's own streams only", async () => {
    const viewerStream = recording();
    const ownerStream = recording();
    const ownerControl = new AbortController();
    const viewerEnded = connectLive(depsAs(t.viewer), {
      lastEventId: null,
      signal: new AbortController().signal,
      listener: viewerStream.listener,
    });
    const ownerEnded = connectLive(depsAs(t.owner), {
      lastEventId: null,
      signal: ownerControl.signal,
      listener: ownerStream.listener,
    });
    await vi.waitFor(() => expect(viewerStream.seen.opened + ownerStream.seen.opened).toBe(2));
    const dropped = await call(t.server.app, 'POST', '/api/live/drop', { token: t.viewer.token });
    expect(dropped.status, dropped.text).toBe(200);
    expect(dropped.json).toMatchObject({ data: { dropped: 1 } });
    await expect(viewerEnded).resolves.toBeUndefined();
    // The owner's stream is still open: a message from the viewer reaches it.
    const sent = await call(t.server.app, 'POST', '/api/getMemberschatMessages', {
      token: t.viewer.token,
      body: {
        memberId: t.viewer.user.id,
        conversationId: await conversationId(),
        message: 'Still there?',
        account_id: t.acme,
      },
    });
    expect(sent.status, sent.text).toBe(200);
    await vi.waitFor(() =>
      expect(ownerStream.seen.changes.map((change) => change.kind)).toContain('chat.message'),
    );
    ownerControl.abort();
    await expect(ownerEnded).rejects.toThrow();
    expect((await call(t.server.app, 'POST', '/api/live/drop')).status).toBe(401);
  });
});

describe('the live bridge', () => {
  const change = (kind: LiveChange['kind']): LiveChange => ({ id: 1, kind, accountId: 4, data: {} });

  it('tells a machine that connects while the stream is up at once, and only the kinds it follows', () => {
    const bridge = createLiveBridge();
    const early: LiveEvent[] = [];
    bridge.connect({ send: (event) => early.push(event) }, forwardLive.planner);
    bridge.up();
    const late: LiveEvent[] = [];
    const disconnect = bridge.connect({ send: (event) => late.push(event) }, forwardLive.bells);
    expect(late).toEqual([{ type: 'live.up' }]);
    bridge.changed(change('posts.changed'));
    bridge.changed(change('notifications.changed'));
    expect(early.map((event) => event.type)).toEqual(['live.up', 'live.changed']);
    expect(late).toEqual([
      { type: 'live.up' },
      { type: 'live.changed', change: change('notifications.changed') },
    ]);
    disconnect();
    bridge.down();
    expect(late).toHaveLength(2);
    expect(early.at(-1)).toEqual({ type: 'live.down' });
    expect(bridge.isUp()).toBe(false);
  });

  it('the disconnect banner hears of network changes only', () => {
    const bridge = createLiveBridge();
    const told: LiveEvent[] = [];
    bridge.connect({ send: (event) => told.push(event) }, forwardLive.autoDisconnect);
    bridge.up();
    for (const kind of LIVE_KINDS) bridge.changed(change(kind));
    expect(told).toEqual([{ type: 'live.up' }, { type: 'live.changed', change: change('social.changed') }]);
  });
});

describe('liveLogic', () => {
  it('a failed stream is logged and tried again after a jittered wait, resuming after the last change', async () => {
    const bridge = createLiveBridge();
    const told: LiveEvent[] = [];
    bridge.connect({ send: (event) => told.push(event) }, forwardLive.chat);
    const attempts: (number | null)[] = [];
    const log = vi.fn();
    let fail = true;
    const connect = vi.fn(async (_deps: LiveDeps, connection: Parameters<typeof connectLive>[1]) => {
      attempts.push(connection.lastEventId);
      if (fail) {
        fail = false;
        connection.listener.opened();
        connection.listener.changed({ id: 31, kind: 'chat.message', accountId: null, data: {} });
        throw new Error('connection reset');
      }
      connection.listener.opened();
      await new Promise<void>((resolve) => connection.signal.addEventListener('abort', () => resolve()));
    });
    const logic = liveLogic({ deps: depsAs(null), bridge, log, random: () => 0, connect });
    const actor = createActor(logic).start();
    actor.send({ type: 'session.loggedIn' });
    // random 0: half of the first wait (1 s).
    await waitFor(actor, (snapshot) => snapshot.hasTag('up') && attempts.length === 2, { timeout: 2_000 });
    expect(attempts).toEqual([null, 31]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(told.map((event) => event.type)).toEqual(['live.up', 'live.changed', 'live.down', 'live.up']);
    actor.send({ type: 'session.loggedOut' });
    expect(told.at(-1)).toEqual({ type: 'live.down' });
    actor.stop();
  });

  it('a stream refused for its session (401) makes the app check the session; other failures do not', async () => {
    const sessionRefused = vi.fn();
    const failures = [new LiveStreamError('refused', 401), new LiveStreamError('refused', 503)];
    const connect = vi.fn(() => Promise.reject(failures.shift() ?? new Error('offline')));
    const logic = liveLogic({
      deps: depsAs(null),
      bridge: createLiveBridge(),
      random: () => 0,
      connect,
      sessionRefused,
      log: vi.fn(),
    });
    const actor = createActor(logic).start();
    actor.send({ type: 'session.loggedIn' });
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(sessionRefused).toHaveBeenCalledTimes(1));
    actor.send({ type: 'stream.retryNow' });
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(2));
    actor.send({ type: 'stream.retryNow' });
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(3));
    expect(sessionRefused).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});
