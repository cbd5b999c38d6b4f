/**
 * UI model of the plan picker (spec 2.6, 4.4, 9): the plan cards with the Monthly / Yearly toggle.
 *
 * - Input 0 (logged in, not reactivating), with the live subscription the path's first load answers:
 *   reviewer@demo.test on /plan ('Choose your plan'), whose account Review Room no other UI model uses. Each such
 *   path first puts the subscription back on the yearly Starter plan through the real API
 *   (POST /auth/addOrUpdateSubscriptions), and its plan changes are the real server's.
 * - Input 0 with no subscription: newowner@demo.test (roleType 5, no subscription) on /payment; choosing a plan
 *   opens the checkout, which the path closes (nothing is paid).
 * - Input 2 (logged out): /special_offer, where 'Pick this plan' leads to registration.
 * - Input 1 (reactivating) is not walked: input 0 takes every transition it does, and the reactivating users
 *   (cancelled@, reactivate@) belong to the paywall and checkout models.
 *
 * The samples' plans 11 and 12 are the yearly cards Starter (the subscription's plan when a path starts) and Growth.
 * The loads and the plan change are held (support/heldCalls.ts) until their actor event's step lets them go, so the
 * page is checked while it loads or saves; failures are the server's 500 given to the held call.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { PlanPickerContext, PlanPickerInput } from '../../machines/planPicker.machine.ts';
import { planMessages } from '../../src/domain/plans.ts';
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
import type { StepContext, UiModel, UiPath, WalkContext } from './support/uiModel.ts';

const REVIEWER = { username: 'reviewer@demo.test', password: 'demo1234' };
const NEWOWNER = { username: 'newowner@demo.test', password: 'demo1234' };
/** The yearly Starter plan (pricing id 12): the subscription's plan when a path of the reviewer starts. */
const STARTER_YEARLY = 12;
/** The cards the samples' plan ids stand for (yearly, the picker's default). */
const TITLES: Record<number, string> = { 11: 'Starter', 12: 'Growth' };

const API = {
  plans: '**/api/auth/getPlans',
  publicPlans: '**/api/getVariants',
  change: '**/api/auth/addOrUpdateSubscriptions',
  subscription: '**/api/auth/getSubscriptions',
};

type Who = 'subscribed' | 'unsubscribed' | 'visitor';

/** Who walks the path: a visitor (input 2), else the user whose subscription the first load answers. */
function whoWalks(path: UiPath): Who {
  if (!(path.input as PlanPickerInput).authenticated) return 'visitor';
  const loaded = path.steps.find((step) => step.event.type === 'xstate.done.actor.loadPlans');
  const output = (loaded?.event as unknown as { output: { subscription: unknown } } | undefined)?.output;
  return output?.subscription === null ? 'unsubscribed' : 'subscribed';
}

const HEADINGS: Record<Who, string> = {
  subscribed: 'Choose your plan',
  unsubscribed: 'Choose a plan and pay',
  visitor: 'Our plans',
};

const expected = (ctx: WalkContext) => expectedSnapshot(ctx).context as PlanPickerContext;
const periodName = (ctx: WalkContext) => (expected(ctx).billingType === 'yearly' ? 'Yearly' : 'Monthly');
const plansSection = (ctx: WalkContext) => ctx.page.getByRole('region', { name: `${periodName(ctx)} plans` });
const planCard = (ctx: WalkContext, planId: number) =>
  plansSection(ctx)
    .getByRole('article')
    .filter({ has: ctx.page.getByRole('heading', { name: TITLES[planId], exact: true }) });
const spinners = (page: Page) => page.locator('article button[aria-busy="true"]');
const checkout = (page: Page) => page.getByRole('dialog');
const plansUrl = (ctx: WalkContext) =>
  (ctx.input as PlanPickerInput).authenticated ? API.plans : API.publicPlans;

const answered = () => (route: Route) => route.continue();
const fail = () => failWith('Something went wrong.');

/** The plan buttons of spec 4.4 for the cards of the shown period, with the expected subscription. */
async function expectPlanButtons(ctx: WalkContext) {
  const { subscription, authenticated } = expected(ctx);
  const buttons = plansSection(ctx).getByRole('button');
  if (!authenticated) {
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all()) await expect(button).toHaveText(planMessages.pickPlan);
    return;
  }
  if (subscription === null) {
    // Spec 9: the free-trial badge shows while the user has no subscription.
    await expect(planCard(ctx, 11).getByText(planMessages.trialBadge)).toBeVisible();
    await expect(planCard(ctx, 11).getByRole('button')).toHaveText(planMessages.selectPlan);
    await expect(plansSection(ctx).getByRole('button', { name: planMessages.currentPlan })).toHaveCount(0);
    return;
  }
  const current = expected(ctx).plans.find((plan) => plan.pricing_id === subscription.pricing_id)!;
  const other = current.id === 11 ? 12 : 11;
  if (expected(ctx).billingType === 'yearly') {
    await expect(planCard(ctx, current.id).getByRole('button')).toHaveText(planMessages.currentPlan);
    await expect(planCard(ctx, current.id).getByRole('button')).toBeDisabled();
    await expect(planCard(ctx, other).getByRole('button')).toHaveText(planMessages.selectPlan);
  }
  await expect(plansSection(ctx).getByText(planMessages.trialBadge)).toHaveCount(0);
}

/** While the plan changes (or the change failed), every plan button waits. */
async function expectPlansLocked(ctx: WalkContext) {
  const buttons = plansSection(ctx).getByRole('button');
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) await expect(button).toBeDisabled();
}

/** The chosen card's button shows the saving spinner. */
async function expectChosenSaving(ctx: WalkContext) {
  const chosen = planCard(ctx, expected(ctx).chosenPlanId!).getByRole('button');
  await expect(chosen).toHaveAttribute('aria-busy', 'true');
  await expect(chosen).toContainText('(saving…)');
  await expect(spinners(ctx.page)).toHaveCount(1);
  await expect(ctx.page.getByRole('alert').filter({ hasText: planMessages.changeFailed })).toHaveCount(0);
}

export const planPickerModel: UiModel = {
  machine: 'planPicker',
  inputs: [0, 2],
  async start(ctx: WalkContext) {
    const { page, path } = ctx;
    await rememberSnapshots(planPickerModel, ctx);
    const who = whoWalks(path);
    if (who === 'visitor') {
      await page.goto('/special_offer');
    } else if (who === 'unsubscribed') {
      await logIn(page, NEWOWNER);
      await page.goto('/payment');
    } else {
      const { token, user } = await logIn(page, REVIEWER);
      const reset = await page.context().request.post('/api/auth/addOrUpdateSubscriptions', {
        headers: { Authorization: `Bearer ${token}` },
        data: { pricing_id: STARTER_YEARLY, account_id: user.accountId },
      });
      expect(reset.ok(), 'the subscription is back on the yearly Starter plan').toBe(true);
      await page.goto('/plan');
    }
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS[who] })).toBeVisible();
  },
  states: {
    planPicker: async ({ page, path, scratch }) => {
      if (scratch.signingUp) return;
      // CSS, since the checkout dialog hides the page from the accessibility tree.
      await expect(page.locator('main h1')).toHaveText(HEADINGS[whoWalks(path)]);
    },
    'planPicker.loading': async ({ page }) => {
      await expect(page.getByRole('status').filter({ hasText: 'Loading plans…' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
    },
    'planPicker.loadFailed': async ({ page }) => {
      await expect(page.getByRole('alert').filter({ hasText: planMessages.loadFailed })).toHaveText(
        planMessages.loadFailed,
      );
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(page.getByRole('article')).toHaveCount(0);
    },
    'planPicker.showing': async (ctx) => {
      const { page, scratch } = ctx;
      if (scratch.signingUp) {
        // Spec 4.4: logged out, 'Pick this plan' leads to registration.
        await expect(page).toHaveURL(/\/#register$/);
        return;
      }
      // Spec 4.4: the toggle filters the cards to billingPeriod 3 (Monthly) or 6 (Yearly).
      await expect(page.getByRole('radio', { name: periodName(ctx) })).toBeChecked();
      // Every card of the section is priced per the chosen period, ex tax (spec 9).
      const cards = plansSection(ctx).getByRole('article');
      await expect(cards.first()).toBeVisible();
      const unit = expected(ctx).billingType === 'yearly' ? 'years?' : 'months?';
      await expect(plansSection(ctx).getByText(new RegExp(` / (2 )?${unit}, ex tax$`))).toHaveCount(
        await cards.count(),
      );
      await expect(spinners(page)).toHaveCount(0);
      await expect(checkout(page)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectPlanButtons(ctx);
    },
    'planPicker.changingPlan': (ctx) => expectPlansLocked(ctx),
    'planPicker.changingPlan.saving': (ctx) => expectChosenSaving(ctx),
    'planPicker.changingPlan.refreshingSubscription': (ctx) => expectChosenSaving(ctx),
    'planPicker.changingPlan.failed': async (ctx) => {
      const alert = ctx.page.getByRole('alert');
      await expect(alert).toContainText(planMessages.changeFailed);
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(alert.getByRole('button', { name: 'Choose another plan' })).toBeEnabled();
      await expect(spinners(ctx.page)).toHaveCount(0);
    },
    'planPicker.checkingOut': async (ctx) => {
      // The checkout of the chosen plan; the card's spinner runs until it closes (spec 4.4).
      const title = TITLES[expected(ctx).chosenPlanId!]!;
      await expect(checkout(ctx.page)).toContainText(`Checkout: ${title}`);
      await expect(spinners(ctx.page)).toHaveCount(1);
    },
  },
  actions: {
    'billing.typeChosen': track(async (ctx) => {
      const { billingType } = ctx.event as unknown as { billingType: 'monthly' | 'yearly' };
      await ctx.page.locator('label', { hasText: billingType === 'monthly' ? 'Monthly' : 'Yearly' }).click();
    }),
    'plan.chosen': track(async (ctx: StepContext) => {
      const { planId } = ctx.event as unknown as { planId: number };
      if (!expected(ctx).authenticated) ctx.scratch.signingUp = true;
      if (expected(ctx).authenticated && ctx.step.state.matches('changingPlan'))
        await stayBusy(ctx, API.change);
      await planCard(ctx, planId).getByRole('button').click();
    }),
    'plans.retry': track(async (ctx) => {
      await stayBusy(ctx, plansUrl(ctx));
      await ctx.page.getByRole('button', { name: 'Try again' }).click();
    }),
    'planChange.retry': track(async (ctx) => {
      await stayBusy(ctx, API.change);
      await ctx.page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    }),
    'planChange.dismissed': track(async ({ page }) => {
      await page.getByRole('alert').getByRole('button', { name: 'Choose another plan' }).click();
    }),
    'checkout.closed': track(async ({ page }) => {
      await checkout(page)
        .getByRole('button', { name: /^(Cancel|Close checkout)$/ })
        .first()
        .click();
    }),
    'xstate.done.actor.loadPlans': letGo,
    'xstate.error.actor.loadPlans': letGo,
    'xstate.done.actor.changePlan': letGo,
    'xstate.error.actor.changePlan': letGo,
    'xstate.done.actor.loadSubscription': letGo,
    'xstate.error.actor.loadSubscription': letGo,
  },
  arrange: {
    'xstate.done.actor.loadPlans': (ctx) => holding(plansUrl(ctx), answered)(ctx),
    'xstate.error.actor.loadPlans': (ctx) => holding(plansUrl(ctx), fail)(ctx),
    'xstate.done.actor.changePlan': holding(API.change, answered),
    'xstate.error.actor.changePlan': holding(API.change, fail),
    'xstate.done.actor.loadSubscription': holding(API.subscription, answered),
    'xstate.error.actor.loadSubscription': holding(API.subscription, fail),
  },
};
