/** Samples of the profile menu machine (profileMenu.machine.ts) for the catalogue and the model tests. */
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { profileMenuMachine } from './profileMenu.machine.ts';

export const profileMenuSamples: CatalogueSamples<typeof profileMenuMachine> = {
  events: () => [
    { type: 'menu.pointerEntered', device: 'desktop' },
    { type: 'menu.pointerEntered', device: 'mobile' },
  ],
};
