/**
 * Helpers of the planner's UI model (test/e2e-model/planner.model.ts): the calendar loads of a path (loadPosts and
 * refreshPosts both call the calendar endpoint) answered, failed or held in the order the path needs them, and the
 * data of Sandbox Labs (sandbox@demo.test) set up through the real API.
 */
import { expect, type Page, type Request, type Route } from '@playwright/test';
import type { UiPath } from './uiModel.ts';

/** The planner's load call (getCalendarPosts; getpost with a range before it). */
export const CALENDAR_CALL = /\/api\/auth\/(getCalendarPosts|getpost)(\?|$)/;

/** What one load call gets: the real answer, a 500, no answer (held), or the real answer changed. */
export type LoadBehaviour = 'pass' | 'fail' | 'hold' | { change: (body: unknown) => unknown };

const NAVIGATION = new Set([
  'view.changed',
  'calendar.previous',
  'calendar.next',
  'calendar.today',
  'calendar.dayPicked',
  'data.retry',
]);

/**
 * The load calls a path makes, in order, and what each must get: a step that enters `loading` (the start, a
 * navigation, a retry) or `refreshing` (the refresh delay) makes one; the next step says how it ends: done (the real
 * answer), error (a 500) or a user event while it runs (held, so the user acts while it loads).
 */
export function loadPlan(path: UiPath): LoadBehaviour[] {
  const plan: LoadBehaviour[] = [];
  path.steps.forEach((step, index) => {
    const value = step.state.value;
    const type = step.event.type;
    const loads =
      (value === 'loading' && (index === 0 || NAVIGATION.has(type))) ||
      (value === 'refreshing' && type.startsWith('xstate.after.'));
    if (!loads) return;
    const next = path.steps[index + 1]?.event.type ?? '';
    if (next.startsWith('xstate.done.actor.')) plan.push('pass');
    else if (next.startsWith('xstate.error.actor.')) plan.push('fail');
    else plan.push('hold');
  });
  return plan;
}

export const SERVER_ERROR = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ status: 500, message: 'Internal Server Error', data: null }),
};

/** Answers the planner's load calls one after the other as planned; later calls get the real answer. */
export class LoadGate {
  readonly calls: Request[] = [];
  private readonly held: Route[] = [];
  private readonly plan: LoadBehaviour[];

  constructor(plan: readonly LoadBehaviour[]) {
    this.plan = [...plan];
  }

  /** The next call gets `behaviour` (before what the path planned). */
  inject(behaviour: LoadBehaviour): void {
    this.plan.unshift(behaviour);
  }

  async install(page: Page): Promise<void> {
    await page.route(CALENDAR_CALL, (route) => this.handle(route));
  }

  /** Answers the held calls (a held call the app gave up on is skipped). */
  async release(behaviour: LoadBehaviour = 'pass'): Promise<void> {
    for (const route of this.held.splice(0)) await answer(route, behaviour);
  }

  private async handle(route: Route): Promise<void> {
    this.calls.push(route.request());
    const behaviour = this.plan.shift() ?? 'pass';
    if (behaviour === 'hold') this.held.push(route);
    else await answer(route, behaviour);
  }
}

async function answer(route: Route, behaviour: LoadBehaviour): Promise<void> {
  try {
    if (behaviour === 'fail') await route.fulfill(SERVER_ERROR);
    else if (behaviour === 'pass' || behaviour === 'hold') await route.continue();
    else {
      const response = await route.fetch();
      const body: unknown = await response.json();
      await route.fulfill({ response, json: behaviour.change(body) });
    }
  } catch {
    // The app aborted the call (it left the state that made it) or the page closed: nothing to answer.
  }
}

/** The calendar answer with post `postId` published (both the calendar's and getpost's shapes). */
export function withPublished(postId: number) {
  return (body: unknown): unknown => {
    const envelope = body as { data?: Record<string, unknown>[] };
    for (const post of envelope.data ?? []) {
      if (post.id !== postId) continue;
      if ('status' in post) post.status = 'POSTED';
      for (const channel of (post.channels as { status: string }[] | undefined) ?? [])
        channel.status = 'POSTED';
      const msp = post.msp as { status: string; channeldata: { status: string }[] }[] | undefined;
      if (msp?.[0]) {
        msp[0].status = 'POSTED';
        for (const channel of msp[0].channeldata) channel.status = 'POSTED';
      }
    }
    return body;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Sandbox Labs through the API

export const SANDBOX = { username: 'sandbox@demo.test', password: 'demo1234' };
const APP_TYPE = Buffer.from('customer-app').toString('base64');

export interface ApiSession {
  token: string;
  accountId: number;
}

export function authHeaders(session: ApiSession): Record<string, string> {
  return {
    Authorization: `Bearer ${session.token}`,
    token: session.token,
    accountId: String(session.accountId),
    apptype: APP_TYPE,
  };
}

let facebookConnected = false;

/** Connects Sandbox Labs' sandbox Facebook the way a user does (sociallink, the consent page, the callback). */
export async function connectFacebook(page: Page, session: ApiSession): Promise<void> {
  if (facebookConnected) return;
  const request = page.context().request;
  const start = await request.post('/api/sociallink', {
    headers: authHeaders(session),
    data: { account_id: session.accountId, provider_Id: 1, from: 'settings' },
  });
  expect(start.ok()).toBe(true);
  const answer = (await start.json()) as { code?: number; data: { url: string } | null };
  if (answer.code !== 300) {
    const consent = new URL(answer.data?.url ?? '');
    const allowed = await request.post(consent.pathname, {
      form: {
        state: consent.searchParams.get('state') ?? '',
        redirect_uri: consent.searchParams.get('redirect_uri') ?? '',
        name: 'Sandbox Labs Facebook',
        decision: 'allow',
      },
      maxRedirects: 0,
    });
    expect(allowed.status()).toBe(303);
    const callback = new URL(allowed.headers().location ?? '');
    const finished = await request.get(`${callback.pathname}${callback.search}`, { maxRedirects: 0 });
    expect(finished.status()).toBe(303);
  }
  facebookConnected = true;
}

/**
 * Removes every post of the account scheduled in [start, end) and every post without a date: the calendar's own
 * call finds them (one call; the deletes run side by side).
 */
export async function clearPosts(page: Page, session: ApiSession, start: Date, end: Date): Promise<void> {
  const request = page.context().request;
  const found = await request.post('/api/auth/getCalendarPosts', {
    headers: authHeaders(session),
    data: { account_id: session.accountId, start: start.toISOString(), end: end.toISOString() },
  });
  expect(found.ok()).toBe(true);
  const { data } = (await found.json()) as { data: { id: number }[] };
  await Promise.all(
    data.map(async (post) => {
      const removed = await request.post('/api/auth/deletePost', {
        headers: authHeaders(session),
        data: { account_id: session.accountId, post_id: post.id },
      });
      expect(removed.ok()).toBe(true);
    }),
  );
}

/** A post waiting for approval (approved 0), on Facebook, at `at` (null: without a date). */
export async function createPost(
  page: Page,
  session: ApiSession,
  description: string,
  at: Date | null,
): Promise<number> {
  const response = await page.context().request.post('/api/auth/addPost', {
    headers: authHeaders(session),
    data: {
      account_id: session.accountId,
      description,
      scheduled_at: at?.toISOString() ?? null,
      channels: [1],
      approved: 0,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
