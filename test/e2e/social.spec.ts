/**
 * Social accounts and the auto-disconnect banner (issue 6; spec 2.3, 2.5, 2.6, 4.9, 7.4, 8) in Chromium against the
 * real server and its sandbox networks.
 *
 * Specs run in parallel against one server: Acme Bakery's links belong to other specs and Sandbox Labs to the
 * planner's publishing spec, so this file works in Network Nook (networker@demo.test, no links seeded), serially:
 * its tests change the same account's links. It connects TikTok, Twitter and Facebook; it leaves Facebook connected.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders } from './support/api.ts';
import { logIn } from './support/session.ts';

const NETWORKER = { username: 'networker@demo.test', password: 'demo1234' };
const SETTINGS_SOCIAL = '/userSetting#social_media_accounts';
const FACEBOOK_TEXT =
  'Facebook has disconnected your permission for the product. This is done to maintain security and re-acknowledge your permission.';

test.describe.configure({ mode: 'serial' });

const card = (page: Page, providerId: number) => page.getByTestId(`social-card-${providerId}`);

/** On the sandbox consent page: Allow or Deny. */
async function consent(page: Page, network: string, decision: 'Allow' | 'Deny') {
  await expect(page).toHaveURL(new RegExp(`/sandbox/social/${network}/consent\\?`));
  await page.getByRole('button', { name: decision }).click();
}

test('connect through the consent page, a refusal, and disconnect asks first', async ({ page }) => {
  await logIn(page, NETWORKER);
  await page.goto('/social_accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'My Social Channels' })).toBeVisible();
  for (const id of [1, 2, 3, 4, 6]) await expect(card(page, id)).toBeVisible();
  await expect(card(page, 6)).toContainText('Not connected');

  // TikTok: Allow on the network's page, the result on /socialAuth, then back to the cards by itself.
  await card(page, 6).getByRole('button', { name: 'Connect TikTok' }).click();
  await consent(page, 'tiktok', 'Allow');
  await expect(page).toHaveURL(/\/socialAuth\?status=connected&provider_Id=6$/);
  await expect(page.getByRole('heading', { name: 'TikTok connected' })).toBeVisible();
  await expect(page).toHaveURL(/\/social_accounts$/);
  await expect(card(page, 6)).toHaveAttribute('data-state', 'connected');
  await expect(card(page, 6)).toContainText('Connected as Sandbox TikTok page');

  // Twitter: Deny shows the refusal and links back.
  await card(page, 2).getByRole('button', { name: 'Connect Twitter' }).click();
  await consent(page, 'twitter', 'Deny');
  await expect(page).toHaveURL(/\/socialAuth\?status=denied&provider_Id=2$/);
  await expect(page.getByRole('alert')).toContainText('Twitter was not connected');
  await page.getByRole('link', { name: 'Back to My Social Channels' }).click();
  await expect(page).toHaveURL(/\/social_accounts$/);
  await expect(card(page, 2)).toHaveAttribute('data-state', 'notConnected');

  // Disconnect asks first: Cancel keeps the link, Disconnect removes it.
  await card(page, 6).getByRole('button', { name: 'Disconnect TikTok' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect TikTok?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 6)).toHaveAttribute('data-state', 'connected');
  await card(page, 6).getByRole('button', { name: 'Disconnect TikTok' }).click();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 6)).toHaveAttribute('data-state', 'notConnected');
});

test('a revoked permission shows the banner until the network is reconnected in the settings', async ({
  page,
}) => {
  const session = await logIn(page, NETWORKER);
  const accountId = session.user.accountId!;
  const headers = apiHeaders(session.token, accountId);

  // Connect Facebook from the settings tab: the network sends the browser back to the tab.
  await page.goto(SETTINGS_SOCIAL);
  await expect(page.getByRole('tab', { name: 'Social accounts', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Social media accounts' })).toBeVisible();
  await card(page, 1).getByRole('button', { name: 'Connect Facebook' }).click();
  await consent(page, 'facebook', 'Allow');
  await expect(page).toHaveURL(/\/userSetting#social_media_accounts$/);
  await expect(card(page, 1)).toHaveAttribute('data-state', 'connected');

  // A second connect answers the server's 'Account Already connected.' (code 300).
  const again = await page.request.post('/api/sociallink', {
    headers,
    data: { account_id: accountId, provider_Id: 1, from: 'settings' },
  });
  expect(await again.json()).toMatchObject({ code: 300, message: 'Account Already connected.' });

  // Facebook withdraws the permission; the next token refresh notices it.
  const revoke = await page.request.post('/sandbox/social/facebook/switch', {
    headers,
    data: { account_id: accountId, revoke: true },
  });
  expect(revoke.ok()).toBe(true);
  const refresh = await page.request.post('/api/tokenRefresh', {
    headers,
    data: { account_id: accountId, provider_Id: 1 },
  });
  expect(refresh.ok()).toBe(true);

  await page.goto('/help_center');
  const banner = page.getByTestId('auto-disconnect-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('listitem')).toHaveCount(1);
  await expect(banner.getByRole('listitem')).toContainText(FACEBOOK_TEXT);
  await expect(page.getByTestId('auto-disconnect-overlay')).toBeVisible();

  // The link is reachable from the keyboard (the overlay traps nothing) and leads to the settings tab.
  const reconnect = banner.getByRole('link', { name: 'Click to reconnect' });
  await expect(reconnect).toHaveAttribute('href', SETTINGS_SOCIAL);
  await reconnect.focus();
  await expect(reconnect).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/userSetting#social_media_accounts$/);
  await expect(banner).toBeHidden();
  await expect(card(page, 1)).toHaveAttribute('data-state', 'disconnected');
  await expect(card(page, 1)).toContainText('Facebook has disconnected your permission');

  await card(page, 1).getByRole('button', { name: 'Reconnect Facebook' }).click();
  await consent(page, 'facebook', 'Allow');
  await expect(page).toHaveURL(/\/userSetting#social_media_accounts$/);
  await expect(card(page, 1)).toHaveAttribute('data-state', 'connected');

  // Back on an ordinary page the check finds nothing left.
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/auth/checkautodc'));
  await page.goto('/help_center');
  await checked;
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('auto-disconnect-overlay')).toBeHidden();
});

test('Disconnect of a network without a link shows the server message, and the cards load again', async ({
  page,
}) => {
  await logIn(page, NETWORKER);
  // Twitter is not linked: the first answer of the cards says it is (a link removed elsewhere since), so the
  // server's 'User Does not Exist.' comes back; the cards then load the links as they are.
  await page.route(
    '**/api/auth/sociallinkstatus',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { data: unknown[] } };
      body.data.data.push({ provider_Id: 2, name: 'Old Twitter page', connected: true });
      await route.fulfill({ response, json: body });
    },
    { times: 1 },
  );
  await page.goto('/social_accounts');
  await card(page, 2).getByRole('button', { name: 'Disconnect Twitter' }).click();
  await page
    .getByRole('dialog', { name: 'Disconnect Twitter?' })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await expect(page.getByRole('alert')).toContainText('User Does not Exist.');
  await expect(card(page, 2).getByRole('button', { name: 'Connect Twitter' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('User Does not Exist.');
});
