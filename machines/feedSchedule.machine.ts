/**
 * The posting schedule page, /dayTimeSchedule (spec 7.5, issue 6): the days and times an account's posts go out.
 *
 * - Loading: `loadSchedule` (GET /auth/getFeedSchedule and GET /auth/getUserTimeZone) answers the saved schedule
 *   and the account's time zone; a failure shows 'Your posting schedule could not be loaded.' with Try again.
 * - Editing: a time is added to a day unless it is empty, already on that day or the schedule is full (100 slots,
 *   the server's limit): then the reason shows (`problem`) and nothing changes. Removing takes a slot out.
 * - Saving: Save needs a change from what was saved (guard `hasChanges`) and is refused while saving (edits too).
 *   `saveSchedule` (POST /updateFeedSchedule) answers the schedule as stored: it becomes the saved one and a success
 *   toast shows. A failure keeps every choice and shows the error (tag `failed`); Save tries again.
 */
import { assertEvent, assign, setup } from 'xstate';
import { failure, provided } from './provided.ts';
import {
  addSlot,
  feedScheduleMessages,
  normalizeSchedule,
  removeSlot,
  sameSchedule,
  slotProblem,
  type FeedSlot,
} from '../src/domain/feedSchedule.ts';

export interface FeedScheduleInput {
  accountId: number;
}

export interface FeedScheduleContext extends FeedScheduleInput {
  /** The schedule as the server last answered it. */
  saved: FeedSlot[];
  /** The user's choices (Monday first, by time). */
  draft: FeedSlot[];
  /** The account's IANA time zone, once loaded. */
  timeZone: string | null;
  /** Why the last slot could not be added. */
  problem: string | null;
  /** Why loading or saving failed. */
  error: string | null;
}

export interface LoadedSchedule {
  schedule: FeedSlot[];
  timeZone: string;
}

export type FeedScheduleEvent =
  | { type: 'slot.added'; day: number; time: string }
  | { type: 'slot.removed'; day: number; time: string }
  | { type: 'schedule.saved' }
  | { type: 'schedule.retried' };

/** A failed call: its message for the page (`failed`), and the error for the log. */
const failedCall = (message: string, what: string) =>
  [
    { type: 'failed', params: { message } },
    { type: 'logFailure', params: failure(what) },
  ] as const;

export const feedScheduleMachine = setup({
  types: {
    context: {} as FeedScheduleContext,
    events: {} as FeedScheduleEvent,
    tags: {} as 'failed' | 'loadFailed' | 'loading' | 'saved' | 'saving',
    input: {} as FeedScheduleInput,
  },
  actors: {
    /** GET /auth/getFeedSchedule and GET /auth/getUserTimeZone. */
    loadSchedule: provided<LoadedSchedule, { accountId: number }>('loadSchedule'),
    /** POST /updateFeedSchedule; answers the schedule as stored. */
    saveSchedule: provided<FeedSlot[], { accountId: number; schedule: FeedSlot[] }>('saveSchedule'),
  },
  actions: {
    showToast: (_, _params: { tone: 'success' | 'error'; title: string }) => {},
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    loaded: assign((_, params: LoadedSchedule) => {
      const schedule = normalizeSchedule(params.schedule);
      return { saved: schedule, draft: schedule, timeZone: params.timeZone, error: null, problem: null };
    }),
    stored: assign((_, params: { schedule: FeedSlot[] }) => {
      const schedule = normalizeSchedule(params.schedule);
      return { saved: schedule, draft: schedule, error: null };
    }),
    addSlot: assign(({ context, event }) => {
      assertEvent(event, 'slot.added');
      return {
        draft: addSlot(context.draft, { day: event.day, time: event.time }),
        problem: null,
        error: null,
      };
    }),
    refuseSlot: assign({
      problem: ({ context, event }) => {
        assertEvent(event, 'slot.added');
        return slotProblem(context.draft, { day: event.day, time: event.time });
      },
    }),
    removeSlot: assign(({ context, event }) => {
      assertEvent(event, 'slot.removed');
      return {
        draft: removeSlot(context.draft, { day: event.day, time: event.time }),
        problem: null,
        error: null,
      };
    }),
    failed: assign({ error: (_, params: { message: string }) => params.message }),
    clearError: assign({ error: null, problem: null }),
  },
  guards: {
    slotAccepted: ({ context, event }) => {
      assertEvent(event, 'slot.added');
      return slotProblem(context.draft, { day: event.day, time: event.time }) === null;
    },
    hasChanges: ({ context }) => !sameSchedule(context.draft, context.saved),
  },
}).createMachine({
  id: 'feedSchedule',
  context: ({ input }) => ({
    ...input,
    saved: [],
    draft: [],
    timeZone: null,
    problem: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        id: 'loadSchedule',
        src: 'loadSchedule',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: {
          target: 'ready',
          actions: { type: 'loaded', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          actions: failedCall(feedScheduleMessages.loadFailed, 'loading'),
        },
      },
    },
    loadFailed: {
      description: "Loading failed: 'Your posting schedule could not be loaded.' with Try again.",
      tags: ['loadFailed'],
      on: { 'schedule.retried': 'loading' },
    },
    ready: {
      description: 'The seven days with their times; adding and removing times, saving.',
      initial: 'editing',
      on: {
        'slot.added': [
          { guard: 'slotAccepted', target: '.editing', actions: 'addSlot' },
          { actions: 'refuseSlot' },
        ],
        'slot.removed': { target: '.editing', actions: 'removeSlot' },
      },
      states: {
        editing: {
          on: { 'schedule.saved': { guard: 'hasChanges', target: 'saving' } },
        },
        saving: {
          description: 'Save and every edit are refused until the server answers.',
          tags: ['saving'],
          on: {
            'slot.added': { description: 'Refused while saving.' },
            'slot.removed': { description: 'Refused while saving.' },
          },
          invoke: {
            id: 'saveSchedule',
            src: 'saveSchedule',
            input: ({ context }) => ({ accountId: context.accountId, schedule: context.draft }),
            onDone: {
              target: 'saved',
              actions: [
                { type: 'stored', params: ({ event }) => ({ schedule: event.output }) },
                { type: 'showToast', params: { tone: 'success', title: feedScheduleMessages.saved } },
              ],
            },
            onError: {
              target: 'failed',
              actions: failedCall(feedScheduleMessages.saveFailed, 'saving'),
            },
          },
        },
        saved: {
          description: 'What the server stored is on screen; Save waits for a change.',
          tags: ['saved'],
        },
        failed: {
          description: 'The save failed: every choice is kept and the error shows; Save tries again.',
          tags: ['failed'],
          on: { 'schedule.saved': { guard: 'hasChanges', target: 'saving' } },
        },
      },
    },
  },
});
