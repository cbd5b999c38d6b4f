/**
 * The top progress bar of spec 9 (throttle 200 ms, duration 5 s), on route changes and on calls the person waits
 * for (issue 14). It counts the work in flight: a piece of work that ends within `progressBarThrottle` (200 ms) never
 * shows the bar; longer work shows it creeping towards 90% over `progressBarDuration` (5 s), then holding there while
 * the work goes on. When the last piece ends the bar fills and fades out (`progressBarFade`, ours). New work while it
 * fades brings it back at once. Polls and refreshes on a timer are not work the person waits for and never reach it.
 */
import { assign, setup } from 'xstate';
import { timings } from '../src/domain/constants.ts';
import { PROGRESS_BAR_FADE_MS } from '../src/domain/progressBar.ts';

export type ProgressBarEvent = { type: 'work.started' } | { type: 'work.finished' };

export type ProgressBarTag = 'visible' | 'creeping' | 'stalled' | 'complete';

/** While work is in flight: more work is counted; the end of the last piece goes to `done`, of another is counted. */
const counting = (done: 'idle' | 'finishing') =>
  ({
    'work.started': { actions: 'countStarted' },
    'work.finished': [
      { guard: 'isLastWork', target: done, actions: 'countFinished' },
      { actions: 'countFinished' },
    ],
  }) as const;

export const progressBarMachine = setup({
  types: {
    context: {} as { pending: number },
    events: {} as ProgressBarEvent,
    tags: {} as ProgressBarTag,
  },
  delays: {
    progressBarThrottle: timings.progressBarThrottle,
    progressBarDuration: timings.progressBarDuration,
    progressBarFade: PROGRESS_BAR_FADE_MS,
  },
  guards: {
    isLastWork: ({ context }) => context.pending <= 1,
  },
  actions: {
    countStarted: assign({ pending: ({ context }) => context.pending + 1 }),
    countFinished: assign({ pending: ({ context }) => Math.max(0, context.pending - 1) }),
  },
}).createMachine({
  id: 'progressBar',
  context: { pending: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing in flight: no bar.',
      on: { 'work.started': { target: 'waiting', actions: 'countStarted' } },
    },
    waiting: {
      description: 'Work started: the bar shows only if it lasts 200 ms.',
      after: { progressBarThrottle: 'running' },
      on: counting('idle'),
    },
    running: {
      tags: ['visible', 'creeping'],
      description: 'The bar creeps towards 90% over 5 s.',
      after: { progressBarDuration: 'stalled' },
      on: counting('finishing'),
    },
    stalled: {
      tags: ['visible', 'stalled'],
      description: 'Still working after 5 s: the bar holds at 90% and pulses.',
      on: counting('finishing'),
    },
    finishing: {
      tags: ['visible', 'complete'],
      description: 'All work done: the bar fills and fades out.',
      after: { progressBarFade: 'idle' },
      on: { 'work.started': { target: 'running', actions: 'countStarted' } },
    },
  },
});
