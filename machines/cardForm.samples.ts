/** Samples of the billing and card form machine (cardForm.machine.ts) for the catalogue and the model tests. */
import { unmetRequirements } from '../src/domain/card.ts';
import type { cardFormMachine } from './cardForm.machine.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';

export const cardFormSamples: CatalogueSamples<typeof cardFormMachine> = {
  inputs: [
    {
      mode: 'billing',
      userId: 1,
      accountId: 1,
      today: { year: 2026, month: 11 },
      billing: { email: 'owner@demo.test' },
    },
    { mode: 'cardUpdate', userId: 1, accountId: 1, today: { year: 2026, month: 11 } },
  ],
  events: () => [
    { type: 'billing.changed', field: 'name', value: 'Ada Owner' },
    { type: 'card.changed', field: 'name', value: 'Ada Owner' },
    // Values as the fields show them once formatted, so sending one twice changes nothing.
    { type: 'card.changed', field: 'number', value: '4242 4242 4242 4242' },
    { type: 'card.changed', field: 'expiry', value: '12 / 29' },
    { type: 'card.changed', field: 'expiry', value: '01 / 20' },
    { type: 'card.changed', field: 'cvc', value: '123' },
    { type: 'xstate.done.actor.saveBilling', output: { message: '' } },
    { type: 'xstate.done.actor.saveBilling', output: { message: 'Please check your zip code.' } },
    {
      type: 'xstate.error.actor.saveBilling',
      error: new Error('Network error: unable to reach the server.'),
    },
    { type: 'xstate.done.actor.updateCard', output: { code: 1 } },
    { type: 'xstate.done.actor.updateCard', output: { code: 0, message: 'Your card was declined.' } },
    {
      type: 'xstate.error.actor.updateCard',
      error: new Error('Network error: unable to reach the server.'),
    },
  ],
  // Guards read the mode and the save-button rule: which of its requirements are unmet, not the values typed.
  // With the samples above, that set also tells the values apart, so equal vertices behave alike.
  guardState: (snapshot) => ({
    mode: snapshot.context.mode,
    unmet: unmetRequirements(snapshot.context, snapshot.context.today),
  }),
};
