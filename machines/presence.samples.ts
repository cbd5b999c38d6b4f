/** Samples of the presence machine (presence.machine.ts) for the catalogue and the model tests. */
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { presenceMachine } from './presence.machine.ts';

export const presenceSamples: CatalogueSamples<typeof presenceMachine> = {
  inputs: [{ online: true }, { online: false }],
  events: () => [
    { type: 'network.offline' },
    { type: 'network.online' },
    { type: 'session.loggedIn' },
    { type: 'session.loggedOut' },
    { type: 'page.unloading' },
    { type: 'page.restored' },
    { type: 'xstate.done.actor.markOnline', output: undefined },
    {
      type: 'xstate.error.actor.markOnline',
      error: new Error('Network error: unable to reach the server.'),
    },
  ],
  guardState: (snapshot) => ({ startedOnline: snapshot.context.startedOnline }),
};
