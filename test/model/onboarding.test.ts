/**
 * Hand-written behaviour of a setup step (issue 16) on real actors with fake calls: the text and choice steps (the
 * catalogue samples walk the picks step), resume of the draft, and where Next and Back lead.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  onboardingMachine,
  type LoadedStep,
  type OnboardingInput,
  type SaveStepInput,
} from '../../machines/onboarding.machine.ts';
import { EMPTY_DRAFT, onboardingMessages, type OnboardingStep } from '../../src/domain/onboarding.ts';
import { deferred } from './harness.ts';

const STEPS: OnboardingStep[] = ['subjects_services', 'goals_objectives', 'dayTimeSchedule'];
const goals = [
  { id: 1, name: 'Brand awareness' },
  { id: 5, name: 'Sales' },
];

function start(step: OnboardingStep, loaded: Partial<LoadedStep> = {}) {
  const sent: SaveStepInput[] = [];
  const went: unknown[] = [];
  let answer = deferred<{ done: OnboardingStep[] }>();
  const machine = onboardingMachine.provide({
    actors: {
      loadStep: fromPromise<LoadedStep, OnboardingInput>(() =>
        Promise.resolve({
          steps: STEPS,
          done: [],
          finished: false,
          draft: EMPTY_DRAFT,
          options: step === 'goals_objectives' ? goals : [],
          ...loaded,
        }),
      ),
      saveStep: fromPromise<{ done: OnboardingStep[] }, SaveStepInput>(({ input }) => {
        sent.push(input);
        return answer.promise;
      }),
    },
    actions: {
      goToStep: (_, params) => went.push({ goTo: params }),
      finishSetup: (_, params) => went.push({ finish: params }),
    },
  });
  const actor = createActor(machine, { input: { accountId: 4, step } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, sent, went, settle, answer: () => answer, reset: () => (answer = deferred()) };
}

describe('setup step', () => {
  it('shows the saved answer again and, with a too short text, sends nothing and keeps the typing', async () => {
    const step = start('subjects_services', { draft: { text: 'Cakes', picks: [] } });
    await step.settle();
    expect(step.actor.getSnapshot().context).toMatchObject({ setup: true, draft: { text: 'Cakes' } });
    step.actor.send({ type: 'step.next' });
    expect(step.sent).toEqual([]);
    expect(step.actor.getSnapshot().context.problem).toBe(onboardingMessages.subjectsShort);
    step.actor.send({ type: 'answer.typed', text: 'Cakes and bread' });
    expect(step.actor.getSnapshot().context.problem).toBeNull();
  });

  it('sends the trimmed text and opens the next step of the flow', async () => {
    const step = start('subjects_services');
    await step.settle();
    step.actor.send({ type: 'answer.typed', text: '  Cakes and bread, baked daily  ' });
    step.actor.send({ type: 'step.next' });
    expect(step.sent).toEqual([
      { accountId: 4, step: 'subjects_services', draft: { text: 'Cakes and bread, baked daily', picks: [] } },
    ]);
    step.answer().resolve({ done: ['subjects_services'] });
    await step.settle();
    expect(step.went).toEqual([{ goTo: { accountId: 4, step: 'goals_objectives' } }]);
    expect(step.actor.getSnapshot().status).toBe('done');
  });

  it('a goal must be one of the list; Back returns to the step before without saving', async () => {
    const step = start('goals_objectives');
    await step.settle();
    step.actor.send({ type: 'answer.typed', text: 'World domination' });
    step.actor.send({ type: 'step.next' });
    expect(step.actor.getSnapshot().context.problem).toBe(onboardingMessages.goalUnknown);
    step.actor.send({ type: 'step.back' });
    expect(step.sent).toEqual([]);
    expect(step.went).toEqual([{ goTo: { accountId: 4, step: 'subjects_services' } }]);
  });

  it('the last step refused by the server keeps the page and says why; accepted, it ends in the first week', async () => {
    const step = start('dayTimeSchedule');
    await step.settle();
    step.actor.send({ type: 'step.next' });
    step.answer().reject(new Error(`step: ${onboardingMessages.scheduleMissing}`));
    await step.settle();
    expect(step.actor.getSnapshot().context.problem).toBe(onboardingMessages.scheduleMissing);
    step.reset();
    step.actor.send({ type: 'step.next' });
    step.answer().resolve({ done: STEPS });
    await step.settle();
    expect(step.went).toEqual([{ finish: { accountId: 4 } }]);
  });

  it('after the setup a step is a setting: Save stays on the page and says so', async () => {
    const step = start('goals_objectives', { finished: true, done: STEPS });
    await step.settle();
    expect(step.actor.getSnapshot().context.setup).toBe(false);
    step.actor.send({ type: 'answer.typed', text: 'Sales' });
    step.actor.send({ type: 'step.next' });
    step.answer().resolve({ done: STEPS });
    await step.settle();
    expect(step.went).toEqual([]);
    expect(step.actor.getSnapshot().context.notice).toEqual({ kind: 'saved', text: 'Saved.' });
  });
});
