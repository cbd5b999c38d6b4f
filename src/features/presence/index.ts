// Interface of network presence (spec 4.9); the shell mounts PresenceProvider once and OfflineBanner in layouts.
export { PresenceProvider, OfflineBanner } from './Presence.tsx';
