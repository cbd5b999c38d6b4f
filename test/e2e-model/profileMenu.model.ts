/**
 * UI model of the profile menu (spec 4.7): hover opens it on a desktop, leaving closes it after the grace delay
 * unless the mouse comes back, a click pins it open and a second click closes it, Escape or a click outside closes
 * it; inside, "Switch account" shows the account switcher and its back button the menu again.
 */
import { expect, type Page } from '@playwright/test';
import { PROFILE_MENU_LINKS } from '../../src/domain/profileMenu.ts';
import { expectOpen, hover, moveMouseAway, pressButton, startOnPlanner } from './support/dropdownModel.ts';
import type { UiModel, WalkContext } from './support/uiModel.ts';

const button = (page: Page) => page.getByRole('button', { name: /^Profile:/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Profile' });
const switcher = (page: Page) => panel(page).getByRole('group', { name: 'Switch account' });

const isOpen = ({ page }: WalkContext) => expectOpen(button(page), panel(page), true);

export const profileMenuModel: UiModel = {
  machine: 'profileMenu',
  // The sample `menu.pointerEntered` from a phone changes nothing; Chromium's mouse is a desktop's.
  start: (ctx) => startOnPlanner(ctx, button),
  states: {
    'profileMenu.closed': ({ page }) => expectOpen(button(page), panel(page), false),
    'profileMenu.open.hold.hovered': isOpen,
    'profileMenu.open.hold.leaving': isOpen,
    'profileMenu.open.hold.pinned': isOpen,
    'profileMenu.open.panel.dropdown': async ({ page }) => {
      for (const link of PROFILE_MENU_LINKS)
        await expect(panel(page).getByRole('link', { name: link.label })).toBeVisible();
      await expect(panel(page).getByRole('button', { name: 'Switch account' })).toBeVisible();
      await expect(switcher(page)).toHaveCount(0);
    },
    'profileMenu.open.panel.switchAccount': async ({ page }) => {
      await expect(switcher(page)).toBeVisible();
      await expect(switcher(page).getByRole('button', { name: 'Back to the profile menu' })).toBeVisible();
    },
  },
  actions: {
    'menu.pointerEntered': ({ page }) => hover(button(page)),
    'menu.pointerLeft': ({ page }) => moveMouseAway(page),
    'menu.buttonClicked': ({ page }) => pressButton(button(page)),
    'menu.dismissed': ({ page }) => page.keyboard.press('Escape'),
    'menu.switchAccountOpened': ({ page }) =>
      pressButton(panel(page).getByRole('button', { name: 'Switch account' })),
    'menu.switchAccountClosed': ({ page }) =>
      pressButton(switcher(page).getByRole('button', { name: 'Back to the profile menu' })),
  },
};
