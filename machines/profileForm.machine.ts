/**
 * The profile form of the settings hub (/userSetting#profile; spec 3: name, country, region, zip_code, e-mail,
 * telephone; spec 7.1 POST /updateProfile "also used with profile fields"; spec 4.9: saving a profile clears all
 * caches, which the app's `saveProfile` actor does).
 *
 * - `editing`: every keystroke is `field.changed`; nothing typed is ever dropped. Save checks the form's rules
 *   (src/domain/profile.ts) first: with a problem, each field says its sentence and nothing is sent; from then on
 *   the sentences follow the typing. Unchanged, Save does nothing. `profile.reset` puts back the saved profile.
 * - `saving`: `saveProfile` sends the trimmed profile. Saved: the answer becomes the saved profile and a notice
 *   says so. Refused: the server's sentence shows at its field (an e-mail another login uses) or above the form,
 *   and every field keeps what was typed.
 */
import { assertEvent, assign, setup } from 'xstate';
import { provided } from './provided.ts';
import {
  hasProfileErrors,
  isProfileChanged,
  normaliseProfile,
  profileMessages,
  profileRefusal,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileFields,
} from '../src/domain/profile.ts';

export interface ProfileFormNotice {
  kind: 'saved' | 'error';
  text: string;
}

export interface ProfileFormInput {
  userId: number;
  profile: ProfileFields;
}

export interface ProfileFormContext {
  userId: number;
  /** The profile as the server has it. */
  saved: ProfileFields;
  /** What the form shows: the user's typing. */
  draft: ProfileFields;
  errors: ProfileErrors;
  /** Save was pressed with a problem: the sentences now follow the typing. */
  checking: boolean;
  notice: ProfileFormNotice | null;
}

export type ProfileFormEvent =
  | { type: 'field.changed'; field: ProfileField; value: string }
  | { type: 'profile.save' }
  | { type: 'profile.reset' };

export interface SaveProfileInput {
  userId: number;
  profile: ProfileFields;
}

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    input: {} as ProfileFormInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /updateProfile {id, profile}: answers the profile as saved. Placeholder: the app provides the call. */
    saveProfile: provided<ProfileFields, SaveProfileInput>('saveProfile'),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      const draft = { ...context.draft, [event.field]: event.value };
      return {
        draft,
        errors: context.checking ? validateProfile(draft) : context.errors,
        notice: context.notice?.kind === 'saved' ? null : context.notice,
      };
    }),
    showProblems: assign(({ context }) => ({
      checking: true,
      errors: validateProfile(context.draft),
      notice: { kind: 'error' as const, text: profileMessages.invalid },
    })),
    putBackSaved: assign(({ context }) => ({
      draft: context.saved,
      errors: {},
      checking: false,
      notice: null,
    })),
    noteSaved: assign((_, { profile }: { profile: ProfileFields }) => ({
      saved: profile,
      draft: profile,
      errors: {},
      checking: false,
      notice: { kind: 'saved' as const, text: profileMessages.saved },
    })),
    noteRefusal: assign(({ context }, { error }: { error: unknown }) => {
      const refusal = profileRefusal(error);
      return {
        errors: refusal.field ? { ...context.errors, [refusal.field]: refusal.message } : context.errors,
        notice: { kind: 'error' as const, text: refusal.field ? profileMessages.invalid : refusal.message },
      };
    }),
  },
  guards: {
    isUnchanged: ({ context }) => !isProfileChanged(context.saved, context.draft),
    hasProblems: ({ context }) => hasProfileErrors(validateProfile(context.draft)),
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({
    userId: input.userId,
    saved: input.profile,
    draft: input.profile,
    errors: {},
    checking: false,
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form shows what the user typed; Save checks the rules before anything is sent.',
      on: {
        'field.changed': { actions: 'changeField' },
        'profile.save': [
          { guard: 'isUnchanged', description: 'Nothing to save.' },
          { guard: 'hasProblems', actions: 'showProblems' },
          { target: 'saving' },
        ],
        'profile.reset': { actions: 'putBackSaved' },
      },
    },
    saving: {
      description: 'POST /updateProfile with the trimmed profile; the fields wait.',
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ userId: context.userId, profile: normaliseProfile(context.draft) }),
        onDone: {
          target: 'editing',
          actions: { type: 'noteSaved', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'noteRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
