/** What spec 4.5, 5, 8 and 9 say about account switching and creation (machines/accountSwitch.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { accountSwitchMachine } from '../../../machines/accountSwitch.machine.ts';
import { always, atStart, defineOracle, rule, type Step, waitsOn } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof accountSwitchMachine>>;
type Context = O['snapshot']['context'];

const calls = (o: O) => o.running();
const switching = (o: O) => o.has('switching');
const stored = (o: O) => o.paramsOf<{ accountId: number | null }>('storeAccount');
/** Spec 5: a company name of 2+ characters, a plan and an account type. */
const formComplete = (c: Context) =>
  c.form.companyName.trim().length >= 2 &&
  c.plans.some((plan) => plan.id === c.form.planId) &&
  c.types.some((type) => type.id === c.form.typeId);
const flowMissing = (c: Context) => {
  const type = c.types.find((candidate) => candidate.id === c.form.typeId);
  return !type?.onboarding_flow;
};
/** Spec 8: code 500 with a message containing 'Account already exists'. */
const nameTaken = (error: unknown) =>
  (error as { code?: unknown }).code === 500 &&
  String((error as Error).message).includes('Account already exists');

export const accountSwitchOracle = defineOracle(accountSwitchMachine, [
  rule('spec 2.6', 'the accounts load first', atStart, waitsOn('loadingAccounts', 'loadAccounts')),
  rule(
    'invariant',
    'one dialog or the switch at a time',
    always,
    (o) => ['searching', 'creating', 'switching'].filter((tag) => o.has(tag)).length <= 1,
  ),
  rule('spec 5', 'only plans priced above 1 with a paddle price id are offered', always, (o) =>
    o.context.plans.every((plan) => plan.price > 1 && !!plan.paddlePriceId),
  ),
  rule(
    'spec 4.5',
    'while switching, the chosen account is the selected one',
    switching,
    (o) => o.context.current.accountId === o.context.target?.id,
  ),
  rule(
    'spec 4.5',
    'the current account cannot be chosen again',
    (o) => o.on('account.chosen') && o.event.account.id === o.previous?.context.current.accountId,
    (o) => !switching(o) && stored(o).length === 0,
  ),
  rule(
    'spec 4.5',
    'choosing another account: the flag, the account stored, the company-profile cookie removed, the landing account told',
    (o) => o.on('account.chosen') && o.event.account.id !== o.previous?.context.current.accountId,
    (o) =>
      switching(o) &&
      stored(o)[0]?.accountId === o.event.account.id &&
      o.ran('removeCompanyProfileSeen') &&
      calls(o).includes('setLandingAccount'),
  ),
  rule(
    'spec 4.5',
    'step 3-4: the cached posts are cleared, then the account details fetched',
    (o) => o.on('xstate.done.actor.setLandingAccount'),
    (o) => o.ran('clearCachedPosts') && calls(o).includes('loadAccountDetails'),
  ),
  rule(
    'spec 4.5',
    'step 4-5: the page fades while the onboarding flow is fetched',
    (o) => o.on('xstate.done.actor.loadAccountDetails'),
    (o) => o.has('fading') && calls(o).includes('loadOnboardingFlow'),
  ),
  rule(
    'spec 4.5',
    "the fade lasts 0.3 s, then the account's landing_url opens (a missing one only logged)",
    (o) => o.ran('goToLanding'),
    (o) => {
      const details = o.previous?.context.details;
      const path = o.paramsOf<{ path: string }>('goToLanding')[0]?.path;
      const faded = (o.msSince((s) => s.hasTag('fading')) ?? 0) >= 300;
      return details?.landing_url
        ? faded && path === `/${details.accountId}${details.landing_url}`
        : faded && o.ran('logMissingLanding') && path?.endsWith('/contentplanner') === true;
    },
  ),
  rule(
    'spec 4.5',
    "a failed switch: the flag cleared, the previous account back, 'Failed to switch account. Please try again.'",
    (o) => o.on('xstate.error.actor.setLandingAccount') || o.on('xstate.error.actor.loadAccountDetails'),
    (o) =>
      !switching(o) &&
      o.context.current.accountId === o.previous?.context.previous.accountId &&
      stored(o)[0]?.accountId === o.context.current.accountId &&
      o.toasts().some((t) => t.message === 'Failed to switch account. Please try again.'),
  ),
  rule(
    'spec 5',
    "Create account needs a 2+ character name, a plan and a type; a type without flow says 'Please select an account type'",
    (o) => o.on('accountCreation.submitted'),
    (o) => {
      const before = o.previous!.context;
      if (!formComplete(before)) return !calls(o).includes('createAccount');
      if (flowMissing(before)) return o.context.form.error === 'Please select an account type';
      return calls(o).includes('createAccount');
    },
  ),
  rule(
    'spec 8',
    "'Account already exists': 'An account with this name already exists. Please choose a different name.' and the dialog closes",
    (o) => o.on('xstate.error.actor.createAccount') && nameTaken(o.event.error),
    (o) =>
      !o.has('creating') &&
      o
        .toasts()
        .some(
          (t) => t.message === 'An account with this name already exists. Please choose a different name.',
        ),
  ),
  rule(
    'spec 8',
    "another creation failure: the server's message, or 'Something went wrong. Please try again.'",
    (o) => o.on('xstate.error.actor.createAccount') && !nameTaken(o.event.error),
    (o) => {
      const message = String((o.event.error as Error).message).trim();
      return (
        o.has('creating') && o.context.form.error === (message || 'Something went wrong. Please try again.')
      );
    },
  ),
  rule(
    'spec 4.5',
    'a created account is switched to',
    (o) => o.on('xstate.done.actor.createAccount'),
    (o) => switching(o) && o.context.current.accountId === (o.event.output as { id: number }).id,
  ),
]);
