/** Hand-written behaviour of the presence machine (spec 4.9), on real actors with fake side effects. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/constants.ts';
import type { ToastInput } from '../../src/domain/toast.ts';
import { presenceMachine } from '../../machines/presence.machine.ts';
import { flush } from './harness.ts';

function start(options: { online?: boolean; markOnline?: () => Promise<void> } = {}) {
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const markOffline = vi.fn();
  const logMarkOnlineFailure = vi.fn<(error: unknown) => void>();
  const markOnline = vi.fn(options.markOnline ?? (() => Promise.resolve()));
  const machine = presenceMachine.provide({
    actors: { markOnline: fromPromise(() => markOnline()) },
    actions: {
      showToast: (_, toast) => showToast(toast),
      markOffline: () => markOffline(),
      logMarkOnlineFailure: (_, { error }) => logMarkOnlineFailure(error),
    },
  });
  const actor = createActor(machine, { input: { online: options.online ?? true } }).start();
  return { actor, showToast, markOffline, markOnline, logMarkOnlineFailure };
}

describe('presence: network', () => {
  it('going offline shows the banner and a red toast with the spec wording', () => {
    const { actor, showToast } = start();
    expect(actor.getSnapshot().hasTag('offline')).toBe(false);
    actor.send({ type: 'network.offline' });
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    expect(showToast).toHaveBeenCalledExactlyOnceWith({ tone: 'error', title: 'You are now offline' });
    expect(messages.offlineBanner).toBe('No internet connection.');
  });

  it('back online hides the banner and shows a green toast', () => {
    const { actor, showToast } = start();
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().hasTag('offline')).toBe(false);
    expect(showToast).toHaveBeenLastCalledWith({ tone: 'success', title: 'You are now online' });
    expect(showToast).toHaveBeenCalledTimes(2);
  });

  it('starting offline shows the banner without a toast', () => {
    const { actor, showToast } = start({ online: false });
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('repeated offline events ask for one toast', () => {
    const { actor, showToast } = start();
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'network.offline' });
    expect(showToast).toHaveBeenCalledTimes(1);
  });
});

describe('presence: marked online and offline', () => {
  it('marks online when the session starts, not before', async () => {
    const { actor, markOnline } = start();
    await flush();
    expect(markOnline).not.toHaveBeenCalled();
    actor.send({ type: 'session.loggedIn' });
    await flush();
    expect(markOnline).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('markedOnline')).toBe(true);
  });

  it('calls markOffline on page.unloading only when logged in, once', async () => {
    const { actor, markOffline } = start();
    actor.send({ type: 'page.unloading' });
    expect(markOffline).not.toHaveBeenCalled();

    actor.send({ type: 'session.loggedIn' });
    await flush();
    actor.send({ type: 'page.unloading' });
    actor.send({ type: 'page.unloading' }); // pagehide after beforeunload
    expect(markOffline).toHaveBeenCalledTimes(1);
  });

  it('marks online again when the page comes back from the back/forward cache', async () => {
    const { actor, markOnline } = start();
    actor.send({ type: 'session.loggedIn' });
    await flush();
    actor.send({ type: 'page.unloading' });
    actor.send({ type: 'page.restored' });
    await flush();
    expect(markOnline).toHaveBeenCalledTimes(2);
  });

  it('only logs a failed markOnline and retries on the next network.online', async () => {
    let calls = 0;
    const failure = new Error('Network error: unable to reach the server.');
    const { actor, markOnline, logMarkOnlineFailure, showToast } = start({
      markOnline: () => (++calls === 1 ? Promise.reject(failure) : Promise.resolve()),
    });
    actor.send({ type: 'session.loggedIn' });
    await flush();
    expect(logMarkOnlineFailure).toHaveBeenCalledExactlyOnceWith(failure);
    expect(actor.getSnapshot().status).toBe('active');
    expect(showToast).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('markedOnline')).toBe(false);

    actor.send({ type: 'network.offline' });
    actor.send({ type: 'network.online' });
    await flush();
    expect(markOnline).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().hasTag('markedOnline')).toBe(true);
  });

  it('stops on session.loggedOut: no markOffline on unload afterwards', async () => {
    const { actor, markOffline } = start();
    actor.send({ type: 'session.loggedIn' });
    await flush();
    actor.send({ type: 'session.loggedOut' });
    actor.send({ type: 'page.unloading' });
    expect(markOffline).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ presence: 'loggedOut' })).toBe(true);
  });
});
