/** Samples of the social account cards machine (socialAccounts.machine.ts) for the catalogue and the model tests. */
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { socialAccountsMachine } from './socialAccounts.machine.ts';

export const socialAccountsSamples: CatalogueSamples<typeof socialAccountsMachine> = {
  inputs: [{ accountId: 7, from: 'socialAuth' }],
  events: () => [
    { type: 'connect.requested', providerId: 6 },
    { type: 'disconnect.requested', providerId: 1 },
    { type: 'account.changed', accountId: 8 },
    {
      type: 'xstate.done.actor.loadLinks',
      output: [{ provider_Id: 1, name: 'Sandbox Facebook page', connected: true }],
    },
    { type: 'xstate.error.actor.loadLinks', error: new Error('Network error') },
    {
      type: 'xstate.done.actor.startConnect',
      output: { kind: 'redirect', url: '/sandbox/social/tiktok/consent?state=s' },
    },
    {
      type: 'xstate.done.actor.startConnect',
      output: { kind: 'message', message: 'Account Already connected.' },
    },
    { type: 'xstate.error.actor.startConnect', error: new Error('Network error') },
    { type: 'xstate.done.actor.disconnect', output: [] },
    { type: 'xstate.error.actor.disconnect', error: new Error('User Does not Exist.') },
  ],
  // Whether a message is shown decides whether Dismiss does anything: the graph keeps both.
  guardState: (snapshot) => snapshot.context.alert !== null,
};
