/**
 * The paywall popup (spec 4.4: codes 2, 2.2, past_due, canceled), loaded only when the paywall shows it
 * (Paywall.tsx `LazyPaywallPopup`).
 */
import { Description } from '@headlessui/react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { useCan } from '../../app/permissions.ts';
import { permissionMessages } from '../../domain/permissions.ts';
import { paywallPopupAllowedOn, paywallText } from '../../domain/subscription.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { CentredModal } from '../../ui/Modal.tsx';
import { PaywallActorContext } from './paywallContext.ts';

/** The paywall popup (codes 2, 2.2, past_due, canceled). Closed on plan selection, payment and billing pages. */
export function PaywallPopup({ onLogOut }: { onLogOut: () => void }) {
  const paywall = PaywallActorContext.useActorRef();
  const shown = PaywallActorContext.useSelector((snapshot) => snapshot.hasTag('popup'));
  const busy = PaywallActorContext.useSelector((snapshot) => snapshot.hasTag('busy'));
  const view = PaywallActorContext.useSelector((snapshot) => snapshot.context.view);
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
    </CentredModal>
  );
}
