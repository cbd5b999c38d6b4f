/**
 * The billing page and the card-update popup (spec 2.6, 4.4, 5, 8) in Chromium against the real server.
 * owner@demo.test only reads and types (nothing saved); cardfix@demo.test (past_due) updates its card through the popup the
 * paywall's 'Update credit card' opens (`/{id}/billing?updateCard=1`).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/session.ts';

// cardfix@demo.test is past_due like cardfail@demo.test; the paywall spec needs cardfail's card left failing.
const PAST_DUE_USER = { username: 'cardfix@demo.test', password: 'demo1234' };
/** Two digits of a year three years ahead, and of one long past. */
const futureYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

function billingForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Billing details and card' });
}

/** Replaces the field's text by typing `text` key by key, as a user would. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(text);
}

test.describe('billing page as owner@demo.test (nothing saved)', () => {
  test.beforeEach(async ({ page }) => {
    const { user } = await logIn(page);
    await page.goto('/billing');
    await expect(page).toHaveURL(new RegExp(`/${user.accountId}/billing$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  });

  test('shows the payments with their badges, and the saved card', async ({ page }) => {
    const payments = page.getByRole('table');
    await expect(payments.getByRole('row')).toHaveCount(3);
    await expect(payments.getByText('Successful')).toHaveCount(2);
    await expect(payments.getByRole('columnheader', { name: 'Plan' })).toBeVisible();
    await expect(payments.getByRole('cell').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM)$/);
    const card = page.getByRole('definition').filter({ hasText: '4242' });
    await expect(card).toHaveText('•••• ending in 4242');
    await expect(page.getByText(/^\d{2} \/ \d{2}$/)).toBeVisible();
    await page.getByRole('button', { name: 'Change plan' }).click();
    const plans = page.getByRole('dialog', { name: 'Change plan' });
    // The dialog element itself has no box (its panel is fixed): its title shows it is open.
    await expect(plans.getByRole('heading', { name: 'Change plan' })).toBeVisible();
    await plans.getByRole('button', { name: 'Close' }).click();
    await expect(plans).toHaveCount(0);
  });

  test('on a phone each payment is a card with its status in view, not a table cut off at the side', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const payments = page.getByRole('table', { name: 'Payments, newest first' });
    const badge = payments.getByRole('row').nth(1).getByRole('cell').nth(3).getByText('Successful');
    // Inside the page's 16 px margin (the old table's Status column ran past the card's edge, cut off).
    await expect
      .poll(async () => {
        const box = await badge.boundingBox();
        return box !== null && box.x + box.width <= 390 - 16;
      })
      .toBe(true);
    await expect(payments.getByRole('cell').first()).toHaveText(/^Date\s*\d{4}-\d{2}-\d{2} /);
    await expect(payments.getByRole('row')).toHaveCount(3);
  });

  test('the card fields follow the rules of spec 5', async ({ page }) => {
    const form = billingForm(page);
    const number = form.getByLabel('Card number');
    const expiry = form.getByLabel('Expiry date');
    const cvc = form.getByLabel('CVC');

    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(form.getByLabel('Name on card')).toHaveAttribute('autocomplete', 'cc-name');

    // Card number: digits only, grouped in fours, at most 24 characters.
    await typeInto(number, '42a4-2 4242x42');
    await expect(number).toHaveValue('4242 4242 42');
    await number.fill('1'.repeat(30));
    await expect(number).toHaveValue('1111 1111 1111 1111 1111');
    await number.pressSequentially('9');
    await expect(number).toHaveValue('1111 1111 1111 1111 1111');

    // Expiry: a first month digit other than 0 or 1 gets a 0; a month above 12 is rejected; a past date says so.
    await typeInto(expiry, '4');
    await expect(expiry).toHaveValue('04 / ');
    await typeInto(expiry, '13');
    await expect(expiry).toHaveValue('1');
    await typeInto(expiry, '1a2');
    await expect(expiry).toHaveValue('12 / ');
    await typeInto(expiry, '0120');
    await expect(expiry).toHaveValue('01 / 20');
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAccessibleDescription(/Card has been expired/);
    await expect(form.getByText('Card has been expired')).toBeVisible();
    await typeInto(expiry, `12${futureYear}99`);
    await expect(expiry).toHaveValue(`12 / ${futureYear}`);
    await expect(form.getByText('Card has been expired')).toBeHidden();

    // CVC: digits only, at most 4.
    await typeInto(cvc, '1a2345');
    await expect(cvc).toHaveValue('1234');
  });

  test('Save stays disabled until the form is complete; the billing e-mail is read-only', async ({
    page,
  }) => {
    const form = billingForm(page);
    const save = form.getByRole('button', { name: 'Save payment details' });
    const email = form.getByLabel('Billing email');
    await expect(email).toHaveValue('owner@demo.test');
    await expect(email).toHaveAttribute('readonly', '');
    await expect(email).not.toBeEditable();

    await expect(save).toBeDisabled();
    await form.getByLabel('Billing name').fill('Olive Owner');
    await form.getByLabel('Name on card').fill('Olive Owner');
    await typeInto(form.getByLabel('Card number'), '424242424');
    await typeInto(form.getByLabel('Expiry date'), `12${futureYear}`);
    await typeInto(form.getByLabel('CVC'), '1');
    // Nine digits make 11 characters: enough for the button (10), whatever the server later says.
    await expect(save).toBeEnabled();

    await typeInto(form.getByLabel('Card number'), '4242424');
    await expect(save).toBeDisabled();
    await typeInto(form.getByLabel('Card number'), '4242424242424242');
    await expect(save).toBeEnabled();
    await typeInto(form.getByLabel('Expiry date'), '0120');
    await expect(save).toBeDisabled();
    await typeInto(form.getByLabel('Expiry date'), `12${futureYear}`);
    await form.getByLabel('CVC').fill('');
    await expect(save).toBeDisabled();
    await typeInto(form.getByLabel('CVC'), '123');
    await form.getByLabel('Billing name').fill('');
    await expect(save).toBeDisabled();
    await form.getByLabel('Billing name').fill('Olive Owner');
    await form.getByLabel('Name on card').fill('');
    await expect(save).toBeDisabled();
  });
  test('a billing save answered with a message warns and clears the billing fields (spec 8)', async ({
    page,
  }) => {
    // Answered here, so nothing reaches the server: the owner's data stay as seeded.
    await page.route('**/api/auth/addUpdateBillingData', (route) =>
      route.fulfill({ json: { status: 200, message: 'Please check your zip code.', data: null } }),
    );
    const cardCalls: string[] = [];
    await page.route('**/api/updateCard', (route) => {
      cardCalls.push(route.request().url());
      return route.abort();
    });
    const form = billingForm(page);
    await form.getByLabel('Billing name').fill('Olive Owner');
    await form.getByLabel('Zip code').fill('ZZ-1');
    await form.getByLabel('Name on card').fill('Olive Owner');
    await typeInto(form.getByLabel('Card number'), '4242424242424242');
    await typeInto(form.getByLabel('Expiry date'), `12${futureYear}`);
    await typeInto(form.getByLabel('CVC'), '123');
    await form.getByRole('button', { name: 'Save payment details' }).click();

    await expect(form.getByRole('alert')).toHaveText('Please check your zip code.');
    await expect(form.getByLabel('Billing name')).toHaveValue('');
    await expect(form.getByLabel('Zip code')).toHaveValue('');
    await expect(form.getByLabel('Billing email')).toHaveValue('owner@demo.test');
    await expect(form.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(form.getByRole('button', { name: 'Save payment details' })).toBeDisabled();
    expect(cardCalls).toEqual([]);
  });

  test('a refused card update keeps the popup open with every field as typed', async ({ page }) => {
    await page.route('**/api/updateCard', (route) =>
      route.fulfill({
        status: 400,
        json: { status: 400, message: 'Your card was declined.', field: 'cardnumber', data: null },
      }),
    );
    await page.getByRole('button', { name: 'Update card' }).click();
    const popup = page.getByRole('dialog', { name: 'Update card' });
    await popup.getByLabel('Name on card').fill('Olive Owner');
    await typeInto(popup.getByLabel('Card number'), '4000056655665556');
    await typeInto(popup.getByLabel('Expiry date'), `12${futureYear}`);
    await typeInto(popup.getByLabel('CVC'), '123');
    await popup.getByRole('button', { name: 'Save card' }).click();

    await expect(popup.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(popup.getByLabel('Name on card')).toHaveValue('Olive Owner');
    await expect(popup.getByLabel('Card number')).toHaveValue('4000 0566 5566 5556');
    await expect(popup.getByLabel('Expiry date')).toHaveValue(`12 / ${futureYear}`);
    await expect(popup.getByLabel('CVC')).toHaveValue('123');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('definition').filter({ hasText: 'ending in' })).toHaveText(
      '•••• ending in 4242',
    );
  });
});

test('the settings billing tab is the billing page', async ({ page }) => {
  await logIn(page);
  await page.goto('/userSetting#billing_tab');
  await expect(page).toHaveURL(/\/\d+\/userSetting#billing_tab$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(billingForm(page).getByLabel('Billing email')).toHaveValue('owner@demo.test');
});

test('billing page without payments says so', async ({ page }) => {
  await logIn(page);
  await page.route('**/api/auth/getPayments', (route) => route.fulfill({ json: { status: 200, data: [] } }));
  await page.goto('/billing');
  await expect(page.getByText('No payments yet')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a past_due user updates its card in the popup opened by ?updateCard=1', async ({ page }) => {
  const { user } = await logIn(page, PAST_DUE_USER);
  await page.goto(`/${user.accountId}/billing?updateCard=1`);
  const popup = page.getByRole('dialog', { name: 'Update card' });
  await expect(popup).toBeVisible();
  // The popup is modal, so the page behind it is inert: the payments table is found by its element, not its role.
  await expect(page.locator('table').getByText('Failed')).toHaveCount(1);

  const save = popup.getByRole('button', { name: 'Save card' });
  await expect(save).toBeDisabled();
  await popup.getByLabel('Name on card').fill('Carl Cardfail');
  await typeInto(popup.getByLabel('Card number'), '4000056655665556');
  await expect(popup.getByLabel('Card number')).toHaveValue('4000 0566 5566 5556');
  await typeInto(popup.getByLabel('Expiry date'), `9${futureYear}`);
  await expect(popup.getByLabel('Expiry date')).toHaveValue(`09 / ${futureYear}`);
  await typeInto(popup.getByLabel('CVC'), '321');
  await expect(save).toBeEnabled();
  await save.click();

  await expect(popup).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your card has been updated.' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${user.accountId}/billing$`));
  await expect(page.getByRole('definition').filter({ hasText: 'ending in' })).toHaveText(
    '•••• ending in 5556',
  );
  await expect(page.getByText(`09 / ${futureYear}`)).toBeVisible();

  // Opened again, the popup's fields are empty.
  await page.getByRole('button', { name: 'Update card' }).click();
  await expect(popup).toBeVisible();
  for (const label of ['Name on card', 'Card number', 'Expiry date', 'CVC']) {
    await expect(popup.getByLabel(label)).toHaveValue('');
  }
});
