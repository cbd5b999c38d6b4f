/** The presence machine with the app's side effects supplied (spec 4.9, 7.1). */
import { fromPromise } from 'xstate';
import { presenceMachine } from '../../../machines/presence.machine.ts';
import type { presenceCalls } from '../../api/presence.ts';
import type { ToastInput } from '../../domain/toast.ts';

export interface PresenceEffects {
  calls: ReturnType<typeof presenceCalls>;
  showToast: (toast: ToastInput) => void;
  /** Where failed presence calls are logged (spec 8: only logged). */
  log?: (message: string, error: unknown) => void;
}

export function presenceLogic({ calls, showToast, log = (m, e) => console.warn(m, e) }: PresenceEffects) {
  return presenceMachine.provide({
    actors: {
      markOnline: fromPromise(async () => {
        await calls.setOnline(1);
      }),
    },
    actions: {
      markOffline: () => {
        calls.setOnline(0).catch((error: unknown) => log('[presence] marking offline failed', error));
      },
      showToast: (_, toast) => showToast(toast),
      logMarkOnlineFailure: (_, { error }) => log('[presence] marking online failed', error),
    },
  });
}
