/** What spec 1, 5 and 8 say about opening the partner network (machines/networking.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { networkingMachine } from '../../../machines/networking.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';
import { showsError } from './rules.ts';

type O = Step<SnapshotFrom<typeof networkingMachine>>;
type Context = O['snapshot']['context'];

/** Spec 5: the stored flag, or a partnerId above 0. */
const hasAccess = (c: Context) => c.activated || (c.partnerId ?? 0) > 0;
/** Spec 8: what is missing of the user details, before any call. */
const missingDetails = (c: Context) =>
  c.user === null
    ? 'User details not found. Please login again.'
    : c.user.email.trim() === ''
      ? 'Email is required'
      : c.user.firstName.trim() === '' || !(c.user.id > 0)
        ? 'User details are required'
        : null;
const signingIn = (o: O) => o.has('processing');

export const networkingOracle = defineOracle(networkingMachine, [
  rule(
    'invariant',
    'no modal and no error before the page opens the network',
    atStart,
    (o) => !o.has('partnerModal') && !o.has('consentModal') && o.context.error === null,
  ),
  showsError('spec 8', 'a failed sign-in always says why', (o) => o.has('failed')),
  rule(
    'invariant',
    'one modal at a time, none while signing in',
    always,
    (o) => [o.has('partnerModal'), o.has('consentModal'), signingIn(o)].filter(Boolean).length <= 1,
  ),
  rule(
    'spec 5',
    'with the stored flag or a partnerId above 0 it signs in at once; otherwise the partner networking modal opens',
    (o) => o.on('networking.opened') && !o.had('connected'),
    (o) => (hasAccess(o.context) ? !o.has('partnerModal') : o.has('partnerModal')),
  ),
  rule(
    'spec 1',
    'joining needs the consent step, unticked',
    (o) => o.on('partner.joinChosen'),
    (o) => o.has('consentModal') && !o.context.consent,
  ),
  rule(
    'spec 5',
    'Activate needs the consent box ticked',
    (o) => o.on('consent.activated'),
    (o) => (o.previous?.context.consent ? !o.has('consentModal') : o.has('consentModal')),
  ),
  rule(
    'spec 8',
    'missing user details stop the sign-in with their message, before any call',
    (o) =>
      o.has('failed') &&
      !o.had('failed') &&
      !o.event.type.endsWith('.partnerSignIn') &&
      missingDetails(o.context) !== null,
    (o) => o.context.error === missingDetails(o.context) && !o.running().includes('partnerSignIn'),
  ),
  rule(
    'spec 8',
    "success opens the returned URL in a new tab, stores the activated flag and says 'Successfully connected to Circle Network!'",
    (o) => o.has('connected') && o.on('xstate.done.actor.partnerSignIn'),
    (o) => {
      const url = (o.event.output as { partnerSignInUrl: string }).partnerSignInUrl;
      return (
        o.paramsOf<{ url: string }>('openPartnerTab')[0]?.url === url &&
        o.ran('storeActivated') &&
        o
          .toasts()
          .some((t) => t.tone === 'success' && t.title === 'Successfully connected to Circle Network!')
      );
    },
  ),
  rule(
    'spec 8',
    "a failed sign-in shows spec 8's message (the server's text, or the fallback)",
    (o) => o.on('xstate.done.actor.partnerSignIn') && !o.has('connected'),
    (o) => {
      const output = o.event.output as
        { ok: true } | { ok: false; failure: { kind: string; message?: string } };
      const expected = output.ok
        ? 'Invalid response from server'
        : output.failure.kind === 'network'
          ? 'Network error: Unable to connect to server. Please check your internet connection.'
          : output.failure.kind === 'invalidResponse'
            ? 'Invalid response from server'
            : output.failure.message?.trim() || 'Failed to connect to Circle Network. Please try again.';
      return (
        o.context.error === expected && o.toasts().some((t) => t.tone === 'error' && t.title === expected)
      );
    },
  ),
  rule(
    'spec 8',
    "a sign-in that got no answer says 'Failed to connect to Circle Network. Please try again.'",
    (o) => o.on('xstate.error.actor.partnerSignIn'),
    (o) => o.context.error === 'Failed to connect to Circle Network. Please try again.',
  ),
  rule('spec 5', 'Activate is disabled while processing', signingIn, (o) => !o.has('consentModal')),
  rule(
    'invariant',
    'closing the modal leaves nothing open',
    (o) => o.on('networking.dismissed'),
    (o) => !o.has('partnerModal') && !o.has('consentModal') && !signingIn(o),
  ),
]);
