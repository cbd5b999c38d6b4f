/**
 * 'Add An Account' (spec 5 'Create account', 8): company name, account type and plan. Create is disabled unless
 * the name has 2 characters, a type and a plan are chosen and nothing is loading (domain canCreateAccount); the
 * machine loads the types and the type's plans, checks the type's onboarding flow and creates the account.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId } from 'react';
import { canCreateAccount, COMPANY_NAME_MIN } from '../../domain/accounts.ts';
import { AccountSwitchActorContext } from './accountSwitchContext.ts';

const fieldClass =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 disabled:bg-slate-100';

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
  const ids = { name: useId(), type: useId(), plan: useId(), hint: useId(), error: useId() };

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
    <Dialog open={open} onClose={close} className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[10vh]">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl">
          <DialogTitle className="text-base font-semibold text-slate-900">Add An Account</DialogTitle>
          <form
            className="mt-4 flex flex-col gap-4"
            aria-busy={loading}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'accountCreation.submitted' });
            }}
          >
            <div>
              <label htmlFor={ids.name} className="text-sm font-medium text-slate-700">
                Company name
              </label>
              <input
                id={ids.name}
                className={fieldClass}
                value={form.companyName}
                autoComplete="organization"
                aria-describedby={ids.hint}
                disabled={submitting}
                onChange={(event) =>
                  actor.send({ type: 'accountCreation.companyChanged', companyName: event.target.value })
                }
              />
              <p id={ids.hint} className="mt-1 text-xs text-slate-500">
                At least {COMPANY_NAME_MIN} characters.
              </p>
            </div>
            <div>
              <label htmlFor={ids.type} className="text-sm font-medium text-slate-700">
                Account type
              </label>
              <select
                id={ids.type}
                className={fieldClass}
                value={form.typeId ?? ''}
                disabled={loadingTypes || submitting}
                onChange={(event) => {
                  const typeId = Number(event.target.value);
                  if (event.target.value !== '' && Number.isInteger(typeId)) {
                    actor.send({ type: 'accountCreation.typeChosen', typeId });
                  }
                }}
              >
                <option value="" disabled>
                  {loadingTypes ? 'Loading account types…' : 'Choose an account type'}
                </option>
                {types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.plan} className="text-sm font-medium text-slate-700">
                Plan
              </label>
              <select
                id={ids.plan}
                className={fieldClass}
                value={form.planId ?? ''}
                disabled={form.typeId === null || loadingPlans || submitting}
                onChange={(event) => {
                  const planId = Number(event.target.value);
                  if (event.target.value !== '' && Number.isInteger(planId)) {
                    actor.send({ type: 'accountCreation.planChosen', planId });
                  }
                }}
              >
                <option value="" disabled>
                  {loadingPlans ? 'Loading plans…' : 'Choose a plan'}
                </option>
                {plans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.title} ({plan.symbol}
                    {plan.price})
                  </option>
                ))}
              </select>
            </div>
            {form.error ? (
              <p id={ids.error} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                {form.error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={close}
                disabled={submitting}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60"
              >
                Cancel
              </button>
              <button
                type="submit"
                disabled={!enabled}
                className="rounded-md bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:opacity-50"
              >
                {submitting ? 'Creating…' : 'Create'}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
