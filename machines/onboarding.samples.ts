/** Samples of the setup step machine (onboarding.machine.ts) for the catalogue and the model tests. */
import { EMPTY_DRAFT, type OnboardingStep } from '../src/domain/onboarding.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { LoadedStep, onboardingMachine } from './onboarding.machine.ts';

const industries = [
  { id: 2, name: 'Architecture and construction' },
  { id: 11, name: 'Home services' },
];
const loaded = (steps: OnboardingStep[], finished = false): LoadedStep => ({
  steps,
  done: finished ? steps : [],
  finished,
  draft: EMPTY_DRAFT,
  options: industries,
});

/**
 * Where a step can sit, for both sample steps: amid a setup (A), first or last (B, C), and after it (a setting).
 * The topics step is the picks steps' sample, subjects_services the text steps'.
 */
export const onboardingLoads = {
  amid: loaded(['goals_objectives', 'subjects_services', 'topics', 'categories']),
  topicsFirst: loaded(['topics', 'subjects_services']),
  subjectsFirst: loaded(['subjects_services', 'topics']),
  setting: loaded(['subjects_services', 'topics'], true),
} as const;

export const onboardingSamples: CatalogueSamples<typeof onboardingMachine> = {
  inputs: [
    { accountId: 1, step: 'topics' },
    { accountId: 1, step: 'subjects_services' },
  ],
  events: () => [
    ...Object.values(onboardingLoads).map((output) => ({ type: 'xstate.done.actor.loadStep', output })),
    { type: 'xstate.error.actor.loadStep', error: new Error('Network error: unable to reach the server.') },
    { type: 'answer.toggled', id: 2 },
    { type: 'answer.typed', text: 'Garden design' },
    { type: 'xstate.done.actor.saveStep', output: { done: ['subjects_services', 'topics'] } },
    { type: 'xstate.error.actor.saveStep', error: new Error('picks: Choose from the list shown.') },
  ],
  guardState: (snapshot) => ({
    setup: snapshot.context.setup,
    steps: snapshot.context.steps,
    picks: snapshot.context.draft.picks,
    problem: snapshot.context.problem,
    checking: snapshot.context.checking,
    notice: snapshot.context.notice?.kind ?? null,
  }),
};
