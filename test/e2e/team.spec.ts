/**
 * The team (issue 16): /userSetting#team and /users. A fresh owner (their own account, so parallel tests never share
 * it) invites a new person, sees them pending, changes their role, removes someone after a confirmation; a bad
 * e-mail and an e-mail already on the account say their sentence at the field and keep the typing. The invited
 * person then opens the mailed /password_setup link, sets a password, logs in and lands in the content planner.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { teamMessages } from '../../src/domain/team.ts';
import { freshEmail, mailsTo, registerThroughApi } from './support/registration.ts';
import { logIn } from './support/session.ts';

const PASSWORD = 'a-long-password';

async function freshOwner(page: Page, label: string): Promise<{ accountId: number; email: string }> {
  const email = freshEmail(label);
  await registerThroughApi(page.request, {
    first_name: 'Tess',
    last_name: 'Team',
    email,
    password: PASSWORD,
  });
  const data = await logIn(page, { username: email, password: PASSWORD }, { fresh: true });
  expect(data.user.accountId).not.toBeNull();
  return { accountId: data.user.accountId!, email };
}

/** The path of the /password_setup link mailed to `email` (read without a session: the outbox of the machine). */
async function setupLink(request: APIRequestContext, email: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(request, email)).find((each) =>
        each.text.includes('/password_setup?token='),
      );
      const link = /(\S+\/password_setup\?token=\S+)/.exec(mail?.text ?? '')?.[1];
      path = link ? new URL(link).pathname + new URL(link).search : '';
      return path;
    })
    .not.toBe('');
  return path;
}

const members = (page: Page) => page.getByRole('table', { name: 'Members of this account' });
const emailField = (page: Page) => page.getByRole('textbox', { name: 'E-mail' });
const invite = (page: Page) => page.getByRole('button', { name: 'Send invitation' });

test('an owner invites, changes a role and removes; the invited person sets a password and logs in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { accountId, email: ownEmail } = await freshOwner(page, 'teamowner');
  await page.goto('/userSetting#team');
  await expect(page).toHaveURL(new RegExp(`/${accountId}/userSetting#team$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
  await expect(members(page).getByText('(you)')).toBeVisible();
  // Nobody removes or re-roles themself: no controls on one's own row.
  await expect(members(page).getByRole('combobox')).toHaveCount(0);
  await expect(members(page).getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  // A bad e-mail: the sentence at the field, nothing sent, the typing kept.
  await emailField(page).fill('not-an-email');
  await invite(page).click();
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField(page)).toHaveAccessibleDescription(teamMessages.emailInvalid);
  await expect(emailField(page)).toHaveValue('not-an-email');
  await expect(emailField(page)).toBeFocused();

  // A new person, invited as a member.
  const invitee = freshEmail('invitee');
  await emailField(page).fill(invitee);
  await page.getByRole('textbox', { name: 'First name (optional)' }).fill('Ivy');
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Member' });
  await invite(page).click();
  await expect(page.getByRole('status').filter({ hasText: teamMessages.invitedNew(invitee) })).toBeVisible();
  const ivy = members(page).getByRole('row').filter({ hasText: invitee });
  await expect(ivy.getByText('Invitation pending')).toBeVisible();
  await expect(emailField(page)).toHaveValue('');

  // The same address again before Ivy set a password: a fresh invitation (the newest link is the one that works).
  await emailField(page).fill(invitee);
  await invite(page).click();
  await expect(
    page.getByRole('status').filter({ hasText: teamMessages.invitedAgain(invitee) }),
  ).toBeVisible();
  await expect(members(page).getByRole('row').filter({ hasText: invitee })).toHaveCount(1);

  // Someone already on the account with a login: refused at the e-mail field (409), the typing kept.
  await emailField(page).fill(ownEmail);
  await invite(page).click();
  await expect(emailField(page)).toHaveAccessibleDescription(teamMessages.alreadyMember);
  await expect(emailField(page)).toHaveValue(ownEmail);
  await emailField(page).fill('');

  // Ivy becomes read-only.
  await page.getByRole('combobox', { name: 'Role of Ivy' }).selectOption({ label: 'Read-only' });
  await expect(page.getByRole('status').filter({ hasText: 'Ivy is now Read-only.' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role of Ivy' })).toHaveValue('3');

  // Someone else, removed after a confirmation (Cancel first keeps them).
  const rex = freshEmail('rex');
  await emailField(page).fill(rex);
  await page.getByRole('textbox', { name: 'First name (optional)' }).fill('Rex');
  await invite(page).click();
  await expect(page.getByRole('status').filter({ hasText: teamMessages.invitedNew(rex) })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Rex' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Rex?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(members(page).getByText(rex)).toBeVisible();
  await page.getByRole('button', { name: 'Remove Rex' }).click();
  await dialog.getByRole('button', { name: 'Remove from account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Rex was removed from the account.' }),
  ).toBeVisible();
  await expect(members(page).getByText(rex)).toHaveCount(0);

  // /users shows the same team as a page of its own.
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(members(page).getByText(invitee)).toBeVisible();

  // The invited person: the mailed link, a password, a login, the account's content planner.
  const path = await setupLink(request, invitee);
  const context = await browser.newContext();
  try {
    const guest = await context.newPage();
    await guest.goto(path);
    await expect(guest.getByRole('heading', { name: 'Set up your password' })).toBeVisible();
    await guest.getByLabel('New password').fill('invited-password-1');
    await guest.getByRole('button', { name: 'Set password' }).click();
    await expect(guest).toHaveURL(/#login/);
    await guest.getByLabel('E-mail').fill(invitee);
    await guest.getByLabel('Password').fill('invited-password-1');
    await guest.getByRole('button', { name: 'Log in' }).click();
    await expect(guest).toHaveURL(new RegExp(`/${accountId}/contentplanner`));
    await expect(guest.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a read-only member sees the team without the controls', async ({ page }) => {
  await logIn(page, { username: 'viewer@demo.test', password: 'demo1234' });
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'read-only access' })).toBeVisible();
  await expect(members(page).getByText('owner@demo.test')).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the team fits without sideways scrolling of the page', async ({ page }) => {
    await freshOwner(page, 'teamphone');
    await page.goto('/userSetting#team');
    await expect(members(page)).toBeVisible();
    await expect(invite(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
