/**
 * Calls of the page held until a step of the path lets them go, answered as the step arranged (the real server, a
 * changed answer, a failure). The auth and mfa UI models hold the calls of their actors this way, so the page is
 * checked in the state that waits for the answer.
 */
import type { Page, Route } from '@playwright/test';

interface HeldCall {
  released: Promise<void>;
  answer: (route: Route) => Promise<void>;
}

/**
 * Calls of the page held until the path lets them go, in the order they were arranged per URL: the first call to
 * a URL takes the first hold arranged for it, the next call the next one; calls beyond them go on untouched.
 * One route per URL stays registered on purpose: Playwright turns request interception off when its last route is
 * removed (a `times: 1` route used up), and Chromium then lets paused requests go without our answer.
 */
export class HeldCalls {
  private readonly queues = new Map<string, HeldCall[]>();

  constructor(private readonly page: Page) {}

  /** Holds the next unclaimed call to `url`; the returned function lets it go, answered with `answer`. */
  async hold(url: string, answer: (route: Route) => Promise<void>): Promise<() => void> {
    let queue = this.queues.get(url);
    if (!queue) {
      const calls: HeldCall[] = [];
      queue = calls;
      this.queues.set(url, calls);
      await this.page.route(url, async (route) => {
        const held = calls.shift();
        if (!held) return route.fallback();
        await held.released;
        await held.answer(route);
      });
    }
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.push({ released, answer });
    return release;
  }
}

/** The path's held calls (one set per page, kept in the path's scratch space). */
export function heldCalls(page: Page, scratch: Record<string, unknown>): HeldCalls {
  return (scratch.heldCalls ??= new HeldCalls(page)) as HeldCalls;
}
