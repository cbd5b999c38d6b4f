/** Samples of the session-timeout MFA machine (mfa.machine.ts) for the catalogue and the model tests. */
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { mfaMachine } from './mfa.machine.ts';

export const mfaSamples: CatalogueSamples<typeof mfaMachine> = {
  events: (snapshot) => {
    const { digits } = snapshot.context;
    const firstEmpty = digits.findIndex((digit) => digit === '');
    const lastFilled = digits.length - 1 - [...digits].reverse().findIndex((digit) => digit !== '');
    return [
      { type: 'session.timedOut', layout: 'default', userId: 1, accountId: 1 },
      { type: 'session.timedOut', layout: 'onBoard', userId: 1, accountId: 1 },
      { type: 'session.timedOut', layout: 'default', userId: null, accountId: null },
      // Fill the next box, empty the last filled one, paste a whole code, backspace from the last box.
      ...(firstEmpty >= 0 ? [{ type: 'mfa.digitEntered', index: firstEmpty, value: '7' }] : []),
      ...(lastFilled < digits.length ? [{ type: 'mfa.digitEntered', index: lastFilled, value: '' }] : []),
      { type: 'mfa.pasted', text: '1234' },
      { type: 'mfa.backspace', index: digits.length - 1 },
      { type: 'xstate.done.actor.sendCode', output: { code: 200 } },
      { type: 'xstate.done.actor.sendCode', output: { code: 500 } },
      {
        type: 'xstate.error.actor.sendCode',
        error: new Error('Network error: unable to reach the server.'),
      },
      { type: 'xstate.done.actor.verifyCode', output: { code: 200, token: 'fresh-token' } },
      {
        type: 'xstate.done.actor.verifyCode',
        output: { code: 401, token: undefined, message: 'Invalid otp' },
      },
      {
        type: 'xstate.error.actor.verifyCode',
        error: new Error('Network error: unable to reach the server.'),
      },
    ];
  },
  // Guards read how many boxes are filled (Login needs all four), not which digits. The notice kind is added so a
  // resend that works and one that fails (same target state, other actions) are different vertices.
  guardState: (snapshot) => ({
    filled: snapshot.context.digits.filter((digit) => digit !== '').length,
    notice: snapshot.context.notice?.kind ?? null,
  }),
};
