/** Samples of the book-a-call dropdown (bookCall.machine.ts) for the catalogue and the model tests. */
import type { bookCallMachine } from './bookCall.machine.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';

export const bookCallSamples: CatalogueSamples<typeof bookCallMachine> = {
  events: () => [],
};
