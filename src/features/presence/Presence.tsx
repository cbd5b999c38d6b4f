/**
 * Network presence (spec 4.9). PresenceProvider runs the presence machine once, feeds it the browser's
 * online/offline and unload events, and connects it to the session bridge (src/app/sessionBridge.ts: logged in or
 * out); OfflineBanner shows while the machine says 'offline'. Mount PresenceProvider inside ToastProvider (it asks
 * for toasts through useStableShowToast()) and SessionProvider.
 */
import { inspect } from '../../app/inspection.ts';
import { forwardSession, useSessionBridge } from '../../app/sessionBridge.ts';
import { createActorContext } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { presenceMachine } from '../../../machines/presence.machine.ts';
import { api } from '../../api/index.ts';
import { presenceCalls } from '../../api/presence.ts';
import { messages } from '../../domain/constants.ts';
import { useStableShowToast } from '../../ui/toast/index.ts';
import { presenceLogic } from './presenceLogic.ts';

/** The one presence actor of the app. */
export const PresenceActorContext = createActorContext(presenceMachine);

/** Sends the browser's events to the presence actor, and connects it to the session bridge. */
function PresenceEvents() {
  const presence = PresenceActorContext.useActorRef();
  useSessionBridge(presence, forwardSession.presence);

  useEffect(() => {
    const online = () => presence.send({ type: 'network.online' });
    const offline = () => presence.send({ type: 'network.offline' });
    const unloading = () => presence.send({ type: 'page.unloading' });
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) presence.send({ type: 'page.restored' });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', unloading);
    window.addEventListener('beforeunload', unloading);
    window.addEventListener('pageshow', shown);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', unloading);
      window.removeEventListener('beforeunload', unloading);
      window.removeEventListener('pageshow', shown);
    };
  }, [presence]);

  return null;
}

export function PresenceProvider({ children }: { children: ReactNode }) {
  const showToast = useStableShowToast();
  const [logic] = useState(() =>
    presenceLogic({
      calls: presenceCalls(api),
      showToast,
    }),
  );
  const [options] = useState(() => ({
    input: { online: typeof navigator === 'undefined' ? true : navigator.onLine },
    inspect,
  }));
  return (
    <PresenceActorContext.Provider logic={logic} options={options}>
      <PresenceEvents />
      {children}
    </PresenceActorContext.Provider>
  );
}

/** 'No internet connection.' while the browser is offline. */
export function OfflineBanner() {
  const offline = PresenceActorContext.useSelector((snapshot) => snapshot.hasTag('offline'));
  if (!offline) return null;
  return (
    <div role="alert" className="w-full bg-red-600 px-4 py-2 text-center text-sm font-medium text-white">
      {messages.offlineBanner}
    </div>
  );
}
