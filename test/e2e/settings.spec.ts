/**
 * The settings hub (issue 16; spec 2.3): /userSetting shows one "Settings" heading over the tabs Profile, Billing,
 * Social accounts, Team and Posting schedule; the URL hash is the tab, an absent or unknown one shows Profile (replaced
 * without a history entry), a chosen tab is a history entry. The tabs follow the ARIA tabs pattern with manual
 * activation: the arrows (and Home, End) move focus, Enter or Space chooses. Nothing here writes: the demo owner's
 * data is only read.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SETTINGS_TABS, type SettingsTabId } from '../../src/domain/settings.ts';
import { logIn } from './support/session.ts';

/** The heading each panel shows under the hub's <h1> once its code has loaded. */
const PANEL_HEADINGS: Record<SettingsTabId, string> = {
  profile: 'Profile',
  billing: 'Billing',
  social: 'Social media accounts',
  team: 'Team',
  schedule: 'Posting schedule',
};

const tabList = (page: Page) => page.getByRole('tablist', { name: 'Settings' });
const tab = (page: Page, name: string) => tabList(page).getByRole('tab', { name, exact: true });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The hub shows `label`'s tab chosen, its panel and nothing of another, and the address carries `hash`. */
async function expectTab(page: Page, label: string, hash: string) {
  await expect(page).toHaveURL(new RegExp(`/\\d+/userSetting${hash}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
  await expect(tabList(page).getByRole('tab', { selected: true })).toHaveCount(1);
  const panel: Locator = page.getByRole('tabpanel', { name: label, exact: true });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  const id = SETTINGS_TABS.find((each) => each.label === label)!.id;
  await expect(panel.getByRole('heading', { level: 2, name: PANEL_HEADINGS[id], exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('the Settings menu item opens the hub on Profile, without a history entry for the tab', async ({
  page,
}) => {
  await page.goto('/contentplanner');
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expectTab(page, 'Profile', '#profile');
  await expect(tabList(page).getByRole('tab')).toHaveText(SETTINGS_TABS.map((each) => each.label));

  await page.goBack();
  await expect(page).toHaveURL(/\/\d+\/contentplanner$/);
});

test('each tab shows its panel and sets the hash', async ({ page }) => {
  await page.goto('/userSetting#profile');
  await expectTab(page, 'Profile', '#profile');
  for (const each of SETTINGS_TABS.slice(1)) {
    await tab(page, each.label).click();
    await expectTab(page, each.label, each.hash);
  }
  await tab(page, 'Profile').click();
  await expectTab(page, 'Profile', '#profile');
});

test('Back returns to the previous tab, Forward to the next', async ({ page }) => {
  await page.goto('/userSetting#billing_tab');
  await expectTab(page, 'Billing', '#billing_tab');
  await tab(page, 'Social accounts').click();
  await expectTab(page, 'Social accounts', '#social_media_accounts');
  await tab(page, 'Posting schedule').click();
  await expectTab(page, 'Posting schedule', '#posting_schedule');

  await page.goBack();
  await expectTab(page, 'Social accounts', '#social_media_accounts');
  await page.goBack();
  await expectTab(page, 'Billing', '#billing_tab');
  await page.goForward();
  await expectTab(page, 'Social accounts', '#social_media_accounts');
});

test('no hash or an unknown hash shows Profile and puts its hash in the address', async ({ page }) => {
  await page.goto('/userSetting#members');
  await expectTab(page, 'Profile', '#profile');
  await page.goto('/userSetting');
  await expectTab(page, 'Profile', '#profile');
});

test('the arrow keys move between tabs, Enter and Space choose', async ({ page }) => {
  await page.goto('/userSetting#profile');
  await expectTab(page, 'Profile', '#profile');
  await tab(page, 'Profile').focus();

  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Billing')).toBeFocused();
  await expect(tab(page, 'Profile')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expectTab(page, 'Billing', '#billing_tab');
  await expect(tab(page, 'Billing')).toBeFocused();

  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Profile')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Posting schedule')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(page, 'Profile')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab(page, 'Posting schedule')).toBeFocused();
  await page.keyboard.press('Space');
  await expectTab(page, 'Posting schedule', '#posting_schedule');

  // Only the chosen tab is in the Tab order; Tab leaves the list for the panel.
  await expect(tabList(page).locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(tab(page, 'Posting schedule')).not.toBeFocused();
  await expect(tabList(page).locator(':focus')).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('no tab scrolls the page sideways and every tab can be reached', async ({ page }) => {
    for (const each of SETTINGS_TABS) {
      await page.goto(`/userSetting${each.hash}`);
      await expectTab(page, each.label, each.hash);
      expect(await overflow(page), `${each.hash} at 360 px`).toBeLessThanOrEqual(0);
    }
    // The list scrolls inside itself; the chosen tab (the last) and then the focused one are scrolled into it.
    const list = (await tabList(page).boundingBox())!;
    expect(list.x + list.width).toBeLessThanOrEqual(360);
    const inView = async (name: string) => {
      const box = (await tab(page, name).boundingBox())!;
      return box.x >= list.x && box.x + box.width <= list.x + list.width;
    };
    await expect.poll(() => inView('Posting schedule'), { message: 'the chosen tab shows' }).toBe(true);
    await tab(page, 'Posting schedule').focus();
    await page.keyboard.press('Home');
    await expect(tab(page, 'Profile')).toBeFocused();
    await expect.poll(() => inView('Profile'), { message: 'the first tab scrolls into view' }).toBe(true);
    await page.keyboard.press('End');
    await expect(tab(page, 'Posting schedule')).toBeFocused();
    await expect
      .poll(() => inView('Posting schedule'), { message: 'the last tab scrolls into view' })
      .toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
