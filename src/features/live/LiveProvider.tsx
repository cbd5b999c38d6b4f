/**
 * The stream of changes (issue 20). LiveProvider runs the live machine once (machines/live.machine.ts, with
 * liveLogic's effects), connects it to the session bridge (a stream while someone is logged in), tells it to try
 * again at once when the browser comes back online or a refused session is renewed, and provides the live bridge
 * (src/app/liveBridge.ts) the polling machines follow.
 * Mount it inside SessionProvider.
 */
import { createActorContext } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { liveMachine } from '../../../machines/live.machine.ts';
import { browserCredentials } from '../../api/credentials.ts';
import { api } from '../../api/index.ts';
import { documentVisibility } from '../../api/pageVisibility.ts';
import { sessionCalls } from '../../api/session.ts';
import { inspect } from '../../app/inspection.ts';
import { createLiveBridge, LiveBridgeContext } from '../../app/liveBridge.ts';
import { forwardSession, useSessionBridge } from '../../app/sessionBridge.ts';
import { liveLogic } from './liveLogic.ts';

const session = sessionCalls(api);

/** The one live actor of the app. */
export const LiveActorContext = createActorContext(liveMachine);

function LiveEvents({ renewed }: { renewed: EventTarget }) {
  const live = LiveActorContext.useActorRef();
  useSessionBridge(live, forwardSession.live);
  // A refused stream made the app check its session; renewed (the popup's code), the stream is tried at once.
  useEffect(() => {
    const retry = () => live.send({ type: 'stream.retryNow' });
    renewed.addEventListener('renewed', retry);
    return () => renewed.removeEventListener('renewed', retry);
  }, [live, renewed]);
  useEffect(() => {
    const online = () => live.send({ type: 'stream.retryNow' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [live]);
  return null;
}

export function LiveProvider({ children }: { children: ReactNode }) {
  const [bridge] = useState(createLiveBridge);
  const [renewed] = useState(() => new EventTarget());
  const [logic] = useState(() =>
    liveLogic({
      deps: { credentials: browserCredentials, visibility: documentVisibility },
      bridge,
      // The check waits for the session-timeout popup; answered, the session holds again.
      sessionRefused: () =>
        void session.checkSession().then(
          () => renewed.dispatchEvent(new Event('renewed')),
          () => {},
        ),
    }),
  );
  return (
    <LiveActorContext.Provider logic={logic} options={{ inspect }}>
      <LiveEvents renewed={renewed} />
      <LiveBridgeContext.Provider value={bridge}>{children}</LiveBridgeContext.Provider>
    </LiveActorContext.Provider>
  );
}
