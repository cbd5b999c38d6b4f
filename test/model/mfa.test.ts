/** Hand-written behaviour of the session-timeout MFA machine (spec 4.3, 5, 8), on real actors with fake effects. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ToastInput } from '../../src/domain/toast.ts';
import type { LayoutName } from '../../src/domain/routes.ts';
import {
  mfaMachine,
  type SendCodeInput,
  type SendCodeOutput,
  type VerifyCodeInput,
  type VerifyCodeOutput,
} from '../../machines/mfa.machine.ts';
import { flush } from './harness.ts';

interface Options {
  sendCode?: (input: SendCodeInput) => Promise<SendCodeOutput>;
  verifyCode?: (input: VerifyCodeInput) => Promise<VerifyCodeOutput>;
}

function start(options: Options = {}) {
  /** Every side effect, in the order the machine asked for it. */
  const effects: string[] = [];
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const focusDigit = vi.fn<(index: number) => void>();
  const sendCode = vi.fn(options.sendCode ?? (() => Promise.resolve({ code: 200 })));
  const verifyCode = vi.fn(
    options.verifyCode ?? (() => Promise.resolve({ code: 200, token: 'fresh-token' } as VerifyCodeOutput)),
  );
  const machine = mfaMachine.provide({
    actors: {
      sendCode: fromPromise<SendCodeOutput, SendCodeInput>(({ input }) => sendCode(input)),
      verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(({ input }) => verifyCode(input)),
    },
    actions: {
      showToast: (_, toast) => {
        effects.push(`toast ${toast.tone} ${toast.title}`);
        showToast(toast);
      },
      focusDigit: (_, { index }) => focusDigit(index),
      replaceToken: (_, { token }) => effects.push(`replaceToken ${token}`),
      resumeRequests: () => effects.push('resumeRequests'),
      abandonRequests: () => effects.push('abandonRequests'),
      notifyReauthenticated: (_, { token }) => effects.push(`notifyReauthenticated ${token}`),
      logOut: () => effects.push('logOut'),
    },
  });
  const actor = createActor(machine).start();
  const timedOut = (layout: LayoutName = 'default', userId: number | null = 42) =>
    actor.send({ type: 'session.timedOut', layout, userId, accountId: 7 });
  const digits = () => actor.getSnapshot().context.digits.join(',');
  const canLogIn = () => actor.getSnapshot().can({ type: 'mfa.submit' });
  return { actor, effects, showToast, focusDigit, sendCode, verifyCode, timedOut, digits, canLogIn };
}

/** Opens the popup and sends the code (answered 200), ready for the digits. */
async function withCodeSent(options: Options = {}) {
  const started = start(options);
  started.timedOut();
  started.actor.send({ type: 'mfa.sendCode' });
  await flush();
  started.effects.length = 0;
  started.showToast.mockClear();
  started.focusDigit.mockClear();
  return started;
}

function type(actor: ReturnType<typeof start>['actor'], code: string) {
  Array.from(code).forEach((value, index) => actor.send({ type: 'mfa.digitEntered', index, value }));
}

describe('mfa: where a timeout leads (spec 4.3, 8)', () => {
  it('opens the popup in the default layout, with the Send code step first', () => {
    const { actor, timedOut, effects } = start();
    timedOut('default');
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('open')).toBe(true);
    expect(snapshot.matches({ open: 'awaitingSend' })).toBe(true);
    expect(snapshot.hasTag('codeBoxes')).toBe(false);
    expect(snapshot.context).toMatchObject({
      userId: 42,
      accountId: 7,
      digits: ['', '', '', ''],
      notice: null,
    });
    expect(effects).toEqual([]);
  });

  it.each<LayoutName>(['onBoard', 'specialOffer', 'network', 'fourOhOne'])(
    'logs the user out in the %s layout, and the held requests fail',
    (layout) => {
      const { actor, timedOut, effects } = start();
      timedOut(layout);
      expect(actor.getSnapshot().hasTag('open')).toBe(false);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(effects).toEqual(['abandonRequests', 'logOut']);
    },
  );

  it('logs out when no user is known to send a code to', () => {
    const { actor, timedOut, effects } = start();
    timedOut('default', null);
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(effects).toEqual(['abandonRequests', 'logOut']);
  });

  it('ignores a second timeout while the popup is open', () => {
    const { actor, timedOut, effects } = start();
    timedOut();
    actor.send({ type: 'mfa.digitEntered', index: 0, value: '1' }); // not accepted yet: no boxes
    timedOut('onBoard');
    expect(actor.getSnapshot().matches({ open: 'awaitingSend' })).toBe(true);
    expect(effects).toEqual([]);
  });
});

describe('mfa: sending the code', () => {
  it("posts {userId, account_id}; code 200 shows 'Otp sent to your email' and the four boxes", async () => {
    const { actor, timedOut, sendCode, showToast, focusDigit } = start();
    timedOut();
    actor.send({ type: 'mfa.sendCode' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(sendCode).toHaveBeenCalledExactlyOnceWith({ userId: 42, accountId: 7 });
    expect(showToast).toHaveBeenCalledExactlyOnceWith({ tone: 'success', title: 'Otp sent to your email' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('codeBoxes')).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.notice).toEqual({ kind: 'codeSent', text: 'Otp sent to your email' });
    expect(focusDigit).toHaveBeenLastCalledWith(0);
  });

  it.each([
    ['a code other than 200', () => Promise.resolve({ code: 500 })],
    ['a failed call', () => Promise.reject(new Error('Network error: unable to reach the server.'))],
  ])("%s shows 'Error sending otp' and keeps the Send code step", async (_label, answer) => {
    const { actor, timedOut, showToast } = start({ sendCode: answer });
    timedOut();
    actor.send({ type: 'mfa.sendCode' });
    await flush();
    expect(showToast).toHaveBeenCalledExactlyOnceWith({ tone: 'error', title: 'Error sending otp' });
    expect(actor.getSnapshot().matches({ open: 'awaitingSend' })).toBe(true);
    expect(actor.getSnapshot().context.notice?.text).toBe('Error sending otp');
  });

  it('Resend code sends again and keeps the digits typed so far', async () => {
    const { actor, sendCode, showToast, digits } = await withCodeSent();
    type(actor, '12');
    actor.send({ type: 'mfa.resend' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(showToast).toHaveBeenCalledExactlyOnceWith({ tone: 'success', title: 'Otp sent to your email' });
    expect(digits()).toBe('1,2,,');
    expect(actor.getSnapshot().matches({ open: { enteringCode: 'ready' } })).toBe(true);
  });

  it("a failed resend says 'Error sending otp' and keeps the boxes", async () => {
    let calls = 0;
    const { actor, showToast } = await withCodeSent({
      sendCode: () => (++calls === 1 ? Promise.resolve({ code: 200 }) : Promise.resolve({ code: 429 })),
    });
    actor.send({ type: 'mfa.resend' });
    await flush();
    expect(showToast).toHaveBeenCalledExactlyOnceWith({ tone: 'error', title: 'Error sending otp' });
    expect(actor.getSnapshot().hasTag('codeBoxes')).toBe(true);
  });
});

describe('mfa: the four digit boxes (spec 5)', () => {
  it('keeps Login disabled until all four boxes hold a digit', async () => {
    const { actor, canLogIn, verifyCode } = await withCodeSent();
    expect(canLogIn()).toBe(false);
    for (const [index, value] of ['1', '2', '3'].entries()) {
      actor.send({ type: 'mfa.digitEntered', index, value });
      expect(canLogIn()).toBe(false);
    }
    actor.send({ type: 'mfa.submit' });
    await flush();
    expect(verifyCode).not.toHaveBeenCalled();
    actor.send({ type: 'mfa.digitEntered', index: 3, value: '4' });
    expect(canLogIn()).toBe(true);
    actor.send({ type: 'mfa.digitEntered', index: 1, value: '' });
    expect(canLogIn()).toBe(false);
  });

  it('moves the focus forward as digits are typed; a letter changes nothing', async () => {
    const { actor, focusDigit, digits } = await withCodeSent();
    actor.send({ type: 'mfa.digitEntered', index: 0, value: '5' });
    expect(focusDigit).toHaveBeenLastCalledWith(1);
    actor.send({ type: 'mfa.digitEntered', index: 1, value: 'x' });
    expect(digits()).toBe('5,,,');
    expect(focusDigit).toHaveBeenLastCalledWith(1);
    actor.send({ type: 'mfa.digitEntered', index: 3, value: '9' });
    expect(focusDigit).toHaveBeenLastCalledWith(3);
  });

  it('Backspace on an empty box moves back and empties the previous one', async () => {
    const { actor, focusDigit, digits } = await withCodeSent();
    type(actor, '123');
    actor.send({ type: 'mfa.backspace', index: 3 });
    expect(digits()).toBe('1,2,,');
    expect(focusDigit).toHaveBeenLastCalledWith(2);
    actor.send({ type: 'mfa.backspace', index: 0 });
    expect(digits()).toBe(',2,,');
    expect(focusDigit).toHaveBeenLastCalledWith(0);
  });

  it('a paste fills all four boxes, whatever box it lands in', async () => {
    const { actor, digits, canLogIn, focusDigit } = await withCodeSent();
    actor.send({ type: 'mfa.digitEntered', index: 0, value: '9' });
    actor.send({ type: 'mfa.pasted', text: ' 48-21 ' });
    expect(digits()).toBe('4,8,2,1');
    expect(canLogIn()).toBe(true);
    expect(focusDigit).toHaveBeenLastCalledWith(3);
  });
});

describe('mfa: logging in (spec 7.1, 8)', () => {
  it('a right code stores the token, retries the held requests, tells the session, then says so', async () => {
    const { actor, verifyCode, effects } = await withCodeSent();
    type(actor, '1234');
    actor.send({ type: 'mfa.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(verifyCode).toHaveBeenCalledExactlyOnceWith({ userId: 42, accountId: 7, code: '1234' });
    expect(effects).toEqual([
      'replaceToken fresh-token',
      'resumeRequests',
      'notifyReauthenticated fresh-token',
      'toast success Logged in successfully',
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it("a wrong code says 'Invalid otp', clears the boxes and focuses the first one", async () => {
    const { actor, effects, focusDigit, digits } = await withCodeSent({
      verifyCode: () => Promise.resolve({ code: 401, token: undefined, message: 'Invalid otp' }),
    });
    type(actor, '0000');
    actor.send({ type: 'mfa.submit' });
    await flush();
    expect(effects).toEqual(['toast error Invalid otp']);
    expect(digits()).toBe(',,,');
    expect(focusDigit).toHaveBeenLastCalledWith(0);
    expect(actor.getSnapshot().matches({ open: { enteringCode: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'invalidCode', text: 'Invalid otp' });
  });

  it("shows the server's more precise 'Invalid otp: ...', but nothing else it says", async () => {
    const expired = 'Invalid otp: this code has expired. Request a new code.';
    let answer: VerifyCodeOutput = { code: 401, token: undefined, message: expired };
    const { actor } = await withCodeSent({ verifyCode: () => Promise.resolve(answer) });
    type(actor, '1111');
    actor.send({ type: 'mfa.submit' });
    await flush();
    expect(actor.getSnapshot().context.notice?.text).toBe(expired);

    answer = { code: 429, token: undefined, message: 'Too many attempts. Please wait a few minutes.' };
    type(actor, '1111');
    actor.send({ type: 'mfa.submit' });
    await flush();
    expect(actor.getSnapshot().context.notice?.text).toBe('Invalid otp');
  });

  it("code 200 without a token, or a failed call, is 'Invalid otp' too", async () => {
    let fail = false;
    const { actor, effects } = await withCodeSent({
      verifyCode: () =>
        fail ? Promise.reject(new Error('offline')) : Promise.resolve({ code: 200, token: undefined }),
    });
    type(actor, '1234');
    actor.send({ type: 'mfa.submit' });
    await flush();
    fail = true;
    type(actor, '1234');
    actor.send({ type: 'mfa.submit' });
    await flush();
    expect(effects).toEqual(['toast error Invalid otp', 'toast error Invalid otp']);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });
});

describe('mfa: closing the popup', () => {
  it('abandons the timeout: held requests fail, nothing is retried, the user stays', async () => {
    const { actor, effects } = await withCodeSent();
    type(actor, '12');
    actor.send({ type: 'mfa.close' });
    expect(effects).toEqual(['abandonRequests']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('can be closed while a call runs; its late answer changes nothing', async () => {
    let answer!: (output: VerifyCodeOutput) => void;
    const { actor, effects } = await withCodeSent({
      verifyCode: () => new Promise((resolve) => (answer = resolve)),
    });
    type(actor, '1234');
    actor.send({ type: 'mfa.submit' });
    await flush();
    actor.send({ type: 'mfa.close' });
    answer({ code: 200, token: 'late' });
    await flush();
    expect(effects).toEqual(['abandonRequests']);
  });

  it('the next timeout opens a fresh popup', async () => {
    const { actor, timedOut, digits } = await withCodeSent();
    type(actor, '12');
    actor.send({ type: 'mfa.close' });
    timedOut();
    expect(actor.getSnapshot().matches({ open: 'awaitingSend' })).toBe(true);
    expect(digits()).toBe(',,,');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('closes, abandoning the timeout, when the session logs out elsewhere', () => {
    const { actor, timedOut, effects } = start();
    timedOut();
    actor.send({ type: 'session.loggedOut' });
    expect(effects).toEqual(['abandonRequests']);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
