/** What spec 2.6, 4.1, 4.9 and 8 say about the content planner (machines/planner.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { plannerMachine } from '../../../machines/planner.machine.ts';
import { localDayKey } from '../../../src/domain/calendar.ts';
import type { FilterGroup } from '../../../src/domain/calendarCounts.ts';
import { postFilterGroup } from '../../../src/domain/plannerFilter.ts';
import type { Post } from '../../../src/domain/posts.ts';
import { always, atStart, defineOracle, rule, type Step, waitsOn } from '../oracle.ts';
import { liveChangeOf, pollsWhileStreamDown } from './rules.ts';

type O = Step<SnapshotFrom<typeof plannerMachine>>;
type Snapshot = O['snapshot'];

/** Spec 4.1: SCHEDULED with approved 0 is 'Needs approval'. */
const needsApproval = (post: Post) => post.msp[0]?.status === 'SCHEDULED' && post.msp[0]?.approved === 0;
/** Spec 4.1: 'Published' or 'Partially Published'. */
const published = (post: Post) => {
  const first = post.msp[0];
  const channels = first?.channeldata ?? [];
  return (
    first?.status === 'POSTED' || (first?.status === 'FAILED' && channels.some((c) => c.status === 'POSTED'))
  );
};
const LOADS = ['loadTimeZone', 'loadLinkedPost', 'loadPosts', 'refreshPosts'];
const CALLS = [...LOADS, 'approvePosts', 'reschedulePost', 'postEditor'];

const post = (s: Snapshot | undefined, id: unknown) => s?.context.posts.find((p) => p.id === id);
const quiet = (s: Snapshot) =>
  !s.hasTag('selecting') && !Object.keys(s.children).some((id) => CALLS.includes(id));

export const plannerOracle = defineOracle(plannerMachine, [
  rule('invariant', "the account's time zone is read first", atStart, waitsOn('loading', 'loadTimeZone')),
  rule(
    'spec 4.9',
    'loading while the time zone or the posts load (not a background refresh)',
    always,
    (o) =>
      o.has('loading') ===
      o.running().some((id) => id === 'loadTimeZone' || id === 'loadLinkedPost' || id === 'loadPosts'),
  ),
  rule('spec 2.6', 'only posts that need approval can be selected', always, (o) =>
    o.context.selection.every((id) => {
      const selected = post(o.snapshot, id);
      return selected !== undefined && needsApproval(selected);
    }),
  ),
  rule(
    'invariant',
    "a post's modal shows exactly while the post editor runs",
    always,
    (o) => o.has('modal') === o.running().includes('postEditor'),
  ),
  rule(
    'invariant',
    'then the posts of the shown days load, in its time zone (opened by a link to a post, that post is read first)',
    (o) => o.on('xstate.done.actor.loadTimeZone'),
    (o) => {
      const answer = o.event.output as { timeZone: string; today: string };
      const linked = o.context.linkedPostId !== null;
      return (
        o.context.timeZone === answer.timeZone &&
        o.context.today === answer.today &&
        o.running().includes(linked ? 'loadLinkedPost' : 'loadPosts') &&
        !o.running().includes(linked ? 'loadPosts' : 'loadLinkedPost')
      );
    },
  ),
  rule(
    'spec 2.1 (/contentplanner/{id}/{postId}); ours',
    "a link to a post opens the calendar on the post's day (an undated one on today)",
    (o) => o.on('xstate.done.actor.loadLinkedPost'),
    (o) => {
      const linked = o.event.output as Post;
      const day = linked.scheduled_at
        ? localDayKey(linked.scheduled_at, o.context.timeZone)
        : o.previous!.context.today;
      return o.context.cursor === day && o.running().includes('loadPosts');
    },
  ),
  rule(
    'spec 2.1 (/contentplanner/{id}/{postId}); ours',
    "once its days have loaded, the linked post's modal opens, once (days with no post left: nothing opens)",
    (o) =>
      o.on('xstate.done.actor.loadPosts') &&
      o.previous!.context.linkedPostId !== null &&
      o.previous!.context.linkedPost !== null,
    (o) => {
      const answer = o.event.output as { posts: Post[]; total: number };
      const any = answer.total > 0 || answer.posts.length > 0;
      return (
        o.has('modal') === any &&
        (!any || o.context.openPostId === o.previous!.context.linkedPostId) &&
        o.context.linkedPostId === null
      );
    },
  ),
  rule(
    'domain calendar.ts',
    'a linked post that cannot be read is said so and logged; the calendar opens on today',
    (o) => o.on('xstate.error.actor.loadLinkedPost'),
    (o) =>
      o.toasts().some((t) => t.tone === 'error') &&
      o.ran('logFailure') &&
      o.context.cursor === o.context.today &&
      o.context.linkedPostId === null &&
      o.running().includes('loadPosts'),
  ),
  rule(
    'spec 4.9',
    'loaded posts are shown; none is said to be empty',
    (o) =>
      o.on('xstate.done.actor.loadPosts') || (o.on('xstate.done.actor.refreshPosts') && !o.has('lifted')),
    (o) => {
      // Issue 20: a month load holds the first posts of each day in the filter and counts every post: the days have
      // posts when it counts any, even if the filter shows none of them.
      const answer = o.event.output as { posts: Post[]; total: number };
      const any = answer.total > 0 || answer.posts.length > 0;
      return o.context.posts === answer.posts && o.has('loaded') === any && o.has('empty') === !any;
    },
  ),
  rule(
    'spec 8',
    'a failed load is only logged (the user can try again)',
    (o) => o.on('xstate.error.actor.loadPosts') || o.on('xstate.error.actor.loadTimeZone'),
    (o) => (o.has('failed') || o.has('timeZoneFailed')) && o.ran('logFailure') && o.toasts().length === 0,
  ),
  rule(
    'spec 4.1',
    "bulk approval turns the selected posts from 'Needs approval' to 'Scheduled'",
    (o) => o.on('xstate.done.actor.approvePosts'),
    (o) =>
      o.previous!.context.selection.every((id) => {
        const approved = post(o.snapshot, id);
        return approved?.msp[0]?.status === 'SCHEDULED' && approved.msp[0]?.approved === 1;
      }) &&
      o.context.selection.length === 0 &&
      o.toasts().some((t) => t.tone === 'success'),
  ),
  rule(
    'domain calendar.ts',
    'a published post stays where it is, and nothing moves into the past',
    (o) => o.on('post.moved') && !o.had('selecting') && !o.had('moving'),
    (o) => {
      const moved = post(o.previous, o.event.postId);
      const refused =
        moved === undefined || published(moved) || String(o.event.dayKey) < o.previous!.context.today;
      const moving = o.has('moving');
      return refused ? !moving && o.toasts().some((t) => t.tone === 'error') : moving;
    },
  ),
  rule(
    'invariant',
    'a move the server refuses is put back',
    (o) => o.on('xstate.error.actor.reschedulePost'),
    (o) => {
      const move = o.previous!.context.move!;
      return (
        post(o.snapshot, move.postId)?.scheduled_at === move.from &&
        o.toasts().some((t) => t.tone === 'error')
      );
    },
  ),
  pollsWhileStreamDown(
    'domain constants.ts',
    'while the user browses, the shown posts are fetched again every 5 s, while the stream of changes is down',
    'refreshPosts',
    quiet,
    5000,
  ),
  rule(
    'domain live.ts',
    "otherwise they are fetched again when the stream opens or is lost, or brings a change to the account's posts",
    (o) => o.started('refreshPosts') && !o.event.type.startsWith('xstate.after.'),
    (o) =>
      o.on('live.up') ||
      o.on('live.down') ||
      (o.on('live.changed') &&
        liveChangeOf(o.event).kind === 'posts.changed' &&
        liveChangeOf(o.event).accountId === o.context.accountId),
  ),
  rule(
    'spec 2.6',
    "the post editor's answer is applied to the calendar",
    (o) => o.on('xstate.done.actor.postEditor'),
    (o) => {
      const output = o.event.output as
        | { outcome: 'closed' }
        | { outcome: 'saved'; post: Post }
        | { outcome: 'approved'; postIds: number[] }
        | { outcome: 'removed'; postId: number };
      switch (output.outcome) {
        case 'closed':
          return o.context.posts === o.previous!.context.posts;
        case 'saved':
          return post(o.snapshot, output.post.id)?.description === output.post.description;
        case 'approved':
          return output.postIds.every((id) => post(o.snapshot, id)?.msp[0]?.approved === 1);
        case 'removed':
          return post(o.snapshot, output.postId) === undefined;
      }
    },
  ),
  rule(
    'domain calendarCounts.ts',
    "a day's counts cover the posts the month view holds on it, in each filter group ('+N more' is never negative)",
    (o) => o.context.counts !== null,
    (o) => {
      const held = new Map<string, number>();
      for (const item of o.context.posts) {
        const day = item.scheduled_at ? localDayKey(item.scheduled_at, o.context.timeZone) : 'undated';
        const key = `${day} ${postFilterGroup(item)}`;
        held.set(key, (held.get(key) ?? 0) + 1);
      }
      return [...held].every(([key, n]) => {
        const [day, group] = key.split(' ') as [string, FilterGroup];
        const counts = day === 'undated' ? o.context.counts!.undated : o.context.counts!.days[day];
        return (counts?.[group] ?? 0) >= n;
      });
    },
  ),
  rule(
    'domain calendarCounts.ts',
    'in the month view another filter is read from the server (its first posts of each day)',
    (o) =>
      o.on('filter.changed') &&
      o.previous!.context.view === 'month' &&
      ['loading', 'loaded', 'empty', 'failed', 'refreshing'].some((tag) => o.had(tag)) &&
      !['selecting', 'moving', 'modal'].some((tag) => o.had(tag)),
    (o) => o.has('loading') && o.context.filter === o.event.filter,
  ),
  rule(
    'invariant',
    'while selecting, the navigator waits',
    (o) => o.had('selecting') && o.event.type.startsWith('calendar.'),
    (o) => o.context.cursor === o.previous!.context.cursor && o.has('selecting'),
  ),
]);
