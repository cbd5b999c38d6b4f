/**
 * Partner networking (spec 1, 2.5, 2.6, 5, 7.1, 8) and the book-a-call dropdown (spec 2.6, 9) in Chromium against
 * the real server and its sandbox partner network.
 *
 * The sign-in stores a partner id on the server, so each user plays one part: networker@demo.test (never
 * activated) walks the consent journey once; partner@demo.test (partnerId 4242) opens the network at once, and the
 * failure cases run as that user too, with the partner call answered by the test.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_OWNER, logIn } from './support/session.ts';

const NETWORKER = { username: 'networker@demo.test', password: 'demo1234' };
const PARTNER = { username: 'partner@demo.test', password: 'demo1234' };
const NETWORK_PATH = '/brandpilot_network';
const SIGN_IN_ROUTE = '**/api/partnerAuth/partnerSignIn';

const SUCCESS = 'Successfully connected to Circle Network!';
const INVALID_RESPONSE = 'Invalid response from server';
const NETWORK_ERROR = 'Network error: Unable to connect to server. Please check your internet connection.';

const setupBar = (page: Page) => page.getByRole('progressbar', { name: "Let's get you setup" });
const openButton = (page: Page) => page.getByRole('button', { name: 'Open Circle Network' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('partner networking', () => {
  test('a new member opens Networking, joins, consents and lands on Circle Network in a new tab', async ({
    page,
  }) => {
    await logIn(page, NETWORKER);
    await page.goto('/contentplanner');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Networking' }).click();

    await expect(page).toHaveURL(new RegExp(`${NETWORK_PATH}$`));
    await expect(page.getByText("Let's get you setup")).toBeVisible();
    await expect(setupBar(page)).toHaveAttribute('value', '5');
    await expect(page.getByRole('heading', { level: 1, name: 'Circle Network' })).toBeVisible();
    await expect(page.getByText('Not connected yet.')).toBeVisible();

    await openButton(page).click();
    const partnerModal = page.getByRole('dialog', { name: 'Join Circle Network' });
    await expect(partnerModal).toBeVisible();
    await expect(partnerModal).toContainText('offered as part of your Brandpilot plan');
    await partnerModal.getByRole('button', { name: 'Join Circle Network' }).click();
    await expect(partnerModal).toBeHidden();

    const consentModal = page.getByRole('dialog', { name: 'Activate your Circle Network membership' });
    await expect(consentModal).toBeVisible();
    const activate = consentModal.getByRole('button', { name: 'Activate' });
    const consent = consentModal.getByRole('checkbox', { name: /I agree that Brandpilot shares my name/ });
    await expect(activate).toBeDisabled();
    await consent.check();
    await expect(activate).toBeEnabled();
    await consent.uncheck();
    await expect(activate).toBeDisabled();
    await consent.check();

    // The sign-in is held until the modal has shown it is processing.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SIGN_IN_ROUTE, async (route) => {
      await held;
      await route.continue();
    });
    const newTab = page.context().waitForEvent('page');
    await activate.click();
    const activating = consentModal.getByRole('button', { name: 'Activating…' });
    await expect(activating).toBeDisabled();
    await expect(consent).toBeDisabled();
    release();
    const partnerPage = await newTab;
    await expect(partnerPage).toHaveURL(/\/sandbox\/partner\/circle\?ticket=/);
    await expect(partnerPage.getByRole('status')).toHaveText(
      'Welcome, Nora! You are connected to Circle Network.',
    );

    await expect(consentModal).toBeHidden();
    await expect(toasts(page)).toContainText(SUCCESS);
    expect(await page.evaluate(() => localStorage.getItem('circleNetworkActivated'))).toBe('true');
    await expect(setupBar(page)).toHaveAttribute('value', '100');
    const fallbackLink = page.getByRole('link', { name: 'Open Circle Network' });
    await expect(fallbackLink).toHaveAttribute('href', /\/sandbox\/partner\/circle\?ticket=/);
    await expect(fallbackLink).toHaveAttribute('target', '_blank');
    await expect(fallbackLink).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a member with a partner id opens Circle Network at once, without a modal', async ({ page }) => {
    await logIn(page, PARTNER);
    await page.goto(NETWORK_PATH);
    await expect(openButton(page)).toBeEnabled();

    const newTab = page.context().waitForEvent('page');
    await openButton(page).click();
    const partnerPage = await newTab;
    await expect(partnerPage.getByRole('status')).toHaveText(
      'Welcome, Paula! You are connected to Circle Network.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toasts(page)).toContainText(SUCCESS);
    await expect(setupBar(page)).toHaveAttribute('value', '100');
  });

  test("shows the server's message, an invalid answer and a lost connection, each with Try again", async ({
    page,
  }) => {
    let answer: 'serverError' | 'noUrl' | 'abort' = 'serverError';
    await page.route(SIGN_IN_ROUTE, async (route) => {
      if (answer === 'abort') return route.abort('internetdisconnected');
      if (answer === 'noUrl') {
        return route.fulfill({ status: 200, json: { status: 200, message: 'Signed in' } });
      }
      return route.fulfill({
        status: 500,
        json: { status: 500, message: 'Circle Network is down for maintenance.' },
      });
    });
    await logIn(page, PARTNER);
    await page.goto(NETWORK_PATH);

    await openButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Circle Network is down for maintenance.');
    await expect(openButton(page)).toBeDisabled();

    answer = 'noUrl';
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toContainText(INVALID_RESPONSE);

    answer = 'abort';
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toContainText(NETWORK_ERROR);

    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toBeHidden();
    await expect(openButton(page)).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('circleNetworkActivated'))).toBeNull();
  });
});

test.describe('book a call', () => {
  const bookButton = (page: Page) => page.getByRole('button', { name: 'Book a call' });
  const dropdown = (page: Page) => page.getByRole('region', { name: 'Book a call' });

  test('hover opens the dropdown and leaving closes it; a click pins it until Escape', async ({ page }) => {
    await page.clock.install();
    await logIn(page, DEMO_OWNER);
    await page.goto('/contentplanner');
    await expect(bookButton(page)).toBeVisible();

    await bookButton(page).hover();
    await expect(dropdown(page)).toBeVisible();
    await expect(bookButton(page)).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Book an onboarding call', 'Book a strategy session', 'Talk to support']) {
      await expect(dropdown(page).getByRole('link', { name: new RegExp(label) })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
    }
    await page.mouse.move(5, 700);
    await page.clock.runFor(400);
    await expect(dropdown(page)).toBeHidden();

    // A click pins it: leaving does not close it, Escape does.
    await bookButton(page).click();
    await expect(dropdown(page)).toBeVisible();
    await page.mouse.move(5, 700);
    await page.clock.runFor(1000);
    await expect(dropdown(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toBeHidden();

    // A click outside closes it too.
    await bookButton(page).click();
    await expect(dropdown(page)).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(dropdown(page)).toBeHidden();
  });

  test('is reachable from the keyboard', async ({ page }) => {
    await logIn(page, DEMO_OWNER);
    await page.goto('/contentplanner');
    await bookButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(dropdown(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dropdown(page).getByRole('link', { name: /Book an onboarding call/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toBeHidden();
    await expect(bookButton(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dropdown(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(dropdown(page)).toBeHidden();
  });
});
