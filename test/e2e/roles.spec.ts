/**
 * Roles in the views (issue 12): viewer@demo.test is account_role 3 on Acme Bakery, a read-only member
 * (src/domain/permissions.ts). The planner shows the posts without New post, Select posts, Approve, Edit or Remove;
 * billing, plan selection, social connecting and the posting schedule say why they show nothing to change; and the
 * server refuses the approval the view no longer offers.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { permissionMessages } from '../../src/domain/permissions.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';

const VIEWER = { username: 'viewer@demo.test', password: 'demo1234' };
const ROLE_REFUSED = 'Your role on this account does not allow this.';

async function tokenOf(request: APIRequestContext, credentials: typeof VIEWER) {
  const answer = await request.post('/api/webauthenticate', { data: credentials });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { token: string; user: { accountId: number } } }).data;
}

/** A post of Acme Bakery that needs approval, two hours ahead, written by the owner through the API. */
async function pendingPost(request: APIRequestContext, text: string) {
  const owner = await tokenOf(request, DEMO_OWNER);
  const answer = await request.post('/api/auth/addPost', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: {
      account_id: owner.user.accountId,
      description: text,
      scheduled_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      channels: [1],
      approved: 0,
    },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

test('a read-only member sees the planner without New post, Select posts, Approve, Edit or Remove', async ({
  page,
}) => {
  const text = `Read-only check ${Date.now()}`;
  const postId = await pendingPost(page.request, text);
  const { token, user } = await logIn(page, VIEWER);
  expect(user.account_role).toBe(3);
  await page.goto('/contentplanner');

  await expect(page.getByText(permissionMessages.plannerReadOnly)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`${text}, Needs approval`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Post' });
  await expect(dialog.getByText(text)).toBeVisible();
  for (const name of ['Approve', 'Edit', 'Remove']) {
    await expect(dialog.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  for (const name of ['New post', 'Select posts']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^New post on / })).toHaveCount(0);

  // What the view no longer offers, the server refuses too.
  const refused = await page.request.post('/api/auth/approvePosts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { account_id: user.accountId, post_ids: [postId] },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ message: ROLE_REFUSED });
});

test('billing, plans, social networks and the posting schedule tell a read-only member why', async ({
  page,
}) => {
  const { user } = await logIn(page, VIEWER);

  await page.goto(`/${user.accountId}/billing`);
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByText(permissionMessages.billingReadOnly)).toBeVisible();
  for (const name of ['Update card', 'Change plan']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Payments' })).toHaveCount(0);

  await page.goto('/plan');
  await expect(page.getByText(permissionMessages.billingReadOnly)).toBeVisible();
  await expect(page.getByRole('region', { name: /^(Monthly|Yearly) plans$/ })).toHaveCount(0);

  await page.goto('/social_accounts');
  await expect(page.getByText(permissionMessages.socialsReadOnly)).toBeVisible();
  // The connections still show; only the buttons are gone.
  await expect(page.getByTestId('social-card-1')).toHaveAttribute('data-state', 'connected');
  await expect(page.getByRole('button', { name: /^(Connect|Reconnect|Disconnect)\b/ })).toHaveCount(0);

  await page.goto('/dayTimeSchedule');
  await expect(page.getByText(permissionMessages.scheduleReadOnly)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save schedule' })).toHaveCount(0);
});
