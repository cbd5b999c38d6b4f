import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerSignInOutcome } from '../../machines/networking.machine.ts';
import { networkingMessages } from '../../src/domain/networking.ts';
import type { ToastInput } from '../../src/domain/toast.ts';
import { truncateToastTitle } from '../../src/domain/toast.ts';
import {
  networkingInput,
  networkingLogic,
  networkingToast,
  partnerUserSource,
  setupProgressOf,
} from '../../src/features/networking/networkingLogic.ts';

const sessionUser = {
  id: 7,
  email: 'nora@demo.test',
  name: { first_name: 'Nora', last_name: 'Networker' },
  partnerId: 0,
};

describe('networking input', () => {
  it.each([
    [
      'builds the user details from the cookie id and the session user',
      7,
      { id: 7, email: 'nora@demo.test', firstName: 'Nora', lastName: 'Networker' },
    ],
    [
      'does not borrow the name and e-mail of another session user',
      8,
      { id: 8, email: '', firstName: '', lastName: '' },
    ],
  ])('%s (cookie id %i)', (_name, id, expected) => {
    expect(partnerUserSource({ id }, sessionUser)).toEqual(expected);
  });

  it('has no user details without the user detail cookie (spec 5)', () => {
    expect(partnerUserSource(null, sessionUser)).toBeNull();
    expect(networkingInput(false, null, sessionUser)).toEqual({ activated: false, partnerId: 0, user: null });
  });

  it('moves the setup bar from 5% to 100%', () => {
    expect(setupProgressOf(false)).toBe(5);
    expect(setupProgressOf(true)).toBe(100);
  });
});

describe('networking toasts', () => {
  it('keeps a short title as it is', () => {
    expect(networkingToast({ tone: 'error', title: 'Email is required' })).toEqual({
      tone: 'error',
      title: 'Email is required',
    });
  });

  it('puts spec 8 messages longer than a toast title in the body, word for word', () => {
    for (const text of [
      networkingMessages.success,
      networkingMessages.networkError,
      networkingMessages.fallback,
    ]) {
      const toast = networkingToast({ tone: 'success', title: text });
      expect(toast.message).toBe(text);
      expect(truncateToastTitle(toast.title)).toBe(toast.title);
    }
  });
});

describe('networkingLogic', () => {
  function run(outcome: PartnerSignInOutcome) {
    const toasts: ToastInput[] = [];
    const openTab = vi.fn();
    const storeActivated = vi.fn();
    const partnerSignIn = vi.fn(() => Promise.resolve(outcome));
    const actor = createActor(
      networkingLogic({ partnerSignIn, showToast: (toast) => toasts.push(toast), openTab, storeActivated }),
      { input: { activated: true, partnerId: 0, user: partnerUserSource({ id: 7 }, sessionUser) } },
    ).start();
    actor.send({ type: 'networking.opened' });
    return { actor, toasts, openTab, storeActivated, partnerSignIn };
  }

  it('signs in with the user data, opens the tab, stores the flag and toasts', async () => {
    const url = 'http://localhost:4173/sandbox/partner/circle?ticket=t';
    const { actor, toasts, openTab, storeActivated, partnerSignIn } = run({
      ok: true,
      partnerSignInUrl: url,
      message: null,
    });
    await waitFor(actor, (snapshot) => snapshot.hasTag('connected'));
    expect(partnerSignIn).toHaveBeenCalledWith({
      email: 'nora@demo.test',
      first_name: 'Nora',
      last_name: 'Networker',
      external_id: '7',
    });
    expect(openTab).toHaveBeenCalledWith(url);
    expect(storeActivated).toHaveBeenCalledOnce();
    expect(toasts).toEqual([networkingToast({ tone: 'success', title: networkingMessages.success })]);
  });

  it('shows the failure and opens nothing', async () => {
    const { actor, openTab, storeActivated, toasts } = run({ ok: false, failure: { kind: 'network' } });
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(actor.getSnapshot().context.error).toBe(networkingMessages.networkError);
    expect(openTab).not.toHaveBeenCalled();
    expect(storeActivated).not.toHaveBeenCalled();
    expect(toasts[0]?.message).toBe(networkingMessages.networkError);
    actor.stop();
  });
});
