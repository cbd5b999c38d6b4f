/** Samples of the profile form machine (profileForm.machine.ts) for the catalogue and the model tests. */
import type { ProfileFields } from '../src/domain/profile.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { profileFormMachine } from './profileForm.machine.ts';

/** The demo owner's profile as seeded (no telephone, country, region or postal code yet). */
export const sampleProfile: ProfileFields = {
  first_name: 'Olivia',
  last_name: 'Owner',
  email: 'owner@demo.test',
  telephone: '',
  country: '',
  region: '',
  zip_code: '',
};

export const profileFormSamples: CatalogueSamples<typeof profileFormMachine> = {
  inputs: [{ userId: 1, profile: sampleProfile }],
  events: () => [
    { type: 'field.changed', field: 'telephone', value: '+44 20 7946 0000' },
    { type: 'field.changed', field: 'email', value: 'olivia' },
    { type: 'field.changed', field: 'email', value: 'owner@demo.test' },
    { type: 'xstate.done.actor.saveProfile', output: { ...sampleProfile, telephone: '+44 20 7946 0000' } },
    {
      type: 'xstate.error.actor.saveProfile',
      error: Object.assign(
        new Error('Another login already uses this e-mail address. Please enter a different one.'),
        { field: 'email' },
      ),
    },
    {
      type: 'xstate.error.actor.saveProfile',
      error: new Error('Network error: unable to reach the server.'),
    },
  ],
  // The sample events give each field two or three values, so the profiles themselves keep the graph small; guards
  // read them (changed, breaks a rule), the view shows the sentences and the notice.
  guardState: (snapshot) => ({
    saved: snapshot.context.saved,
    draft: snapshot.context.draft,
    errors: snapshot.context.errors,
    checking: snapshot.context.checking,
    notice: snapshot.context.notice,
  }),
};
