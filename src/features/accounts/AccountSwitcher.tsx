/**
 * The switch-account panel of the profile menu (spec 4.5, 4.6, 9): the first 3 accounts (names cut to 20
 * characters), the current one dimmed and checked and not choosable, 'View all accounts' and 'Add An Account'.
 */
import {
  isCurrentAccount,
  switcherAccountName,
  switcherAccounts,
  type SwitchableAccount,
} from '../../domain/accounts.ts';
import { AccountSwitchActorContext } from './accountSwitchContext.ts';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The entries below the account list, and what each tells the account switcher. */
const ACCOUNT_ACTIONS = [
  ['View all accounts', 'accountSearch.opened'],
  ['Add An Account', 'accountCreation.opened'],
] as const;

export function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4 shrink-0 text-indigo-600"
      fill="currentColor"
    >
      <path d="M7.6 13.2 4.4 10l-1.4 1.4 4.6 4.6 9.4-9.4L15.6 5.2z" />
    </svg>
  );
}

/** One account to switch to; the current one is marked and refuses the click. */
export function AccountChoice({
  account,
  current,
  label,
  onChoose,
}: {
  account: SwitchableAccount;
  current: boolean;
  label: string;
  onChoose: (account: SwitchableAccount) => void;
}) {
  return (
    <button
      type="button"
      className={`${itemClass} ${current ? 'cursor-default opacity-60 hover:bg-transparent' : ''}`}
      aria-current={current ? 'true' : undefined}
      aria-disabled={current ? 'true' : undefined}
      title={account.accountName}
      onClick={() => {
        if (!current) onChoose(account);
      }}
    >
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {current ? (
        <>
          <CheckIcon />
          <span className="sr-only">(current account)</span>
        </>
      ) : null}
    </button>
  );
}

export function AccountSwitcher({ onBack, onLeave }: { onBack: () => void; onLeave: () => void }) {
  const actor = AccountSwitchActorContext.useActorRef();
  const accounts = AccountSwitchActorContext.useSelector((snapshot) => snapshot.context.accounts);
  const currentId = AccountSwitchActorContext.useSelector((snapshot) => snapshot.context.current.accountId);
  const loading = AccountSwitchActorContext.useSelector((snapshot) => snapshot.hasTag('loadingAccounts'));
  const shown = switcherAccounts(accounts);

  return (
    <div role="group" aria-labelledby="account-switcher-title" className="flex flex-col gap-1 p-1">
      <div className="flex items-center gap-1 px-1 pb-1">
        <button
          type="button"
          onClick={onBack}
          className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
          aria-label="Back to the profile menu"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id="account-switcher-title" className="text-sm font-semibold text-slate-900">
          Switch account
        </h2>
      </div>
      {loading && shown.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-500">Loading accounts…</p>
      ) : (
        <ul aria-label="Your accounts" className="flex flex-col">
          {shown.map((account) => (
            <li key={account.id}>
              <AccountChoice
                account={account}
                current={isCurrentAccount(account, currentId)}
                label={switcherAccountName(account.accountName)}
                onChoose={(chosen) => {
                  onLeave();
                  actor.send({ type: 'account.chosen', account: chosen });
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-1 flex flex-col border-t border-slate-200 pt-1">
        {ACCOUNT_ACTIONS.map(([label, type]) => (
          <button
            key={type}
            type="button"
            className={itemClass}
            onClick={() => {
              onLeave();
              actor.send({ type });
            }}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
