/** What spec 4.4, 5 and 8 say about the billing and card form (machines/cardForm.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { cardFormMachine } from '../../../machines/cardForm.machine.ts';
import { always, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof cardFormMachine>>;
type Context = O['snapshot']['context'];

const card = (o: O) => o.snapshot.context.card;
const billing = (o: O) => o.snapshot.context.billing;
const saving = (o: O) => o.running().some((id) => id === 'saveBilling' || id === 'updateCard');

/** Spec 5: expiry `mm / yy`; in the past, or a month above 12, is not a usable date. */
function expiryUsable(expiry: string, today: Context['today']): boolean {
  const match = /^(\d\d) \/ (\d\d)$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > today.year || (year === today.year && month >= today.month);
}

/** Spec 5's save-button rule (the billing fields only on the billing form). */
function saveAllowed(context: Context): boolean {
  const cardReady =
    context.card.name.trim() !== '' &&
    context.card.number.length >= 10 &&
    context.card.expiry.length >= 5 &&
    context.card.cvc.length >= 1 &&
    expiryUsable(context.card.expiry, context.today);
  const billingReady =
    context.mode !== 'billing' || (context.billing.name.trim() !== '' && context.billing.email.trim() !== '');
  return cardReady && billingReady;
}

export const cardFormOracle = defineOracle(cardFormMachine, [
  rule(
    'spec 5',
    'card number: digits only, grouped in fours with spaces, at most 24 characters',
    always,
    (o) => /^(\d{4} )*\d{0,4}$/.test(card(o).number) && card(o).number.length <= 24,
  ),
  rule('spec 5', 'expiry: mm / yy, at most 7 characters, month 01 to 12', always, (o) => {
    const expiry = card(o).expiry;
    const month = expiry.slice(0, 2);
    return (
      expiry.length <= 7 &&
      /^(\d{0,2}|\d\d \/ \d{0,2})$/.test(expiry) &&
      /^[01]?$/.test(expiry.slice(0, 1)) &&
      (month.length < 2 || (Number(month) >= 1 && Number(month) <= 12))
    );
  }),
  rule('spec 5', 'CVC: digits only, at most 4', always, (o) => /^\d{0,4}$/.test(card(o).cvc)),
  rule(
    'spec 5',
    'the billing e-mail is read-only',
    always,
    (o) => billing(o).email === ((o.input as { billing?: { email?: string } }).billing?.email ?? ''),
  ),
  rule(
    'invariant',
    'busy exactly while a save call is under way',
    always,
    (o) => o.has('busy') === saving(o),
  ),
  rule(
    'spec 5',
    'Save works only when the save-button rule is met',
    (o) => o.on('card.save'),
    (o) => saving(o) === saveAllowed(o.snapshot.context),
  ),
  rule(
    'spec 8',
    'a billing save with a message: the warning shows and the billing fields are cleared',
    (o) =>
      o.on('xstate.done.actor.saveBilling') &&
      ((o.event.output as { message?: string }).message ?? '').trim() !== '',
    (o) => {
      const notice = o.snapshot.context.notice;
      const { email, ...rest } = billing(o);
      return (
        notice?.kind === 'warning' &&
        notice.text === (o.event.output as { message: string }).message.trim() &&
        Object.values(rest).every((value) => value === '') &&
        email === o.previous?.context.billing.email &&
        card(o) === o.previous.context.card &&
        !saving(o)
      );
    },
  ),
  rule(
    'spec 4.4',
    'code 1 from the card update: saved, the card fields cleared, the popup told to close',
    (o) => o.on('xstate.done.actor.updateCard') && (o.event.output as { code?: number }).code === 1,
    (o) =>
      o.has('saved') && Object.values(card(o)).every((value) => value === '') && o.ran('notifyCardSaved'),
  ),
  rule(
    'invariant',
    'a refused or failed save shows an error and keeps every field',
    (o) =>
      (o.on('xstate.done.actor.updateCard') && (o.event.output as { code?: number }).code !== 1) ||
      o.on('xstate.error.actor.updateCard') ||
      o.on('xstate.error.actor.saveBilling'),
    (o) =>
      o.snapshot.context.notice?.kind === 'error' &&
      card(o) === o.previous?.context.card &&
      billing(o) === o.previous.context.billing &&
      !o.ran('notifyCardSaved'),
  ),
]);
