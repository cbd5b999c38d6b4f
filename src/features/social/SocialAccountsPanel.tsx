/**
 * The social account cards (spec 2.3, 2.6, 3, 7.4, 8): Facebook, Twitter, Instagram, LinkedIn and TikTok, each
 * connected (page name), not connected, or disconnected by the network. Connect and Reconnect go to the network's
 * consent page; Disconnect asks first. Server messages ('Account Already connected.', 'User Does not Exist.') are
 * shown as alerts. Used by /social_accounts (`from: 'socialAuth'`, back through /socialAuth) and by the
 * /userSetting#social_media_accounts tab (`from: 'settings'`, back to the tab). A role that may not manage the social
 * networks (src/domain/permissions.ts) sees the cards' states and a read-only note, without the buttons.
 */
import { inspect } from '../../app/inspection.ts';
import { DialogTitle, Description } from '@headlessui/react';
import { Modal } from '../../ui/Modal.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SocialConnectFrom } from '../../../machines/socialAccounts.machine.ts';
import { api } from '../../api/index.ts';
import { socialCalls } from '../../api/social.ts';
import { useCan } from '../../app/permissions.ts';
import { useSession } from '../../app/session.tsx';
import { forwardSession, useSessionBridge } from '../../app/sessionBridge.ts';
import { permissionMessages } from '../../domain/permissions.ts';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '../../domain/posts.ts';
import {
  accountIdOf,
  cardStateOf,
  providerName,
  socialTexts,
  type SocialCardState,
} from '../../domain/social.ts';
import { goToConsentPage, socialAccountsLogic } from './socialLogic.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

const calls = socialCalls(api);

export function SocialAccountsPanel({ from }: { from: SocialConnectFrom }) {
  const { accountId } = useSession();
  const [logic] = useState(() => socialAccountsLogic(calls, goToConsentPage));
  const actor = useActorRef(logic, { input: { accountId: accountIdOf(accountId), from }, inspect });
  useSessionBridge(actor, forwardSession.socialAccounts);

  const snapshot = useSelector(actor, (current) => current);
  const loading = snapshot.matches('loading');
  const failed = snapshot.matches('failed');
  const busy = snapshot.hasTag('busy');
  const { links, providerId: activeProvider, alert } = snapshot.context;
  const canManage = useCan('socials.manage');

  return (
    <div className="flex flex-col gap-4">
      {canManage ? null : (
        <p role="note" className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-700">
          {permissionMessages.socialsReadOnly}
        </p>
      )}
      {alert ? (
        <ErrorWithRetry
          message={alert}
          onRetry={failed ? () => actor.send({ type: 'reload.requested' }) : undefined}
          onDismiss={snapshot.matches('ready') ? () => actor.send({ type: 'alert.dismissed' }) : undefined}
        />
      ) : null}

      {loading ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your social accounts…
        </p>
      ) : null}

      {failed ? null : (
        <ul aria-label="Social accounts" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {SOCIAL_PROVIDERS.map((provider) => (
            <SocialAccountCard
              key={provider.id}
              providerId={provider.id}
              name={provider.name}
              state={cardStateOf(links, provider.id)}
              disabled={busy || loading}
              working={busy && activeProvider === provider.id}
              readOnly={!canManage}
              onConnect={() => actor.send({ type: 'connect.requested', providerId: provider.id })}
              onDisconnect={() => actor.send({ type: 'disconnect.requested', providerId: provider.id })}
            />
          ))}
        </ul>
      )}

      <DisconnectDialog
        open={snapshot.hasTag('confirming')}
        providerName={activeProvider === null ? '' : providerName(activeProvider)}
        busy={busy}
        onConfirm={() => actor.send({ type: 'disconnect.confirmed' })}
        onCancel={() => {
          if (!busy) actor.send({ type: 'disconnect.cancelled' });
        }}
      />
    </div>
  );
}

function SocialAccountCard({
  providerId,
  name,
  state,
  disabled,
  working,
  readOnly,
  onConnect,
  onDisconnect,
}: {
  providerId: SocialProviderId;
  name: string;
  state: SocialCardState;
  disabled: boolean;
  working: boolean;
  /** No Connect, Reconnect or Disconnect (the role may not manage social networks). */
  readOnly: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}) {
  const headingId = `social-card-${providerId}`;
  const status =
    state.kind === 'connected'
      ? socialTexts.connected(state.name)
      : state.kind === 'disconnected'
        ? socialTexts.disconnected(name)
        : socialTexts.notConnected;
  return (
    <li
      aria-labelledby={headingId}
      data-testid={`social-card-${providerId}`}
      data-state={state.kind}
      className={`flex flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm ${
        state.kind === 'disconnected' ? 'border-amber-300' : 'border-slate-200'
      }`}
    >
      <div className="flex items-center gap-3">
        <NetworkIcon providerId={providerId} size="md" />
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {name}
          </h3>
          <p
            className={`text-sm ${
              state.kind === 'connected'
                ? 'text-green-700'
                : state.kind === 'disconnected'
                  ? 'text-amber-800'
                  : 'text-slate-600'
            }`}
          >
            {status}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2" hidden={readOnly}>
        {state.kind === 'notConnected' || state.kind === 'disconnected' ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={disabled}
            onClick={onConnect}
          >
            {working ? 'Connecting…' : state.kind === 'notConnected' ? 'Connect' : 'Reconnect'}
            <span className="sr-only"> {name}</span>
          </button>
        ) : null}
        {state.kind !== 'notConnected' ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={disabled}
            onClick={onDisconnect}
          >
            Disconnect<span className="sr-only"> {name}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}

function DisconnectDialog({
  open,
  providerName: name,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  providerName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      layer="z-50"
      width="max-w-md"
      compact
      panelClassName="bg-white p-6"
      busy={busy}
    >
      <DialogTitle className="text-lg font-semibold text-slate-900">
        {socialTexts.confirmTitle(name)}
      </DialogTitle>
      <Description className="mt-2 text-sm text-slate-700">{socialTexts.confirmText(name)}</Description>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={buttonClass('danger', 'sm')} disabled={busy} onClick={onConfirm}>
          {busy ? 'Disconnecting…' : 'Disconnect'}
        </button>
      </div>
    </Modal>
  );
}
