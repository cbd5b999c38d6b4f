/** The profile menu's actor (provided by ProfileMenu). */
import { createActorContext } from '@xstate/react';
import { profileMenuMachine } from '../../../machines/profileMenu.machine.ts';

export const ProfileMenuActorContext = createActorContext(profileMenuMachine);
