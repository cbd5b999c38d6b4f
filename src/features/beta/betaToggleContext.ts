/** The one beta-toggle actor under the top bar (provided by BetaToggleProvider). */
import { createActorContext } from '@xstate/react';
import { betaToggleMachine } from '../../../machines/betaToggle.machine.ts';

export const BetaToggleActorContext = createActorContext(betaToggleMachine);

/** Whether the beta dashboard is on (the top menu's Dashboard then opens the beta dashboard). */
export function useBetaDashboard(): boolean {
  return BetaToggleActorContext.useSelector((snapshot) => snapshot.hasTag('enabled'));
}
