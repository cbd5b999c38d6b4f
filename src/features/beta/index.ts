// Interface of the beta dashboard toggle (spec 4.7).
export { BetaToggleProvider, BetaToggleSwitch } from './BetaToggle.tsx';
export { useBetaDashboard } from './betaToggleContext.ts';
