/**
 * UI model of the subscription and paywall (spec 2.5, 2.6, 4.4, 6, 8): the red card bar (code 1), the paywall popup
 * (codes 2 and 2.2, past_due, canceled), the code-3 alert, and what their buttons do. The machine starts logged out
 * (the login page); `session.loggedIn` logs in through the API and opens a light page of the default layout.
 *
 * Users: cardfail@demo.test (past_due, code 1) and cancelled@demo.test (canceled, code 2.2) answer from the real
 * server when the path needs what they are; any other subscription status or paywall code the path needs is the
 * answer of one call (GET /auth/getSubscriptions, POST /auth/chkPayWall) fulfilled with the contract's envelope.
 * Nothing is written on the server: the card update behind `paywall.recheck` is answered by a route handler.
 *
 * Two stand-ins, each where the browser cannot otherwise get there:
 * - 'Update payment method' sends the browser to the provider's page (`goToUpdatePayment`), which would end the app
 *   and its actor; the management URL answered is an anchor of this page (`#update-payment`), so `leaving` and what
 *   follows it (logging out from the popup) stay observable.
 * - The seeded users have one account each; a switch while signed in starts from a stored account id that does not
 *   exist, whose API calls are forwarded for the user's real account (`storeOtherAccount`).
 * A login without any account (`session.loggedIn` with no accountId) is an API login that stores no account, with
 * GET /me answered without one; 'Switch account' then offers the user's account.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { paywallText } from '../../src/domain/subscription.ts';
import { logIn } from '../e2e/support/session.ts';
import {
  isUserEvent,
  type StepContext,
  type UiModel,
  type UiPath,
  type WalkContext,
} from './support/uiModel.ts';

const PAGE = '/help_center';

const API = {
  subscriptions: '**/api/auth/getSubscriptions',
  paywall: '**/api/auth/chkPayWall',
  urls: '**/api/auth/paddleManagementUrl',
  updateCard: '**/api/updateCard',
  me: '**/api/me',
};

interface RealUser {
  username: string;
  /** What the real server answers for this user. */
  status: string;
  code: string;
}

const CARDFAIL: RealUser = { username: 'cardfail@demo.test', status: 'past_due', code: '1' };
const CANCELLED: RealUser = { username: 'cancelled@demo.test', status: 'canceled', code: '2.2' };

interface BillingOutput {
  subscriptions: { sub_id: string; status: string }[];
}
interface CheckOutput {
  code: number | string;
  message: string;
  end_at?: string | null;
}

const statusOf = (output: BillingOutput) => output.subscriptions[0]?.status ?? 'none';
const codeOf = (output: CheckOutput) => String(output.code);

const firstOutput = (path: UiPath, type: string): unknown =>
  (path.steps.find((step) => step.event.type === type)?.event as { output?: unknown } | undefined)?.output;

/** The seeded user whose real answers are the path's first ones; else cardfail, with fulfilled answers. */
function userFor(path: UiPath): RealUser {
  const billing = firstOutput(path, 'xstate.done.actor.loadBillingStatus') as BillingOutput | undefined;
  const check = firstOutput(path, 'xstate.done.actor.checkPaywall') as CheckOutput | undefined;
  const matches = (user: RealUser) =>
    (!billing || statusOf(billing) === user.status) && (!check || codeOf(check) === user.code);
  return [CARDFAIL, CANCELLED].find(matches) ?? CARDFAIL;
}

/**
 * Logs in through the API like `logIn` (test/e2e/support/session.ts), but stores no account: the user detail
 * cookie names none and nothing is kept in localStorage (GET /me is answered without an account by the caller).
 */
async function logInWithoutAccount(page: Page, username: string) {
  const context = page.context();
  const response = await context.request.post('/api/webauthenticate', {
    data: { username, password: 'demo1234' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { token: string; user: { id: number; roleType: number | null } };
  };
  const domain = new URL(response.url()).hostname;
  const detail = { id: data.user.id, accountId: null, account_role: null, roleType: data.user.roleType };
  const cookie = { domain, path: '/', sameSite: 'None' as const, secure: true };
  await context.addCookies([
    { name: 'auth.token', value: encodeURIComponent(data.token), ...cookie },
    { name: 'auth.usedetail', value: encodeURIComponent(JSON.stringify(detail)), ...cookie },
  ]);
}

/** Whether the path switches accounts while signed in (it then needs a second account to switch from). */
function switchesLater(path: UiPath): boolean {
  return path.steps.some(
    (step, index) =>
      step.event.type === 'session.accountChanged' && path.steps[index - 1]!.state.matches('signedIn'),
  );
}

/**
 * The seeded users have one account each; a switch while signed in needs another one to start from. The browser
 * stores an account id that does not exist (as a stale id left by an earlier session would be), and every API call
 * made for it is answered for the user's real account (its id rewritten back in the account details), so the app
 * runs on it as on a second account; 'Switch account' then offers the real one.
 */
async function storeOtherAccount(page: Page, scratch: Record<string, unknown>) {
  const other = 900_000 + Math.floor(Math.random() * 1000);
  scratch.otherAccountId = other;
  await page.context().addInitScript((id) => {
    if (!sessionStorage.getItem('model.otherAccount')) {
      sessionStorage.setItem('model.otherAccount', '1');
      localStorage.setItem('accountId', String(id));
    }
  }, other);
  await page.route('**/api/**', async (route) => {
    const real = scratch.accountId;
    const request = route.request();
    const headers = request.headers();
    const body = request.postData();
    const mentions = (text: string | null | undefined) =>
      text !== undefined && text !== null && text.includes(String(other));
    if (typeof real !== 'number' || !(mentions(body) || Object.values(headers).some(mentions))) {
      await route.fallback();
      return;
    }
    const swap = (text: string) => text.split(String(other)).join(String(real));
    try {
      const response = await route.fetch({
        headers: Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, swap(value)])),
        ...(body === null ? {} : { postData: swap(body) }),
      });
      if (!request.url().includes('/auth/getaccountdetails')) {
        await route.fulfill({ response });
        return;
      }
      const answer = (await response.json()) as { data: Record<string, unknown>[] | null };
      answer.data = answer.data?.map((row) => ({ ...row, accountId: other })) ?? null;
      await route.fulfill({ response, json: answer });
    } catch (error) {
      // The page moved on (an account switch loads the app again) while the call was on its way: nobody waits for
      // this answer any more.
      if (!/disposed|closed|Route is already handled/i.test(String(error))) throw error;
    }
  });
}

/** A JSON error answer as the server gives it (src/server/http.ts `errorBody`). */
const fail = (route: Route) =>
  route.fulfill({ status: 500, json: { status: 500, message: 'Service unavailable', data: null } });

/** The user event before step `index` (the one whose consequences the step is). */
function causeOf(ctx: StepContext): AnyEventObject | undefined {
  for (let at = ctx.index - 1; at > 0; at -= 1) {
    const event = ctx.path.steps[at]!.event;
    if (isUserEvent(event.type)) return event;
  }
  return undefined;
}

const subscriptionRow = (status: string) => ({
  sub_id: 'sub_01model',
  status,
  pricing_id: 1,
  plan_id: 1,
  end_at: status === 'canceled' ? '2099-12-31T00:00:00.000Z' : null,
  created: '2026-01-01T00:00:00.000Z',
});

/** Answers the next GET /auth/getSubscriptions as `output` says, unless the real user answers that already. */
async function answerBilling(page: Page, user: RealUser, output: BillingOutput) {
  const status = statusOf(output);
  if (status === user.status) return;
  const rows = status === 'none' ? [] : [subscriptionRow(status)];
  await page.route(API.subscriptions, (route) => route.fulfill({ json: { status: 200, data: rows } }), {
    times: 1,
  });
}

/** Answers the next POST /auth/chkPayWall as `output` says, unless the real user answers that already. */
async function answerCheck(page: Page, user: RealUser, output: CheckOutput) {
  if (codeOf(output) === user.code) return;
  const code = Number(output.code);
  await page.route(
    API.paywall,
    (route) =>
      route.fulfill({
        json: { status: 200, code, message: output.message, data: { end_at: output.end_at ?? null } },
      }),
    { times: 1 },
  );
}

// By test id, not role: a dialog opened over the page (the billing page's card update) makes the bar inert, and so
// absent from the accessibility tree, while the paywall is still in its bar state.
const bar = (page: Page) => page.getByTestId('paywall-bar');
const popup = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('heading') });
const popupNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const alertBox = (page: Page) => page.getByTestId('paywall-alert');
const profileButton = (page: Page) => page.getByRole('button', { name: /^Profile:/ });
const profileMenu = (page: Page) => page.getByRole('region', { name: 'Profile' });

async function openProfileMenu(page: Page) {
  if (!(await profileMenu(page).isVisible())) await profileButton(page).click();
  await expect(profileMenu(page)).toBeVisible();
}

/** The logged-in app shell (a passing state: its surface may already show, so only the shell is checked). */
async function expectShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
}

async function expectNoSurface(page: Page) {
  await expect(bar(page)).toHaveCount(0);
  await expect(alertBox(page)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: paywallText.canceledHeading })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: paywallText.cardFailedHeading })).toHaveCount(0);
}

/** The 'Update card' popup of the billing page, filled and saved (the server's answer is fulfilled). */
async function saveCard(page: Page) {
  await page.route(API.updateCard, (route) =>
    route.fulfill({
      json: {
        status: 200,
        code: 1,
        message: 'Card updated',
        data: { exp_month: 9, exp_year: 2031, name: 'Carl Cardfail', last4: '4242' },
      },
    }),
  );
  const dialog = page.getByRole('dialog', { name: 'Update card' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name on card').fill('Carl Cardfail');
  await dialog.getByLabel('Card number').pressSequentially('4242424242424242');
  await dialog.getByLabel('Expiry date').pressSequentially('0931');
  await dialog.getByLabel('CVC').pressSequentially('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
}

export const paywallModel: UiModel = {
  machine: 'paywall',
  async start({ page, path, scratch }: WalkContext) {
    scratch.user = userFor(path);
    // Before any arrangement: the answers fulfilled for the path's steps take precedence over this forwarding.
    if (switchesLater(path)) await storeOtherAccount(page, scratch);
    await page.goto('/');
    await expect(page.getByLabel('Password')).toBeVisible();
  },
  states: {
    'paywall.loggedOut': async ({ page }) => {
      await expect(page.getByLabel('Password')).toBeVisible();
      await expectNoSurface(page);
    },
    'paywall.withoutAccount': async ({ page }) => {
      await expectNoSurface(page);
    },
    'paywall.signedIn': async ({ page }) => {
      await expect(page.getByLabel('Password')).toHaveCount(0);
    },
    'paywall.signedIn.loadingStatus': async ({ page }) => expectShell(page),
    'paywall.signedIn.checking': async ({ page }) => expectShell(page),
    'paywall.signedIn.deciding': async ({ page }) => expectShell(page),
    'paywall.signedIn.clear': async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSurface(page);
    },
    'paywall.signedIn.bar': async ({ page }) => {
      await expect(bar(page)).toBeVisible();
      await expect(bar(page)).toHaveAttribute('aria-label', paywallText.barTitle);
      await expect(bar(page).locator('button', { hasText: paywallText.updateCard })).toBeVisible();
      await expect(page.getByRole('dialog', { name: paywallText.canceledHeading })).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: paywallText.cardFailedHeading })).toHaveCount(0);
    },
    'paywall.signedIn.popup': async ({ page }) => {
      await expect(popup(page)).toBeVisible();
      await expect(popup(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    },
    'paywall.signedIn.popup.open': async ({ page }) => {
      const action = popup(page).getByRole('button', {
        name: new RegExp(`^(${paywallText.reactivate}|${paywallText.updatePaymentMethod})$`),
      });
      await expect(action).toBeEnabled();
    },
    'paywall.signedIn.popup.openingPaymentPage': async ({ page }) => {
      await expect(popupNamed(page, paywallText.cardFailedHeading)).toBeVisible();
    },
    'paywall.signedIn.popup.leaving': async ({ page }) => {
      await expect(
        popupNamed(page, paywallText.cardFailedHeading).getByRole('button', {
          name: paywallText.updatePaymentMethod,
        }),
      ).toBeDisabled();
      await expect(page).toHaveURL(/#update-payment$/);
    },
    'paywall.signedIn.alert': async ({ page }) => {
      await expect(alertBox(page)).toHaveRole('alert');
      await expect(alertBox(page).getByRole('button', { name: paywallText.alertClose })).toBeVisible();
    },
    'paywall.signedIn.dismissed': async ({ page }) => {
      await expect(alertBox(page)).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: paywallText.canceledHeading })).toHaveCount(0);
    },
  },
  actions: {
    'session.loggedIn': async ({ page, event, scratch }: StepContext) => {
      const user = scratch.user as RealUser;
      const { accountId } = event as unknown as { accountId: number | null };
      if (accountId === null) {
        // A session without any account: the user answer and the stored detail carry no account id.
        await page.route(
          API.me,
          async (route) => {
            const response = await route.fetch();
            const body = (await response.json()) as { data: Record<string, unknown> | null };
            if (body.data) body.data = { ...body.data, accountId: null, account_role: null };
            await route.fulfill({ response, json: body });
          },
          { times: 1 },
        );
      }
      if (accountId === null) {
        await logInWithoutAccount(page, user.username);
      } else {
        const { user: logged } = await logIn(page, { username: user.username, password: 'demo1234' });
        scratch.accountId = logged.accountId;
      }
      await page.goto(PAGE);
    },
    'session.loggedOut': async ({ page }) => {
      const logOut = popup(page).getByRole('button', { name: 'Log out' });
      if (await logOut.isVisible()) {
        await logOut.click();
      } else {
        await openProfileMenu(page);
        await profileMenu(page).getByRole('button', { name: 'Log out' }).click();
      }
    },
    'session.accountChanged': async ({ page }) => {
      // Plan selection (after 'Reactivate subscription') has no profile menu: back to the page before it.
      if (new URL(page.url()).pathname === '/plan') await page.goBack();
      await openProfileMenu(page);
      await profileMenu(page).getByRole('button', { name: 'Switch account' }).click();
      await profileMenu(page)
        .getByRole('button', { name: /Cardfail Co|Cancelled Crafts/ })
        .click();
    },
    'paywall.recheck': async (ctx: StepContext) => {
      const { page, scratch } = ctx;
      // The card-update popup of the billing page ('Update credit card' would send paywall.updateCard): the
      // profile menu's Billing link (the settings hub's Billing tab), then ?updateCard=1 through the SPA's router.
      await openProfileMenu(page);
      await profileMenu(page).getByRole('link', { name: 'Billing' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
      await page.getByRole('button', { name: 'Update card' }).click();
      // The billing page has loaded its own subscription: the check's answers go to the paywall's calls.
      await arrangeAnswers(ctx, scratch.user as RealUser);
      await saveCard(page);
    },
    'paywall.updateCard': async ({ page, scratch }) => {
      await bar(page).getByRole('button', { name: paywallText.updateCard }).click();
      await expect(page).toHaveURL(`/${String(scratch.accountId)}/billing?updateCard=1`);
      await expect(page.getByRole('dialog', { name: 'Update card' })).toBeVisible();
    },
    'paywall.reactivate': async ({ page }) => {
      await popup(page).getByRole('button', { name: paywallText.reactivate }).click();
      await expect(page).toHaveURL('/plan?reactivate=1');
    },
    'paywall.updatePayment': async ({ page }) => {
      await popup(page).getByRole('button', { name: paywallText.updatePaymentMethod }).click();
    },
    'paywall.alertClosed': async ({ page }) => {
      await alertBox(page).getByRole('button', { name: paywallText.alertClose }).click();
    },
  },
  arrange: {
    'xstate.done.actor.loadBillingStatus': async (ctx) => {
      if (causeOf(ctx)?.type === 'paywall.recheck') return; // arranged by the recheck action
      await answerBilling(ctx.page, ctx.scratch.user as RealUser, ctx.event.output as BillingOutput);
    },
    'xstate.error.actor.loadBillingStatus': async (ctx) => {
      if (causeOf(ctx)?.type === 'paywall.recheck') return;
      await ctx.page.route(API.subscriptions, fail, { times: 1 });
    },
    'xstate.done.actor.checkPaywall': async (ctx) => {
      if (causeOf(ctx)?.type === 'paywall.recheck') return;
      await answerCheck(ctx.page, ctx.scratch.user as RealUser, ctx.event.output as CheckOutput);
    },
    'xstate.error.actor.checkPaywall': async (ctx) => {
      if (causeOf(ctx)?.type === 'paywall.recheck') return;
      await ctx.page.route(API.paywall, fail, { times: 1 });
    },
    'xstate.done.actor.loadManagementUrls': async ({ page, event }) => {
      const { updatePaymentMethod } = event.output as { updatePaymentMethod: string | null };
      // The provider's page is replaced by an anchor of this page, so the app stays to be observed.
      const response = updatePaymentMethod
        ? {
            status: 200,
            response: { updatePaymentMethod: '#update-payment', cancel: '#cancel' },
            errorMsg: '',
          }
        : { status: 404, response: null, errorMsg: 'This account has no subscription.' };
      await page.route(API.urls, (route) => route.fulfill({ json: response }), { times: 1 });
    },
    'xstate.error.actor.loadManagementUrls': async ({ page }) => {
      await page.route(API.urls, fail, { times: 1 });
    },
  },
};

/** The answers the steps after a recheck need (the recheck action installs them once the billing page loaded). */
async function arrangeAnswers(ctx: StepContext, user: RealUser) {
  for (const event of ctx.following) {
    if (event.type === 'xstate.done.actor.loadBillingStatus')
      await answerBilling(ctx.page, user, event.output as BillingOutput);
    else if (event.type === 'xstate.error.actor.loadBillingStatus')
      await ctx.page.route(API.subscriptions, fail, { times: 1 });
    else if (event.type === 'xstate.done.actor.checkPaywall')
      await answerCheck(ctx.page, user, event.output as CheckOutput);
    else if (event.type === 'xstate.error.actor.checkPaywall')
      await ctx.page.route(API.paywall, fail, { times: 1 });
  }
}
