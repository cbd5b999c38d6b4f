/**
 * 'Add An Account' (spec 5 'Create account', 8): company name, account type and plan. Create is disabled unless
 * the name has 2 characters, a type and a plan are chosen and nothing is loading (domain canCreateAccount); the
 * machine loads the types and the type's plans, checks the type's onboarding flow and creates the account.
 */
import { DialogTitle } from '@headlessui/react';
import { useId } from 'react';
import { canCreateAccount, COMPANY_NAME_MIN } from '../../domain/accounts.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { AccountSwitchActorContext } from './accountSwitchContext.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

export function CreateAccountDialog() {
  const actor = AccountSwitchActorContext.useActorRef();
  const open = AccountSwitchActorContext.useSelector((snapshot) => snapshot.hasTag('creating'));
  const loading = AccountSwitchActorContext.useSelector((snapshot) => snapshot.hasTag('loading'));
  const loadingTypes = AccountSwitchActorContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { creating: { form: 'loadingTypes' } } }),
  );
  const loadingPlans = AccountSwitchActorContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { creating: { form: 'loadingPlans' } } }),
  );
  const submitting = AccountSwitchActorContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { creating: 'submitting' } }),
  );
  const form = AccountSwitchActorContext.useSelector((snapshot) => snapshot.context.form);
  const types = AccountSwitchActorContext.useSelector((snapshot) => snapshot.context.types);
  const plans = AccountSwitchActorContext.useSelector((snapshot) => snapshot.context.plans);
  const errorId = useId();

  const enabled = canCreateAccount({
    companyName: form.companyName,
    typeChosen: types.some((type) => type.id === form.typeId),
    planChosen: plans.some((plan) => plan.id === form.planId),
    loading,
  });
  const close = () => {
    if (!submitting) actor.send({ type: 'accountCreation.closed' });
  };

  return (
    <Modal open={open} onClose={close} width="max-w-md">
      <DialogTitle className="text-base font-semibold text-slate-900">Add An Account</DialogTitle>
      <form
        className="mt-4 flex flex-col gap-4"
        aria-busy={loading}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'accountCreation.submitted' });
        }}
      >
        <TextField
          label="Company name"
          hint={`At least ${COMPANY_NAME_MIN} characters.`}
          value={form.companyName}
          autoComplete="organization"
          disabled={submitting}
          onChange={(event) =>
            actor.send({ type: 'accountCreation.companyChanged', companyName: event.target.value })
          }
        />
        <IdSelect
          label="Account type"
          value={form.typeId}
          disabled={loadingTypes || submitting}
          placeholder={loadingTypes ? 'Loading account types…' : 'Choose an account type'}
          options={types.map((type) => ({ id: type.id, label: type.name }))}
          onChoose={(typeId) => actor.send({ type: 'accountCreation.typeChosen', typeId })}
        />
        <IdSelect
          label="Plan"
          value={form.planId}
          disabled={form.typeId === null || loadingPlans || submitting}
          placeholder={loadingPlans ? 'Loading plans…' : 'Choose a plan'}
          options={plans.map((plan) => ({
            id: plan.id,
            label: `${plan.title} (${plan.symbol}${plan.price})`,
          }))}
          onChoose={(planId) => actor.send({ type: 'accountCreation.planChosen', planId })}
        />
        {form.error ? (
          <p id={errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {form.error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={close}
            disabled={submitting}
            className={buttonClass('secondary', 'sm')}
          >
            Cancel
          </button>
          <button type="submit" disabled={!enabled} className={buttonClass('primary', 'sm')}>
            {submitting ? 'Creating…' : 'Create'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A labelled select of ids behind a placeholder that cannot be chosen; `onChoose` gets the chosen id. */
function IdSelect({
  label,
  value,
  disabled,
  placeholder,
  options,
  onChoose,
}: {
  label: string;
  value: number | null;
  disabled: boolean;
  placeholder: string;
  options: { id: number; label: string }[];
  onChoose: (id: number) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => {
        const chosen = Number(event.target.value);
        if (event.target.value !== '' && Number.isInteger(chosen)) onChoose(chosen);
      }}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
