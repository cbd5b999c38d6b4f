/**
 * The checkout of the chosen plan (spec 4.4): one dialog whose content follows the checkout machine.
 * - preparing (provider loading, then the 5 s before the checkout opens): a status line and Cancel;
 * - provider failed: the message and 'Try again';
 * - open: the local sandbox checkout in an iframe titled 'Checkout' (focus moves into it; Escape or 'Close checkout'
 *   closes it), under the terms and privacy policy the payer agrees to (issue 16). With Paddle, Paddle draws its
 *   own overlay and this dialog stays closed;
 * - saving: the payment-success modal ('Payment successful', then the content planner opens), or the failed
 *   step's message with 'Try again'.
 * A checkout closed without completion calls `onClosed` (the plan picker's saving spinner stops).
 */
import { inspect } from '../../app/inspection.ts';
import { DialogTitle } from '@headlessui/react';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { CheckoutInput } from '../../../machines/checkout.machine.ts';
import { checkoutCalls } from '../../api/checkout.ts';
import { api } from '../../api/index.ts';
import { planCalls } from '../../api/plans.ts';
import { planMessages } from '../../domain/plans.ts';
import { LegalConsent } from '../legal/LegalConsent.tsx';
import { checkoutLogic } from './checkoutLogic.ts';
import { browserCheckoutProvider, sandboxCheckoutUrl } from './checkoutProvider.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

export interface CheckoutProps extends CheckoutInput {
  /** The plan's title, for the dialog's heading. */
  planTitle: string;
  /** What the plan settings record of the plan (POST /auth/addOrUpdateSetting after the subscription, spec 7.3). */
  postInfo: Record<string, unknown>;
  /** Closed without completing: back to plan selection. */
  onClosed: () => void;
  /** Paid and the subscription updated, just before the content planner opens. */
  onSubscribed: () => void;
}

export function Checkout({ planTitle, postInfo, onClosed, onSubscribed, ...input }: CheckoutProps) {
  const subscribed = useRef(onSubscribed);
  useEffect(() => {
    subscribed.current = onSubscribed;
  }, [onSubscribed]);
  const [logic] = useState(() =>
    checkoutLogic({
      calls: {
        ...checkoutCalls(api),
        addOrUpdateSubscription: planCalls(api).addOrUpdateSubscription,
        addOrUpdateSetting: planCalls(api).addOrUpdateSetting,
      },
      postInfo,
      provider: browserCheckoutProvider(),
      navigate: (path) => navigate(path),
      subscriptionUpdated: () => subscribed.current(),
    }),
  );
  const actor = useActorRef(logic, { input, inspect });
  const snapshot = useSelector(actor, (current) => current);
  const preparing = snapshot.hasTag('preparing');
  const open = snapshot.hasTag('open');
  const saving = snapshot.hasTag('saving');
  const paid = snapshot.hasTag('paid');
  const succeeded = snapshot.hasTag('succeeded');
  const failed = snapshot.hasTag('failed');
  const { provider, error } = snapshot.context;
  const closedWithoutPaying = snapshot.status === 'done' && snapshot.output?.completed === false;

  useEffect(() => {
    if (closedWithoutPaying) onClosed();
  }, [closedWithoutPaying, onClosed]);

  const close = () => actor.send({ type: 'checkout.closed' });
  const retry = () => actor.send({ type: 'checkout.retry' });
  const showsSandbox = open && provider === 'sandbox';
  const busySaving = saving && !failed;
  const dialogOpen = preparing || (failed && !saving) || showsSandbox || saving || succeeded;
  // While the payment is being recorded the dialog cannot be dismissed: nothing may be lost.
  const onDismiss = saving || succeeded ? () => {} : close;

  return (
    <Modal
      open={dialogOpen}
      onClose={onDismiss}
      layer="z-50"
      nearTop
      width={showsSandbox ? 'max-w-2xl' : 'max-w-md'}
      compact={!showsSandbox}
      panelClassName={showsSandbox ? 'flex flex-col bg-white sm:h-[85vh]' : 'bg-white p-5'}
    >
      {showsSandbox ? (
        <>
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <DialogTitle className="text-base font-semibold text-slate-900">
              Checkout: {planTitle}
            </DialogTitle>
            <button type="button" onClick={close} className={buttonClass('secondary')}>
              Close checkout
            </button>
          </div>
          <LegalConsent action="subscribe" className="px-4 pt-2" />
          <iframe
            title="Checkout"
            src={sandboxCheckoutUrl({
              priceId: input.priceId,
              email: input.email,
              accountId: input.accountId,
            })}
            className="w-full flex-1 rounded-b-lg"
            data-autofocus
          />
        </>
      ) : (
        <>
          {saving || succeeded ? (
            <>
              <DialogTitle className="text-base font-semibold text-slate-900">
                {paid ? planMessages.paymentSucceeded : 'Recording your payment'}
              </DialogTitle>
              <div className="mt-3 text-sm text-slate-700" role="status" aria-live="polite">
                {failed ? null : succeeded ? (
                  <p>Thank you! Your {planTitle} plan is active. Taking you to your Content Planner…</p>
                ) : (
                  <p className="flex items-center gap-2">
                    <Spinner />
                    {paid ? 'Activating your subscription…' : 'Recording your payment…'}
                  </p>
                )}
              </div>
            </>
          ) : (
            <DialogTitle className="text-base font-semibold text-slate-900">
              Checkout: {planTitle}
            </DialogTitle>
          )}
          {preparing ? (
            <p className="mt-3 flex items-center gap-2 text-sm text-slate-700" role="status">
              <Spinner />
              Preparing secure checkout…
            </p>
          ) : null}
          {failed && error ? (
            <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-4 flex justify-end gap-2">
            {preparing || (failed && !saving) ? (
              <button type="button" onClick={close} className={buttonClass('secondary')}>
                Cancel
              </button>
            ) : null}
            {failed ? (
              <button type="button" onClick={retry} className={buttonClass('primary')}>
                Try again
              </button>
            ) : null}
            {busySaving ? <span className="sr-only">Please wait</span> : null}
          </div>
        </>
      )}
    </Modal>
  );
}
