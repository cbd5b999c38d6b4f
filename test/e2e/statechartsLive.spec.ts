/**
 * Live mode of the statechart viewer (issue 7): staff watch the auth chart of /statecharts move while the app runs
 * in another page of the same browser (the BroadcastChannel `brandpilot-statecharts`, nothing leaves the browser).
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session.ts';

const STAFF = { username: 'staff@demo.test', password: 'demo1234' };
/** Staff and a member of two accounts (Review Room, Preview Lab). */
const REVIEWER = { username: 'reviewer@demo.test', password: 'demo1234' };

function activeState(viewer: Page, id: string) {
  return viewer.locator(`svg[data-statechart="auth"] [data-state="${id}"][data-active="true"]`);
}

test('the Live tab follows the auth actor of another page through logout and login', async ({
  page,
  context,
}) => {
  const viewer = page;
  await logIn(viewer, STAFF);
  await viewer.goto('/statecharts?machine=auth');
  await viewer.getByRole('tab', { name: 'Live' }).click();
  const panel = viewer.getByTestId('live-panel');
  // The viewer's own auth actor is listed as this tab's.
  await expect(panel.getByRole('button', { name: /This tab/ })).toBeVisible({ timeout: 15_000 });

  // The app in another page of the same browser: its auth actor appears as another tab's, logged in.
  const app = await context.newPage();
  await app.goto('/');
  await expect(app.getByRole('button', { name: 'Log out' })).toBeVisible();
  const other = panel.getByRole('button', { name: /Other tab/ });
  await expect(other).toHaveCount(1, { timeout: 15_000 });
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await expect(activeState(viewer, 'auth.loggedIn')).toHaveCount(1);

  // Logging out there moves the chart here, and marks the last transition.
  await app.getByRole('button', { name: 'Log out' }).click();
  await expect(app.getByLabel('E-mail')).toBeVisible();
  await expect(activeState(viewer, 'auth.loggedOut')).toHaveCount(1);
  await expect(activeState(viewer, 'auth.loggedIn')).toHaveCount(0);
  const lastTransitions = viewer.locator(
    'svg[data-statechart="auth"] path[data-transition][stroke-width="3"]',
  );
  await expect(lastTransitions).not.toHaveCount(0);
  await expect(viewer.getByTestId('live-state')).toContainText('auth.loggedOut');

  // Logging in again there: logged in here too.
  await app.getByLabel('E-mail').fill(STAFF.username);
  await app.getByLabel('Password').fill(STAFF.password);
  await app.getByRole('button', { name: 'Log in' }).click();
  await expect(activeState(viewer, 'auth.loggedIn')).toHaveCount(1, { timeout: 15_000 });
  await expect(viewer.getByTestId('live-state')).toContainText('auth.loggedIn');
});

test('the Live tab follows the account-switch actor of another page through a switch', async ({
  page,
  context,
}) => {
  const viewer = page;
  const { user } = await logIn(viewer, REVIEWER);
  await viewer.goto('/statecharts?machine=accountSwitch');
  await viewer.getByRole('tab', { name: 'Live' }).click();
  const panel = viewer.getByTestId('live-panel');
  const chartState = (id: string) =>
    viewer.locator(`svg[data-statechart="accountSwitch"] [data-state="${id}"][data-active="true"]`);

  // The app in another page: the reviewer opens the account switcher there.
  const app = await context.newPage();
  await app.goto('/contentplanner');
  await expect(app.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
  await app.getByRole('button', { name: /^Profile:/ }).click();
  await app.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Switch account' }).click();
  const accounts = app.getByRole('list', { name: 'Your accounts' });
  await expect(accounts.getByRole('button', { name: /Review Room/ })).toHaveAttribute('aria-current', 'true');

  const other = panel.getByRole('button', { name: /Other tab/ });
  await expect(other.first()).toBeVisible({ timeout: 15_000 });
  await other.first().click();
  await expect(chartState('accountSwitch.ready')).toHaveCount(1);

  // Switching there: the account details call is held, so the chart here shows the switch under way.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await app.route('**/api/auth/getaccountdetails', async (route) => {
    await held;
    await route.fallback();
  });
  await accounts.getByRole('button', { name: 'Preview Lab' }).click();
  await expect(chartState('accountSwitch.switching.loadingDetails')).toHaveCount(1, { timeout: 15_000 });
  await expect(chartState('accountSwitch.ready')).toHaveCount(0);
  await expect(viewer.getByTestId('live-state')).toContainText('accountSwitch.switching.loadingDetails');
  release();
  await expect(app).toHaveURL(/\/\d+\/contentplanner$/);
  await expect(chartState('accountSwitch.ready')).toHaveCount(1, { timeout: 15_000 });
  await expect(chartState('accountSwitch.switching')).toHaveCount(0);
  const lastTransitions = viewer.locator(
    'svg[data-statechart="accountSwitch"] path[data-transition][stroke-width="3"]',
  );
  await expect(lastTransitions).not.toHaveCount(0);
  // The switch really happened: the app is in the other account now.
  const switchedTo = Number(await app.evaluate(() => localStorage.getItem('accountId')));
  expect(switchedTo).not.toBe(user.accountId);
  await expect(app).toHaveURL(new RegExp(`/${switchedTo}/contentplanner$`));
});

test('Simulate drives the paywall machine through the four codes and steps back', async ({ page }) => {
  await logIn(page, STAFF);
  await page.goto('/statecharts?machine=paywall');
  await page.getByRole('tab', { name: 'Simulate' }).click();
  const panel = page.getByTestId('simulate-panel');
  const events = panel.getByRole('region', { name: 'Possible events' });
  const press = (name: RegExp) => events.getByRole('button', { name }).first().click();
  const active = (id: string) =>
    page.locator(`svg[data-statechart="paywall"] [data-state="${id}"][data-active="true"]`);

  await expect(active('paywall.loggedOut')).toHaveCount(1, { timeout: 15_000 });
  await press(/^session\.loggedIn \{"accountId":12\}/);
  await expect(active('paywall.signedIn.loadingStatus')).toHaveCount(1);
  const codes: [string, string][] = [
    ['1', 'paywall.signedIn.bar'],
    ['2', 'paywall.signedIn.popup'],
    ['"2.2"', 'paywall.signedIn.popup'],
    ['3', 'paywall.signedIn.alert'],
  ];
  for (const [code, state] of codes) {
    await press(/^done loadBillingStatus/);
    await expect(active('paywall.signedIn.checking')).toHaveCount(1);
    await press(new RegExp(`^done checkPaywall \\{"code":${code.replace('.', '\\.')},`));
    await expect(active(state)).toHaveCount(1);
    await press(/^session\.accountChanged/);
    await expect(active('paywall.signedIn.loadingStatus')).toHaveCount(1);
  }
  const log = panel.getByRole('region', { name: 'Event log' }).getByRole('listitem');
  await expect(log).toHaveCount(13);

  await panel.getByRole('button', { name: 'Step back' }).click();
  await expect(log).toHaveCount(12);
  await expect(active('paywall.signedIn.alert')).toHaveCount(1);
});
