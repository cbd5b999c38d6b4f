/**
 * The account the user is working in, by name (issue 14): in the top bar on wide screens and at the top of the menu
 * panel on narrow ones, cut to spec 9's 20 characters with the whole name as its title. Nothing shows while the
 * accounts load or when they cannot be read (the page itself says what failed).
 */
import { accountCalls } from '../../api/accounts.ts';
import { api } from '../../api/index.ts';
import { accounts } from '../../api/queries/accounts.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { isCurrentAccount, switcherAccountName } from '../../domain/accounts.ts';
import { useSession } from '../session.tsx';

const calls = accountCalls(api);

export function CurrentAccountName({ className = '' }: { className?: string }) {
  const { accountId } = useSession();
  const { state } = useQuery(accounts.query(calls), { enabled: accountId !== null });
  const name =
    state.status === 'loaded'
      ? state.data.find((account) => isCurrentAccount(account, accountId))?.accountName
      : undefined;
  if (!name) return null;
  return (
    <p className={`truncate text-sm text-slate-600 ${className}`} title={name}>
      <span className="sr-only">Account: </span>
      {switcherAccountName(name)}
    </p>
  );
}
