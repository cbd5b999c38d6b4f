/**
 * 'View all accounts' (spec 4.5, 9): a dialog with every account, filtered by name as the user types, names cut
 * to 80 characters. The list is a combobox: arrow keys move through it, Enter chooses. The current account is
 * checked and cannot be chosen.
 */
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import {
  filterAccountsByName,
  isCurrentAccount,
  searchAccountName,
  type SwitchableAccount,
} from '../../domain/accounts.ts';
import { Modal, ModalHeader } from '../../ui/Modal.tsx';
import { AccountSwitchActorContext } from './accountSwitchContext.ts';
import { CheckIcon } from './AccountSwitcher.tsx';

export function AccountSearchDialog() {
  const actor = AccountSwitchActorContext.useActorRef();
  const open = AccountSwitchActorContext.useSelector((snapshot) => snapshot.hasTag('searching'));
  const accounts = AccountSwitchActorContext.useSelector((snapshot) => snapshot.context.accounts);
  const query = AccountSwitchActorContext.useSelector((snapshot) => snapshot.context.query);
  const currentId = AccountSwitchActorContext.useSelector((snapshot) => snapshot.context.current.accountId);
  const close = () => actor.send({ type: 'accountSearch.closed' });
  const found = filterAccountsByName(accounts, query);

  return (
    <Modal open={open} onClose={close} width="max-w-lg" panelClassName="bg-white p-4">
      <ModalHeader title="All accounts" onClose={close} />
      <Combobox<SwitchableAccount | null>
        value={null}
        onChange={(account) => {
          if (account && !isCurrentAccount(account, currentId)) {
            actor.send({ type: 'account.chosen', account });
          }
        }}
      >
        <ComboboxInput
          autoFocus
          aria-label="Search accounts by name"
          placeholder="Search accounts by name"
          className="mt-3 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
          displayValue={() => query}
          onChange={(event) => actor.send({ type: 'accountSearch.changed', query: event.target.value })}
        />
        <ComboboxOptions static aria-label="Accounts" className="mt-2 max-h-80 overflow-y-auto">
          {found.map((account) => {
            const current = isCurrentAccount(account, currentId);
            return (
              <ComboboxOption
                key={account.id}
                value={account}
                disabled={current}
                title={account.accountName}
                className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 data-[active]:bg-indigo-50 data-[disabled]:cursor-default data-[disabled]:opacity-60"
              >
                <span className="min-w-0 flex-1 break-words">{searchAccountName(account.accountName)}</span>
                {current ? (
                  <>
                    <CheckIcon />
                    <span className="sr-only">(current account)</span>
                  </>
                ) : null}
              </ComboboxOption>
            );
          })}
        </ComboboxOptions>
      </Combobox>
      {found.length === 0 ? (
        <p role="status" className="px-3 py-2 text-sm text-slate-500">
          No account matches '{query.trim()}'.
        </p>
      ) : null}
    </Modal>
  );
}
