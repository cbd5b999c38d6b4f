/**
 * The plan picker (spec 2.6, 4.4): the Monthly/Yearly toggle, the plan cards of that billing period, the Boost 10X
 * plans on their own, the terms and privacy policy a subscriber agrees to (issue 16), and the checkout of the chosen
 * plan. Thin view of machines/planPicker.machine.ts.
 */
import { inspect } from '../../app/inspection.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../api/index.ts';
import { planCalls } from '../../api/plans.ts';
import { useSession } from '../../app/session.tsx';
import {
  canPayOnline,
  checkoutPriceId,
  hasLiveSubscription,
  planButton,
  planMessages,
  planSections,
  postInfoOf,
  type Plan,
} from '../../domain/plans.ts';
import { PAYMENT_PROVIDER_NOTE } from '../../domain/legalLinks.ts';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { Checkout } from '../checkout/Checkout.tsx';
import { LegalConsent } from '../legal/LegalConsent.tsx';
import { usePaywallRecheck } from '../paywall/index.ts';
import { BillingToggle } from './BillingToggle.tsx';
import { PlanCard } from './PlanCard.tsx';
import { planPickerLogic } from './planPickerLogic.ts';
import { chosenPlanOf } from '../../../machines/planPicker.machine.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

export interface PlanPickerProps {
  /** Reactivating a cancelled subscription (/plan?reactivate=1). */
  reactivating?: boolean;
  /** The plan of a live subscription changed (the change-plan modal hides). */
  onPlanChanged?: () => void;
}

/** Where 'Pick this plan' leads a logged-out visitor: registration. */
const SIGN_UP_PATH = '/#register';

export function PlanPicker({ reactivating = false, onPlanChanged }: PlanPickerProps) {
  const session = useSession();
  const authenticated = session.status === 'loggedIn';
  const accountId = session.accountId ?? session.user?.accountId ?? 0;
  const roleType = session.user?.roleType ?? null;
  const email = session.user?.email ?? '';
  const recheckPaywall = usePaywallRecheck();
  const planChanged = useRef(() => {
    recheckPaywall();
    onPlanChanged?.();
  });
  useEffect(() => {
    planChanged.current = () => {
      recheckPaywall();
      onPlanChanged?.();
    };
  }, [onPlanChanged, recheckPaywall]);
  const [logic] = useState(() =>
    planPickerLogic({
      calls: planCalls(api),
      goToSignUp: () => navigate(SIGN_UP_PATH),
      onPlanChanged: () => planChanged.current(),
    }),
  );
  const actor = useActorRef(logic, { input: { accountId, authenticated, reactivating }, inspect });
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.hasTag('loadFailed'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const changeFailed = useSelector(actor, (snapshot) => snapshot.hasTag('changeFailed'));
  const checkingOut = useSelector(actor, (snapshot) => snapshot.hasTag('checkingOut'));
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const chosen = chosenPlanOf(context);
  const groupName = useId();
  const onCheckoutClosed = useCallback(() => actor.send({ type: 'checkout.closed' }), [actor]);

  const live = hasLiveSubscription(context.subscription);
  const currentPricingId = context.subscription?.pricing_id ?? null;
  const goesToCheckout = !live || reactivating;
  const sections = planSections(context.plans, context.billingType);

  const card = (plan: Plan, boost = false) => {
    const note =
      authenticated && goesToCheckout && !canPayOnline(plan, roleType) ? planMessages.notPayableOnline : null;
    return (
      <PlanCard
        key={plan.id}
        plan={plan}
        boost={boost}
        button={planButton(plan, { authenticated, reactivating, currentPricingId })}
        hasSubscription={context.subscription !== null}
        saving={busy && context.chosenPlanId === plan.id && !changeFailed}
        locked={busy}
        note={note}
        onChoose={() => actor.send({ type: 'plan.chosen', planId: plan.id })}
      />
    );
  };

  if (loading) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-600">
        Loading plans…
      </p>
    );
  }
  if (loadFailed) {
    return (
      <div className="py-10 text-center">
        <p role="alert" className="text-sm text-red-700">
          {context.error}
        </p>
        <button
          type="button"
          onClick={() => actor.send({ type: 'plans.retry' })}
          className={buttonClass('primary', 'sm', 'mt-3')}
        >
          Try again
        </button>
      </div>
    );
  }

  const priceId = chosen ? checkoutPriceId(chosen, roleType) : null;
  return (
    <div className="flex flex-col gap-6">
      <BillingToggle
        name={groupName}
        value={context.billingType}
        onChange={(billingType) => actor.send({ type: 'billing.typeChosen', billingType })}
      />
      {changeFailed ? (
        <ErrorWithRetry
          message={context.error}
          onRetry={() => actor.send({ type: 'planChange.retry' })}
          onDismiss={() => actor.send({ type: 'planChange.dismissed' })}
          dismissLabel="Choose another plan"
        />
      ) : null}
      <section aria-label={`${context.billingType === 'yearly' ? 'Yearly' : 'Monthly'} plans`}>
        {sections.regular.length > 0 ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sections.regular.map((plan) => card(plan))}
          </div>
        ) : (
          <p className="text-center text-sm text-slate-600">No plans for this billing period.</p>
        )}
      </section>
      {sections.boost.length > 0 ? (
        <section aria-labelledby={`${groupName}-boost`} className="rounded-xl bg-amber-50 p-4">
          <h2 id={`${groupName}-boost`} className="mb-3 text-base font-semibold text-amber-900">
            Boost 10X
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sections.boost.map((plan) => card(plan, true))}
          </div>
        </section>
      ) : null}
      <LegalConsent action="subscribe" note={PAYMENT_PROVIDER_NOTE} className="text-center" />
      {checkingOut && chosen && priceId ? (
        <Checkout
          key={chosen.id}
          accountId={accountId}
          pricingId={chosen.pricing_id}
          postInfo={postInfoOf(chosen)}
          priceId={priceId}
          email={email}
          roleType={roleType}
          planTitle={chosen.title}
          onClosed={onCheckoutClosed}
          onSubscribed={recheckPaywall}
        />
      ) : null}
    </div>
  );
}
