/** Samples of the auto-disconnect banner machine (autoDisconnect.machine.ts) for the catalogue and the model tests. */
import type { autoDisconnectMachine } from './autoDisconnect.machine.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';

export const autoDisconnectSamples: CatalogueSamples<typeof autoDisconnectMachine> = {
  inputs: [{ accountId: 7 }],
  events: () => [
    { type: 'account.changed', accountId: 8 },
    { type: 'check.requested' },
    { type: 'xstate.done.actor.checkAutoDisconnect', output: [1] },
    { type: 'xstate.error.actor.checkAutoDisconnect', error: new Error('Network error') },
    { type: 'live.up' },
    { type: 'live.down' },
    // The networks of the first account, then of another one (the stream carries every account of the user's).
    { type: 'live.changed', change: { id: 1, kind: 'social.changed', accountId: 7, data: {} } },
    { type: 'live.changed', change: { id: 2, kind: 'social.changed', accountId: 9, data: {} } },
  ],
};
