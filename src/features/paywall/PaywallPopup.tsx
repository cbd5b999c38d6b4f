/**
 * The paywall popup (spec 4.4: codes 2, 2.2, past_due, canceled), loaded only when the paywall shows it
 * (Paywall.tsx `LazyPaywallPopup`). It names the blocked account, and a member of other accounts can go to one of
 * them: the paywall is the account's, not the user's (the URL's account is selected, src/app/urlAccount.ts).
 */
import { Description } from '@headlessui/react';
import { Link } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { CurrentAccountName } from '../../app/navigation/CurrentAccountName.tsx';
import { useCan } from '../../app/permissions.ts';
import { accountCalls } from '../../api/accounts.ts';
import { api } from '../../api/index.ts';
import { accounts } from '../../api/queries/accounts.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { paywallOtherAccounts, switcherAccountName } from '../../domain/accounts.ts';
import { landingPath } from '../../domain/routeGuards.ts';
import { permissionMessages } from '../../domain/permissions.ts';
import { paywallPopupAllowedOn, paywallText } from '../../domain/subscription.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { CentredModal } from '../../ui/Modal.tsx';
import { PaywallActorContext } from './paywallContext.ts';

const calls = accountCalls(api);

/** Links to the member's other accounts (none: nothing shows); each opens that account's content planner. */
function OtherAccounts({ currentAccountId }: { currentAccountId: number | null }) {
  const { state } = useQuery(accounts.query(calls), { enabled: currentAccountId !== null });
  const others = state.status === 'loaded' ? paywallOtherAccounts(state.data, currentAccountId) : [];
  if (others.length === 0) return null;
  return (
    <nav aria-labelledby="paywall-other-accounts" className="mt-4 border-t border-slate-200 pt-3">
      <p id="paywall-other-accounts" className="text-sm text-slate-600">
        {paywallText.otherAccounts}
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {others.map((account) => (
          <li key={account.id}>
            <Link
              href={landingPath(account.id)}
              title={account.accountName}
              className={buttonClass('secondary', 'block')}
            >
              {switcherAccountName(account.accountName)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The paywall popup (codes 2, 2.2, past_due, canceled). Closed on plan selection, payment and billing pages. */
export function PaywallPopup({ onLogOut }: { onLogOut: () => void }) {
  const paywall = PaywallActorContext.useActorRef();
  const shown = PaywallActorContext.useSelector((snapshot) => snapshot.hasTag('popup'));
  const busy = PaywallActorContext.useSelector((snapshot) => snapshot.hasTag('busy'));
  const view = PaywallActorContext.useSelector((snapshot) => snapshot.context.view);
  const accountId = PaywallActorContext.useSelector((snapshot) => snapshot.context.accountId);
  const pathname = useLocationProperty(() => location.pathname);
  // Both actions manage the plan: reactivating picks a plan, updating the payment method opens its management page.
  const canAct = useCan('plan.manage');
  const open = shown && view.surface === 'popup' && paywallPopupAllowedOn(pathname);
  if (view.surface !== 'popup') return null;
  const act = () =>
    paywall.send({ type: view.action === 'reactivate' ? 'paywall.reactivate' : 'paywall.updatePayment' });
  return (
    <CentredModal
      open={open}
      // A paywall is not dismissed: its action or logging out are the ways on.
      onClose={() => {}}
      busy={busy}
      layer="z-40"
      width="max-w-md"
      title={view.heading}
    >
      <CurrentAccountName className="mt-1 font-medium text-slate-800" />
      {view.message ? (
        <Description className="mt-2 text-sm text-slate-600">{view.message}</Description>
      ) : null}
      {view.isCancelled && view.endDate ? (
        <p className="mt-2 text-sm font-medium text-slate-800" data-testid="paywall-end-date">
          {paywallText.endsOn} <time dateTime={view.endDate}>{view.endDate}</time>
        </p>
      ) : null}
      {canAct ? null : (
        <p role="note" className="mt-2 text-sm font-medium text-slate-800">
          {permissionMessages.paywallReadOnly}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-2">
        {canAct ? (
          <button type="button" onClick={act} disabled={busy} className={buttonClass('primary')}>
            {view.actionLabel}
          </button>
        ) : null}
        <button type="button" onClick={onLogOut} className={buttonClass('ghost')}>
          Log out
        </button>
      </div>
      <OtherAccounts currentAccountId={accountId} />
    </CentredModal>
  );
}
