/** Hand-written behaviour of the partner networking machine (spec 5, 7.1, 8), on real actors with fake effects. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  networkingMachine,
  type NetworkingInput,
  type PartnerSignInOutcome,
} from '../../machines/networking.machine.ts';
import type { PartnerUserData, PartnerUserSource } from '../../src/domain/networking.ts';
import { deferred, flush } from './harness.ts';

const olivia: PartnerUserSource = {
  id: 5,
  email: 'olivia@demo.test',
  firstName: 'Olivia',
  lastName: 'Owner',
};
const URL_OK = 'https://circle.example.test/sso?token=abc';
const signedIn = (): PartnerSignInOutcome => ({ ok: true, partnerSignInUrl: URL_OK, message: null });

function start(
  input: Partial<NetworkingInput> = {},
  partnerSignIn: (input: { userData: PartnerUserData }) => Promise<PartnerSignInOutcome> = () =>
    Promise.resolve(signedIn()),
) {
  const effects: string[] = [];
  const signIn = vi.fn(partnerSignIn);
  const showToast = vi.fn<(toast: { tone: 'success' | 'error'; title: string }) => void>();
  const machine = networkingMachine.provide({
    actors: {
      partnerSignIn: fromPromise<PartnerSignInOutcome, { userData: PartnerUserData }>(({ input: call }) => {
        effects.push('partnerSignIn');
        return signIn(call);
      }),
    },
    actions: {
      showToast: (_, toast) => {
        effects.push(`toast ${toast.tone} ${toast.title}`);
        showToast(toast);
      },
      openPartnerTab: (_, { url }) => effects.push(`open ${url}`),
      storeActivated: () => effects.push('storeActivated'),
    },
  });
  const actor = createActor(machine, {
    input: { activated: false, partnerId: null, user: olivia, ...input },
  }).start();
  const tags = () => [...actor.getSnapshot().tags].sort();
  const error = () => actor.getSnapshot().context.error;
  return { actor, effects, signIn, showToast, tags, error };
}

/** Opens without access, joins, ticks the box and activates. */
function throughConsent(started: ReturnType<typeof start>) {
  started.actor.send({ type: 'networking.opened' });
  started.actor.send({ type: 'partner.joinChosen' });
  started.actor.send({ type: 'consent.changed', checked: true });
  started.actor.send({ type: 'consent.activated' });
}

describe('networking: access (spec 5)', () => {
  it('with the stored flag, opening signs in at once', async () => {
    const { actor, signIn, tags } = start({ activated: true });
    actor.send({ type: 'networking.opened' });
    expect(tags()).toEqual(['processing']);
    expect(signIn).toHaveBeenCalledExactlyOnceWith({
      userData: { email: 'olivia@demo.test', first_name: 'Olivia', last_name: 'Owner', external_id: '5' },
    });
    await flush();
    expect(tags()).toEqual(['connected']);
  });

  it('with a partnerId above 0, opening signs in at once', () => {
    const { actor, signIn, tags } = start({ partnerId: 3 });
    actor.send({ type: 'networking.opened' });
    expect(tags()).toEqual(['processing']);
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('without the flag and with partnerId null or 0, the partner networking modal opens (no call)', () => {
    for (const partnerId of [null, 0]) {
      const { actor, signIn, tags } = start({ partnerId });
      actor.send({ type: 'networking.opened' });
      expect(tags()).toEqual(['partnerModal']);
      expect(signIn).not.toHaveBeenCalled();
    }
  });

  it('joining leads to the consent modal; dismissing either modal goes back to idle', () => {
    const { actor, tags } = start();
    actor.send({ type: 'networking.opened' });
    actor.send({ type: 'networking.dismissed' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'networking.opened' });
    actor.send({ type: 'partner.joinChosen' });
    expect(tags()).toEqual(['consentModal']);
    actor.send({ type: 'networking.dismissed' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('networking: consent (spec 5)', () => {
  it('Activate is refused until the consent box is ticked (and again once unticked)', () => {
    const { actor, signIn, tags } = start();
    actor.send({ type: 'networking.opened' });
    actor.send({ type: 'partner.joinChosen' });
    expect(actor.getSnapshot().can({ type: 'consent.activated' })).toBe(false);
    actor.send({ type: 'consent.activated' });
    expect(tags()).toEqual(['consentModal']);
    actor.send({ type: 'consent.changed', checked: true });
    actor.send({ type: 'consent.changed', checked: false });
    actor.send({ type: 'consent.activated' });
    expect(tags()).toEqual(['consentModal']);
    expect(signIn).not.toHaveBeenCalled();
    actor.send({ type: 'consent.changed', checked: true });
    expect(actor.getSnapshot().can({ type: 'consent.activated' })).toBe(true);
    actor.send({ type: 'consent.activated' });
    expect(tags()).toEqual(['processing']);
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('the box is unticked each time the consent modal opens', () => {
    const { actor } = start();
    actor.send({ type: 'networking.opened' });
    actor.send({ type: 'partner.joinChosen' });
    actor.send({ type: 'consent.changed', checked: true });
    actor.send({ type: 'networking.dismissed' });
    actor.send({ type: 'networking.opened' });
    actor.send({ type: 'partner.joinChosen' });
    expect(actor.getSnapshot().context.consent).toBe(false);
    expect(actor.getSnapshot().can({ type: 'consent.activated' })).toBe(false);
  });

  it('is processing while signing in (Activate disabled), until the answer', async () => {
    const pending = deferred<PartnerSignInOutcome>();
    const started = start({}, () => pending.promise);
    throughConsent(started);
    const { actor, signIn, tags } = started;
    expect(tags()).toEqual(['processing']);
    expect(actor.getSnapshot().can({ type: 'consent.activated' })).toBe(false);
    actor.send({ type: 'consent.activated' });
    actor.send({ type: 'networking.opened' });
    expect(signIn).toHaveBeenCalledTimes(1);
    pending.resolve(signedIn());
    await flush();
    expect(tags()).toEqual(['connected']);
  });
});

describe('networking: signing in (spec 7.1, 8)', () => {
  it.each([
    ['no user details', null, 'User details not found. Please login again.'],
    ['no e-mail', { ...olivia, email: '  ' }, 'Email is required'],
    ['no first name', { ...olivia, firstName: '' }, 'User details are required'],
    ['no id', { ...olivia, id: 0 }, 'User details are required'],
  ])('%s: stops with the spec 8 message before any call', async (_, user, message) => {
    const { actor, signIn, showToast, effects, tags, error } = start({ activated: true, user });
    actor.send({ type: 'networking.opened' });
    await flush();
    expect(tags()).toEqual(['failed']);
    expect(error()).toBe(message);
    expect(showToast).toHaveBeenCalledExactlyOnceWith({ tone: 'error', title: message });
    expect(signIn).not.toHaveBeenCalled();
    expect(effects).toEqual([`toast error ${message}`]);
  });

  it('success opens the URL in a new tab, stores the flag and says so; the next open signs in directly', async () => {
    const started = start();
    throughConsent(started);
    await flush();
    const { actor, effects, signIn, tags } = started;
    expect(tags()).toEqual(['connected']);
    expect(effects).toEqual([
      'partnerSignIn',
      'storeActivated',
      `open ${URL_OK}`,
      'toast success Successfully connected to Circle Network!',
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ url: URL_OK, activated: true, error: null });
    actor.send({ type: 'networking.dismissed' });
    actor.send({ type: 'networking.opened' });
    expect(tags()).toEqual(['processing']);
    expect(signIn).toHaveBeenCalledTimes(2);
    await flush();
    expect(tags()).toEqual(['connected']);
  });

  it('opening again while connected signs in again', async () => {
    const { actor, signIn, tags } = start({ activated: true });
    actor.send({ type: 'networking.opened' });
    await flush();
    actor.send({ type: 'networking.opened' });
    expect(tags()).toEqual(['processing']);
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a missing URL', undefined],
    ['a null URL', null],
    ['a number', 42],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a relative URL', '/sso?token=abc'],
  ])('%s is an invalid response: nothing is opened or stored', async (_, url) => {
    const { actor, effects, tags, error } = start({ activated: true }, () =>
      Promise.resolve({ ok: true, partnerSignInUrl: url, message: null }),
    );
    actor.send({ type: 'networking.opened' });
    await flush();
    expect(tags()).toEqual(['failed']);
    expect(error()).toBe('Invalid response from server');
    expect(effects).toEqual(['partnerSignIn', 'toast error Invalid response from server']);
    expect(actor.getSnapshot().context.url).toBeNull();
    expect(actor.getSnapshot().context.activated).toBe(true);
  });

  it.each([
    [
      { kind: 'network' } as const,
      'Network error: Unable to connect to server. Please check your internet connection.',
    ],
    [{ kind: 'invalidResponse' } as const, 'Invalid response from server'],
    [{ kind: 'server', message: 'Partner account is suspended' } as const, 'Partner account is suspended'],
    [{ kind: 'server', message: '' } as const, 'Failed to connect to Circle Network. Please try again.'],
    [{ kind: 'server', message: '   ' } as const, 'Failed to connect to Circle Network. Please try again.'],
  ])('failure %j shows %s', async (failure, message) => {
    const { actor, showToast, effects, tags, error } = start({ partnerId: 2 }, () =>
      Promise.resolve({ ok: false, failure }),
    );
    actor.send({ type: 'networking.opened' });
    await flush();
    expect(tags()).toEqual(['failed']);
    expect(error()).toBe(message);
    expect(showToast).toHaveBeenCalledExactlyOnceWith({ tone: 'error', title: message });
    expect(effects).not.toContain('storeActivated');
    expect(effects.some((effect) => effect.startsWith('open '))).toBe(false);
  });

  it('a rejected call shows the fallback', async () => {
    const { actor, error, tags } = start({ partnerId: 2 }, () => Promise.reject(new Error('boom')));
    actor.send({ type: 'networking.opened' });
    await flush();
    expect(tags()).toEqual(['failed']);
    expect(error()).toBe('Failed to connect to Circle Network. Please try again.');
  });

  it('Try again from failed signs in again and clears the error', async () => {
    const { actor, signIn, effects, tags, error } = start({ partnerId: 2 });
    signIn.mockImplementationOnce(() => Promise.resolve({ ok: false, failure: { kind: 'network' } }));
    actor.send({ type: 'networking.opened' });
    await flush();
    expect(tags()).toEqual(['failed']);
    actor.send({ type: 'networking.retried' });
    expect(error()).toBeNull();
    expect(tags()).toEqual(['processing']);
    await flush();
    expect(signIn).toHaveBeenCalledTimes(2);
    expect(tags()).toEqual(['connected']);
    expect(effects).toContain(`open ${URL_OK}`);
  });

  it('after the user details arrive (user.changed), Try again signs in', async () => {
    const { actor, signIn, tags } = start({ activated: true, user: null });
    actor.send({ type: 'networking.opened' });
    expect(tags()).toEqual(['failed']);
    actor.send({ type: 'user.changed', user: olivia, partnerId: null });
    actor.send({ type: 'networking.retried' });
    await flush();
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(tags()).toEqual(['connected']);
  });

  it('dismissing a failure goes back to idle', async () => {
    const { actor } = start({ activated: true, user: null });
    actor.send({ type: 'networking.opened' });
    actor.send({ type: 'networking.dismissed' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
