/** Samples of the top progress bar (progressBar.machine.ts) for the catalogue and the model tests. */
import type { progressBarMachine } from './progressBar.machine.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';

export const progressBarSamples: CatalogueSamples<typeof progressBarMachine> = {
  events: () => [{ type: 'work.started' }, { type: 'work.finished' }],
  // Guards read only whether one piece of work or more is in flight; a third call adds no new behaviour.
  guardState: (snapshot) => Math.min(snapshot.context.pending, 2),
};
