/** The network-speed indicator's machine with the app's side effects supplied (spec 2.6, 9). */
import { fromPromise } from 'xstate';
import { connectionSpeedMachine } from '../../../machines/connectionSpeed.machine.ts';

export interface ConnectionSpeedEffects {
  /** One small call to the server; its round trip in ms. */
  roundTrip: () => Promise<number>;
  /** Where a failed measurement is logged (only logged). */
  log?: (message: string, error: unknown) => void;
}

export function connectionSpeedLogic({
  roundTrip,
  log = (m, e) => console.warn(m, e),
}: ConnectionSpeedEffects) {
  return connectionSpeedMachine.provide({
    actors: {
      measureRoundTrip: fromPromise(() => roundTrip()),
    },
    actions: {
      logFailure: (_, { error }) => log('[connection speed] measuring failed', error),
    },
  });
}
