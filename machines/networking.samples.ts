/** Samples of the partner networking machine (networking.machine.ts) for the catalogue and the model tests. */
import { networkingMessages } from '../src/domain/networking.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { networkingMachine } from './networking.machine.ts';

const nora = { id: 21, email: 'networker@demo.test', firstName: 'Nora', lastName: 'Networker' };

export const networkingSamples: CatalogueSamples<typeof networkingMachine> = {
  inputs: [
    { activated: false, partnerId: 0, user: nora },
    { activated: true, partnerId: 0, user: nora },
    { activated: false, partnerId: 4242, user: null },
  ],
  events: () => [
    { type: 'consent.changed', checked: true },
    { type: 'consent.changed', checked: false },
    { type: 'user.changed', user: nora, partnerId: 0 },
    { type: 'user.changed', user: { ...nora, email: '' }, partnerId: 0 },
    { type: 'user.changed', user: null, partnerId: 0 },
    {
      type: 'xstate.done.actor.partnerSignIn',
      output: {
        ok: true,
        partnerSignInUrl: 'http://localhost:3000/sandbox/partner/circle?ticket=t',
        message: networkingMessages.success,
      },
    },
    {
      type: 'xstate.done.actor.partnerSignIn',
      output: { ok: true, partnerSignInUrl: null, message: null },
    },
    { type: 'xstate.done.actor.partnerSignIn', output: { ok: false, failure: { kind: 'network' } } },
    {
      type: 'xstate.done.actor.partnerSignIn',
      output: { ok: false, failure: { kind: 'server', message: '' } },
    },
  ],
  guardState: (snapshot) => ({
    access: snapshot.context.activated || (snapshot.context.partnerId ?? 0) > 0,
    consent: snapshot.context.consent,
    user:
      snapshot.context.user === null ? 'none' : snapshot.context.user.email === '' ? 'noEmail' : 'complete',
  }),
};
