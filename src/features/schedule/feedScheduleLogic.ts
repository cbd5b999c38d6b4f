/** The posting schedule machine with the app's side effects supplied: the real calls, toasts and logging. */
import { fromPromise } from 'xstate';
import { feedScheduleMachine, type LoadedSchedule } from '../../../machines/feedSchedule.machine.ts';
import type { PostCalls } from '../../api/posts.ts';
import type { FeedSlot } from '../../domain/feedSchedule.ts';
import type { ToastInput } from '../../domain/toast.ts';

export type Log = (message: string, error: unknown) => void;

const consoleLog: Log = (message, error) => console.warn(message, error);

export interface FeedScheduleEffects {
  calls: Pick<PostCalls, 'getFeedSchedule' | 'updateFeedSchedule' | 'getUserTimeZone'>;
  showToast: (toast: ToastInput) => void;
  log?: Log;
}

/** The account's IANA time zone, checked to be one the browser knows (else the browser's own). */
function knownZone(zone: string): string {
  try {
    Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  }
}

export function feedScheduleLogic({ calls, showToast, log = consoleLog }: FeedScheduleEffects) {
  return feedScheduleMachine.provide({
    actors: {
      loadSchedule: fromPromise<LoadedSchedule, { accountId: number }>(async ({ signal }) => {
        const [schedule, timeZone] = await Promise.all([
          calls.getFeedSchedule(signal),
          calls.getUserTimeZone(signal),
        ]);
        return { schedule, timeZone: knownZone(timeZone) };
      }),
      saveSchedule: fromPromise<FeedSlot[], { accountId: number; schedule: FeedSlot[] }>(({ input }) =>
        calls.updateFeedSchedule({ accountId: input.accountId, schedule: input.schedule }),
      ),
    },
    actions: {
      showToast: (_, toast) => showToast(toast),
      logFailure: (_, { what, error }) => log(`[schedule] ${what} the posting schedule failed`, error),
    },
  });
}
