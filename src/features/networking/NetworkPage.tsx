/**
 * The Networking page, /{product}_network in the network layout (spec 1, 2.5, 2.6, 5, 7.1, 8): what Circle Network
 * is, the connection status and 'Open Circle Network'. The networking machine decides what happens: a user with
 * access (the stored flag or a partnerId above 0) is signed in at once and the partner's page opens in a new tab;
 * anyone else sees the partner networking modal, then the consent modal (Activate needs the box ticked and is
 * disabled while processing). A failure shows spec 8's message with 'Try again'; once connected, a link to the
 * partner's page stays in case the browser blocked the new tab. The setup bar moves from 5% to 100% once the network
 * is set up.
 */
import { inspect } from '../../app/inspection.ts';
import { DialogTitle, Description } from '@headlessui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { api } from '../../api/index.ts';
import { networkingCalls } from '../../api/networking.ts';
import { readUserDetail } from '../../api/sessionStore.ts';
import { useSetupProgress } from '../../app/layouts/setupProgress.ts';
import { useSession } from '../../app/session.tsx';
import { PRODUCT_NAME } from '../../domain/constants.ts';
import { hasNetworkAccess, PARTNER_NETWORK_LABEL } from '../../domain/networking.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { useStableShowToast } from '../../ui/toast/index.ts';
import {
  networkingInput,
  networkingLogic,
  openPartnerTab,
  partnerUserSource,
  readNetworkActivated,
  setupProgressOf,
  storeNetworkActivated,
} from './networkingLogic.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

const calls = networkingCalls(api);

const MEMBERSHIP_POINTS = [
  `Meet other businesses that plan and publish their brand content with ${PRODUCT_NAME}.`,
  'Share what you offer and find partners, suppliers and customers in the member directory.',
  `Your membership is offered as part of your ${PRODUCT_NAME} plan.`,
] as const;

export function NetworkPage() {
  const { user } = useSession();
  const showToast = useStableShowToast();
  const [logic] = useState(() =>
    networkingLogic({
      partnerSignIn: (userData) => calls.partnerSignIn(userData),
      showToast,
      openTab: openPartnerTab,
      storeActivated: storeNetworkActivated,
    }),
  );
  const actor = useActorRef(logic, {
    input: networkingInput(readNetworkActivated(), readUserDetail(), user),
    inspect,
  });

  // The session user may arrive or change (re-authentication) while the page is open.
  useEffect(() => {
    const source = partnerUserSource(readUserDetail(), user);
    actor.send({ type: 'user.changed', user: source, partnerId: user?.partnerId ?? null });
  }, [actor, user]);

  const processing = useSelector(actor, (snapshot) => snapshot.hasTag('processing'));
  const connected = useSelector(actor, (snapshot) => snapshot.hasTag('connected'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  const partnerModal = useSelector(actor, (snapshot) => snapshot.hasTag('partnerModal'));
  const consentModal = useSelector(actor, (snapshot) => snapshot.hasTag('consentModal'));
  const canOpen = useSelector(actor, (snapshot) => snapshot.can({ type: 'networking.opened' }));
  const consent = useSelector(actor, (snapshot) => snapshot.context.consent);
  const url = useSelector(actor, (snapshot) => snapshot.context.url);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const hasAccess = useSelector(actor, (snapshot) =>
    hasNetworkAccess({ activated: snapshot.context.activated, partnerId: snapshot.context.partnerId }),
  );

  // The consent modal stays up, showing 'Activating…', while the sign-in it started runs.
  const [activating, setActivating] = useState(false);
  if (activating && !processing && !consentModal) setActivating(false);

  useSetupProgress(setupProgressOf(connected || hasAccess));

  const statusId = useId();
  const status = connected
    ? `Connected. ${PARTNER_NETWORK_LABEL} opened in a new tab.`
    : processing
      ? `Connecting to ${PARTNER_NETWORK_LABEL}…`
      : hasAccess
        ? 'Your membership is active.'
        : 'Not connected yet.';

  return (
    <section
      aria-labelledby="network-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-4 sm:px-6"
    >
      <div className="flex flex-col gap-2">
        <h1 id="network-heading" className="text-2xl font-semibold text-slate-900">
          {PARTNER_NETWORK_LABEL}
        </h1>
        <p className="text-slate-700">
          {PARTNER_NETWORK_LABEL} is the partner network for {PRODUCT_NAME} members. Membership is offered as
          part of your plan; joining takes one consent step, and the network then opens in a new tab.
        </p>
      </div>

      <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Status: </span>
          <span id={statusId} role="status" aria-live="polite">
            {status}
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={!canOpen}
            aria-describedby={statusId}
            onClick={() => actor.send({ type: 'networking.opened' })}
          >
            Open {PARTNER_NETWORK_LABEL}
          </button>
        </div>

        {failed && error ? (
          <ErrorWithRetry
            message={error}
            onRetry={() => actor.send({ type: 'networking.retried' })}
            onDismiss={() => actor.send({ type: 'networking.dismissed' })}
          />
        ) : null}

        {connected && url ? (
          <p className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
            {PARTNER_NETWORK_LABEL} opened in a new tab. If your browser blocked it, use this link:{' '}
            <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
              Open {PARTNER_NETWORK_LABEL}
            </a>
          </p>
        ) : null}
      </div>

      <PartnerNetworkingDialog
        open={partnerModal}
        onJoin={() => actor.send({ type: 'partner.joinChosen' })}
        onCancel={() => actor.send({ type: 'networking.dismissed' })}
      />
      <ConsentDialog
        open={consentModal || activating}
        consent={consent}
        processing={processing}
        onConsentChange={(checked) => actor.send({ type: 'consent.changed', checked })}
        onActivate={() => {
          setActivating(true);
          actor.send({ type: 'consent.activated' });
        }}
        onCancel={() => {
          if (!processing) actor.send({ type: 'networking.dismissed' });
        }}
      />
    </section>
  );
}

function PartnerNetworkingDialog({
  open,
  onJoin,
  onCancel,
}: {
  open: boolean;
  onJoin: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} onClose={onCancel} width="max-w-lg" panelClassName="bg-white p-6">
      <DialogTitle className="text-lg font-semibold text-slate-900">Join {PARTNER_NETWORK_LABEL}</DialogTitle>
      <Description className="mt-2 text-sm text-slate-700">
        {PARTNER_NETWORK_LABEL} is our partner network, where {PRODUCT_NAME} members connect with each other.
      </Description>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {MEMBERSHIP_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={buttonClass('primary')} onClick={onJoin}>
          Join {PARTNER_NETWORK_LABEL}
        </button>
      </div>
    </Modal>
  );
}

function ConsentDialog({
  open,
  consent,
  processing,
  onConsentChange,
  onActivate,
  onCancel,
}: {
  open: boolean;
  consent: boolean;
  processing: boolean;
  onConsentChange: (checked: boolean) => void;
  onActivate: () => void;
  onCancel: () => void;
}) {
  const checkboxId = useId();
  return (
    <Modal open={open} onClose={onCancel} width="max-w-lg" panelClassName="bg-white p-6">
      <DialogTitle className="text-lg font-semibold text-slate-900">
        Activate your {PARTNER_NETWORK_LABEL} membership
      </DialogTitle>
      <Description className="mt-2 text-sm text-slate-700">
        To create your membership, {PRODUCT_NAME} sends your name, e-mail address and user id to{' '}
        {PARTNER_NETWORK_LABEL}. The network then opens in a new tab, already signed in.
      </Description>
      <div className="mt-4 flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={consent}
          disabled={processing}
          onChange={(event) => onConsentChange(event.target.checked)}
          className="mt-0.5 h-4 w-4 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
        />
        <label htmlFor={checkboxId} className="text-sm text-slate-800">
          I agree that {PRODUCT_NAME} shares my name, e-mail address and user id with {PARTNER_NETWORK_LABEL}{' '}
          to create my membership.
        </label>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={processing}>
          Cancel
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={!consent || processing}
          aria-disabled={!consent || processing}
          onClick={onActivate}
        >
          {processing ? 'Activating…' : 'Activate'}
        </button>
      </div>
    </Modal>
  );
}
