/** The profile form machine with the app's side effects supplied (spec 3, 4.9, 7.1). */
import { fromPromise } from 'xstate';
import { profileFormMachine, type SaveProfileInput } from '../../../machines/profileForm.machine.ts';
import type { AuthUser } from '../../contract/session.ts';
import { profileOf, type ProfileFields } from '../../domain/profile.ts';

export interface ProfileFormEffects {
  /** POST /updateProfile {id, profile}: the user as saved (the call also clears every cache, spec 4.9). */
  updateProfile: (id: number, profile: ProfileFields) => Promise<AuthUser>;
  /** The session takes the saved user (the top bar's name, the menus). */
  profileSaved: (user: AuthUser) => void;
}

export function profileFormLogic(effects: ProfileFormEffects) {
  return profileFormMachine.provide({
    actors: {
      saveProfile: fromPromise<ProfileFields, SaveProfileInput>(async ({ input }) => {
        const user = await effects.updateProfile(input.userId, input.profile);
        effects.profileSaved(user);
        return profileOf(user);
      }),
    },
  });
}
