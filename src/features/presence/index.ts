// Interface of network presence (spec 4.9); the shell mounts PresenceProvider once and OfflineBanner in layouts.
export { PresenceProvider, OfflineBanner } from './Presence.tsx';
// The network-speed indicator (spec 2.6, 9): the default layout mounts the provider, the sidebar the indicator.
export {
  ConnectionIndicator,
  ConnectionSpeedProvider,
  SlowConnectionWarning,
  useConnectionIsFast,
} from './ConnectionSpeed.tsx';
