/**
 * Cookie consent at the app shell (issue 16): runs the tab's one consent actor (consentLogic.ts), tells it of every
 * route change (a new pathname; a query or hash change is not a new page) and shows the banner after the app.
 * With no tracker configured the actor turns itself off: no banner, no footer button, nothing loads.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { api } from '../../api/index.ts';
import { trackingCalls } from '../../api/tracking.ts';
import { inspect } from '../../app/inspection.ts';
import { useAppLocation } from '../../app/useAppLocation.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { ConsentActorContext, ConsentActorRefContext } from './consentContext.ts';
import { consentLogic } from './consentLogic.ts';

function RouteChanges() {
  const actor = ConsentActorContext.useActorRef();
  const { pathname } = useAppLocation();
  const sent = useRef(pathname);
  useEffect(() => {
    if (sent.current === pathname) return;
    sent.current = pathname;
    actor.send({ type: 'route.changed', path: pathname });
  }, [actor, pathname]);
  return null;
}

function ShareActor({ children }: { children: ReactNode }) {
  const actor = ConsentActorContext.useActorRef();
  return <ConsentActorRefContext.Provider value={actor}>{children}</ConsentActorRefContext.Provider>;
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [logic] = useState(() => consentLogic(trackingCalls(api)));
  const [options] = useState(() => ({ input: { path: window.location.pathname }, inspect }));
  return (
    <ConsentActorContext.Provider logic={logic} options={options}>
      <RouteChanges />
      <ShareActor>{children}</ShareActor>
      <ConsentBanner />
    </ConsentActorContext.Provider>
  );
}
