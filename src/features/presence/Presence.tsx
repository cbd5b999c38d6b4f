// PLACEHOLDER until the presence machine lands: keeps the exported interface stable for the shell.
import type { ReactNode } from 'react';

export function PresenceProvider({ children }: { loggedIn: boolean; children: ReactNode }) {
  return <>{children}</>;
}
export function OfflineBanner() {
  return null;
}
