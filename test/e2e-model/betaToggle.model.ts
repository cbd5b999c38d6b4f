/**
 * UI model of the beta dashboard toggle (spec 4.7): the switch in the profile menu and its YES / NO dialog.
 * Input 0 starts off (nothing stored), input 1 starts on (`betaToggle` = 'true' stored before the app loads).
 */
import { expect, type Page } from '@playwright/test';
import { logIn } from '../e2e/support/session.ts';
import type { UiModel, WalkContext } from './support/uiModel.ts';

const profileButton = (page: Page) => page.getByRole('button', { name: /^Profile:/ });
const toggle = (page: Page) =>
  page.getByRole('region', { name: 'Profile' }).getByRole('switch', { name: 'Dashboard (Beta)' });
const confirm = (page: Page) => page.getByRole('alertdialog', { name: 'Dashboard (Beta)' });

/** Opens the profile menu unless it is open. */
async function openMenu(page: Page) {
  if (!(await toggle(page).isVisible())) await profileButton(page).click();
  await expect(toggle(page)).toBeVisible();
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('betaToggle'));

export const betaToggleModel: UiModel = {
  machine: 'betaToggle',
  inputs: [0, 1],
  async start({ page, input }: WalkContext) {
    const enabled = (input as { enabled: boolean }).enabled;
    await logIn(page);
    await page.addInitScript((value) => localStorage.setItem('betaToggle', value), String(enabled));
    await page.goto('/contentplanner');
    await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
  },
  states: {
    'betaToggle.off': async ({ page }) => {
      await openMenu(page);
      await expect(toggle(page)).toHaveAttribute('aria-checked', 'false');
      await expect(confirm(page)).toHaveCount(0);
    },
    'betaToggle.confirming': async ({ page }) => {
      // The dialog is modal: the menu behind it is hidden from the accessibility tree.
      await expect(confirm(page)).toContainText('This feature is under development do you want continue?');
      await expect(confirm(page).getByRole('button', { name: 'YES' })).toBeVisible();
      await expect(confirm(page).getByRole('button', { name: 'NO' })).toBeVisible();
    },
    'betaToggle.on': async ({ page }) => {
      await openMenu(page);
      await expect(toggle(page)).toHaveAttribute('aria-checked', 'true');
      await expect(confirm(page)).toHaveCount(0);
    },
  },
  actions: {
    'beta.turnedOn': async ({ page }) => {
      await openMenu(page);
      await toggle(page).click();
    },
    'beta.confirmed': async ({ page }) => {
      await confirm(page).getByRole('button', { name: 'YES' }).click();
      await expect.poll(() => stored(page)).toBe('true');
    },
    'beta.cancelled': async ({ page }) => {
      await confirm(page).getByRole('button', { name: 'NO' }).click();
    },
    'beta.turnedOff': async ({ page }) => {
      await openMenu(page);
      await toggle(page).click();
      await expect.poll(() => stored(page)).toBe('false');
    },
  },
};
