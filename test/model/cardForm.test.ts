/** Hand-written behaviour of the card form machine (spec 4.4, 5, 7.3, 8), on real actors with fake calls. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  cardFormMachine,
  type CardFormInput,
  type SaveBillingInput,
  type SaveBillingOutput,
  type UpdateCardInput,
  type UpdateCardOutput,
} from '../../machines/cardForm.machine.ts';
import { flush } from './harness.ts';

interface Options {
  mode?: CardFormInput['mode'];
  saveBilling?: (input: SaveBillingInput) => Promise<SaveBillingOutput>;
  updateCard?: (input: UpdateCardInput) => Promise<UpdateCardOutput>;
}

function start(options: Options = {}) {
  const calls: string[] = [];
  const saveBilling = vi.fn(options.saveBilling ?? (() => Promise.resolve({ message: '' })));
  const updateCard = vi.fn(options.updateCard ?? (() => Promise.resolve({ code: 1 })));
  const machine = cardFormMachine.provide({
    actors: {
      saveBilling: fromPromise<SaveBillingOutput, SaveBillingInput>(({ input }) => {
        calls.push('saveBilling');
        return saveBilling(input);
      }),
      updateCard: fromPromise<UpdateCardOutput, UpdateCardInput>(({ input }) => {
        calls.push('updateCard');
        return updateCard(input);
      }),
    },
    actions: { notifyCardSaved: () => calls.push('notifyCardSaved') },
  });
  const actor = createActor(machine, {
    input: {
      mode: options.mode ?? 'billing',
      userId: 42,
      accountId: 7,
      today: { year: 2026, month: 11 },
      billing: { email: 'owner@demo.test', name: 'Ada Owner', country: 'GB' },
    },
  }).start();
  const canSave = () => actor.getSnapshot().can({ type: 'card.save' });
  const fillCard = () => {
    actor.send({ type: 'card.changed', field: 'name', value: 'Ada Owner' });
    actor.send({ type: 'card.changed', field: 'number', value: '4242424242424242' });
    actor.send({ type: 'card.changed', field: 'expiry', value: '1229' });
    actor.send({ type: 'card.changed', field: 'cvc', value: '123' });
  };
  return { actor, calls, saveBilling, updateCard, canSave, fillCard };
}

describe('cardForm: editing (spec 5)', () => {
  it('formats what is typed with the card rules', () => {
    const { actor } = start();
    actor.send({ type: 'card.changed', field: 'number', value: '4242a42424' });
    actor.send({ type: 'card.changed', field: 'expiry', value: '4' });
    actor.send({ type: 'card.changed', field: 'cvc', value: '12345' });
    expect(actor.getSnapshot().context.card).toEqual({
      name: '',
      number: '4242 4242 4',
      expiry: '04 / ',
      cvc: '1234',
    });
    actor.send({ type: 'card.changed', field: 'expiry', value: '04 / 2' });
    actor.send({ type: 'card.changed', field: 'expiry', value: '04 / 2' });
    expect(actor.getSnapshot().context.card.expiry).toBe('04 / 2');
  });

  it('starts from the billing info given, the e-mail being the user’s', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.billing).toEqual({
      name: 'Ada Owner',
      email: 'owner@demo.test',
      telephone: '',
      address: '',
      zipCode: '',
      country: 'GB',
    });
  });

  it('lets Save through only once the save-button rule is met', () => {
    const { actor, canSave, fillCard } = start();
    expect(canSave()).toBe(false);
    fillCard();
    expect(canSave()).toBe(true);
    actor.send({ type: 'billing.changed', field: 'name', value: ' ' });
    expect(canSave()).toBe(false);
    actor.send({ type: 'billing.changed', field: 'name', value: 'Ada' });
    actor.send({ type: 'card.changed', field: 'expiry', value: '01 / 20' });
    expect(canSave()).toBe(false);
    actor.send({ type: 'card.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('the card-update popup has no billing fields', () => {
    const { actor, canSave, fillCard } = start({ mode: 'cardUpdate' });
    expect(actor.getSnapshot().can({ type: 'billing.changed', field: 'name', value: 'x' })).toBe(false);
    fillCard();
    expect(canSave()).toBe(true);
  });
});

describe('cardForm: saving the billing form (spec 7.3, 8)', () => {
  it('posts the billing info, then the card; code 1 clears the card fields', async () => {
    const { actor, calls, saveBilling, updateCard, fillCard } = start();
    fillCard();
    actor.send({ type: 'billing.changed', field: 'telephone', value: '+44 20 7946 0000' });
    actor.send({ type: 'card.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'card.save' })).toBe(false);
    await flush();
    expect(calls).toEqual(['saveBilling', 'updateCard', 'notifyCardSaved']);
    expect(saveBilling).toHaveBeenCalledWith({
      userId: 42,
      accountId: 7,
      billing: {
        name: 'Ada Owner',
        email: 'owner@demo.test',
        telephone: '+44 20 7946 0000',
        address: '',
        zipCode: '',
        country: 'GB',
      },
    });
    expect(updateCard).toHaveBeenCalledWith({
      userId: 42,
      card: { name: 'Ada Owner', number: '4242 4242 4242 4242', expiry: '12 / 29', cvc: '123' },
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('saved')).toBe(true);
    expect(snapshot.context.card).toEqual({ name: '', number: '', expiry: '', cvc: '' });
    expect(snapshot.context.billing.name).toBe('Ada Owner');
    expect(snapshot.context.notice).toEqual({
      kind: 'saved',
      text: 'Your billing details and card have been saved.',
    });
    actor.send({ type: 'card.changed', field: 'cvc', value: '1' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('a non-empty message is a warning: billing fields cleared (e-mail kept), card not sent', async () => {
    const { actor, calls, fillCard } = start({
      saveBilling: () => Promise.resolve({ message: 'Please check your zip code.' }),
    });
    fillCard();
    actor.send({ type: 'card.save' });
    await flush();
    expect(calls).toEqual(['saveBilling']);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.notice).toEqual({ kind: 'warning', text: 'Please check your zip code.' });
    expect(snapshot.context.billing).toEqual({
      name: '',
      email: 'owner@demo.test',
      telephone: '',
      address: '',
      zipCode: '',
      country: '',
    });
    expect(snapshot.context.card.number).toBe('4242 4242 4242 4242');
  });

  it('a failed billing save shows the error and keeps every field', async () => {
    const { actor, calls, fillCard } = start({
      saveBilling: () => Promise.reject(new Error('name: name is required')),
    });
    fillCard();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'card.save' });
    await flush();
    expect(calls).toEqual(['saveBilling']);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.notice).toEqual({ kind: 'error', text: 'name: name is required' });
    expect(snapshot.context.billing).toEqual(before.billing);
    expect(snapshot.context.card).toEqual(before.card);
  });
});

describe('cardForm: the card-update popup (spec 4.4)', () => {
  it('posts the card only; code 1 clears the fields and tells the app', async () => {
    const { actor, calls, fillCard } = start({ mode: 'cardUpdate' });
    fillCard();
    actor.send({ type: 'card.save' });
    await flush();
    expect(calls).toEqual(['updateCard', 'notifyCardSaved']);
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    expect(actor.getSnapshot().context.card).toEqual({ name: '', number: '', expiry: '', cvc: '' });
    expect(actor.getSnapshot().context.notice?.text).toBe('Your card has been updated.');
  });

  it('another code shows the server message (or ours) and keeps the fields', async () => {
    const answers: UpdateCardOutput[] = [{ code: 0, message: 'Your card was declined.' }, { code: 0 }];
    const { actor, calls, fillCard } = start({
      mode: 'cardUpdate',
      updateCard: () => Promise.resolve(answers.shift() ?? { code: 0 }),
    });
    fillCard();
    actor.send({ type: 'card.save' });
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text: 'Your card was declined.' });
    expect(actor.getSnapshot().context.card.number).toBe('4242 4242 4242 4242');
    actor.send({ type: 'card.save' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      text: 'Your card could not be updated. Please check the details and try again.',
    });
    expect(calls).toEqual(['updateCard', 'updateCard']);
  });

  it('a failed call shows its message and keeps the fields', async () => {
    const { actor, fillCard } = start({
      mode: 'cardUpdate',
      updateCard: () => Promise.reject(new Error('Card has been expired')),
    });
    fillCard();
    actor.send({ type: 'card.save' });
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text: 'Card has been expired' });
    expect(actor.getSnapshot().context.card).toEqual({
      name: 'Ada Owner',
      number: '4242 4242 4242 4242',
      expiry: '12 / 29',
      cvc: '123',
    });
  });
});
