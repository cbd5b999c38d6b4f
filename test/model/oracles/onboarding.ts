/**
 * What issue 16 (first-run setup: each step saves and reloads what was entered, resume, ends in the planner's first
 * week), spec 9 (setup progress starts at 5%) and the step rules of src/domain/onboarding.ts say about one setup
 * step (machines/onboarding.machine.ts). Written from those texts, not from the machine.
 */
import type { SnapshotFrom } from 'xstate';
import { onboardingMachine } from '../../../machines/onboarding.machine.ts';
import { always, atStart, defineOracle, rule, waitsOn, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof onboardingMachine>>;

const saving = (o: O) => o.running().includes('saveStep');
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The flow of the step as loaded: where it sits and whether the setup still runs. */
const flow = (o: O) => {
  const { steps, step } = o.context;
  const index = steps.indexOf(step);
  return { index, last: index === steps.length - 1, first: index === 0 };
};

export const onboardingOracle = defineOracle(onboardingMachine, [
  rule(
    'domain onboarding.ts',
    'the step starts by reading the setup',
    atStart,
    waitsOn('loading', 'loadStep'),
  ),
  rule(
    'invariant',
    'busy exactly while the answer is being saved',
    always,
    (o) => o.has('busy') === saving(o),
  ),
  rule(
    'domain onboarding.ts',
    'a step shows the answer saved before (reloads what was entered)',
    (o) => o.on('xstate.done.actor.loadStep'),
    (o) => same(o.context.draft, (o.event.output as { draft: unknown }).draft),
  ),
  rule(
    'domain onboarding.ts',
    'progress, Back and Next only while the setup is unfinished and this step belongs to it',
    (o) => o.on('xstate.done.actor.loadStep'),
    (o) => {
      const output = o.event.output as { finished: boolean; steps: string[] };
      return o.context.setup === (!output.finished && output.steps.includes(o.context.step));
    },
  ),
  rule(
    'domain onboarding.ts',
    'no topic picked: Next sends nothing and says "Choose at least one topic." at the field',
    (o) => o.on('step.next') && o.context.step === 'topics' && o.previous!.context.draft.picks.length === 0,
    (o) => !saving(o) && o.context.problem === 'Choose at least one topic.',
  ),
  rule(
    'domain onboarding.ts',
    'what the business offers needs 10 characters: shorter, Next sends nothing and says so at the field',
    (o) =>
      o.on('step.next') &&
      o.context.step === 'subjects_services' &&
      o.previous!.context.draft.text.trim().length < 10,
    (o) =>
      !saving(o) &&
      o.context.problem === 'Tell us in a few words what your business offers (at least 10 characters).',
  ),
  rule(
    'domain onboarding.ts',
    'a valid answer is sent once Next is pressed',
    (o) => o.started('saveStep'),
    (o) =>
      o.on('step.next') &&
      (o.context.step === 'topics'
        ? o.context.draft.picks.length > 0
        : o.context.draft.text.trim().length >= 10),
  ),
  rule(
    'domain onboarding.ts',
    'saved amid the setup: on to the next step of the flow',
    (o) => o.on('xstate.done.actor.saveStep') && o.previous!.context.setup && !flow(o).last,
    (o) =>
      same(o.paramsOf('goToStep'), [
        { accountId: o.context.accountId, step: o.context.steps[flow(o).index + 1] },
      ]) && o.snapshot.status === 'done',
  ),
  rule(
    'domain onboarding.ts',
    "saved at the last step: the setup ends in the planner's first week",
    (o) => o.on('xstate.done.actor.saveStep') && o.previous!.context.setup && flow(o).last,
    (o) => o.ran('finishSetup') && !o.ran('goToStep') && o.snapshot.status === 'done',
  ),
  rule(
    'domain onboarding.ts',
    'saved outside a running setup: the page stays and says it is saved',
    (o) => o.on('xstate.done.actor.saveStep') && !o.previous!.context.setup,
    (o) => !o.ran('goToStep') && !o.ran('finishSetup') && o.context.notice?.kind === 'saved',
  ),
  rule(
    'domain onboarding.ts',
    'a refused save keeps what was entered and shows why at the field',
    (o) => o.on('xstate.error.actor.saveStep'),
    (o) =>
      same(o.context.draft, o.previous!.context.draft) && o.context.problem === 'Choose from the list shown.',
  ),
  rule(
    'domain onboarding.ts',
    'Back goes to the previous step without saving; there is no Back before the first step',
    (o) => o.on('step.back'),
    (o) =>
      !saving(o) &&
      (o.previous!.context.setup && !flow(o).first
        ? same(o.paramsOf('goToStep'), [
            { accountId: o.context.accountId, step: o.context.steps[flow(o).index - 1] },
          ])
        : !o.ran('goToStep')),
  ),
  rule(
    'domain onboarding.ts',
    'a failed load says so and offers to try again',
    (o) => o.on('xstate.error.actor.loadStep'),
    (o) => o.context.notice?.text === 'This setup step could not be loaded.',
  ),
]);
