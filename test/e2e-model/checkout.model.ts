/**
 * UI model of the checkout (spec 4.4, 7.3, 9): the dialog the plan picker opens on 'Select this plan', with the local
 * checkout sandbox in its iframe (no Paddle token). The machine starts when the dialog mounts, so `start` opens the
 * payment page and chooses a plan.
 *
 * Users: newbuyer@demo.test (roleType 5, no subscription, on /payment) for every path that does not finish paying;
 * its payment is never recorded on the server (POST /auth/paddlePaymentUpdate and /auth/addOrUpdateSubscriptions are
 * answered by route handlers with the contract's envelopes), so it stays unpaid for the next path. The one path that
 * pays through to the content planner uses reactivate@demo.test (canceled; 'Subscribe to this plan' on
 * /plan?reactivate=1) against the real server: it pays once per run (the e2e server starts on a fresh database).
 */
import { expect, type Page, type Route } from '@playwright/test';
import { planMessages } from '../../src/domain/plans.ts';
import { logIn } from '../e2e/support/session.ts';
import type { StepContext, UiModel, UiPath, WalkContext } from './support/uiModel.ts';

const NEWBUYER = { username: 'newbuyer@demo.test', password: 'demo1234' };
const REACTIVATE = { username: 'reactivate@demo.test', password: 'demo1234' };

const API = {
  config: '**/api/checkoutConfig',
  payment: '**/api/auth/paddlePaymentUpdate',
  subscription: '**/api/auth/addOrUpdateSubscriptions',
};

/** A JSON error answer as the server gives it (src/server/http.ts `errorBody`). */
const failWith = (message: string) => (route: Route) =>
  route.fulfill({ status: 500, json: { status: 500, message, data: null } });

/** The path pays through to the content planner (no failure on the way): it runs on the real server. */
const paysForReal = (path: UiPath) =>
  path.steps.some((step) => step.event.type === 'xstate.done.actor.updateSubscription') &&
  !path.steps.some((step) => step.event.type.startsWith('xstate.error.actor.'));

const planCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');
const iframe = (page: Page) => page.getByTitle('Checkout');
const preparing = (page: Page) =>
  dialog(page).getByRole('status').filter({ hasText: 'Preparing secure checkout' });
const failure = (page: Page) => dialog(page).getByRole('alert');
const tryAgain = (page: Page) => dialog(page).getByRole('button', { name: 'Try again' });
const cancel = (page: Page) => dialog(page).getByRole('button', { name: 'Cancel' });

async function expectPreparing(page: Page) {
  await expect(dialog(page)).toContainText('Checkout: Starter');
  await expect(preparing(page)).toBeVisible();
  await expect(cancel(page)).toBeVisible();
  await expect(iframe(page)).toHaveCount(0);
}

/**
 * The payment-success modal with `heading`, or already where it leads: the content planner (or, for newbuyer, whose
 * subscription the server never recorded, the payment page the route guard sends it back to).
 */
async function expectRecordingOrLanded(page: Page, heading: RegExp | string) {
  await expect(iframe(page)).toHaveCount(0);
  const modal = dialog(page).getByRole('heading', { name: heading });
  await expect
    .poll(
      async () =>
        (await modal.isVisible()) || /\/\d+\/(contentplanner|payment)$/.test(new URL(page.url()).pathname),
      { message: 'the payment-success modal, or the page it leads to' },
    )
    .toBe(true);
}

const expectPaidOrLanded = (page: Page) => expectRecordingOrLanded(page, planMessages.paymentSucceeded);

export const checkoutModel: UiModel = {
  machine: 'checkout',
  async start({ page, path, scratch }: WalkContext) {
    // Closed while the provider loads: hold GET /api/checkoutConfig until the dialog is cancelled.
    if (path.steps[1]?.event.type === 'checkout.closed') {
      await page.route(API.config, (route) => {
        scratch.heldConfig = route;
      });
    }
    if (paysForReal(path)) {
      const { user } = await logIn(page, REACTIVATE);
      scratch.accountId = user.accountId;
      await page.goto('/plan?reactivate=1');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Reactivate your subscription' }),
      ).toBeVisible();
      await page.locator('label', { hasText: 'Monthly' }).click();
      await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
      await planCard(page, 'Starter').getByRole('button', { name: planMessages.subscribePlan }).click();
      return;
    }
    // The recording calls answer success without touching newbuyer's data (failures are arranged on top).
    await page.route(API.payment, (route) =>
      route.fulfill({ json: { status: 200, data: { transactionId: 'txn_model', recorded: true } } }),
    );
    await page.route(API.subscription, (route) =>
      route.fulfill({
        json: {
          status: 200,
          data: {
            sub_id: 'sub_model',
            status: 'active',
            pricing_id: 1,
            plan_id: 1,
            end_at: null,
            created: new Date().toISOString(),
          },
        },
      }),
    );
    const { user } = await logIn(page, NEWBUYER);
    scratch.accountId = user.accountId;
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a plan and pay' })).toBeVisible();
    await planCard(page, 'Starter').getByRole('button', { name: planMessages.selectPlan }).click();
  },
  states: {
    'checkout.loadingProvider': async ({ page }) => expectPreparing(page),
    'checkout.waitingToOpen': async ({ page }) => expectPreparing(page),
    'checkout.providerFailed': async ({ page }) => {
      await expect(failure(page)).toHaveText(planMessages.providerFailed);
      await expect(tryAgain(page)).toBeVisible();
      await expect(cancel(page)).toBeVisible();
    },
    'checkout.open': async ({ page }) => {
      await expect(iframe(page)).toBeVisible();
      await expect(dialog(page).getByRole('button', { name: 'Close checkout' })).toBeVisible();
      await expect(
        page.frameLocator('iframe[title="Checkout"]').getByRole('button', { name: 'Pay now' }),
      ).toBeVisible();
    },
    'checkout.saving': async ({ page }) => {
      // The payment-success modal (no checkout iframe, no Cancel: nothing may be lost while recording), or
      // already where it leads.
      await expect(cancel(page)).toHaveCount(0);
      await expectRecordingOrLanded(page, /^(Recording your payment|Payment successful)$/);
    },
    // The states of the recording pass within a second on their own (real time runs besides Playwright's
    // clock): each assertion also accepts what follows it, so it holds whenever it starts.
    'checkout.saving.savingPayment': async ({ page }) => {
      await expect(
        dialog(page).getByRole('heading', { name: /^(Recording your payment|Payment successful)$/ }),
      ).toBeVisible();
    },
    'checkout.saving.paymentFailed': async ({ page }) => {
      await expect(failure(page)).toHaveText(planMessages.paymentSaveFailed);
      await expect(tryAgain(page)).toBeVisible();
      await expect(cancel(page)).toHaveCount(0);
    },
    'checkout.saving.waitingToUpdate': async ({ page }) => expectPaidOrLanded(page),
    'checkout.saving.updatingSubscription': async ({ page }) => expectPaidOrLanded(page),
    'checkout.saving.subscriptionFailed': async ({ page }) => {
      await expect(dialog(page).getByRole('heading', { name: planMessages.paymentSucceeded })).toBeVisible();
      await expect(failure(page)).toHaveText(planMessages.subscriptionFailed);
      await expect(tryAgain(page)).toBeVisible();
    },
    'checkout.saving.redirecting': async ({ page }) => {
      const message = dialog(page).getByText('Taking you to your Content Planner');
      await expect
        .poll(
          async () =>
            (await message.isVisible()) || /\/\d+\/contentplanner$/.test(new URL(page.url()).pathname),
        )
        .toBe(true);
    },
    'checkout.paid': async ({ page, scratch }) => {
      await expect(page).toHaveURL(new RegExp(`/${String(scratch.accountId)}/contentplanner$`));
      await expect(dialog(page)).toHaveCount(0);
    },
    'checkout.closed': async ({ page }) => {
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: planMessages.selectPlan }).first()).toBeEnabled();
    },
  },
  actions: {
    'checkout.closed': async ({ page, before, scratch }: StepContext) => {
      if (before.matches('open')) {
        await dialog(page).getByRole('button', { name: 'Close checkout' }).click();
      } else {
        await cancel(page).click();
      }
      const held = scratch.heldConfig as Route | undefined;
      if (held) await held.abort();
    },
    'checkout.retry': async ({ page }) => {
      await tryAgain(page).click();
    },
    'checkout.completed': async ({ page }) => {
      await page.frameLocator('iframe[title="Checkout"]').getByRole('button', { name: 'Pay now' }).click();
    },
  },
  arrange: {
    'xstate.error.actor.loadProvider': async ({ page }) => {
      await page.route(API.config, failWith('Checkout configuration unavailable'), { times: 1 });
    },
    'xstate.error.actor.savePayment': async ({ page }) => {
      await page.route(API.payment, failWith('Payment could not be recorded'), { times: 1 });
    },
    'xstate.error.actor.updateSubscription': async ({ page }) => {
      await page.route(API.subscription, failWith('Subscription could not be updated'), { times: 1 });
    },
  },
};
