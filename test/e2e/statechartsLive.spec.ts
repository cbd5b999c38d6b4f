/**
 * Live mode of the statechart viewer (issue 7): staff watch the auth chart of /statecharts move while the app runs
 * in another page of the same browser (the BroadcastChannel `brandpilot-statecharts`, nothing leaves the browser).
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session.ts';

const STAFF = { username: 'staff@demo.test', password: 'demo1234' };

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
