/**
 * What spec 3, 4.9 and 7.1 and the form rules of src/domain/profile.ts (issue 16: bad input gets a sentence at its
 * field and changes nothing, typing is never lost) say about the profile form (machines/profileForm.machine.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { profileFormMachine } from '../../../machines/profileForm.machine.ts';
import { always, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof profileFormMachine>>;

const saving = (o: O) => o.running().includes('saveProfile');
const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export const profileFormOracle = defineOracle(profileFormMachine, [
  rule(
    'invariant',
    'busy exactly while the profile is being saved',
    always,
    (o) => o.has('busy') === saving(o),
  ),
  rule(
    'spec 3',
    'what the user types is what the form holds',
    (o) => o.on('field.changed'),
    (o) => o.context.draft[o.event.field as keyof typeof o.context.draft] === o.event.value,
  ),
  rule(
    'domain profile.ts',
    'an e-mail without @ is never sent: Save shows the sentence at the field',
    (o) => o.on('profile.save') && !o.previous?.context.draft.email.includes('@'),
    (o) =>
      !saving(o) &&
      o.context.errors.email === 'Please enter your e-mail address, like name@example.com.' &&
      o.context.notice?.text === 'Please correct the fields marked below.',
  ),
  rule(
    'spec 7.1',
    'Save sends the trimmed profile with POST /updateProfile when it changed and is valid',
    (o) => o.started('saveProfile'),
    (o) => o.context.draft.email.includes('@') && !same(o.context.draft, o.context.saved),
  ),
  rule(
    'domain profile.ts',
    'a saved profile becomes the form and says so',
    (o) => o.on('xstate.done.actor.saveProfile'),
    (o) =>
      same(o.context.saved, o.event.output as object) &&
      same(o.context.draft, o.event.output as object) &&
      o.context.notice?.text === 'Your profile has been saved.',
  ),
  rule(
    'domain profile.ts',
    'a refused save keeps every field as typed and shows why',
    (o) => o.on('xstate.error.actor.saveProfile'),
    (o) => same(o.context.draft, o.previous!.context.draft) && o.context.notice?.kind === 'error',
  ),
  rule(
    'domain profile.ts',
    "the server's sentence about the e-mail shows at the e-mail field",
    (o) => o.on('xstate.error.actor.saveProfile') && (o.event.error as { field?: string }).field === 'email',
    (o) => o.context.errors.email === (o.event.error as Error).message,
  ),
  rule(
    'domain profile.ts',
    'Discard puts back the saved profile',
    (o) => o.on('profile.reset'),
    (o) => same(o.context.draft, o.context.saved) && o.context.notice === null,
  ),
]);
