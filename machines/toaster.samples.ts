/** Samples of the toaster machine (toaster.machine.ts) for the catalogue and the model tests. */
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { toasterMachine } from './toaster.machine.ts';

export const toasterSamples: CatalogueSamples<typeof toasterMachine> = {
  events: (snapshot) => {
    const { toasts } = snapshot.context;
    const newest = toasts[0];
    const oldest = toasts[toasts.length - 1];
    return [
      { type: 'toast.show', tone: 'error', title: 'A title that is longer than thirty-two characters' },
      ...(newest ? [{ type: 'toast.dismiss', id: newest.id }] : []),
      ...(oldest ? [{ type: 'toast.expired', id: oldest.id }] : []),
    ];
  },
  // Guards read how many toasts are shown (full list, last toast), not which.
  guardState: (snapshot) => snapshot.context.toasts.length,
  // 21 list lengths make too many loop-free paths; shortest paths already reach every transition.
  simplePaths: false,
};
