/**
 * Hand-written behaviour of the profile form machine (spec 3, 7.1; issue 16: bad input gets a sentence at its field
 * and changes nothing; nothing typed is lost), on real actors with a fake save.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { profileFormMachine, type SaveProfileInput } from '../../machines/profileForm.machine.ts';
import { sampleProfile } from '../../machines/profileForm.samples.ts';
import type { ProfileFields } from '../../src/domain/profile.ts';
import { deferred } from './harness.ts';

function start() {
  const sent: SaveProfileInput[] = [];
  let answer = deferred<ProfileFields>();
  const machine = profileFormMachine.provide({
    actors: {
      saveProfile: fromPromise<ProfileFields, SaveProfileInput>(({ input }) => {
        sent.push(input);
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { userId: 3, profile: sampleProfile } }).start();
  const type = (field: keyof ProfileFields, value: string) =>
    actor.send({ type: 'field.changed', field, value });
  const context = () => actor.getSnapshot().context;
  return {
    actor,
    sent,
    type,
    context,
    answer: () => answer,
    nextAnswer: () => {
      answer = deferred<ProfileFields>();
    },
  };
}

describe('profile form', () => {
  it('sends nothing while unchanged', () => {
    const form = start();
    form.actor.send({ type: 'profile.save' });
    expect(form.actor.getSnapshot().value).toBe('editing');
    expect(form.sent).toEqual([]);
    expect(form.context().notice).toBeNull();
  });

  it('checks the rules before sending: each bad field gets its sentence, the typing stays', () => {
    const form = start();
    form.type('first_name', '   ');
    form.type('email', 'olivia');
    form.type('telephone', 'call me');
    form.actor.send({ type: 'profile.save' });
    expect(form.sent).toEqual([]);
    expect(form.context().errors).toEqual({
      first_name: 'Please enter your first name.',
      email: 'Please enter your e-mail address, like name@example.com.',
      telephone: 'Please enter a telephone number in digits; a leading + and spaces are fine.',
    });
    expect(form.context().notice).toEqual({ kind: 'error', text: 'Please correct the fields marked below.' });
    expect(form.context().draft).toMatchObject({ first_name: '   ', email: 'olivia', telephone: 'call me' });
    // From then on the sentences follow the typing.
    form.type('email', 'olivia@example.com');
    expect(form.context().errors.email).toBeUndefined();
    expect(form.context().errors.first_name).toBe('Please enter your first name.');
  });

  it('sends the trimmed profile once, shows it saved, and the saved profile becomes the form', async () => {
    const form = start();
    form.type('telephone', ' +44 20 7946 0000 ');
    form.actor.send({ type: 'profile.save' });
    expect(form.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(form.sent).toEqual([{ userId: 3, profile: { ...sampleProfile, telephone: '+44 20 7946 0000' } }]);
    form.answer().resolve({ ...sampleProfile, telephone: '+44 20 7946 0000' });
    await form.answer().promise;
    await Promise.resolve();
    expect(form.actor.getSnapshot().value).toBe('editing');
    expect(form.context().saved.telephone).toBe('+44 20 7946 0000');
    expect(form.context().draft.telephone).toBe('+44 20 7946 0000');
    expect(form.context().notice).toEqual({ kind: 'saved', text: 'Your profile has been saved.' });
    // Typing again hides the saved notice.
    form.type('region', 'London');
    expect(form.context().notice).toBeNull();
  });

  it('keeps every field when the server refuses, with its sentence at the field it names', async () => {
    const form = start();
    form.type('email', 'viewer@demo.test');
    form.type('region', 'London');
    form.actor.send({ type: 'profile.save' });
    const refusal = Object.assign(
      new Error('Another login already uses this e-mail address. Please enter a different one.'),
      { field: 'email' },
    );
    form.answer().reject(refusal);
    await form.answer().promise.catch(() => undefined);
    await Promise.resolve();
    expect(form.actor.getSnapshot().value).toBe('editing');
    expect(form.context().draft).toMatchObject({ email: 'viewer@demo.test', region: 'London' });
    expect(form.context().errors.email).toBe(refusal.message);
    expect(form.context().saved).toEqual(sampleProfile);
  });

  it('shows a failed call above the form and lets the user try again; Discard puts back the saved profile', async () => {
    const form = start();
    form.type('zip_code', 'SW1A 1AA');
    form.actor.send({ type: 'profile.save' });
    form.answer().reject(new Error('Network error: unable to reach the server.'));
    await form.answer().promise.catch(() => undefined);
    await Promise.resolve();
    expect(form.context().notice).toEqual({
      kind: 'error',
      text: 'Network error: unable to reach the server.',
    });
    expect(form.context().draft.zip_code).toBe('SW1A 1AA');
    form.nextAnswer();
    form.actor.send({ type: 'profile.save' });
    expect(form.sent).toHaveLength(2);
    form.answer().reject(new Error('Network error: unable to reach the server.'));
    await form.answer().promise.catch(() => undefined);
    await Promise.resolve();
    form.actor.send({ type: 'profile.reset' });
    expect(form.context().draft).toEqual(sampleProfile);
    expect(form.context().notice).toBeNull();
  });
});
