import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { ConsentProvider } from '../features/consent/index.ts';
import { LiveProvider } from '../features/live/index.ts';
import { SessionTimeoutProvider } from '../features/mfa/index.ts';
import { PresenceProvider } from '../features/presence/index.ts';
import { ToastProvider, Toaster } from '../ui/toast/index.ts';
import { inspect } from './inspection.ts';
import { ProgressProvider } from './progress/TopProgress.tsx';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { RouteScreen } from './RouteScreen.tsx';
import { SessionProvider, useSession } from './session.tsx';

/** The session-timeout MFA popup (spec 4.3), told about the session it re-establishes. */
function SessionTimeout({ children }: { children: ReactNode }) {
  const session = useSession();
  return <SessionTimeoutProvider session={session}>{children}</SessionTimeoutProvider>;
}

/**
 * The SPA: toasts, session, session-timeout popup, presence, the stream of changes, cookie consent (its banner after the app), then the
 * guarded route table. The long-lived machines hear of the session through the session bridge (sessionBridge.ts),
 * which SessionProvider runs.
 */
export function App() {
  return (
    <ToastProvider inspect={inspect}>
      <ProgressProvider>
        <SessionProvider>
          <SessionTimeout>
            <PresenceProvider>
              <LiveProvider>
                <ConsentProvider>
                  <Router>
                    <RouteGuard>{(match) => <RouteScreen match={match} />}</RouteGuard>
                    <RouteAnnouncer />
                  </Router>
                </ConsentProvider>
              </LiveProvider>
            </PresenceProvider>
          </SessionTimeout>
        </SessionProvider>
      </ProgressProvider>
      <Toaster />
    </ToastProvider>
  );
}
