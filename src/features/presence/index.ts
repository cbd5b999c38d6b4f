// Interface of network presence (spec 4.9); the shell mounts PresenceProvider once and OfflineBanner in layouts.
export { PresenceProvider, OfflineBanner } from './Presence.tsx';
// The network-speed indicator (spec 2.6, 9) is not re-exported here: the default layout and the sidebar import
// ConnectionSpeed.tsx themselves, so the login page (which reaches this file through App.tsx) does not carry its
// machine and wording (test/unit/app/entryImports.test.ts).
