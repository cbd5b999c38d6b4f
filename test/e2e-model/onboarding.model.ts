/**
 * UI model of a setup step (issue 16; machines/onboarding.machine.ts) as starter@demo.test, whose account's setup
 * runs, on the sample's step: topics (the picks steps) or subjects_services (the text steps).
 *
 * - The setup the step loads is the sample's (GET /auth/getOnboarding answered with its steps, done and finished),
 *   so the step sits amid, first or last in a setup, or is a setting; the lists are the real server's.
 * - Loads and saves are held (support/heldCalls.ts) until their actor event's step lets them go; a save the path
 *   answers reaches the real server, a refused one is the server's 400 for an unknown pick.
 * - Where the step leaves to is checked on the address: the next or previous step, or the planner's first week.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { LoadedStep, OnboardingContext } from '../../machines/onboarding.machine.ts';
import {
  firstWeekPath,
  onboardingMessages,
  setupText,
  stepAfter,
  stepBefore,
  stepPath,
  stepText,
} from '../../src/domain/onboarding.ts';
import { logIn } from '../e2e/support/session.ts';
import {
  expectedSnapshot,
  failWith,
  holding,
  letGo,
  rememberSnapshots,
  stayBusy,
  track,
} from './support/heldFormCalls.ts';
import type { StepContext, UiModel, WalkContext } from './support/uiModel.ts';

const STARTER = { username: 'starter@demo.test', password: 'demo1234' };
const API = {
  load: '**/api/auth/getOnboarding',
  save: '**/api/auth/saveOnboardingStep',
};
/** The sample pick (id 2 of the real industries). */
const PICK_NAME = 'Architecture and construction';

const expected = (ctx: WalkContext) => expectedSnapshot(ctx).context as OnboardingContext;
const question = (page: Page, ctx: WalkContext) =>
  page.getByRole('heading', { level: 1, name: stepText[expected(ctx).step].question });
const mainButton = (page: Page) => page.getByRole('button', { name: /^(Next|Finish setup|Save|Saving…)$/ });

/** The sample's setup, as GET /auth/getOnboarding answers it. */
const answeredWith =
  ({ event, scratch }: StepContext) =>
  (route: Route) => {
    const output = (event as unknown as { output: LoadedStep }).output;
    return route.fulfill({
      json: {
        status: 200,
        data: {
          account_id: scratch.accountId as number,
          steps: output.steps,
          done: output.done,
          finished: output.finished,
          answers: {},
        },
      },
    });
  };

export const onboardingModel: UiModel = {
  machine: 'onboarding',
  inputs: [0, 1],
  timeout: 90_000,
  async start(ctx) {
    const { page, scratch } = ctx;
    await rememberSnapshots(onboardingModel, ctx);
    const { user } = await logIn(page, STARTER);
    scratch.accountId = user.accountId;
    await page.goto(stepPath(user.accountId!, expected(ctx).step));
  },
  states: {
    'onboarding.loading': async ({ page }) => {
      await expect(page.getByRole('status').filter({ hasText: setupText.loading })).toBeVisible();
    },
    'onboarding.failed': async (ctx) => {
      const alert = ctx.page.getByRole('alert').filter({ hasText: onboardingMessages.loadFailed });
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(question(ctx.page, ctx)).toBeVisible();
    },
    'onboarding.editing': async (ctx) => {
      const { page } = ctx;
      const { setup, steps, step, problem, notice, draft } = expected(ctx);
      await expect(question(page, ctx)).toBeVisible();
      const progress = page.getByRole('progressbar', { name: /^Setup progress/ });
      if (setup) {
        await expect(progress).toHaveAccessibleName(
          `${setupText.progressLabel}: ${setupText.stepOf(steps.indexOf(step) + 1, steps.length)}`,
        );
        await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(
          stepBefore(steps, step) === null ? 0 : 1,
        );
        await expect(mainButton(page)).toHaveText(
          stepAfter(steps, step) === null ? setupText.finish : setupText.next,
        );
      } else {
        await expect(progress).toHaveCount(0);
        await expect(mainButton(page)).toHaveText(setupText.save);
      }
      if (step === 'topics') {
        const box = page.getByRole('checkbox', { name: PICK_NAME });
        if (draft.picks.includes(2)) await expect(box).toBeChecked();
        else await expect(box).not.toBeChecked();
      } else {
        await expect(page.getByLabel(stepText.subjects_services.label!)).toHaveValue(draft.text);
      }
      if (problem) await expect(page.getByText(problem)).toBeVisible();
      if (notice?.kind === 'saved')
        await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    },
    'onboarding.saving': async ({ page }) => {
      await expect(mainButton(page)).toHaveText('Saving…');
      await expect(mainButton(page)).toBeDisabled();
    },
    'onboarding.left': async (ctx) => {
      const { steps, step } = expected(ctx);
      const accountId = ctx.scratch.accountId as number;
      const back = ctx.path.steps.at(-1)?.event.type === 'step.back';
      const to = back ? stepBefore(steps, step) : stepAfter(steps, step);
      await expect(ctx.page).toHaveURL(to === null ? firstWeekPath(accountId) : stepPath(accountId, to));
    },
  },
  actions: {
    'answer.toggled': track(async ({ page }) => {
      await page.getByRole('checkbox', { name: PICK_NAME }).click();
    }),
    'answer.typed': track(async ({ page, event }) => {
      await page.getByLabel(stepText.subjects_services.label!).fill(String(event.text));
    }),
    'step.next': track(async (ctx) => {
      await stayBusy(ctx, API.save);
      await mainButton(ctx.page).click();
    }),
    'step.back': track(async ({ page }) => {
      await page.getByRole('button', { name: 'Back' }).click();
    }),
    'step.retry': track(async (ctx) => {
      await stayBusy(ctx, API.load);
      await ctx.page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    }),
    'xstate.done.actor.loadStep': letGo,
    'xstate.error.actor.loadStep': letGo,
    'xstate.done.actor.saveStep': letGo,
    'xstate.error.actor.saveStep': letGo,
  },
  arrange: {
    'xstate.done.actor.loadStep': holding(API.load, answeredWith),
    'xstate.error.actor.loadStep': holding(API.load, () => failWith('Something went wrong.')),
    'xstate.done.actor.saveStep': holding(API.save, () => (route) => route.continue()),
    'xstate.error.actor.saveStep': holding(
      API.save,
      () => (route) =>
        route.fulfill({
          status: 400,
          json: {
            status: 400,
            message: `picks: ${onboardingMessages.unknownPick}`,
            field: 'picks',
            data: null,
          },
        }),
    ),
  },
  unwalkable(path) {
    // The topics step has no text field, subjects_services no list.
    const kinds = new Set(path.steps.map((step) => step.event.type));
    if (path.inputIndex === 0 && kinds.has('answer.typed')) return 'the topics step has no text to type';
    if (path.inputIndex === 1 && kinds.has('answer.toggled'))
      return 'subjects_services has no list to pick from';
    return null;
  },
};
