/**
 * The billing and card form (spec 2.6, 5) and the card fields of the card-update popup: a thin view of
 * machines/cardForm.machine.ts. Every keystroke goes to the machine, which applies the rules of src/domain/card.ts;
 * Save is enabled exactly when the machine would accept it.
 */
import { inspect } from '../../app/inspection.ts';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CardFormNotice } from '../../../machines/cardForm.machine.ts';
import type { CardCalls } from '../../api/card.ts';
import {
  expiryError,
  type BillingFields,
  type CardField,
  type CardFormMode,
  type EditableBillingField,
  type YearMonth,
} from '../../domain/card.ts';
import { cardFormLogic } from './cardFormLogic.ts';
import { describedByOf, FieldNotes } from '../../ui/FieldNotes.tsx';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-500 aria-[invalid=true]:border-red-600 read-only:bg-slate-100 read-only:text-slate-600';
export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2';

export interface Country {
  name: string;
  sortname: string;
}

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange?: (value: string) => void;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  hint?: string;
  error?: string | null;
  readOnly?: boolean;
  required?: boolean;
}

/** A labelled input with its hint and its error, linked by aria-describedby. */
function Field({
  label,
  name,
  value,
  onChange,
  autoComplete,
  inputMode,
  type = 'text',
  placeholder,
  hint,
  error,
  readOnly = false,
  required = false,
}: FieldProps) {
  const id = useId();
  const describedBy = describedByOf(id, hint, error);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        readOnly={readOnly}
        aria-readonly={readOnly || undefined}
        required={required}
        aria-required={required || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        onChange={(event) => onChange?.(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function NoticeLine({ notice }: { notice: CardFormNotice | null }) {
  if (!notice) return null;
  const tone =
    notice.kind === 'saved'
      ? 'bg-emerald-50 text-emerald-800'
      : notice.kind === 'warning'
        ? 'bg-amber-50 text-amber-900'
        : 'bg-red-50 text-red-800';
  return (
    <p role={notice.kind === 'saved' ? 'status' : 'alert'} className={`rounded-md px-3 py-2 text-sm ${tone}`}>
      {notice.text}
    </p>
  );
}

/** Whose card the form saves, when (for the expiry check) and with which calls: the page passes it on whole. */
export interface CardOwner {
  userId: number;
  accountId: number;
  today: YearMonth;
  calls: Pick<CardCalls, 'saveBillingInfo' | 'updateCard'>;
}

export interface CardFormProps extends CardOwner {
  mode: CardFormMode;
  /** The form's accessible name. */
  label: string;
  /** Billing info to start from; `email` is the user's and read-only. */
  billing?: Partial<BillingFields>;
  countries?: readonly Country[];
  /** Called when the card was updated (code 1). */
  onCardSaved: () => void;
  /** Buttons shown beside Save (the popup's Cancel). */
  extraActions?: ReactNode;
}

export function CardForm({
  mode,
  label,
  userId,
  accountId,
  today,
  calls,
  billing,
  countries = [],
  onCardSaved,
  extraActions,
}: CardFormProps) {
  const latest = useRef(onCardSaved);
  useEffect(() => {
    latest.current = onCardSaved;
  }, [onCardSaved]);
  const [logic] = useState(() => cardFormLogic({ calls, cardSaved: () => latest.current() }));
  const [snapshot, send] = useMachine(logic, { input: { mode, userId, accountId, today, billing }, inspect });
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const saveEnabled = snapshot.can({ type: 'card.save' });
  const countryId = useId();

  const changeCard = (field: CardField) => (value: string) => send({ type: 'card.changed', field, value });
  const changeBilling = (field: EditableBillingField) => (value: string) =>
    send({ type: 'billing.changed', field, value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'card.save' });
  };

  return (
    <form aria-label={label} aria-busy={busy} noValidate onSubmit={submit} className="space-y-6">
      <NoticeLine notice={context.notice} />
      <fieldset disabled={busy} className="space-y-6">
        {mode === 'billing' ? (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-slate-900">Billing information</legend>
            <Field
              label="Billing name"
              name="billing-name"
              value={context.billing.name}
              onChange={changeBilling('name')}
              autoComplete="billing name"
              required
            />
            <Field
              label="Billing email"
              name="billing-email"
              type="email"
              value={context.billing.email}
              autoComplete="billing email"
              hint="The e-mail of your login; it cannot be changed here."
              readOnly
              required
            />
            <Field
              label="Telephone"
              name="telephone"
              type="tel"
              inputMode="tel"
              value={context.billing.telephone}
              onChange={changeBilling('telephone')}
              autoComplete="billing tel"
            />
            <Field
              label="Region"
              name="region"
              value={context.billing.address}
              onChange={changeBilling('address')}
              autoComplete="billing address-level1"
            />
            <Field
              label="Zip code"
              name="zip-code"
              value={context.billing.zipCode}
              onChange={changeBilling('zipCode')}
              autoComplete="billing postal-code"
            />
            <div>
              <label htmlFor={countryId} className="block text-sm font-medium text-slate-700">
                Country
              </label>
              <select
                id={countryId}
                name="country"
                value={context.billing.country}
                onChange={(event) => changeBilling('country')(event.target.value)}
                autoComplete="billing country"
                className={inputClass}
              >
                <option value="">Choose a country</option>
                {countries.map((country) => (
                  <option key={country.sortname} value={country.sortname}>
                    {country.name}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
        ) : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">Card</legend>
          <div className="sm:col-span-2">
            <Field
              label="Name on card"
              name="cc-name"
              value={context.card.name}
              onChange={changeCard('name')}
              autoComplete="cc-name"
              required
            />
          </div>
          <div className="sm:col-span-2">
            <Field
              label="Card number"
              name="cc-number"
              value={context.card.number}
              onChange={changeCard('number')}
              autoComplete="cc-number"
              inputMode="numeric"
              placeholder="1234 5678 9012 3456"
              hint="Digits only; they are grouped in fours."
              required
            />
          </div>
          <Field
            label="Expiry date"
            name="cc-exp"
            value={context.card.expiry}
            onChange={changeCard('expiry')}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="mm / yy"
            hint="Month and year, mm / yy."
            error={expiryError(context.card.expiry, context.today)}
            required
          />
          <Field
            label="CVC"
            name="cc-csc"
            value={context.card.cvc}
            onChange={changeCard('cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            hint="The 3 or 4 digits on the card."
            required
          />
        </fieldset>
      </fieldset>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {extraActions}
        <button type="submit" disabled={!saveEnabled} className={primaryButtonClass}>
          {busy ? 'Saving…' : mode === 'billing' ? 'Save payment details' : 'Save card'}
        </button>
      </div>
    </form>
  );
}
