/**
 * Toaster (spec 9): toasts bottom-right, newest on top, at most 20 (the oldest is dropped),
 * title cut to 32 characters, each one hidden after `toastLifetime` (5 s) or when dismissed.
 *
 * Each toast schedules its own `toast.expired` event with the named delay `toastLifetime`
 * (a delayed raise whose id is the toast id, so dismissing or dropping a toast cancels its timer).
 */
import { assertEvent, enqueueActions, setup } from 'xstate';
import { timings } from '../src/domain/constants.ts';
import {
  isToastListFull,
  isToastShown,
  oldestToast,
  toastFrom,
  withToast,
  withoutToast,
  type Toast,
  type ToastInput,
} from '../src/domain/toast.ts';

export interface ToasterContext {
  /** Newest first. */
  toasts: Toast[];
  /** Counter for toast ids; never read by a guard. */
  nextId: number;
}

export type ToasterEvent =
  | ({ type: 'toast.show' } & ToastInput)
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toast.expired'; id: string };

const EXPIRY =
  'Raised by addToast `toastLifetime` (5 s) after the toast is shown; cancelled when it is dismissed or dropped.';

export const toasterMachine = setup({
  types: {
    context: {} as ToasterContext,
    events: {} as ToasterEvent,
    tags: {} as 'visible',
  },
  delays: {
    toastLifetime: timings.toastLifetime,
  },
  guards: {
    isFull: ({ context }) => isToastListFull(context.toasts),
    isOnlyToast: ({ context, event }) => {
      assertEvent(event, ['toast.dismiss', 'toast.expired']);
      return context.toasts.length === 1 && isToastShown(context.toasts, event.id);
    },
    isShown: ({ context, event }) => {
      assertEvent(event, ['toast.dismiss', 'toast.expired']);
      return isToastShown(context.toasts, event.id);
    },
  },
  actions: {
    addToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.show');
      const toast = toastFrom(`toast-${context.nextId}`, event);
      const { toasts, dropped } = withToast(context.toasts, toast);
      for (const gone of dropped) enqueue.cancel(gone.id);
      enqueue.assign({ toasts, nextId: context.nextId + 1 });
      enqueue.raise({ type: 'toast.expired', id: toast.id }, { id: toast.id, delay: 'toastLifetime' });
    }),
    dropOldest: enqueueActions(({ context, enqueue }) => {
      const oldest = oldestToast(context.toasts);
      if (!oldest) return;
      enqueue.cancel(oldest.id);
      enqueue.assign({ toasts: withoutToast(context.toasts, oldest.id) });
    }),
    removeToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['toast.dismiss', 'toast.expired']);
      enqueue.cancel(event.id);
      enqueue.assign({ toasts: withoutToast(context.toasts, event.id) });
    }),
  },
}).createMachine({
  id: 'toaster',
  description:
    'The list is newest first. Each toast schedules its own `toast.expired` with the named delay `toastLifetime`.',
  context: { toasts: [], nextId: 1 },
  initial: 'empty',
  states: {
    empty: {
      on: {
        'toast.show': { target: 'showing', actions: 'addToast' },
      },
    },
    showing: {
      tags: ['visible'],
      on: {
        'toast.show': [{ guard: 'isFull', actions: ['dropOldest', 'addToast'] }, { actions: 'addToast' }],
        'toast.dismiss': [
          { guard: 'isOnlyToast', target: 'empty', actions: 'removeToast' },
          { guard: 'isShown', actions: 'removeToast' },
        ],
        'toast.expired': [
          { guard: 'isOnlyToast', target: 'empty', actions: 'removeToast', description: EXPIRY },
          { guard: 'isShown', actions: 'removeToast', description: EXPIRY },
        ],
      },
    },
  },
});
