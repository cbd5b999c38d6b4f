/** What spec 4.3, 5 and 8 say about the session-timeout MFA popup (machines/mfa.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { mfaMachine } from '../../../machines/mfa.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof mfaMachine>>;

const open = (o: O) => o.has('open');
const digits = (o: O) => o.snapshot.context.digits;
const notice = (o: O) => o.snapshot.context.notice?.text ?? null;
const codeSent = (o: O) =>
  o.on('xstate.done.actor.sendCode') && (o.event.output as { code?: number }).code === 200;
const verified = (o: O) => {
  const output = o.event.output as { code?: number; token?: string };
  return o.on('xstate.done.actor.verifyCode') && output.code === 200 && !!output.token;
};

export const mfaOracle = defineOracle(mfaMachine, [
  rule('spec 4.3', 'no popup until a session times out', atStart, (o) => !open(o)),
  rule(
    'spec 5',
    'the code has 4 single-character boxes',
    always,
    (o) => digits(o).length === 4 && digits(o).every((digit) => Array.from(digit).length <= 1),
  ),
  rule(
    'spec 4.3',
    "a 401 'unauthorized access' in the default layout opens the popup",
    (o) => o.on('session.timedOut') && o.event.layout === 'default' && o.event.userId !== null,
    (o) => open(o) && !o.has('codeBoxes') && notice(o) === null && !o.ran('logOut'),
  ),
  rule(
    'spec 8',
    'in the onBoard layout (or with no known user) the timeout logs the user out',
    (o) => o.on('session.timedOut') && (o.event.layout !== 'default' || o.event.userId === null),
    (o) => !open(o) && o.ran('logOut'),
  ),
  rule(
    'spec 8',
    "a sent code says 'Otp sent to your email' and shows the digit boxes",
    (o) => codeSent(o),
    (o) =>
      notice(o) === 'Otp sent to your email' &&
      o.has('codeBoxes') &&
      o.toasts().some((t) => t.title === 'Otp sent to your email'),
  ),
  rule(
    'spec 8',
    "a code that was not sent says 'Error sending otp'",
    (o) => (o.on('xstate.done.actor.sendCode') && !codeSent(o)) || o.on('xstate.error.actor.sendCode'),
    (o) => notice(o) === 'Error sending otp' && o.toasts().some((t) => t.title === 'Error sending otp'),
  ),
  rule(
    'spec 5',
    'login is only possible once all four boxes are filled',
    (o) => o.started('verifyCode'),
    (o) => digits(o).every((digit) => /^\d$/.test(digit)),
  ),
  rule(
    'spec 8',
    "a verified code says 'Logged in successfully', stores the new token and closes the popup",
    verified,
    (o) =>
      !open(o) &&
      o.toasts().some((t) => t.title === 'Logged in successfully') &&
      o.paramsOf<{ token: string }>('replaceToken')[0]?.token === (o.event.output as { token: string }).token,
  ),
  rule(
    'spec 8',
    "a refused code says 'Invalid otp' and the popup stays with the boxes",
    (o) => (o.on('xstate.done.actor.verifyCode') && !verified(o)) || o.on('xstate.error.actor.verifyCode'),
    (o) =>
      open(o) && o.has('codeBoxes') && (notice(o) ?? '').startsWith('Invalid otp') && !o.ran('replaceToken'),
  ),
  rule(
    'spec 4.3',
    'closing the popup closes it',
    (o) => o.on('mfa.close'),
    (o) => !open(o) && o.ran('abandonRequests'),
  ),
  rule(
    'invariant',
    'without the popup there are no boxes and nothing under way',
    (o) => !open(o),
    (o) => !o.has('codeBoxes') && !o.has('busy'),
  ),
]);
