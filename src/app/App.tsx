import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { PresenceProvider } from '../features/presence/index.ts';
import { ToastProvider, Toaster } from '../ui/toast/index.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { RouteScreen } from './RouteScreen.tsx';
import { SessionProvider, useSession } from './session.tsx';

function Presence({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return <PresenceProvider loggedIn={status === 'loggedIn'}>{children}</PresenceProvider>;
}

/** The SPA: toasts, session, presence, then the guarded route table. */
export function App() {
  return (
    <ToastProvider>
      <SessionProvider>
        <Presence>
          <Router>
            <RouteGuard>{(match) => <RouteScreen match={match} />}</RouteGuard>
          </Router>
        </Presence>
      </SessionProvider>
      <Toaster />
    </ToastProvider>
  );
}
