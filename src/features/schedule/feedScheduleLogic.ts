/** The posting schedule machine with the app's side effects supplied: the real calls, toasts and logging. */
import { fromPromise } from 'xstate';
import { feedScheduleMachine, type LoadedSchedule } from '../../../machines/feedSchedule.machine.ts';
import type { PostCalls } from '../../api/posts.ts';
import { feedSchedule } from '../../api/queries/feedSchedule.ts';
import { accountTimeZone } from '../../api/queries/timeZone.ts';
import type { FeedSlot } from '../../domain/feedSchedule.ts';
import type { ToastInput } from '../../domain/toast.ts';
import { commonEffects, type CommonEffects } from '../effects.ts';

export interface FeedScheduleEffects extends CommonEffects {
  calls: Pick<PostCalls, 'getFeedSchedule' | 'updateFeedSchedule' | 'getUserTimeZone'>;
  showToast: (toast: ToastInput) => void;
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

export function feedScheduleLogic(effects: FeedScheduleEffects) {
  const { calls, showToast } = effects;
  const { log, cache } = commonEffects(effects);
  return feedScheduleMachine.provide({
    actors: {
      loadSchedule: fromPromise<LoadedSchedule, { accountId: number }>(async ({ input }) => {
        const [schedule, timeZone] = await Promise.all([
          feedSchedule.fetch(calls, input.accountId, cache),
          accountTimeZone.fetch(calls, input.accountId, cache),
        ]);
        return { schedule, timeZone: knownZone(timeZone) };
      }),
      saveSchedule: fromPromise<FeedSlot[], { accountId: number; schedule: FeedSlot[] }>(
        async ({ input }) => {
          const saved = await calls.updateFeedSchedule({
            accountId: input.accountId,
            schedule: input.schedule,
          });
          void feedSchedule.invalidate(input.accountId, cache);
          return saved;
        },
      ),
    },
    actions: {
      showToast: (_, toast) => showToast(toast),
      logFailure: (_, { what, error }) => log(`[schedule] ${what} the posting schedule failed`, error),
    },
  });
}
