// Interface of the session-timeout MFA popup (spec 4.3): the app mounts SessionTimeoutProvider once, inside the
// toast and session providers; it renders the popup itself.
export { SessionTimeoutProvider, MfaActorContext } from './SessionTimeout.tsx';
export type { TimedOutSession } from './SessionTimeout.tsx';
export { layoutOfPath } from './mfaLogic.ts';
