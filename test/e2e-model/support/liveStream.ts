/**
 * The stream of changes under the UI models' control (issue 20). By default a UI model's page has no stream (the
 * walker's init script `noLiveStream` fails GET /api/live in the page: the machines poll, as their paths expect). A model that walks the stream's events
 * uses a `ControlledStream` instead: the page's stream requests are held, and each step decides what the stream
 * does — open it (the request goes on to a small Server-Sent Events server of this test process, which speaks the
 * wire format of src/contract/live.ts), send a change or a reset, end it, or refuse it. The real server's changes
 * never reach the page, so the only stream events are the path's (the real stream is tested end to end by
 * test/e2e/twoInstancesChat.spec.ts and the server's unit tests).
 *
 * The server listens on a free loopback port and stops when the page closes.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, type Route } from '@playwright/test';
import type { LiveKind } from '../../../src/contract/live.ts';
import type { StepHandler, WalkContext } from './uiModel.ts';

export const LIVE_URL = '**/api/live';
/** The page global that lets the stream through (set by `ControlledStream.attach`). */
const ALLOWED = '__uiModelLiveStream';

/**
 * An init script for every UI model's page: the app's stream requests fail as a lost network would, unless the page
 * was given a controlled stream.
 */
export function noLiveStream(): void {
  const original = window.fetch.bind(window);
  // (Serialised into the page: the global's name is written out, not read from this module.)
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const allowed = (window as unknown as Record<string, unknown>)['__uiModelLiveStream'] === true;
    if (!allowed && new URL(url, location.href).pathname === '/api/live')
      return Promise.reject(new TypeError('Failed to fetch'));
    return original(input, init);
  };
}

export class ControlledStream {
  private readonly held: Route[] = [];
  private readonly open: ServerResponse[] = [];
  private nextId = 1;

  private constructor(
    private readonly server: Server,
    private readonly port: number,
  ) {}

  /** Holds the page's stream requests from now on (call before the app loads). */
  static async attach(page: Page): Promise<ControlledStream> {
    const server = createServer((request, response) => {
      response.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      response.write(': connected\n\n');
      stream.open.push(response);
      const gone = () => {
        const at = stream.open.indexOf(response);
        if (at >= 0) stream.open.splice(at, 1);
      };
      request.on('close', gone);
      response.on('close', gone);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const stream: ControlledStream = new ControlledStream(server, (server.address() as AddressInfo).port);
    page.once('close', () => void stream.stop());
    await page.addInitScript((name) => {
      (window as unknown as Record<string, unknown>)[name] = true;
    }, ALLOWED);
    await page.route(LIVE_URL, (route) => {
      stream.held.push(route);
    });
    return stream;
  }

  /** Stream requests the page waits on. */
  waiting(): number {
    return this.held.length;
  }

  /** Whether a stream is open to the page. */
  isOpen(): boolean {
    return this.open.length > 0;
  }

  /** Lets the page's newest waiting request through: the stream opens. */
  async accept(): Promise<void> {
    const route = await this.newestHeld();
    await route.continue({ url: `http://127.0.0.1:${this.port}/live` });
    await expect.poll(() => this.open.length, { message: 'the stream opens' }).toBeGreaterThan(0);
  }

  /** Answers the page's newest waiting request with `status` (a refused stream). */
  async refuse(status = 503): Promise<void> {
    const route = await this.newestHeld();
    await route.fulfill({ status, json: { status, message: 'Service Unavailable', data: null } });
  }

  /** Sends a change on the open stream. */
  send(kind: LiveKind, data: Record<string, unknown>, accountId: number | null = null): void {
    this.write(`event: ${kind}\nid: ${this.nextId++}\ndata: ${JSON.stringify({ accountId, data })}\n\n`);
  }

  /** Says changes were missed. */
  reset(): void {
    this.write('event: reset\ndata: {}\n\n');
  }

  /** Cuts the open stream off mid-way (a lost network: the page's read fails). */
  fail(): void {
    for (const response of this.open.splice(0)) response.destroy();
  }

  /** Ends the open stream (as a server restart would). */
  end(): void {
    for (const response of this.open.splice(0)) response.end();
  }

  async stop(): Promise<void> {
    this.end();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private write(text: string): void {
    if (this.open.length === 0) throw new Error('no stream is open to the page');
    for (const response of this.open) response.write(text);
  }

  private async newestHeld(): Promise<Route> {
    await expect.poll(() => this.held.length, { message: "the page's stream request" }).toBeGreaterThan(0);
    const route = this.held.at(-1)!;
    this.held.length = 0;
    return route;
  }
}

/**
 * The `live.up` and `live.down` steps of a model whose page has a controlled stream (`streamOf`): up opens the
 * waiting stream (a stream that ended waits before its next attempt: the browser's `online` event makes the app try
 * at once), or, when one is open, says changes were missed (the app tells the machines `live.up` again); down ends
 * it.
 */
export function streamSteps(
  streamOf: (ctx: WalkContext) => ControlledStream,
): Record<'live.up' | 'live.down', StepHandler> {
  return {
    'live.up': async (ctx) => {
      const stream = streamOf(ctx);
      if (stream.isOpen()) return stream.reset();
      if (stream.waiting() === 0) await ctx.page.evaluate(() => window.dispatchEvent(new Event('online')));
      await stream.accept();
    },
    'live.down': (ctx) => {
      streamOf(ctx).end();
      return Promise.resolve();
    },
  };
}
