/**
 * The pages that show the plan picker (spec 2.1, 2.2, 4.4, 6):
 * - /plan: plan selection; `?reactivate=1` is the reactivating mode the paywall's 'Reactivate subscription' opens;
 * - /pay and /{accid}/payment: the billing owner's payment page (roleType 5 without a subscription lands here):
 *   choose a plan and pay;
 * - /special_offer, /corporate_offer, /invite_offer: the offers (their layout shows the header title); logged out,
 *   every plan offers 'Pick this plan'.
 * Logged in on an account whose role may not manage the plan (src/domain/permissions.ts): a read-only notice.
 */
import { useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.tsx';
import { useSession } from '../../app/session.tsx';
import { permissionMessages, readOnlyOn } from '../../domain/permissions.ts';
import { ReadOnlyNotice } from '../../ui/ReadOnlyNotice.tsx';
import { PlanPicker } from './PlanPicker.tsx';

function PlansScreen({
  heading,
  line,
  reactivating,
}: {
  heading: string;
  line: string;
  reactivating?: boolean;
}) {
  const session = useSession();
  if (session.status === 'checking') {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-600">
        Loading…
      </p>
    );
  }
  if (session.status === 'loggedIn' && readOnlyOn(session, ['plan.manage'])) {
    return <ReadOnlyNotice title={heading} line={permissionMessages.billingReadOnly} />;
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-center text-2xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-2 mb-6 text-center text-sm text-slate-600">{line}</p>
      {/* A new picker when the visitor logs in or out or switches account: what it loads depends on it. */}
      <PlanPicker key={`${session.status}:${session.accountId ?? ''}`} reactivating={reactivating} />
    </div>
  );
}

/** The `reactivate=1` query of /plan. */
export function isReactivating(search: string): boolean {
  return new URLSearchParams(search).get('reactivate') === '1';
}

export function PlanPage(_props: PageProps) {
  const reactivating = isReactivating(useSearch());
  return reactivating ? (
    <PlansScreen
      heading="Reactivate your subscription"
      line="Choose a plan to subscribe to again. Prices are shown ex tax."
      reactivating
    />
  ) : (
    <PlansScreen
      heading="Choose your plan"
      line="Pick the plan that fits your business. Prices are shown ex tax."
    />
  );
}

export function PaymentPage(_props: PageProps) {
  return (
    <PlansScreen
      heading="Choose a plan and pay"
      line="Pick a plan to start with; you pay in a secure checkout. Prices are shown ex tax."
    />
  );
}

export function OfferPage(_props: PageProps) {
  return (
    <PlansScreen heading="Our plans" line="Pick the plan that fits your business. Prices are shown ex tax." />
  );
}
