/**
 * The calendar loads of a planner UI path (planner.model.ts, postEditor.model.ts): loadPosts and refreshPosts both
 * call the calendar endpoint; `LoadGate` answers each as the path needs it, when the path needs it.
 *
 * What a load answers mirrors the machine-level sample it stands for (machines/planner.samples.ts):
 * - the three sample posts (waiting, published, undated): the real answer, with the second created post shown as
 *   published (it plays sample post PUBLISHED_SAMPLE_ID);
 * - the waiting post reported published: the real answer with the first two created posts published;
 * - no posts: an empty answer (the posts are there on the server, as if another member added them just after);
 * - a failure: a 500.
 * A load the path ends with the next step is answered at once; one the user acts during is held and answered when
 * the path reaches its end (`release`); one the app abandons (it left the state that made it) is never answered.
 */
import { expect, type Page, type Route } from '@playwright/test';
import { NEEDS_APPROVAL_SAMPLE_ID } from '../../../machines/planner.samples.ts';
import type { UiPath } from './uiModel.ts';

/** The planner's load calls: the month view's (getCalendarMonth) and the week and day views' (getCalendarPosts). */
export const CALENDAR_CALL = /\/api\/auth\/(getCalendarMonth|getCalendarPosts|getpost)(\?|$)/;

/**
 * 'counted': the month's answer with more posts counted on a day than it holds (the sample's `monthOf(posts,
 * extra)`); 'countedNone': none held but some counted (a filter that shows none of the month's posts).
 */
export type LoadAnswer = 'posts' | 'publishedNow' | 'none' | 'counted' | 'countedNone' | 'fail';

export interface PlannedLoad {
  answer: LoadAnswer;
  /** Index of the path step that ends this load when it is held; undefined: answered at once or abandoned. */
  releaseAt?: number;
  /** Never answered: the app abandons it (a navigation or a move ends its state) or the path ends during it. */
  abandoned?: boolean;
}

const NAVIGATION = new Set([
  'view.changed',
  'calendar.previous',
  'calendar.next',
  'calendar.today',
  'calendar.dayPicked',
  'data.retry',
  // In the month view another filter is another read (issue 20).
  'filter.changed',
]);

const LOAD_END = /^xstate\.(done|error)\.actor\.(loadPosts|refreshPosts)$/;

const isRefreshing = (value: unknown) =>
  value === 'refreshing' || JSON.stringify(value) === '{"empty":"refreshing"}';

/** The account of the samples (machines/planner.samples.ts input): its post changes make the planner read again. */
const SAMPLE_ACCOUNT_ID = 1;

/** Whether step `index` of the path starts a calendar load. */
function startsLoad(path: UiPath, index: number): boolean {
  const { event, state } = path.steps[index]!;
  if (state.value === 'loading')
    return (
      event.type === 'xstate.done.actor.loadTimeZone' ||
      // Opened by a link to a post: the month loads once the post has been read (or could not be).
      /^xstate\.(done|error)\.actor\.loadLinkedPost$/.test(event.type) ||
      NAVIGATION.has(event.type)
    );
  if (!isRefreshing(state.value)) return false;
  if (event.type.startsWith('xstate.after.')) return true;
  // The stream of changes (issue 20): opening or lost while the planner rests, or a change to the account's posts
  // (also during a refresh, which starts again).
  if (event.type === 'live.up' || event.type === 'live.down')
    return !isRefreshing(path.steps[index - 1]!.state.value);
  return (
    event.type === 'live.changed' &&
    (event.change as { accountId: number | null }).accountId === SAMPLE_ACCOUNT_ID
  );
}

function answerOf(event: { type: string; output?: unknown }): LoadAnswer {
  if (event.type.startsWith('xstate.error.')) return 'fail';
  const load = event.output as
    { posts: { id: number; msp?: { status: string }[] }[]; total: number; counts: unknown } | undefined;
  const posts = load?.posts ?? [];
  if (load && load.counts !== null && load.total > posts.length)
    return posts.length === 0 ? 'countedNone' : 'counted';
  if (posts.length === 0) return 'none';
  const waiting = posts.find((post) => post.id === NEEDS_APPROVAL_SAMPLE_ID);
  return waiting?.msp?.[0]?.status === 'POSTED' ? 'publishedNow' : 'posts';
}

/**
 * The loads a path makes, in order: each starts at a step that enters `loading` (the time zone read, a navigation,
 * a retry) or `refreshing` (the refresh delay), and ends at the first later step that is its result, unless the
 * machine leaves the load's state before.
 */
export function loadPlan(path: UiPath): PlannedLoad[] {
  const plan: PlannedLoad[] = [];
  path.steps.forEach((step, index) => {
    if (!startsLoad(path, index)) return;
    const value = JSON.stringify(step.state.value);
    for (let later = index + 1; later < path.steps.length; later += 1) {
      const next = path.steps[later]!;
      if (LOAD_END.test(next.event.type)) {
        plan.push({ answer: answerOf(next.event), releaseAt: later === index + 1 ? undefined : later });
        return;
      }
      // Left the load's state, or started it again (a change on the stream during a refresh): never answered.
      if (JSON.stringify(next.state.value) !== value || startsLoad(path, later)) break;
    }
    // The machine leaves the load's state first, or the path ends while it runs: the call stays unanswered.
    plan.push({ answer: 'posts', abandoned: true });
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
  private readonly held = new Map<number, { route: Route; answer: LoadAnswer }>();
  private readonly plan: PlannedLoad[];

  /** `published`: the created posts that play the published sample post, and the waiting one once published. */
  constructor(
    plan: readonly PlannedLoad[],
    private readonly published: { always: number[]; publishedNow: number[] },
  ) {
    this.plan = [...plan];
  }

  async install(page: Page): Promise<void> {
    await page.route(CALENDAR_CALL, (route) => this.handle(route));
  }

  /** Answers the load held until step `index` (waiting for the app to have made the call). */
  async release(index: number): Promise<void> {
    if (!this.plan.some((load) => load.releaseAt === index) && !this.held.has(index)) return;
    await expect.poll(() => this.held.has(index), { timeout: 10_000 }).toBe(true);
    const { route, answer } = this.held.get(index)!;
    this.held.delete(index);
    await respond(route, answer, this.published);
  }

  private async handle(route: Route): Promise<void> {
    const load = this.plan.shift() ?? { answer: 'posts' };
    if (load.releaseAt !== undefined) this.held.set(load.releaseAt, { route, answer: load.answer });
    else if (!load.abandoned) await respond(route, load.answer, this.published);
    // An abandoned load is left unanswered: the app aborts it.
  }
}

async function respond(
  route: Route,
  answer: LoadAnswer,
  published: { always: number[]; publishedNow: number[] },
) {
  try {
    if (answer === 'fail') return await route.fulfill(SERVER_ERROR);
    const response = await route.fetch();
    const body = (await response.json()) as CalendarAnswer;
    // The month view's answer holds its posts beside the counts; the week and day views' answer is the list.
    const month = Array.isArray(body.data) ? null : body.data;
    const posts = month ? month.posts : (body.data as Record<string, unknown>[]);
    if (answer === 'none') {
      posts.length = 0;
      body.rows = 0;
      if (month) {
        month.days = [];
        for (const group of Object.keys(month.undated)) month.undated[group] = 0;
      }
    } else {
      const ids =
        answer === 'publishedNow' ? [...published.always, ...published.publishedNow] : published.always;
      for (const post of posts) if (ids.includes(post.id as number)) markPublished(post);
    }
    if ((answer === 'counted' || answer === 'countedNone') && month) {
      // More posts counted than held: on the first day with posts, or today's cell when none has.
      if (answer === 'countedNone') posts.length = 0;
      const extra = answer === 'counted' ? COUNTED_EXTRA : COUNTED_NONE_EXTRA;
      const day = month.days[0] ?? { day: middleDay(route), counts: emptyCounts() };
      if (month.days.length === 0) month.days.push(day);
      day.counts.needsApproval = (day.counts.needsApproval ?? 0) + extra;
      body.rows = (body.rows ?? 0) + extra;
    }
    await route.fulfill({ response, json: body });
  } catch {
    // The app aborted the call (it left the state that made it) or the page closed: nothing to answer.
  }
}

/** What the month samples count beyond the posts they hold (machines/planner.samples.ts `monthOf`). */
const COUNTED_EXTRA = 9;
const COUNTED_NONE_EXTRA = 5;

interface CalendarAnswer {
  rows?: number;
  data:
    | Record<string, unknown>[]
    | {
        posts: Record<string, unknown>[];
        days: { day: string; counts: Record<string, number> }[];
        undated: Record<string, number>;
      };
}

/** A day in the middle of the month the call asks for (inside its grid whatever the zone). */
function middleDay(route: Route): string {
  const { start, end } = route.request().postDataJSON() as { start: string; end: string };
  return new Date((Date.parse(start) + Date.parse(end)) / 2).toISOString().slice(0, 10);
}

const emptyCounts = () => ({ needsApproval: 0, scheduled: 0, published: 0, failed: 0, other: 0 });

/** A calendar post (the calendar's and getpost's shapes) as published on every channel. */
function markPublished(post: Record<string, unknown>): void {
  if ('status' in post) post.status = 'POSTED';
  for (const channel of (post.channels as { status: string }[] | undefined) ?? []) channel.status = 'POSTED';
  const msp = post.msp as { status: string; channeldata: { status: string }[] }[] | undefined;
  if (msp?.[0]) {
    msp[0].status = 'POSTED';
    for (const channel of msp[0].channeldata) channel.status = 'POSTED';
  }
}
