/**
 * The data of the social UI models (socialAccounts.model.ts, autoDisconnect.model.ts): Rita Reviewer
 * (reviewer@demo.test), the one demo user in two accounts whom no other model logs in to switch: the social cards
 * work in Review Room (her landing account), the auto-disconnect banner in Preview Lab, so the two models, which run
 * side by side, never touch the same links. Both switch accounts only in the browser: POST /auth/setlandingaccount
 * is held unanswered (`holdLanding`), so her landing account on the server stays Review Room.
 *
 * Links are set up through the real API as a user would make them: a connect (POST /sociallink) is finished on the
 * sandbox network's consent page (Allow), which sends the browser through the callback that stores the link.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { providerById, type SocialProviderId } from '../../../src/domain/posts.ts';
import { logIn } from '../../e2e/support/session.ts';
import { apiHeaders } from '../../e2e/support/api.ts';

export const REVIEWER = { username: 'reviewer@demo.test', password: 'demo1234' };
export const REVIEW_ROOM = 'Review Room';
export const PREVIEW_LAB = 'Preview Lab';

interface AccountRow {
  id: number;
  accountName: string;
  account_role: number | null;
  roleType: number | null;
}

interface Link {
  provider_Id: number;
  name: string;
  connected: boolean;
}

/** An API session of the reviewer on one of her accounts. */
export interface ReviewerApi {
  request: APIRequestContext;
  token: string;
  accountId: number;
  /** Her accounts by name. */
  accounts: Record<string, number>;
}

/**
 * Logs the page in as the reviewer with `accountName` selected, as the SPA keeps a selection (the user detail cookie
 * and browser storage, spec 2.3), before the app loads.
 */
export async function reviewerOn(page: Page, accountName: string): Promise<ReviewerApi> {
  const session = await logIn(page, REVIEWER);
  const request = page.context().request;
  const answer = await request.get('/api/auth/getUAccounts', {
    headers: apiHeaders(session.token, session.user.accountId ?? 0),
  });
  const rows = ((await answer.json()) as { data: AccountRow[] }).data;
  const target = rows.find((row) => row.accountName === accountName);
  if (!target) throw new Error(`${REVIEWER.username} is not in ${accountName}`);
  if (target.id !== session.user.accountId) {
    const detail = {
      id: session.user.id,
      accountId: target.id,
      account_role: target.account_role,
      roleType: target.roleType,
    };
    const domain = new URL(answer.url()).hostname;
    await page.context().addCookies([
      {
        name: 'auth.usedetail',
        value: encodeURIComponent(JSON.stringify(detail)),
        domain,
        path: '/',
        sameSite: 'None',
        secure: true,
      },
    ]);
    // After logIn's own script (which only fills empty storage): the selection wins on every load.
    await page.context().addInitScript(
      ([accountId, role]) => {
        localStorage.setItem('accountId', accountId);
        localStorage.setItem('account_role', role);
      },
      [String(target.id), String(target.account_role)] as const,
    );
  }
  return {
    request,
    token: session.token,
    accountId: target.id,
    accounts: Object.fromEntries(rows.map((row) => [row.accountName, row.id])),
  };
}

const headersOf = (api: ReviewerApi) => apiHeaders(api.token, api.accountId);

export async function linksOf(api: ReviewerApi): Promise<Link[]> {
  const answer = await api.request.post('/api/auth/sociallinkstatus', {
    headers: headersOf(api),
    data: { account_id: api.accountId },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { data: Link[] } }).data.data;
}

/** Connects `providerId` on the sandbox network: POST /sociallink, then Allow on its consent page. */
export async function connect(api: ReviewerApi, providerId: SocialProviderId): Promise<void> {
  const started = await api.request.post('/api/sociallink', {
    headers: headersOf(api),
    data: { account_id: api.accountId, provider_Id: providerId, from: 'socialAuth' },
  });
  const { data } = (await started.json()) as { data: { url: string } | null };
  if (!data) throw new Error(`no consent URL for provider ${providerId}: ${JSON.stringify(data)}`);
  const consent = new URL(data.url);
  const network = providerById(providerId)!;
  // The form of the consent page (src/server/sandbox/social.ts); the redirects lead through the callback.
  const allowed = await api.request.post(consent.pathname, {
    form: {
      state: consent.searchParams.get('state') ?? '',
      redirect_uri: consent.searchParams.get('redirect_uri') ?? '',
      name: `Sandbox ${network.name} page`,
      decision: 'allow',
    },
  });
  expect(allowed.url()).toContain('status=connected');
}

/** Removes the link (POST /auth/disconnectSocial). */
export async function removeLink(api: ReviewerApi, providerId: SocialProviderId): Promise<void> {
  const answer = await api.request.post('/api/auth/disconnectSocial', {
    headers: headersOf(api),
    data: { account_id: api.accountId, provider_Id: providerId },
  });
  expect(answer.ok()).toBe(true);
}

/** The network withdraws its permission; the next token refresh notices it (an auto-disconnect, spec 8). */
export async function withdrawPermission(api: ReviewerApi, providerId: 1 | 3): Promise<void> {
  const network = providerById(providerId)!.key;
  const revoked = await api.request.post(`/sandbox/social/${network}/switch`, {
    headers: headersOf(api),
    data: { account_id: api.accountId, revoke: true },
  });
  expect(revoked.ok()).toBe(true);
  const refreshed = await api.request.post('/api/tokenRefresh', {
    headers: headersOf(api),
    data: { account_id: api.accountId, provider_Id: providerId },
  });
  expect(refreshed.ok()).toBe(true);
}

/** POST /auth/checkautodc for the account: the providers not yet acknowledged. */
export async function autoDisconnectsOf(api: ReviewerApi): Promise<number[]> {
  const answer = await api.request.post('/api/auth/checkautodc', {
    headers: headersOf(api),
    data: { account_id: api.accountId },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { data: { provider_Id: number }[] } }).data.data.map(
    (item) => item.provider_Id,
  );
}

/** Keeps POST /auth/setlandingaccount unanswered: a switch stays in the browser (and shows its loading card). */
export async function holdLanding(page: Page): Promise<void> {
  await page.route('**/api/auth/setlandingaccount', () => {});
}

/** Chooses `accountName` in the profile menu's account switcher (spec 4.5). */
export async function switchAccount(page: Page, accountName: string): Promise<void> {
  const menu = page.getByRole('region', { name: 'Profile' });
  const heading = page.getByRole('heading', { name: 'Switch account' });
  if (!(await heading.isVisible())) {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: /^Profile:/ }).click();
    await menu.getByRole('button', { name: 'Switch account' }).click();
    await expect(heading).toBeVisible();
  }
  await page
    .getByRole('list', { name: 'Your accounts' })
    .getByRole('button', { name: new RegExp(accountName) })
    .click();
  await expect(page.getByText('Please wait while we are switching account...')).toBeVisible();
}
