/**
 * Calls of the page held until a step of the path ends them, for the UI models of networking, socialAccounts,
 * autoDisconnect and bells: every call that matches a kept pattern waits (so a path that ends in a busy state
 * leaves nothing on the server), and the path's `xstate.done.actor.*` / `xstate.error.actor.*` step answers the
 * newest one the page still waits for: the real server, or an arranged failure. Older calls of the same kind were
 * cut off by the machine (a re-entered state aborts its call): they are left alone.
 *
 * Unlike support/heldCalls.ts, which holds the next call once a step arranged it, these routes hold every call
 * from the start, one route per pattern for the whole path.
 */
import type { Page, Request, Route } from '@playwright/test';
import type { StepHandler } from './uiModel.ts';

export type Answer = (route: Route) => Promise<void>;

interface Held {
  route: Route;
  request: Request;
  done: boolean;
}

/** The real server answers. */
export const fromServer: Answer = (route) => route.continue();

/** The server's error envelope (src/server/http.ts) with `status` and `message`. */
export const failWith =
  (status: number, message: string): Answer =>
  (route) =>
    route.fulfill({ status, json: { status, message, data: null } });

/** No connection (what an offline browser meets). */
export const connectionLost: Answer = (route) => route.abort('internetdisconnected');

export class PendingCalls {
  private readonly held = new Map<string, Held[]>();
  private readonly failed = new WeakSet<Request>();
  private readonly waiters = new Set<() => void>();

  constructor(private readonly page: Page) {
    page.on('requestfailed', (request) => {
      this.failed.add(request);
      this.wake();
    });
  }

  /** Holds every call to `url` (that `when` accepts) under `key` from now on. */
  async keep(key: string, url: string, when: (request: Request) => boolean = () => true): Promise<void> {
    await this.page.route(url, (route) => {
      if (!when(route.request())) return route.fallback();
      const list = this.held.get(key) ?? [];
      list.push({ route, request: route.request(), done: false });
      this.held.set(key, list);
      this.wake();
    });
  }

  /** How many calls of `key` the page still waits for. */
  waiting(key: string): number {
    return (this.held.get(key) ?? []).filter((held) => !held.done && !this.failed.has(held.request)).length;
  }

  /** Answers the newest call of `key` the page waits for (waiting up to `timeout` ms for it to be made). */
  async release(key: string, answer: Answer, timeout = 10_000): Promise<void> {
    const held = await this.until(() => this.newest(key), `the page's ${key} call`, timeout);
    for (const other of this.held.get(key) ?? []) other.done = true;
    held.done = true;
    try {
      await answer(held.route);
    } catch {
      // Cut off by the page meanwhile (the machine left the state): nothing waits for the answer.
    }
  }

  private newest(key: string): Held | undefined {
    const list = this.held.get(key) ?? [];
    const index = list.findLastIndex((held) => !held.done && !this.failed.has(held.request));
    return index >= 0 ? list[index] : undefined;
  }

  private wake() {
    for (const wake of [...this.waiters]) wake();
  }

  private async until<T>(find: () => T | undefined, what: string, timeout: number): Promise<T> {
    const found = find();
    if (found !== undefined) return found;
    return new Promise<T>((resolve, reject) => {
      const wake = () => {
        const value = find();
        if (value === undefined) return;
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(value);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeout);
      this.waiters.add(wake);
    });
  }
}

/** The path's pending calls (one set per page, kept in the path's scratch space). */
export function pendingCalls(page: Page, scratch: Record<string, unknown>): PendingCalls {
  return (scratch.pendingCalls ??= new PendingCalls(page)) as PendingCalls;
}

/**
 * Handlers that first note the path's expected snapshot after their step in `scratch.snapshot` (what the page
 * assertions of the bells and networking models compare with), then do the step.
 */
export function notingSnapshots(handlers: Record<string, StepHandler>): Record<string, StepHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([type, handler]): [string, StepHandler] => [
      type,
      async (ctx) => {
        ctx.scratch.snapshot = ctx.step.state;
        await handler(ctx);
      },
    ]),
  );
}
