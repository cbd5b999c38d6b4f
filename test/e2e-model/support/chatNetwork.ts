/**
 * The chat calls of the UI model of the chat inbox (test/e2e-model/chat.model.ts), held at the network until the
 * path says how they end.
 *
 * The chat machine runs up to three calls at once (the conversation list, the thread and a search or a send), and the
 * generated paths settle them in every order. Each call of the chat actor is held by a `page.route` handler; the
 * path's `xstate.done.actor.<id>` step lets it through to the real server (or answers the empty list the path
 * asks for), its `xstate.error.actor.<id>` step answers a server error. So every order the machine allows happens in
 * the browser, one step at a time.
 *
 * The bells (the message bell's poll, machines/bells.machine.ts) ask for the same conversation list as the inbox.
 * Their answers are frozen for the whole path (the first answer, repeated), so they never forward
 * `conversations.updated` to the inbox by themselves; a `conversations.updated` step changes the frozen answer once.
 * The inbox's own list call is told apart by arming: `inbox.opened` arms the next list call while the bells rest.
 */
import type { Page, Request, Route } from '@playwright/test';
import type { ModelSinkRecord } from '../../../src/app/inspection.ts';
import type { LiveMachine } from './uiModel.ts';

export type CallKey = 'list' | 'search' | 'messages' | 'create' | 'send';

interface Held {
  route: Route;
  request: Request;
  done: boolean;
}

const PATTERNS: Record<Exclude<CallKey, 'list'>, string> = {
  search: '**/api/searchAllMembers',
  messages: '**/api/getAllMessagelist/**',
  create: '**/api/addOrUpdateConversation',
  send: '**/api/getMemberschatMessages',
};
const LIST = '**/api/getAllConversationlist';

/** The body a server error answers (src/server/http.ts). */
const SERVER_ERROR = { status: 500, message: 'Internal Server Error', data: null };

type ListData = Record<string, unknown>[];

export class ChatNetwork {
  private readonly held = new Map<CallKey, Held[]>();
  private readonly failed = new WeakSet<Request>();
  private readonly waiters = new Set<() => void>();
  readonly bells: ModelSinkRecord[] = [];
  private armed = false;
  /** The bells' frozen answer (null until their first call). */
  private bellsAnswer: ListData | null = null;
  /** What the bells' next call answers instead: the real list (changed if need be) or an empty one. */
  private bellsNext: 'real' | 'empty' | null = null;

  constructor(
    private readonly page: Page,
    /** What the bells' first call answers. */
    private readonly bellsInitial: 'real' | 'empty',
  ) {}

  async install(live: LiveMachine): Promise<void> {
    // The bells actor reports through the same sink: keep its records too (the walker keeps only the chat's).
    const add = live.add.bind(live);
    live.add = (record: ModelSinkRecord) => {
      if (record.machineId === 'bells') {
        this.bells.push(record);
        this.wake();
      }
      add(record);
    };
    this.page.on('requestfailed', (request) => {
      this.failed.add(request);
      this.wake();
    });
    for (const [key, pattern] of Object.entries(PATTERNS) as [CallKey, string][]) {
      await this.page.route(pattern, (route) => this.hold(key, route));
    }
    await this.page.route(LIST, async (route) => {
      if (this.armed) {
        this.armed = false;
        this.hold('list', route);
        return;
      }
      await this.answerBells(route);
    });
  }

  private wake() {
    for (const wake of [...this.waiters]) wake();
  }

  private hold(key: CallKey, route: Route) {
    const list = this.held.get(key) ?? [];
    list.push({ route, request: route.request(), done: false });
    this.held.set(key, list);
    this.wake();
  }

  private async until<T>(
    find: () => T | undefined,
    what: string | (() => string),
    timeout = 10_000,
  ): Promise<T> {
    const found = find();
    if (found !== undefined) return found;
    return new Promise<T>((resolve, reject) => {
      const wake = () => {
        const value = find();
        if (value !== undefined) {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve(value);
        }
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`));
      }, timeout);
      this.waiters.add(wake);
    });
  }

  private async realList(route: Route): Promise<ListData> {
    const response = await route.fetch();
    const body = (await response.json()) as { data: ListData };
    return body.data;
  }

  private async answerBells(route: Route) {
    try {
      let data: ListData;
      if (this.bellsNext !== null) {
        const real = this.bellsNext === 'real' ? await this.realList(route) : [];
        // The bells forward a list only when it changed: mark a real list that did not.
        if (real.length > 0 && JSON.stringify(real) === JSON.stringify(this.bellsAnswer)) {
          real[0] = { ...real[0], unread: Number(real[0]!.unread ?? 0) + 1 };
        }
        data = real;
        this.bellsNext = null;
      } else if (this.bellsAnswer !== null) {
        data = this.bellsAnswer;
      } else {
        data = this.bellsInitial === 'real' ? await this.realList(route) : [];
      }
      this.bellsAnswer = data;
      await route.fulfill({ json: { status: 200, rows: data.length, data } });
    } catch {
      // The page went away (end of the path): nothing to answer.
    }
  }

  /** The bells rest (between two polls): a list call now is the inbox's. */
  async bellsResting(): Promise<void> {
    await this.until(
      () => {
        const last = this.bells.at(-1);
        const value = last?.value as { on?: { updates?: string } } | undefined;
        // Waiting for their next poll, or listening to the stream of changes.
        return value?.on?.updates === 'waiting' || value?.on?.updates === 'listening' ? true : undefined;
      },
      () => `the bells to rest (last: ${JSON.stringify(this.bells.at(-1)?.value ?? null)})`,
      20_000,
    );
  }

  /** The next list call is the inbox's (call right before the user opens the inbox). */
  async armList(): Promise<void> {
    await this.bellsResting();
    this.armed = true;
  }

  /** The bells' next call answers `mode` (a `conversations.updated` step). */
  changeBells(mode: 'real' | 'empty'): void {
    this.bellsNext = mode;
  }

  /** The newest held call of `key` that the page still waits for. */
  private live(key: CallKey): Held | undefined {
    const list = this.held.get(key) ?? [];
    const index = list.findLastIndex((held) => !held.done && !this.failed.has(held.request));
    return index >= 0 ? list[index] : undefined;
  }

  /** Ends the call of `key` the actor waits for: to the real server, with an empty list, or with a server error. */
  async release(key: CallKey, outcome: 'server' | 'empty' | 'error'): Promise<void> {
    const held = await this.until(() => this.live(key), `the app's ${key} call`);
    // Older calls of the same kind were cut off by the machine: they are done too.
    for (const other of this.held.get(key) ?? []) if (other !== held) other.done = true;
    held.done = true;
    try {
      if (outcome === 'server') await held.route.continue();
      else if (outcome === 'empty') await held.route.fulfill({ json: { status: 200, rows: 0, data: [] } });
      else await held.route.fulfill({ status: 500, json: SERVER_ERROR });
    } catch {
      // Cut off by the page meanwhile: the machine did not wait for it.
    }
  }
}
