/**
 * Hand-written behaviour of the dashboard analytics machine (spec 4.9, 5, 8, 9; issue 17) on a real actor with fake
 * calls: what is requested when, what no network clears, the first-load flag, failures that keep the figures.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { analyticsMachine, type FiguresRequest } from '../../machines/analytics.machine.ts';
import {
  NO_FIGURES,
  SAMPLE_FIGURES,
  SAMPLE_FILTERS,
  SAMPLE_TOP_POSTS,
  sampleFilters,
} from '../../machines/analytics.samples.ts';
import type { OverviewFigures, TopPostFigures, TopPostsRequest } from '../../src/domain/analytics.ts';
import { deferred, flush } from './harness.ts';

function start() {
  const calls: string[] = [];
  const figures: ReturnType<typeof deferred<OverviewFigures>>[] = [];
  const tops: ReturnType<typeof deferred<TopPostFigures[]>>[] = [];
  const syncs: ReturnType<typeof deferred<void>>[] = [];
  const logged: string[] = [];
  const machine = analyticsMachine.provide({
    actors: {
      loadFigures: fromPromise<OverviewFigures, FiguresRequest>(({ input }) => {
        calls.push(`figures ${input.start}..${input.end} [${input.ids.join(',')}]`);
        const answer = deferred<OverviewFigures>();
        figures.push(answer);
        return answer.promise;
      }),
      loadTopPosts: fromPromise<TopPostFigures[], TopPostsRequest & { accountId: number }>(({ input }) => {
        calls.push(`top ${input.start}..${input.end} [${input.ids.join(',')}] sort ${input.sortId}`);
        const answer = deferred<TopPostFigures[]>();
        tops.push(answer);
        return answer.promise;
      }),
      syncInsights: fromPromise<void, { accountId: number }>(({ input }) => {
        calls.push(`sync ${input.accountId}`);
        const answer = deferred<void>();
        syncs.push(answer);
        return answer.promise;
      }),
    },
    actions: { logFailure: (_, { what }) => logged.push(what) },
  });
  const actor = createActor(machine, { input: { accountId: 9, filters: SAMPLE_FILTERS } }).start();
  const tags = () => [...actor.getSnapshot().tags].sort();
  const context = () => actor.getSnapshot().context;
  const answer = async <T>(list: ReturnType<typeof deferred<T>>[], value: T) => {
    list.at(-1)!.resolve(value);
    await flush();
  };
  const fail = async <T>(list: ReturnType<typeof deferred<T>>[]) => {
    list.at(-1)!.reject(new Error('500'));
    await flush();
  };
  return { actor, calls, figures, tops, syncs, logged, tags, context, answer, fail };
}

describe('analytics machine', () => {
  it('requests the figures and the top posts of the default networks 1 to 4 at once (spec 9)', async () => {
    const s = start();
    expect(s.calls).toEqual([
      'figures 2026-10-28..2026-11-26 [1,2,3,4]',
      'top 2026-10-28..2026-11-26 [1,2,3,4] sort 1',
    ]);
    expect(s.tags()).toEqual(['figuresLoading', 'topPostsLoading']);
    await s.answer(s.figures, SAMPLE_FIGURES);
    expect(s.context().figures).toBe(SAMPLE_FIGURES);
    expect(s.context().firstLoaded).toBe(false);
    await s.answer(s.tops, SAMPLE_TOP_POSTS);
    expect(s.tags()).toEqual(['figuresLoaded', 'topPostsLoaded']);
    expect(s.context().firstLoaded).toBe(true);
  });

  it('is empty when no series has a figure, and for an empty top posts list (spec 4.9)', async () => {
    const s = start();
    await s.answer(s.figures, NO_FIGURES);
    await s.answer(s.tops, []);
    expect(s.tags()).toEqual(['figuresEmpty', 'topPostsEmpty']);
    expect(s.context().firstLoaded).toBe(true);
  });

  it('with no network selected requests nothing and clears the insights and lists (spec 4.9, 5)', async () => {
    const s = start();
    await s.answer(s.figures, SAMPLE_FIGURES);
    await s.answer(s.tops, SAMPLE_TOP_POSTS);
    s.actor.send({ type: 'filters.changed', filters: sampleFilters.noNetworks });
    expect(s.calls).toHaveLength(2);
    expect(s.context().figures).toBeNull();
    expect(s.context().topPosts).toEqual([]);
    expect(s.tags()).toEqual(['noNetworks']);
    s.actor.send({ type: 'filters.changed', filters: SAMPLE_FILTERS });
    expect(s.calls.slice(2)).toEqual([
      'figures 2026-10-28..2026-11-26 [1,2,3,4]',
      'top 2026-10-28..2026-11-26 [1,2,3,4] sort 1',
    ]);
  });

  it('reloads only the top posts when only their sort changes, and nothing for the same filters (spec 5)', async () => {
    const s = start();
    await s.answer(s.figures, SAMPLE_FIGURES);
    await s.answer(s.tops, SAMPLE_TOP_POSTS);
    s.actor.send({ type: 'filters.changed', filters: sampleFilters.byLikes });
    expect(s.calls.slice(2)).toEqual(['top 2026-10-28..2026-11-26 [1,2,3,4] sort 2']);
    expect(s.context().figures).toBe(SAMPLE_FIGURES);
    await s.answer(s.tops, SAMPLE_TOP_POSTS);
    s.actor.send({ type: 'filters.changed', filters: sampleFilters.byLikes });
    expect(s.calls).toHaveLength(3);
  });

  it('does not request top posts without a start time (spec 5)', () => {
    const s = start();
    s.actor.send({ type: 'filters.changed', filters: sampleFilters.noStart });
    expect(s.calls.at(-1)).toBe('figures ..2026-11-26 [1,2,3,4]');
    expect(s.calls.filter((call) => call.startsWith('top'))).toHaveLength(1);
    expect(s.tags()).toContain('topPostsWaiting');
  });

  it('answers only the newest range: a change while loading starts over', async () => {
    const s = start();
    const first = s.figures[0]!;
    s.actor.send({ type: 'filters.changed', filters: sampleFilters.lastWeek });
    first.resolve(NO_FIGURES);
    await flush();
    expect(s.context().figures).toBeNull();
    expect(s.tags()).toContain('figuresLoading');
    await s.answer(s.figures, SAMPLE_FIGURES);
    expect(s.context().figures).toBe(SAMPLE_FIGURES);
    expect(s.context().filters.start).toBe('2026-11-20');
  });

  it('logs a failed load and keeps the previous figures with the reason; Try again loads again (spec 8)', async () => {
    const s = start();
    await s.answer(s.figures, SAMPLE_FIGURES);
    s.actor.send({ type: 'filters.changed', filters: sampleFilters.lastWeek });
    await s.fail(s.figures);
    expect(s.logged).toEqual(['figures']);
    expect(s.context().figures).toBe(SAMPLE_FIGURES);
    expect(s.context().figuresError).toBe('Your figures could not be loaded.');
    expect(s.tags()).toContain('figuresFailed');
    s.actor.send({ type: 'figures.retried' });
    expect(s.context().figuresError).toBeNull();
    expect(s.calls.at(-1)).toBe('figures 2026-11-20..2026-11-26 [1,2,3,4]');
  });

  it('Update now syncs the networks, then loads the figures and the top posts again', async () => {
    const s = start();
    await s.answer(s.figures, SAMPLE_FIGURES);
    await s.answer(s.tops, SAMPLE_TOP_POSTS);
    s.actor.send({ type: 'figures.refreshRequested' });
    expect(s.tags()).toEqual(['syncing', 'topPostsLoaded']);
    await s.answer(s.syncs, undefined);
    expect(s.calls.slice(2)).toEqual([
      'sync 9',
      'figures 2026-10-28..2026-11-26 [1,2,3,4]',
      'top 2026-10-28..2026-11-26 [1,2,3,4] sort 1',
    ]);
  });

  it('says so when the networks could not be synced, keeping the figures', async () => {
    const s = start();
    await s.answer(s.figures, SAMPLE_FIGURES);
    s.actor.send({ type: 'figures.refreshRequested' });
    await s.fail(s.syncs);
    expect(s.context().figuresError).toBe('Your figures could not be updated from the networks.');
    expect(s.context().figures).toBe(SAMPLE_FIGURES);
    expect(s.logged).toEqual(['syncing']);
  });
});
