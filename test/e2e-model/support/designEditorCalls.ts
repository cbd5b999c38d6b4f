/**
 * The design editor's calls (src/api/designs.ts), parked as they arrive and answered by the UI model's steps
 * (designEditor.model.ts): GET /api/auth/designs/{id} (loadDesign), PUT /api/auth/designs/{id} (saveDesign, and
 * the last save sent as the page goes away) and POST /api/auth/designs (saveCopy). Each kind is answered in the
 * order it arrived: a machine state waits for one call at a time (loading, saving, copying), so the oldest call not
 * answered yet is always the one the step's actor event ends. Answers are the server's wire format
 * (src/contract/designs.ts): the samples' designs, a saved design at the next version, a 409 with the newer design,
 * the error envelope; a copy is made by the real server. A write (PUT, POST) that starts while the browser is
 * offline fails at once, as the browser fails it (the reads stand for a cached app, as in the presence model).
 */
import type { Page, Request, Route } from '@playwright/test';
import { designConflictMessage, type DesignWire } from '../../../src/contract/designs.ts';
import { designMessages, type Design, type DesignDoc } from '../../../src/domain/design.ts';

export type CallKind = 'get' | 'put' | 'post';

export interface ParkedCall {
  route: Route;
  /** A step has taken it (to answer it, or to see it failed). */
  claimed: boolean;
  /** It started while the browser was offline, and failed as the browser fails it. */
  failedOffline: boolean;
}

/** A design in the server's wire format, with the id of the design the page opened. */
export function designWire(design: Design, id: number): DesignWire {
  return {
    id,
    name: design.name,
    preset: design.preset,
    width: design.width,
    height: design.height,
    version: design.version,
    is_template: design.isTemplate,
    thumbnail_url: design.thumbnailUrl,
    updated_at: design.updatedAt,
    industry_id: null,
    doc: design.doc,
  };
}

/** What the page sent in a save (PUT /auth/designs/{id}). */
export function saveBody(request: Request): { version: number; name?: string; doc: DesignDoc } {
  return request.postDataJSON() as { version: number; name?: string; doc: DesignDoc };
}

const errorAnswer = (status: number, message: string) => ({
  status,
  json: { status, message, data: null },
});

export const answers = {
  design: (design: Design, id: number) => ({ json: { status: 200, data: designWire(design, id) } }),
  notFound: () => errorAnswer(404, designMessages.notFound),
  failed: () => errorAnswer(500, 'Something went wrong.'),
  conflict: (design: Design, id: number) => ({
    status: 409,
    json: { status: 409, message: designConflictMessage, data: designWire(design, id) },
  }),
};

export class DesignCalls {
  private readonly parked: Record<CallKind, ParkedCall[]> = { get: [], put: [], post: [] };
  private readonly wakers = new Set<() => void>();
  /** The browser is offline (set before it goes offline, and before it comes back). */
  offline = false;

  constructor(
    private readonly page: Page,
    readonly designId: number,
  ) {}

  async install(): Promise<void> {
    const own = `/api/auth/designs/${this.designId}`;
    // Another design's save: the copy made of my version, saved by the real server (from the test's side, so it
    // does not depend on the browser being online).
    await this.page.route(
      (url) => /^\/api\/auth\/designs\/\d+$/.test(url.pathname) && url.pathname !== own,
      async (route) => {
        if (route.request().method() !== 'PUT') return route.fallback();
        return route.fulfill({ response: await route.fetch() });
      },
    );
    await this.page.route(
      (url) => url.pathname === own,
      (route) => {
        const method = route.request().method();
        if (method === 'GET') return this.park('get', route);
        if (method === 'PUT') return this.park('put', route);
        return route.fallback();
      },
    );
    await this.page.route(
      (url) => url.pathname === '/api/auth/designs',
      (route) => (route.request().method() === 'POST' ? this.park('post', route) : route.fallback()),
    );
  }

  private park(kind: CallKind, route: Route): void {
    const failedOffline = this.offline && kind !== 'get';
    this.parked[kind].push({ route, claimed: false, failedOffline });
    if (failedOffline) void route.abort('internetdisconnected');
    for (const wake of [...this.wakers]) wake();
  }

  /** How many calls of a kind arrived so far. */
  arrived(kind: CallKind): number {
    return this.parked[kind].length;
  }

  /** Waits until `count` calls of a kind have arrived. */
  async until(kind: CallKind, count: number, timeout = 10_000): Promise<void> {
    if (this.arrived(kind) >= count) return;
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        if (this.arrived(kind) < count) return;
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(() => {
        this.wakers.delete(wake);
        reject(
          new Error(
            `expected ${count} ${kind.toUpperCase()} call(s) of the design, ${this.arrived(kind)} came`,
          ),
        );
      }, timeout);
      this.wakers.add(wake);
    });
  }

  /** The oldest call of a kind no step has taken yet (waiting for it to arrive), taken. */
  async next(kind: CallKind): Promise<ParkedCall> {
    const claimed = this.parked[kind].filter((call) => call.claimed).length;
    await this.until(kind, claimed + 1);
    const call = this.parked[kind].find((candidate) => !candidate.claimed)!;
    call.claimed = true;
    return call;
  }

  /** The newest call of a kind (just arrived), taken. */
  latest(kind: CallKind): ParkedCall {
    const call = this.parked[kind].at(-1)!;
    call.claimed = true;
    return call;
  }
}
