/**
 * One step of the first-run setup (issue 16; src/domain/onboarding.ts): the page of a step (`/{accid}/<step>`) runs
 * this machine with its account and step.
 *
 * - `loading`: `loadStep` reads the account's setup (its steps, those done, the answers so far) and the step's list
 *   (goals, industries or categories). A step of a setup still running shows the progress bar (5% at the start,
 *   spec 9) with Back and Next; otherwise the page is a plain setting with Save (`setup` false). A failed load says
 *   so, with Try again.
 * - `editing`: typing, a choice or a pick changes the draft; nothing typed is ever dropped. Next (or Save) checks the
 *   step's rule first: a problem is one sentence at the field and nothing is sent; from then on the sentence follows
 *   the typing.
 * - `saving`: `saveStep` sends the answer. Saved in a running setup: on to the next step's page (`goToStep`), or,
 *   after the last one, to the content planner's "your first week" (`finishSetup`). Saved as a setting: a notice.
 *   Refused: the server's sentence shows at the field and the draft stays.
 * - Back goes to the previous step's page without saving (what was saved there is shown again).
 */
import { assertEvent, assign, setup } from 'xstate';
import { provided } from './provided.ts';
import {
  EMPTY_DRAFT,
  STEP_KINDS,
  normaliseDraft,
  onboardingMessages,
  stepAfter,
  stepBefore,
  stepProblem,
  stepRefusal,
  togglePick,
  type OnboardingStep,
  type StepDraft,
  type StepOption,
} from '../src/domain/onboarding.ts';

export interface OnboardingInput {
  accountId: number;
  step: OnboardingStep;
}

/** What `loadStep` answers: the account's setup and the step's form. */
export interface LoadedStep {
  steps: OnboardingStep[];
  done: OnboardingStep[];
  finished: boolean;
  draft: StepDraft;
  options: StepOption[];
}

export interface SaveStepInput {
  accountId: number;
  step: OnboardingStep;
  draft: StepDraft;
}

export interface OnboardingNotice {
  kind: 'saved' | 'error';
  text: string;
}

export interface OnboardingContext {
  accountId: number;
  step: OnboardingStep;
  steps: OnboardingStep[];
  done: OnboardingStep[];
  /** The setup is still running and this page is one of its steps: progress, Back and Next. */
  setup: boolean;
  options: StepOption[];
  draft: StepDraft;
  /** The sentence at the field (the step's rule, or the server's refusal). */
  problem: string | null;
  /** Next was pressed with a problem: the sentence now follows the typing. */
  checking: boolean;
  notice: OnboardingNotice | null;
}

export type OnboardingEvent =
  | { type: 'answer.typed'; text: string }
  | { type: 'answer.toggled'; id: number }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.retry' };

const choicesOf = (context: OnboardingContext) =>
  STEP_KINDS[context.step] === 'choice' ? context.options.map((option) => option.name) : null;
const problemOf = (context: OnboardingContext, draft: StepDraft) =>
  stepProblem(context.step, draft, choicesOf(context));

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    tags: {} as 'busy' | 'loading',
  },
  actors: {
    /** GET /auth/getOnboarding and the step's list. Placeholder: the app provides the calls. */
    loadStep: provided<LoadedStep, OnboardingInput>('loadStep'),
    /** POST /auth/saveOnboardingStep (a setting outside the setup saves the same way). */
    saveStep: provided<{ done: OnboardingStep[] }, SaveStepInput>('saveStep'),
  },
  actions: {
    /** Opens the page of `step` under the account. Provided by the app (navigation). */
    goToStep: (_, _params: { accountId: number; step: OnboardingStep }) => {},
    /** Opens the content planner's "your first week". Provided by the app (navigation). */
    finishSetup: (_, _params: { accountId: number }) => {},
    takeLoaded: assign((_, { loaded, step }: { loaded: LoadedStep; step: OnboardingStep }) => ({
      steps: loaded.steps,
      done: loaded.done,
      setup: !loaded.finished && loaded.steps.includes(step),
      options: loaded.options,
      draft: loaded.draft,
      problem: null,
      checking: false,
      notice: null,
    })),
    noteLoadFailed: assign({ notice: { kind: 'error', text: onboardingMessages.loadFailed } }),
    changeText: assign(({ context, event }) => {
      assertEvent(event, 'answer.typed');
      const draft = { ...context.draft, text: event.text };
      return { draft, problem: context.checking ? problemOf(context, draft) : context.problem, notice: null };
    }),
    togglePick: assign(({ context, event }) => {
      assertEvent(event, 'answer.toggled');
      const draft = { ...context.draft, picks: togglePick(context.draft.picks, event.id) };
      return { draft, problem: context.checking ? problemOf(context, draft) : context.problem, notice: null };
    }),
    showProblem: assign(({ context }) => ({ checking: true, problem: problemOf(context, context.draft) })),
    noteSaved: assign((_, { done }: { done: OnboardingStep[] }) => ({
      done,
      problem: null,
      checking: false,
      notice: { kind: 'saved' as const, text: onboardingMessages.saved },
    })),
    noteRefusal: assign((_, { error }: { error: unknown }) => ({
      problem: stepRefusal(error),
      notice: null,
    })),
  },
  guards: {
    hasProblem: ({ context }) => problemOf(context, context.draft) !== null,
    isSetup: ({ context }) => context.setup,
    isLastStep: ({ context }) => context.setup && stepAfter(context.steps, context.step) === null,
    hasPrevious: ({ context }) => context.setup && stepBefore(context.steps, context.step) !== null,
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    accountId: input.accountId,
    step: input.step,
    steps: [],
    done: [],
    setup: false,
    options: [],
    draft: EMPTY_DRAFT,
    problem: null,
    checking: false,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "The account's setup and the step's list are read.",
      tags: ['loading'],
      invoke: {
        id: 'loadStep',
        src: 'loadStep',
        input: ({ context }) => ({ accountId: context.accountId, step: context.step }),
        onDone: {
          target: 'editing',
          actions: {
            type: 'takeLoaded',
            params: ({ context, event }) => ({ loaded: event.output, step: context.step }),
          },
        },
        onError: { target: 'failed', actions: 'noteLoadFailed' },
      },
    },
    failed: {
      description: 'The step could not be loaded; Try again reads it again.',
      on: { 'step.retry': 'loading' },
    },
    editing: {
      description:
        'The form shows what the user entered; Next (or Save) checks the rule before anything is sent.',
      on: {
        'answer.typed': { actions: 'changeText' },
        'answer.toggled': { actions: 'togglePick' },
        'step.next': [{ guard: 'hasProblem', actions: 'showProblem' }, { target: 'saving' }],
        'step.back': {
          guard: 'hasPrevious',
          target: 'left',
          actions: {
            type: 'goToStep',
            params: ({ context }) => ({
              accountId: context.accountId,
              step: stepBefore(context.steps, context.step) ?? context.step,
            }),
          },
        },
      },
    },
    saving: {
      description: 'POST /auth/saveOnboardingStep with the trimmed answer; the form waits.',
      tags: ['busy'],
      invoke: {
        id: 'saveStep',
        src: 'saveStep',
        input: ({ context }) => ({
          accountId: context.accountId,
          step: context.step,
          draft: normaliseDraft(context.draft),
        }),
        onDone: [
          {
            guard: 'isLastStep',
            target: 'left',
            actions: { type: 'finishSetup', params: ({ context }) => ({ accountId: context.accountId }) },
          },
          {
            guard: 'isSetup',
            target: 'left',
            actions: {
              type: 'goToStep',
              params: ({ context }) => ({
                accountId: context.accountId,
                step: stepAfter(context.steps, context.step) ?? context.step,
              }),
            },
          },
          {
            target: 'editing',
            actions: { type: 'noteSaved', params: ({ event }) => ({ done: event.output.done }) },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'noteRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    left: {
      description: 'On to another page (the next or previous step, or the planner).',
      type: 'final',
    },
  },
});
