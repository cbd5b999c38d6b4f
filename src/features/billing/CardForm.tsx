/**
 * The billing and card form (spec 2.6, 5) and the card fields of the card-update popup: a thin view of
 * machines/cardForm.machine.ts. Every keystroke goes to the machine, which applies the rules of src/domain/card.ts;
 * Save is enabled exactly when the machine would accept it.
 */
import { inspect } from '../../app/inspection.ts';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
import { SelectField, TextField } from '../../ui/Field.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';

export interface Country {
  name: string;
  sortname: string;
}

/** One input of the form: its label and the hints the browser and the user get. */
interface FieldSpec {
  label: string;
  name: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  hint?: string;
  required?: boolean;
  /** Takes both columns. */
  wide?: boolean;
}

/** The billing inputs, before the country select; the e-mail is the login's and read-only. */
const BILLING_FIELDS: readonly (FieldSpec & { field: Exclude<keyof BillingFields, 'country'> })[] = [
  {
    field: 'name',
    label: 'Billing name',
    name: 'billing-name',
    autoComplete: 'billing name',
    required: true,
  },
  {
    field: 'email',
    label: 'Billing email',
    name: 'billing-email',
    type: 'email',
    autoComplete: 'billing email',
    hint: 'The e-mail of your login; it cannot be changed here.',
    required: true,
  },
  {
    field: 'telephone',
    label: 'Telephone',
    name: 'telephone',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'billing tel',
  },
  { field: 'address', label: 'Region', name: 'region', autoComplete: 'billing address-level1' },
  { field: 'zipCode', label: 'Zip code', name: 'zip-code', autoComplete: 'billing postal-code' },
];

const CARD_FIELDS: readonly (FieldSpec & { field: CardField })[] = [
  {
    field: 'name',
    label: 'Name on card',
    name: 'cc-name',
    autoComplete: 'cc-name',
    required: true,
    wide: true,
  },
  {
    field: 'number',
    label: 'Card number',
    name: 'cc-number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '1234 5678 9012 3456',
    hint: 'Digits only; they are grouped in fours.',
    required: true,
    wide: true,
  },
  {
    field: 'expiry',
    label: 'Expiry date',
    name: 'cc-exp',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'mm / yy',
    hint: 'Month and year, mm / yy.',
    required: true,
  },
  {
    field: 'cvc',
    label: 'CVC',
    name: 'cc-csc',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    hint: 'The 3 or 4 digits on the card.',
    required: true,
  },
];

/** The input of `spec`; without `onChange` it is read-only. */
function Field({
  spec: { wide = false, required = false, type = 'text', ...spec },
  value,
  onChange,
  error,
}: {
  spec: FieldSpec;
  value: string;
  onChange?: (value: string) => void;
  error?: string | null;
}) {
  const readOnly = onChange === undefined;
  const input = (
    <TextField
      {...spec}
      type={type}
      value={value}
      readOnly={readOnly}
      aria-readonly={readOnly || undefined}
      required={required}
      aria-required={required || undefined}
      onChange={(event) => onChange?.(event.target.value)}
      error={error}
    />
  );
  return wide ? <div className="sm:col-span-2">{input}</div> : input;
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

  const changeCard = (field: CardField, value: string) => send({ type: 'card.changed', field, value });
  const changeBilling = (field: EditableBillingField, value: string) =>
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
            {BILLING_FIELDS.map(({ field, ...spec }) => (
              <Field
                key={field}
                spec={spec}
                value={context.billing[field]}
                onChange={field === 'email' ? undefined : (value) => changeBilling(field, value)}
              />
            ))}
            <SelectField
              label="Country"
              name="country"
              value={context.billing.country}
              onChange={(event) => changeBilling('country', event.target.value)}
              autoComplete="billing country"
            >
              <option value="">Choose a country</option>
              {countries.map((country) => (
                <option key={country.sortname} value={country.sortname}>
                  {country.name}
                </option>
              ))}
            </SelectField>
          </fieldset>
        ) : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">Card</legend>
          {CARD_FIELDS.map(({ field, ...spec }) => (
            <Field
              key={field}
              spec={spec}
              value={context.card[field]}
              onChange={(value) => changeCard(field, value)}
              error={field === 'expiry' ? expiryError(context.card.expiry, context.today) : undefined}
            />
          ))}
        </fieldset>
      </fieldset>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {extraActions}
        <button type="submit" disabled={!saveEnabled} className={buttonClass('primary')}>
          {busy ? 'Saving…' : mode === 'billing' ? 'Save payment details' : 'Save card'}
        </button>
      </div>
    </form>
  );
}
