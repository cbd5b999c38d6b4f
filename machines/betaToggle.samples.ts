/** Samples of the beta dashboard toggle (betaToggle.machine.ts) for the catalogue and the model tests. */
import type { betaToggleMachine } from './betaToggle.machine.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';

export const betaToggleSamples: CatalogueSamples<typeof betaToggleMachine> = {
  inputs: [{ enabled: false }, { enabled: true }],
  events: () => [],
  guardState: (snapshot) => ({ startedEnabled: snapshot.context.startedEnabled }),
};
