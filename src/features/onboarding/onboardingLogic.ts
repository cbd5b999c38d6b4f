/** The setup step machine with the app's side effects supplied (issue 16; src/domain/onboarding.ts). */
import { fromPromise } from 'xstate';
import {
  onboardingMachine,
  type LoadedStep,
  type OnboardingInput,
  type SaveStepInput,
} from '../../../machines/onboarding.machine.ts';
import type { onboardingCalls } from '../../api/onboarding.ts';
import { accountDetails } from '../../api/queries/accountDetails.ts';
import { accounts } from '../../api/queries/accounts.ts';
import { invalidateActionItems } from '../../api/queries/dashboardLinks.ts';
import { industryNews } from '../../api/queries/news.ts';
import {
  categories,
  defaultCategories,
  industries,
  objectives,
  onboardingStatus,
} from '../../api/queries/setup.ts';
import { ApiError } from '../../api/client.ts';
import {
  STEP_KINDS,
  firstWeekPath,
  onboardingMessages,
  stepPath,
  type OnboardingStep,
  type StepOption,
} from '../../domain/onboarding.ts';

type SetupCalls = ReturnType<typeof onboardingCalls>;

export interface OnboardingEffects {
  calls: SetupCalls;
  navigate: (path: string) => void;
}

/** The list a step offers, and the picks it starts with when nothing was saved (the usual categories). */
async function listOf(
  calls: SetupCalls,
  step: OnboardingStep,
): Promise<{ options: StepOption[]; start: number[] }> {
  switch (step) {
    case 'goals_objectives':
      return { options: await objectives.fetch(calls), start: [] };
    case 'topics':
      return { options: await industries.fetch(calls), start: [] };
    case 'categories': {
      const [all, usual] = await Promise.all([categories.fetch(calls), defaultCategories.fetch(calls)]);
      return { options: all, start: usual.map((option) => option.id) };
    }
    default:
      return { options: [], start: [] };
  }
}

export function onboardingLogic({ calls, navigate }: OnboardingEffects) {
  return onboardingMachine.provide({
    actors: {
      loadStep: fromPromise<LoadedStep, OnboardingInput>(async ({ input }) => {
        const [status, list] = await Promise.all([
          onboardingStatus.fetch(calls, input.accountId),
          listOf(calls, input.step),
        ]);
        if (!status) throw new ApiError('badResponse', onboardingMessages.loadFailed);
        const saved = status.answers[input.step] ?? {};
        return {
          steps: status.steps,
          done: status.done,
          finished: status.finished,
          options: list.options,
          draft: { text: saved.text ?? '', picks: saved.picks ?? list.start },
        };
      }),
      saveStep: fromPromise<{ done: OnboardingStep[] }, SaveStepInput>(async ({ input }) => {
        const kind = STEP_KINDS[input.step];
        const answer = await calls.saveOnboardingStep({
          account_id: input.accountId,
          step: input.step,
          ...(kind === 'picks' ? { picks: [...input.draft.picks] } : {}),
          ...(kind === 'text' || kind === 'choice' ? { text: input.draft.text } : {}),
        });
        // The setup changed, and with it where the account lands (landing_url of the account lists).
        await Promise.all([
          onboardingStatus.invalidate(input.accountId),
          accountDetails.invalidate(input.accountId),
          accounts.invalidate(),
          invalidateActionItems(input.accountId),
          // The topics step picks the account's industries, whose news the industry news page shows.
          ...(input.step === 'topics' ? [industryNews.invalidate(input.accountId)] : []),
        ]);
        return { done: answer.data?.done ?? [] };
      }),
    },
    actions: {
      goToStep: (_, { accountId, step }) => navigate(stepPath(accountId, step)),
      finishSetup: (_, { accountId }) => navigate(firstWeekPath(accountId)),
    },
  });
}
