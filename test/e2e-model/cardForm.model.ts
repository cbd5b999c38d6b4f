/**
 * UI model of the billing and card form (spec 2.6, 4.4, 5, 8): input 0 is the form of the billing page (/billing,
 * 'Billing details and card'), input 1 the card-update popup the page's 'Update card' opens. Both run as
 * networker@demo.test (Network Nook, role 1, an active subscription): no other UI model touches that account's card
 * or billing info, and the seed gives it none, so the form starts as input 0 does (only the user's e-mail).
 *
 * - Typing: one `fill` per event, with the value the event carries (the machine formats it as the field does).
 *   A field that already shows that value is emptied first, so the edit reaches the machine.
 * - Saving: each call of the path's save is held (support/heldCalls.ts) until its actor event's step lets it go,
 *   so the page is checked while it saves. A successful save or a saved card is the real server's answer;
 *   the billing warning (a 200 with a message, spec 8), a refused card (code 0) and failures are the answers the
 *   held call is given instead.
 * - The page assertions read the snapshot the path expects after its last step (the fields' values, the notice,
 *   whether Save is allowed: spec 5's rule, src/domain/card.ts `canSave`).
 */
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { CardFormContext, CardFormInput } from '../../machines/cardForm.machine.ts';
import { apiMessages } from '../../src/domain/apiMessages.ts';
import { canSave, cardMessages, expiryError, type CardField } from '../../src/domain/card.ts';
import { logIn } from '../e2e/support/session.ts';
import {
  expectedSnapshot,
  failWith,
  holding,
  letGo,
  rememberSnapshots,
  track,
} from './support/heldFormCalls.ts';
import type { StepContext, UiModel, UiPath, WalkContext } from './support/uiModel.ts';

const NETWORKER = { username: 'networker@demo.test', password: 'demo1234' };

const API = {
  billing: '**/api/auth/addUpdateBillingData',
  card: '**/api/updateCard',
};

const BILLING_LABELS = {
  name: 'Billing name',
  telephone: 'Telephone',
  address: 'Region',
  zipCode: 'Zip code',
} as const;
const CARD_LABELS: Record<CardField, string> = {
  name: 'Name on card',
  number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'CVC',
};

const modeOf = (ctx: WalkContext) => (ctx.input as CardFormInput).mode;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Update card' });
/** The form of the path: the billing page's, or the popup's. */
const form = (ctx: WalkContext) =>
  modeOf(ctx) === 'billing'
    ? ctx.page.getByRole('form', { name: 'Billing details and card' })
    : dialog(ctx.page).getByRole('form', { name: 'Update card' });
const saveButton = (ctx: WalkContext) => form(ctx).locator('button[type="submit"]');
const saveLabel = (ctx: WalkContext) => (modeOf(ctx) === 'billing' ? 'Save payment details' : 'Save card');

const expected = (ctx: WalkContext) => expectedSnapshot(ctx).context as CardFormContext;

/**
 * The failure of the step's event: its message is what the form shows (the machine notes the error's message), so
 * the network error the samples give is a call that does not get through; any other is the server's 500.
 */
const failing = ({ event }: StepContext) => {
  const error = (event as unknown as { error?: unknown }).error;
  const message = error instanceof Error ? error.message : '';
  if (message === apiMessages.network) return (route: Route) => route.abort('failed');
  return failWith(message);
};

// ---------------------------------------------------------------------------------------------------------------
// Typing

/** Types `value` into `field` with one change; a field already showing it is emptied first. */
async function typeInto(field: Locator, value: string) {
  if ((await field.inputValue()) === value) await field.fill('');
  await field.fill(value);
}

async function expectNotice(ctx: WalkContext) {
  const { notice } = expected(ctx);
  const alert = form(ctx).getByRole('alert');
  const status = form(ctx).getByRole('status');
  if (notice === null || notice.kind === 'saved') await expect(alert).toHaveCount(0);
  if (notice === null) await expect(status).toHaveCount(0);
  else if (notice.kind === 'saved') await expect(status).toHaveText(notice.text);
  else await expect(alert).toHaveText(notice.text);
}

async function expectFields(ctx: WalkContext) {
  const { billing, card, today } = expected(ctx);
  const scope = form(ctx);
  if (modeOf(ctx) === 'billing') {
    await expect(scope.getByLabel('Billing name')).toHaveValue(billing.name);
    const email = scope.getByLabel('Billing email');
    await expect(email).toHaveValue(NETWORKER.username);
    await expect(email).not.toBeEditable();
  }
  for (const [field, label] of Object.entries(CARD_LABELS) as [CardField, string][]) {
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(card[field]);
  }
  // Spec 8: a past expiry says so under the field.
  const expired = expiryError(card.expiry, today);
  if (expired)
    await expect(scope.getByLabel('Expiry date')).toHaveAccessibleDescription(/Card has been expired/);
  else await expect(scope.getByText(cardMessages.expired)).toHaveCount(0);
}

/** Spec 5: Save is disabled while saving; the fields are read-only until the answer. */
async function expectSaving(ctx: WalkContext) {
  await expect(form(ctx)).toHaveAttribute('aria-busy', 'true');
  await expect(saveButton(ctx)).toHaveText('Saving…');
  await expect(saveButton(ctx)).toBeDisabled();
  await expect(form(ctx).getByLabel('Card number')).toBeDisabled();
  await expect(form(ctx).getByRole('alert')).toHaveCount(0);
}

export const cardFormModel: UiModel = {
  machine: 'cardForm',
  inputs: [0, 1],
  async start(ctx: WalkContext) {
    const { page } = ctx;
    await rememberSnapshots(cardFormModel, ctx);
    await logIn(page, NETWORKER);
    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const billingForm = page.getByRole('form', { name: 'Billing details and card' });
    await expect(billingForm).toBeVisible();
    if (modeOf(ctx) === 'billing') {
      // The machine starts from the user's e-mail only (input 0): a billing name saved by an earlier path is emptied.
      const name = billingForm.getByLabel('Billing name');
      if ((await name.inputValue()) !== '') await name.fill('');
      return;
    }
    await page.getByRole('button', { name: 'Update card' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Update card' })).toBeVisible();
    await expect(form(ctx)).toBeVisible();
  },
  states: {
    cardForm: async (ctx) => {
      // The popup is gone once its card is saved (spec 4.4); otherwise the form shows its card fields.
      if (modeOf(ctx) === 'cardUpdate' && expectedSnapshot(ctx).matches('saved')) return;
      await expect(form(ctx).getByRole('group', { name: 'Card', exact: true })).toBeVisible();
      if (modeOf(ctx) === 'billing') {
        await expect(form(ctx).getByRole('group', { name: 'Billing information' })).toBeVisible();
      }
    },
    'cardForm.editing': async (ctx) => {
      await expect(form(ctx)).toHaveAttribute('aria-busy', 'false');
      await expectFields(ctx);
      await expectNotice(ctx);
      // Spec 5: Save waits for billing name and e-mail, card name, number, expiry and CVC, and a valid expiry.
      const context = expected(ctx);
      const button = saveButton(ctx);
      await expect(button).toHaveText(saveLabel(ctx));
      if (canSave(context, context.today)) await expect(button).toBeEnabled();
      else await expect(button).toBeDisabled();
    },
    'cardForm.saving': (ctx) => expectSaving(ctx),
    // Which call is out does not show: both are the form saving.
    'cardForm.saving.savingBilling': (ctx) => expectSaving(ctx),
    'cardForm.saving.updatingCard': (ctx) => expectSaving(ctx),
    'cardForm.saved': async (ctx) => {
      const { page } = ctx;
      if (modeOf(ctx) === 'cardUpdate') {
        // Spec 4.4: on code 1 the popup closes (its fields go with it); the page says the card was updated.
        await expect(dialog(page)).toHaveCount(0);
        await expect(page.getByRole('status').filter({ hasText: cardMessages.cardUpdated })).toBeVisible();
        await expect(page.getByRole('definition').filter({ hasText: '4242' })).toHaveText(
          '•••• ending in 4242',
        );
        return;
      }
      // Spec 4.4: the card fields are cleared once the card is saved; the billing details stay.
      await expect(form(ctx).getByRole('status')).toHaveText(cardMessages.billingSaved);
      await expectFields(ctx);
      await expect(saveButton(ctx)).toBeDisabled();
    },
  },
  actions: {
    'billing.changed': track(async (ctx) => {
      const { field, value } = ctx.event as unknown as { field: string; value: string };
      if (field === 'country') {
        await form(ctx).getByLabel('Country').selectOption(value);
        return;
      }
      await typeInto(form(ctx).getByLabel(BILLING_LABELS[field as keyof typeof BILLING_LABELS]), value);
    }),
    'card.changed': track(async (ctx) => {
      const { field, value } = ctx.event as unknown as { field: CardField; value: string };
      await typeInto(form(ctx).getByLabel(CARD_LABELS[field], { exact: true }), value);
    }),
    'card.save': track(async (ctx) => {
      await expect(saveButton(ctx)).toBeEnabled();
      await saveButton(ctx).click();
    }),
    'xstate.done.actor.saveBilling': letGo,
    'xstate.error.actor.saveBilling': letGo,
    'xstate.done.actor.updateCard': letGo,
    'xstate.error.actor.updateCard': letGo,
  },
  arrange: {
    'xstate.done.actor.saveBilling': holding(API.billing, ({ event }) => {
      const message = (event as unknown as { output: { message: string } }).output.message;
      // A non-empty message (spec 8) is never the real server's answer (it refuses bad input with a 400).
      if (message === '') return (route) => route.continue();
      return (route) => route.fulfill({ json: { status: 200, code: 200, message, data: null } });
    }),
    'xstate.error.actor.saveBilling': holding(API.billing, failing),
    'xstate.done.actor.updateCard': holding(API.card, ({ event }) => {
      const { code, message } = (event as unknown as { output: { code: number; message?: string } }).output;
      if (code === 1) return (route) => route.continue();
      return (route) => route.fulfill({ json: { status: 200, code, message, data: null } });
    }),
    'xstate.error.actor.updateCard': holding(API.card, failing),
  },
  unwalkable(path: UiPath) {
    if ((path.input as CardFormInput).mode !== 'cardUpdate') return null;
    const saved = path.steps.findIndex((step) => step.state.matches('saved'));
    if (saved >= 0 && saved < path.steps.length - 1) {
      return 'the card-update popup closes once the card is saved (code 1, spec 4.4): nothing more is typed in it';
    }
    return null;
  },
};
