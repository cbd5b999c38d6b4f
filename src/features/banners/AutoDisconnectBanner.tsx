/**
 * The disconnect banner of the default layout (spec 2.5, 2.6, 4.9, 8). The autoDisconnect machine asks
 * POST /auth/checkautodc {account_id} on load, on account change, on every page change and every 60 s (while the
 * stream of changes is up: when the account's networks change instead of every 60 s). For each
 * network that withdrew its permission the banner says spec 8's text with the network's name and a 'Click to
 * reconnect' link to /userSetting#social_media_accounts, over a dimmed overlay.
 *
 * The overlay dims the page but traps nothing and takes no clicks (pointer-events: none): the banner sits above it,
 * right after the top bar, its link and 'Not now' are ordinary tab stops, and 'Not now' (or Escape) lifts the
 * overlay while the banner text stays until the network is reconnected. Hidden on the settings page and on
 * /social_accounts, where the user reconnects.
 */
import { inspect } from '../../app/inspection.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../api/index.ts';
import { socialCalls } from '../../api/social.ts';
import { useSession } from '../../app/session.tsx';
import { forwardLive, useLiveBridge } from '../../app/liveBridge.ts';
import { forwardSession, useSessionBridge } from '../../app/sessionBridge.ts';
import { useAppLocation } from '../../app/useAppLocation.ts';
import {
  RECONNECT_LINK_LABEL,
  SOCIAL_ACCOUNTS_PATH,
  SOCIAL_ACCOUNTS_SETTINGS,
  accountIdOf,
  autoDisconnectText,
  providerName,
} from '../../domain/social.ts';
import { autoDisconnectLogic } from '../social/socialLogic.ts';

const calls = socialCalls(api);

/** The pages where the user reconnects: the banner would only stand in the way there. */
export function isReconnectPage(pathname: string): boolean {
  return /^(\/\d+)?\/userSetting\/?$/.test(pathname) || pathname === SOCIAL_ACCOUNTS_PATH;
}

export function AutoDisconnectBanner() {
  const { accountId } = useSession();
  const { pathname } = useAppLocation();
  const [logic] = useState(() => autoDisconnectLogic(calls));
  const actor = useActorRef(logic, { input: { accountId: accountIdOf(accountId) }, inspect });
  const providerIds = useSelector(actor, (snapshot) => snapshot.context.providerIds);
  // The session bridge tells it of account changes; the live bridge of the stream of changes (issue 20).
  useSessionBridge(actor, forwardSession.autoDisconnect);
  useLiveBridge(actor, forwardLive.autoDisconnect);

  // A page change asks again (the user may just have reconnected on the settings page).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    actor.send({ type: 'check.requested' });
  }, [actor, pathname]);

  // 'Not now' lifts the overlay for the networks listed now; a new one dims the page again.
  const listed = providerIds.join(',');
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const dimmed = dismissedFor !== listed;

  useEffect(() => {
    if (!dimmed || listed === '') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissedFor(listed);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dimmed, listed]);

  if (providerIds.length === 0 || isReconnectPage(pathname)) return null;

  return (
    <>
      {dimmed ? (
        <div
          data-testid="auto-disconnect-overlay"
          aria-hidden="true"
          className="pointer-events-none fixed inset-0 z-40 bg-slate-900/50"
        />
      ) : null}
      <section
        aria-label="Disconnected social accounts"
        data-testid="auto-disconnect-banner"
        className="sticky top-0 z-50 w-full border-b border-red-200 bg-red-50 px-4 py-3 shadow-md"
      >
        <div className="mx-auto flex max-w-screen-2xl items-start justify-between gap-4">
          <ul role="alert" className="flex flex-col gap-2">
            {providerIds.map((id) => (
              <li key={id} className="text-sm text-red-900">
                <span>{autoDisconnectText(providerName(id))}</span>{' '}
                <Link
                  href={SOCIAL_ACCOUNTS_SETTINGS}
                  className="font-semibold text-red-900 underline hover:no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
                >
                  {RECONNECT_LINK_LABEL}
                </Link>
              </li>
            ))}
          </ul>
          {dimmed ? (
            <button
              type="button"
              onClick={() => setDismissedFor(listed)}
              className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-red-900 hover:bg-red-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
            >
              Not now
            </button>
          ) : null}
        </div>
      </section>
    </>
  );
}
