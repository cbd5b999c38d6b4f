/**
 * Issue 20: a hidden tab makes no data calls. The API client holds a background call (a poll, a timed refresh) while
 * the page is hidden and sends it once the page is shown; what the person does (a foreground call) goes at once.
 */
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type PageVisibility } from '../../../src/api/client.ts';
import { documentVisibility } from '../../../src/api/pageVisibility.ts';
import { BASE, credentials, json, numberEnvelope, scriptedFetch } from './clientSupport.ts';

interface FakePage {
  hidden: boolean;
  visibility: PageVisibility;
  show(): void;
  hide(): void;
  /** Calls waiting for the page to be shown. */
  listening(): number;
}

/** A page whose visibility the test switches. */
function fakePage(hidden: boolean): FakePage {
  let waiters: (() => void)[] = [];
  const page: FakePage = {
    hidden,
    visibility: {
      hidden: () => page.hidden,
      // As the browser's (pageVisibility.ts): an abort ends the wait and takes the waiter away.
      shown: (signal) =>
        new Promise<void>((resolve) => {
          if (signal?.aborted) return resolve();
          const wake = () => {
            waiters = waiters.filter((waiter) => waiter !== wake);
            resolve();
          };
          waiters.push(wake);
          signal?.addEventListener('abort', wake, { once: true });
        }),
    },
    show() {
      page.hidden = false;
      const woken = waiters;
      waiters = [];
      for (const wake of woken) wake();
    },
    hide() {
      page.hidden = true;
    },
    listening: () => waiters.length,
  };
  return page;
}

function clientOn(page: FakePage) {
  const server = scriptedFetch(() => json(200, { status: 200, message: 'ok', data: { n: 1 } }));
  const api = createApiClient({
    credentials: credentials('t0k3n', 4),
    fetch: server.fetch,
    baseURL: BASE,
    visibility: page.visibility,
  });
  return { api, seen: server.seen };
}

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('background calls of a hidden page', () => {
  it('wait until the page is shown, then go out once with the background header', async () => {
    const page = fakePage(true);
    const { api, seen } = clientOn(page);
    const answer = api.call(numberEnvelope, '/auth/poll', { background: true });
    await settle();
    expect(seen).toHaveLength(0);
    expect(page.listening()).toBe(1);

    page.show();
    await expect(answer).resolves.toMatchObject({ data: { n: 1 } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('x-brandpilot-background')).toBe('1');
  });

  it('a foreground call of a hidden page goes at once', async () => {
    const page = fakePage(true);
    const { api, seen } = clientOn(page);
    await api.call(numberEnvelope, '/auth/save', { body: { a: 1 } });
    expect(seen).toHaveLength(1);
    expect(page.listening()).toBe(0);
  });

  it('a shown page sends background calls at once, and waits again once hidden', async () => {
    const page = fakePage(false);
    const { api, seen } = clientOn(page);
    await api.call(numberEnvelope, '/auth/poll', { background: true });
    expect(seen).toHaveLength(1);

    page.hide();
    const second = api.call(numberEnvelope, '/auth/poll', { background: true });
    await settle();
    expect(seen).toHaveLength(1);
    page.show();
    await second;
    expect(seen).toHaveLength(2);
  });

  it('a waiting call that is aborted fails with the abort and never goes out', async () => {
    const page = fakePage(true);
    const { api, seen } = clientOn(page);
    const controller = new AbortController();
    const answer = api.call(numberEnvelope, '/auth/poll', { background: true, signal: controller.signal });
    await settle();
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(page.listening()).toBe(0);
    page.show();
    await settle();
    expect(seen).toHaveLength(0);
  });

  it('a call sent as the page goes away (keepalive) is not held', async () => {
    const page = fakePage(true);
    const { api, seen } = clientOn(page);
    await api.call(numberEnvelope, '/auth/bye', { background: true, keepalive: true });
    expect(seen).toHaveLength(1);
  });
});

describe("the browser's page visibility (pageVisibility.ts)", () => {
  /** A document whose visibility the test sets, counting its visibilitychange listeners. */
  function fakeDocument() {
    const target = new EventTarget();
    const listeners = new Set<unknown>();
    const doc = Object.assign(target, {
      visibilityState: 'hidden',
      addEventListener: (type: string, listener: EventListener) => {
        if (type === 'visibilitychange') listeners.add(listener);
        EventTarget.prototype.addEventListener.call(target, type, listener);
      },
      removeEventListener: (type: string, listener: EventListener) => {
        if (type === 'visibilitychange') listeners.delete(listener);
        EventTarget.prototype.removeEventListener.call(target, type, listener);
      },
    });
    return { doc, listeners };
  }

  it('resolves when the page is shown and when the wait is aborted, leaving no listener behind', async () => {
    const { doc, listeners } = fakeDocument();
    vi.stubGlobal('document', doc);
    try {
      const shown = documentVisibility.shown();
      expect(listeners.size).toBe(1);
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
      await shown;
      expect(listeners.size).toBe(0);

      doc.visibilityState = 'hidden';
      const controller = new AbortController();
      const aborted = documentVisibility.shown(controller.signal);
      expect(listeners.size).toBe(1);
      controller.abort();
      await aborted;
      expect(listeners.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
