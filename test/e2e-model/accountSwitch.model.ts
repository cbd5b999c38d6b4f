/**
 * UI model of account switching and account creation (spec 4.5, 5, 8), as many@demo.test (5 accounts; nobody
 * else's model logs him in). Every path starts in Acme Bakery (made his landing account again through the API),
 * on Acme's Dashboard placeholder (the lightest page with the top bar).
 *
 * Server answers:
 * - The machine's own calls (setlandingaccount, getonboardingtype, getallonboardingtypes, getOnboardingPlans,
 *   createAccount) are held by a gate (support/accountSwitchGate.ts) and let through, answered by the real server,
 *   at the path's `xstate.done.actor.*` step, or failed at its `xstate.error.actor.*` step (the server's error
 *   envelope). A path that ends, or goes on with a user event, before a call settles keeps it held, so the
 *   machine rests where the path says (the fade before the onboarding flow, a second type while plans load ...).
 * - getUAccounts and getaccountdetails are also called by others (the paywall asks for the details on every
 *   account change), so they are not held: `arrange` fails them, or blanks the landing URL of the details, for
 *   the path that needs it.
 * - The samples' type FLOWLESS_TYPE_ID ('Without flow') is the seeded 'Franchise (coming soon)' (no onboarding flow). It has
 *   no plans on the server, so a path that submits it gets the Business plans in the plans answer.
 */
import { expect, type Page } from '@playwright/test';
import { BUSINESS_TYPE_ID, FLOWLESS_TYPE_ID } from '../../machines/accountSwitch.samples.ts';
import { createAccountError } from '../../src/domain/accounts.ts';
import { logIn } from '../e2e/support/session.ts';
import { Gate, type GatedCall } from './support/accountSwitchGate.ts';
import type { StepContext, UiModel, UiPath, WalkContext } from './support/uiModel.ts';

const MANY = { username: 'many@demo.test', password: 'demo1234' };
const SWITCHING = 'Please wait while we are switching account...';
const SWITCH_FAILED = 'Failed to switch account. Please try again.';
const ACCOUNT_EXISTS = 'An account with this name already exists. Please choose a different name.';
const NO_ACCOUNT_TYPE = 'Please select an account type';
// The server's field error as the client shows it (a sentence).
const OTHER_FAILURE = 'This plan is not offered for this account type.';
/** The seeded type without onboarding flow, standing in for the samples' FLOWLESS_TYPE_ID. */
const FLOWLESS_TYPE = 'Franchise (coming soon)';
const TYPE_NAMES: Record<number, string> = {
  [BUSINESS_TYPE_ID]: 'Business',
  [FLOWLESS_TYPE_ID]: FLOWLESS_TYPE,
};

interface AccountRow {
  id: number;
  accountName: string;
  landing_url: string;
}

interface SwitchScratch {
  gate: Gate;
  accounts: Map<string, AccountRow>;
  acme: AccountRow;
  /** Where a finished switch lands. */
  landing: string | null;
  /** The form's message the path expects, once submitted or failed. */
  formError: string | null;
  query: string;
}

const scratchOf = (ctx: WalkContext) => ctx.scratch as unknown as SwitchScratch;

const apptype = Buffer.from('customer-app').toString('base64');

const profileButton = (page: Page) => page.getByRole('button', { name: /^Profile:/ });
const profileMenu = (page: Page) => page.getByRole('region', { name: 'Profile' });
const accountList = (page: Page) => page.getByRole('list', { name: 'Your accounts' });
const switchingCard = (page: Page) => page.getByRole('status').filter({ hasText: SWITCHING });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'All accounts' });
const searchBox = (page: Page) =>
  searchDialog(page).getByRole('combobox', { name: 'Search accounts by name' });
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Add An Account' });
const typeSelect = (page: Page) => createDialog(page).getByLabel('Account type');
const planSelect = (page: Page) => createDialog(page).getByLabel('Plan');
const companyInput = (page: Page) => createDialog(page).getByLabel('Company name');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function openSwitcher(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Switch account' });
  if (await heading.isVisible()) return;
  if (!(await profileMenu(page).isVisible())) await profileButton(page).click();
  await expect(profileMenu(page)).toBeVisible();
  await profileMenu(page).getByRole('button', { name: 'Switch account' }).click();
  await expect(heading).toBeVisible();
}

/** The createAccount outcome the path reaches after step `index`: 'done', 'taken', 'failed' or null. */
function creationOutcome(path: UiPath, index: number): 'done' | 'taken' | 'failed' | null {
  for (const later of path.steps.slice(index + 1)) {
    if (later.event.type === 'xstate.done.actor.createAccount') return 'done';
    if (later.event.type === 'xstate.error.actor.createAccount') {
      return createAccountError((later.event as { error?: unknown }).error).closesForm ? 'taken' : 'failed';
    }
    if (later.event.type === 'accountCreation.opened') return null;
  }
  return null;
}

/**
 * The loading card, while the real actor is in `stateId`: a state whose call is not held (the details) may be
 * left while the assertion runs.
 */
const cardWhileIn = (stateId: string) => async (ctx: WalkContext) => {
  await expect(async () => {
    if (!ctx.live.latest()?.active.includes(stateId)) return;
    await expect(switchingCard(ctx.page)).toBeVisible({ timeout: 500 });
  }).toPass();
};

/** Releases the held call of `call` with the real server's answer. */
const pass = (call: GatedCall) => async (ctx: StepContext) => {
  await scratchOf(ctx).gate.release(ctx, call, 'pass');
};
/** Fails the held call of `call` with the server's error envelope. */
const fail = (call: GatedCall) => async (ctx: StepContext) => {
  await scratchOf(ctx).gate.release(ctx, call, 'fail');
};

/** Fails the calls to `pattern` that `match` accepts (the first one only with `once`). */
async function failCalls(page: Page, pattern: string, once: boolean, match: (body: unknown) => boolean) {
  let done = false;
  await page.route(pattern, async (route) => {
    if (done || !match(route.request().postDataJSON() as unknown)) return route.fallback();
    done = once;
    await route.fulfill({
      status: 500,
      json: { status: 500, message: 'Something went wrong on our side.', data: null },
    });
  });
}

export const accountSwitchModel: UiModel = {
  machine: 'accountSwitch',
  timeout: 45_000,
  async start(ctx) {
    const { page, context } = ctx;
    // Acme Bakery is the landing account again (a finished switch of an earlier path moved it).
    const login = await context.request.post('/api/webauthenticate', { data: MANY });
    expect(login.ok()).toBe(true);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { Authorization: `Bearer ${token}`, token, apptype };
    const list = await context.request.get('/api/auth/getUAccounts', { headers });
    const rows = ((await list.json()) as { data: AccountRow[] }).data;
    const accounts = new Map(rows.map((row) => [row.accountName, row]));
    const acme = accounts.get('Acme Bakery')!;
    const reset = await context.request.post('/api/auth/setlandingaccount', {
      headers: { ...headers, accountId: String(acme.id) },
      data: { account_id: acme.id },
    });
    expect(reset.ok()).toBe(true);

    const gate = new Gate(page);
    await gate.install();
    Object.assign(ctx.scratch, {
      gate,
      accounts,
      acme,
      landing: null,
      formError: null,
      query: '',
    } satisfies SwitchScratch);

    const { user } = await logIn(page, MANY);
    expect(user.accountId).toBe(acme.id);
    await page.goto(`/${acme.id}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible({
      timeout: 15_000,
    });
  },
  states: {
    // The top bar is hidden from the accessibility tree while a dialog is open: the account's pages show it.
    accountSwitch: async ({ page }) => {
      await expect(page).toHaveURL(/\/\d+\//);
    },
    'accountSwitch.loadingAccounts': async (ctx) => {
      const { landing } = scratchOf(ctx);
      // After a switch: the landing page of the account switched to.
      if (landing) await expect(ctx.page).toHaveURL(new RegExp(`${landing}$`));
      await expect(switchingCard(ctx.page)).toHaveCount(0);
    },
    'accountSwitch.ready': async ({ page }) => {
      await expect(switchingCard(page)).toHaveCount(0);
    },
    'accountSwitch.ready.browsing': async ({ page, scratch }) => {
      await expect(searchDialog(page)).toHaveCount(0);
      await expect(createDialog(page)).toHaveCount(0);
      await openSwitcher(page);
      // A failed load leaves the list empty (only logged).
      const acme = accountList(page).getByRole('button', { name: /Acme Bakery/ });
      if (scratch.accountsFailed === true) await expect(acme).toHaveCount(0);
      else await expect(acme).toHaveAttribute('aria-current', 'true');
    },
    'accountSwitch.ready.searching': async (ctx) => {
      await expect(searchBox(ctx.page)).toHaveValue(scratchOf(ctx).query);
      const options = searchDialog(ctx.page).getByRole('option');
      if (scratchOf(ctx).query === '') await expect(options).toHaveCount(scratchOf(ctx).accounts.size);
      else await expect(options.first()).toContainText(new RegExp(scratchOf(ctx).query, 'i'));
    },
    'accountSwitch.ready.creating': async ({ page }) => {
      await expect(createDialog(page).getByRole('heading', { name: 'Add An Account' })).toBeVisible();
    },
    'accountSwitch.ready.creating.form': async ({ page }) => {
      await expect(companyInput(page)).toBeEnabled();
    },
    'accountSwitch.ready.creating.form.loadingTypes': async ({ page }) => {
      await expect(typeSelect(page)).toBeDisabled();
      await expect(typeSelect(page)).toContainText('Loading account types…');
    },
    'accountSwitch.ready.creating.form.editing': async (ctx) => {
      const { page } = ctx;
      await expect(typeSelect(page)).toBeEnabled();
      const { formError } = scratchOf(ctx);
      if (formError) await expect(createDialog(page).getByRole('alert')).toHaveText(formError);
      else await expect(createDialog(page).getByRole('alert')).toHaveCount(0);
    },
    'accountSwitch.ready.creating.form.loadingPlans': async ({ page }) => {
      await expect(planSelect(page)).toBeDisabled();
      await expect(planSelect(page)).toContainText('Loading plans…');
    },
    'accountSwitch.ready.creating.submitting': async ({ page }) => {
      await expect(createDialog(page).getByRole('button', { name: 'Creating…' })).toBeDisabled();
      await expect(companyInput(page)).toBeDisabled();
    },
    'accountSwitch.switching': cardWhileIn('accountSwitch.switching'),
    'accountSwitch.switching.settingLanding': cardWhileIn('accountSwitch.switching.settingLanding'),
    'accountSwitch.switching.loadingDetails': cardWhileIn('accountSwitch.switching.loadingDetails'),
    'accountSwitch.switching.leaving': cardWhileIn('accountSwitch.switching.leaving'),
    'accountSwitch.switching.leaving.fade': cardWhileIn('accountSwitch.switching.leaving.fade'),
    'accountSwitch.switching.leaving.fade.fading': cardWhileIn('accountSwitch.switching.leaving.fade.fading'),
    'accountSwitch.switching.leaving.fade.faded': cardWhileIn('accountSwitch.switching.leaving.fade.faded'),
    'accountSwitch.switching.leaving.flow': cardWhileIn('accountSwitch.switching.leaving.flow'),
    'accountSwitch.switching.leaving.flow.loading': cardWhileIn(
      'accountSwitch.switching.leaving.flow.loading',
    ),
    // Passed through only when the flow arrives before the fade ends (never here: the gate holds it).
    'accountSwitch.switching.leaving.flow.loaded': async ({ page }) => {
      expect(await page.evaluate(() => localStorage.getItem('onboardingtype'))).toContain('onboarding_flow');
    },
  },
  actions: {
    'account.chosen': async (ctx) => {
      const { page } = ctx;
      const name = (ctx.event as unknown as { account: { accountName: string } }).account.accountName;
      const target = scratchOf(ctx).accounts.get(name)!;
      if (ctx.following.some((event) => event.type === 'xstate.done.actor.loadAccountDetails')) {
        const details = ctx.following.find(
          (e) => e.type === 'xstate.done.actor.loadAccountDetails',
        ) as unknown as {
          output: { landing_url: string };
        };
        // Details without a landing URL (arranged) land on the default page.
        scratchOf(ctx).landing =
          `/${target.id}${details.output.landing_url === '' ? '/contentplanner' : target.landing_url}`;
      }
      if (ctx.before.matches({ ready: 'searching' })) {
        await searchDialog(page).getByRole('option', { name }).click();
      } else {
        await openSwitcher(page);
        await accountList(page).getByRole('button', { name }).click();
      }
    },
    'accountSearch.opened': async ({ page }) => {
      await openSwitcher(page);
      await page.getByRole('button', { name: 'View all accounts' }).click();
      await expect(searchBox(page)).toBeFocused();
    },
    'accountSearch.changed': async (ctx) => {
      const query = (ctx.event as unknown as { query: string }).query;
      scratchOf(ctx).query = query;
      await searchBox(ctx.page).fill(query);
    },
    'accountSearch.closed': async ({ page }) => {
      await searchDialog(page).getByRole('button', { name: 'Close' }).click();
    },
    'accountCreation.opened': async (ctx) => {
      scratchOf(ctx).formError = null;
      await openSwitcher(ctx.page);
      await ctx.page.getByRole('button', { name: 'Add An Account' }).click();
    },
    'accountCreation.closed': async ({ page }) => {
      await createDialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'accountCreation.companyChanged': async (ctx) => {
      const outcome = creationOutcome(ctx.path, ctx.index);
      // A name he already has makes the server answer 'Account already exists'.
      const name = outcome === 'taken' ? 'Acme Bakery' : `mC Studio ${Date.now().toString(36)}`;
      await companyInput(ctx.page).fill(name);
    },
    'accountCreation.typeChosen': async (ctx) => {
      const { page } = ctx;
      const typeId = (ctx.event as unknown as { typeId: number }).typeId;
      let label = TYPE_NAMES[typeId] ?? 'Business';
      const select = typeSelect(page);
      if ((await select.getByRole('option').count()) <= 1) {
        // The types failed to load, so there is nothing to choose: the user closes the form and opens it again.
        await createDialog(page).getByRole('button', { name: 'Cancel' }).click();
        await scratchOf(ctx).gate.passNext('loadOnboardingTypes', async () => {
          await openSwitcher(page);
          await page.getByRole('button', { name: 'Add An Account' }).click();
        });
        await expect(select).toBeEnabled();
      }
      // Choosing the selected type again sends nothing: take another type with a flow.
      const selected = await select.evaluate((element: HTMLSelectElement) =>
        element.selectedOptions[0]?.textContent?.trim(),
      );
      if (selected === label) label = 'Personal brand';
      scratchOf(ctx).formError = null;
      await select.selectOption({ label });
    },
    'accountCreation.planChosen': async (ctx) => {
      const { page } = ctx;
      const plan = planSelect(page);
      await expect(plan).toBeEnabled();
      if ((await plan.getByRole('option').count()) <= 1) {
        // The plans failed to load, so there is nothing to choose: the user picks a type again.
        await scratchOf(ctx).gate.passNext('loadOnboardingPlans', async () => {
          const current = await typeSelect(page).inputValue();
          const other = current === '1' ? 'Business' : 'Personal brand';
          await typeSelect(page).selectOption({ label: other });
        });
        await expect(plan).toBeEnabled();
        await expect(plan.getByRole('option')).not.toHaveCount(1);
      }
      const current = await plan.inputValue();
      const values = await plan
        .getByRole('option')
        .evaluateAll((options) =>
          (options as HTMLOptionElement[]).filter((o) => !o.disabled).map((o) => o.value),
        );
      await plan.selectOption(values.find((value) => value !== current) ?? values[0]!);
    },
    'accountCreation.submitted': async (ctx) => {
      if (ctx.step.state.context.form.error === NO_ACCOUNT_TYPE) scratchOf(ctx).formError = NO_ACCOUNT_TYPE;
      await createDialog(ctx.page).getByRole('button', { name: 'Create' }).click();
    },
    'xstate.done.actor.setLandingAccount': pass('setLandingAccount'),
    'xstate.error.actor.setLandingAccount': async (ctx) => {
      await fail('setLandingAccount')(ctx);
      await expect(toasts(ctx.page)).toContainText(SWITCH_FAILED);
    },
    'xstate.done.actor.loadOnboardingFlow': pass('loadOnboardingFlow'),
    'xstate.error.actor.loadOnboardingFlow': fail('loadOnboardingFlow'),
    'xstate.done.actor.loadOnboardingTypes': pass('loadOnboardingTypes'),
    'xstate.error.actor.loadOnboardingTypes': fail('loadOnboardingTypes'),
    'xstate.done.actor.loadOnboardingPlans': async (ctx) => {
      // The seeded type without flow has no plans: the answer carries the Business plans.
      const flowless = ctx.before.context.form.typeId === FLOWLESS_TYPE_ID;
      await scratchOf(ctx).gate.release(ctx, 'loadOnboardingPlans', flowless ? { Obid: 6 } : 'pass');
    },
    'xstate.error.actor.loadOnboardingPlans': fail('loadOnboardingPlans'),
    'xstate.done.actor.createAccount': pass('createAccount'),
    'xstate.error.actor.createAccount': async (ctx) => {
      const taken = createAccountError((ctx.event as unknown as { error?: unknown }).error).closesForm;
      if (taken) {
        await pass('createAccount')(ctx); // the real server: 'Account already exists'
        await expect(toasts(ctx.page)).toContainText(ACCOUNT_EXISTS);
      } else {
        scratchOf(ctx).formError = OTHER_FAILURE;
        await scratchOf(ctx).gate.release(ctx, 'createAccount', {
          status: 400,
          json: { status: 400, message: OTHER_FAILURE, field: 'pricing_id', data: null },
        });
      }
    },
  },
  arrange: {
    'xstate.error.actor.loadAccounts': async ({ page, scratch }) => {
      scratch.accountsFailed = true;
      await failCalls(page, '**/api/auth/getUAccounts', true, () => true);
    },
    'xstate.error.actor.loadAccountDetails': async (ctx) => {
      const target = switchTarget(ctx);
      // Every call for the target: the paywall asks for the same details when the account changes.
      await failCalls(
        ctx.page,
        '**/api/auth/getaccountdetails',
        false,
        (body) => (body as { account_id?: number } | null)?.account_id === target,
      );
    },
    'xstate.done.actor.loadAccountDetails': async (ctx) => {
      const output = (ctx.event as unknown as { output: { landing_url: string } }).output;
      if (output.landing_url !== '') return; // the real details
      const target = switchTarget(ctx);
      // Details without a landing URL: the switch only logs it and lands on the default page.
      await ctx.page.route('**/api/auth/getaccountdetails', async (route) => {
        const body = route.request().postDataJSON() as { account_id?: number } | null;
        if (body?.account_id !== target) return route.fallback();
        const response = await route.fetch();
        const json = (await response.json()) as { data: { landing_url: string }[] };
        for (const row of json.data ?? []) row.landing_url = '';
        await route.fulfill({ response, json });
      });
    },
  },
};

/** The id of the account the path switches to (the one chosen before this step). */
function switchTarget(ctx: StepContext): number {
  for (const step of ctx.path.steps.slice(0, ctx.index + 1).reverse()) {
    if (step.event.type === 'account.chosen') {
      const name = (step.event as unknown as { account: { accountName: string } }).account.accountName;
      return scratchOf(ctx).accounts.get(name)!.id;
    }
  }
  throw new Error('no account chosen before this step');
}
