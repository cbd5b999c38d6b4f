/**
 * UI model of authentication (spec 4.2): the session check at load, the login and registration forms, the steps
 * after a login, logout, an account switch and the session-timeout MFA telling the session it was re-established.
 *
 * Inputs: 0 = a session cookie (owner@demo.test logged in through the API, then /charts loaded, a placeholder
 * page, or /change_password when the path meets the session timeout); 1 = no session (/#login); 2 = a session
 * cookie plus the `auth.sconnect` and `auth.impersonationLogin` cookies (what an impersonation link leaves).
 *
 * Every call of the machine's actors answers from the real server, but is held until the page was checked in the
 * state that waits for it ("Checking your session…", "Logging in…" ...), then let go by the actor event's step.
 * Other outcomes are arranged on that same held call: GET /me answering no user, a 500, an aborted call (the
 * network), account details without an account, a user whose `impersonator` is set (the real answer, changed), a
 * registration refused with the 429 of its rate limit (the server answers every valid registration the same).
 * The user is chosen from the outcome the path needs: staff@demo.test has no account; a wrong password makes the
 * server refuse. A registration mail's link is opened as a new page load: a fresh e-mail registered through the API,
 * its link read from the dev outbox (or a made-up token the server refuses). A social sign-in clicks the form's
 * network button (its start refused with the 503 of a network that is not available), goes Back from the sandbox
 * consent page, and comes back to /callback as a new page load with a ticket got through the API the way a browser
 * gets one: social@demo.test's LinkedIn profile (a known login), a fresh e-mail's (a registration), or an unknown
 * e-mail's profile, which the server refuses ('User Does not Exist.').
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { REGISTRATION_SENT, freshEmail, registrationLink } from '../e2e/support/registration.ts';
import { logIn } from '../e2e/support/session.ts';
import { heldCalls } from './support/heldCalls.ts';
import { ageSession, mfaDialog, reauthenticate } from '../e2e/support/mfa.ts';
import type { StepContext, StepHandler, UiModel, WalkContext } from './support/uiModel.ts';

const OWNER = { username: 'owner@demo.test', password: 'demo1234' };
const STAFF = { username: 'staff@demo.test', password: 'demo1234' };
/** The seeded login made with a sandbox LinkedIn profile of this e-mail (no password). */
const SOCIAL_EMAIL = 'social@demo.test';
type Credentials = typeof OWNER;

const APP_TYPE = Buffer.from('customer-app').toString('base64');
const LOG_OUT = { name: 'Log out', exact: true } as const;

/** The URL each actor of the machine calls. */
const ACTOR_CALLS: Record<string, string> = {
  checkSession: '**/api/me',
  authenticate: '**/api/webauthenticate',
  register: '**/api/register',
  confirmRegistration: '**/api/confirmRegistration',
  fetchCurrentUser: '**/api/me',
  fetchAccountDetails: '**/api/auth/getaccountdetails',
  updateLastLogin: '**/api/updateProfile',
  signOut: '**/api/logout',
  // Starting asks /sociallogin (a login) or /socialRegister; finishing asks /sociallogin with the ticket.
  startSocialSignIn: '**/api/social{login,Register}',
  socialSignIn: '**/api/sociallogin',
};

const actorOf = (type: string) => type.replace(/^xstate\.(done|error)\.actor\./, '');
const outputOf = (event: AnyEventObject) => (event as unknown as { output: unknown }).output;
const isNetworkError = (event: AnyEventObject) =>
  (event as unknown as { error: { kind?: string } }).error.kind === 'network';

/** The user of the path: staff@demo.test when the path needs a user without any account. */
function userFor(ctx: WalkContext): Credentials {
  const noAccount = ctx.path.steps.some((step) => {
    const type = step.event.type;
    if (type !== 'xstate.done.actor.checkSession' && type !== 'xstate.done.actor.fetchCurrentUser')
      return false;
    const output = outputOf(step.event) as { accountId?: unknown; user?: unknown } | null;
    return output !== null && output.accountId === null;
  });
  return noAccount ? STAFF : OWNER;
}

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    json: { status: 500, message: 'Request failed with status 500', data: null },
  });

const tooManyAttempts = (route: Route) =>
  route.fulfill({
    status: 429,
    headers: { 'Retry-After': '60' },
    json: { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.', data: null },
  });

const networkUnavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    json: { status: 503, message: 'Signing in with this network is not available.', data: null },
  });

/**
 * A ticket of /callback the way a browser gets one, through the API: start, the sandbox network's consent form
 * (Allow, with the profile's e-mail), the server's return address; answers `/callback?ticket=..`.
 */
async function socialCallbackPath(page: Page, intent: 'login' | 'register', email: string): Promise<string> {
  const request = page.context().request;
  const started = await request.post(intent === 'login' ? '/api/sociallogin' : '/api/socialRegister', {
    data: { provider_Id: 4 },
  });
  expect(started.ok()).toBe(true);
  const consent = new URL(((await started.json()) as { data: { url: string } }).data.url);
  const allowed = await request.post(consent.pathname, {
    form: {
      state: consent.searchParams.get('state')!,
      redirect_uri: consent.searchParams.get('redirect_uri')!,
      name: 'Lee Linked',
      email,
      decision: 'allow',
    },
    maxRedirects: 0,
  });
  const back = new URL(allowed.headers()['location']!);
  const returned = await request.get(`${back.pathname}${back.search}`, { maxRedirects: 0 });
  const landed = new URL(returned.headers()['location']!);
  expect(landed.pathname).toBe('/callback');
  return `${landed.pathname}${landed.search}`;
}

/** How the held call of an actor event is answered: the real server, or the outcome the path needs. */
function answerFor(event: AnyEventObject): (route: Route) => Promise<void> {
  const type = event.type;
  const actor = actorOf(type);
  if (type.startsWith('xstate.error.actor.')) {
    // Refused by the server: a wrong password, a made-up registration link.
    if (actor === 'authenticate' || actor === 'confirmRegistration') return (route) => route.continue();
    if (actor === 'register') return tooManyAttempts;
    // Refused by the server: a profile nobody registered ('User Does not Exist.').
    if (actor === 'socialSignIn') return (route) => route.continue();
    if (actor === 'startSocialSignIn') return networkUnavailable;
    if (actor === 'checkSession' && !isNetworkError(event)) return serverError;
    return (route) => route.abort();
  }
  const output = outputOf(event);
  if ((actor === 'checkSession' || actor === 'fetchCurrentUser') && output === null) {
    return (route) => route.fulfill({ json: { status: 200, data: null } });
  }
  if (actor === 'fetchAccountDetails' && output === null) {
    return (route) => route.fulfill({ json: { status: 200, code: 404, message: 'No account', data: [] } });
  }
  if (actor === 'fetchCurrentUser' && (output as { impersonator?: unknown }).impersonator) {
    // A staff member's session for this user: GET me carries `impersonator`.
    return async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...body, data: { ...body.data, impersonator: { first_name: 'Sam' } } },
      });
    };
  }
  return (route) => route.continue();
}

/** Every actor event: its call is held (arranged before the user step), then let go when the path reaches it. */
const ACTOR_EVENTS = Object.keys(ACTOR_CALLS).flatMap((actor) => [
  `xstate.done.actor.${actor}`,
  `xstate.error.actor.${actor}`,
]);

const holdAnswer: StepHandler = async ({ page, event, index, scratch }) => {
  const releases = (scratch.releases ??= {}) as Record<number, () => void>;
  releases[index] = await heldCalls(page, scratch).hold(ACTOR_CALLS[actorOf(event.type)]!, answerFor(event));
};
/** The call each waiting state makes: a path that ends there holds it, so the page is checked while it waits. */
const WAITING_CALLS: [state: string, actor: string][] = [
  ['checkingSession', 'checkSession'],
  ['loggingIn.withPassword', 'authenticate'],
  ['registering', 'register'],
  ['confirmingRegistration', 'confirmRegistration'],
  ['settingUp.loadingUser', 'fetchCurrentUser'],
  ['settingUp.loadingAccountDetails', 'fetchAccountDetails'],
  ['resumingLogin.loadingAccountDetails', 'fetchAccountDetails'],
  ['discardingSession', 'signOut'],
  ['loggedIn.updatingLastLogin', 'updateLastLogin'],
  ['loggingOut.signingOut', 'signOut'],
  ['loggingIn.socialStarting', 'startSocialSignIn'],
  ['loggingIn.socialFinishing', 'socialSignIn'],
];

async function holdIfLast(ctx: StepContext) {
  const { path, index, step, page, scratch } = ctx;
  if (index !== path.steps.length - 1) return;
  for (const [state, actor] of WAITING_CALLS) {
    const [parent, child] = state.split('.') as [string, string | undefined];
    if (step.state.matches(child ? { [parent]: child } : parent)) {
      await heldCalls(page, scratch).hold(ACTOR_CALLS[actor]!, (route) => route.continue());
    }
  }
}

const releaseAnswer: StepHandler = async (ctx) => {
  const { index, scratch } = ctx;
  await holdIfLast(ctx);
  (scratch.releases as Record<number, () => void>)[index]!();
};

const logOutButton = (page: Page) => page.getByRole('button', LOG_OUT);
const sendingButton = (page: Page) =>
  page.getByRole('button', { name: /^(Logging in…|Creating your account…)$/ });
const confirmingScreen = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Confirming your account…' });
const signingInScreen = (page: Page) => page.getByRole('status').filter({ hasText: 'Signing you in…' });
/** A login under way: the form's disabled button, the registration link's screen, or the /callback page's. */
const settingUpScreen = (page: Page) =>
  sendingButton(page).or(confirmingScreen(page)).or(signingInScreen(page));
const checkingScreen = (page: Page) => page.getByRole('status').filter({ hasText: 'Checking your session…' });

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((candidate) => candidate.name === name)?.value;
}

async function addFlagCookie(page: Page, name: string) {
  await page
    .context()
    .addCookies([{ name, value: '1', domain: 'localhost', path: '/', sameSite: 'None', secure: true }]);
}

/**
 * Whether owner@demo.test's landing account may not be Acme Bakery on the server: unknown when this worker starts
 * (other machines' paths switch accounts too), and after an account switch of a path of this model.
 */
let ownerMoved = true;

/** owner@demo.test lands on Acme Bakery: an account switch of an earlier path changed it on the server. */
async function landOnAcme(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}`, apptype: APP_TYPE };
  const accounts = await page.context().request.get('/api/auth/getUAccounts', { headers });
  expect(accounts.ok()).toBe(true);
  const { data } = (await accounts.json()) as {
    data: { id: number; accountName: string; checked?: boolean }[];
  };
  const acme = data.find((account) => account.accountName === 'Acme Bakery')!;
  const response = await page.context().request.post('/api/auth/setlandingaccount', {
    headers: { ...headers, token, accountId: String(acme.id) },
    data: { account_id: acme.id },
  });
  expect(response.ok()).toBe(true);
  ownerMoved = false;
}

const switchesAccount = (path: { steps: readonly { event: AnyEventObject }[] }) =>
  path.steps.some((step) => step.event.type === 'session.accountChanged');
const reauthenticates = (path: { steps: readonly { event: AnyEventObject }[] }) =>
  path.steps.some((step) => step.event.type === 'session.reauthenticated');

export const authModel: UiModel = {
  machine: 'auth',
  inputs: [0, 1, 2],
  async start(ctx: WalkContext) {
    const { page, input } = ctx;
    const { hasSession, social } = input as { hasSession: boolean; social: boolean };
    const user = userFor(ctx);
    ctx.scratch.user = user;
    if (!hasSession) {
      await page.goto('/#login');
      return;
    }
    const { token } = await logIn(page, user);
    if (user === OWNER && (ownerMoved || switchesAccount(ctx.path))) await landOnAcme(page, token);
    if (social) {
      await addFlagCookie(page, 'auth.sconnect');
      await addFlagCookie(page, 'auth.impersonationLogin');
    }
    // The timeout is met by sending the Change password form; otherwise a placeholder page of the default layout
    // (no page chunk to load, no calls of its own).
    await page.goto(reauthenticates(ctx.path) ? '/change_password' : '/charts');
  },
  states: {
    auth: async ({ page }) => {
      // Some page of the app: a form, a page of the default layout or the wait screen.
      await expect(page.locator('main').first()).toBeAttached();
    },
    'auth.starting': async ({ page }) => {
      await expect(page.locator('#root')).toBeAttached();
    },
    'auth.checkingSession': async ({ page }) => {
      await expect(checkingScreen(page)).toBeVisible();
    },
    'auth.waitingToRetry': async ({ page }) => {
      await expect(checkingScreen(page)).toBeVisible();
    },
    'auth.resumingLogin': async ({ page }) => {
      await expect(checkingScreen(page)).toBeVisible();
    },
    'auth.resumingLogin.choosingAccount': async ({ page }) => {
      await expect(checkingScreen(page)).toBeVisible();
    },
    'auth.resumingLogin.loadingAccountDetails': async ({ page }) => {
      await expect(checkingScreen(page)).toBeVisible();
    },
    'auth.loggedOut': async ({ page }) => {
      // The forms, or the /callback page saying why a social sign-in did not log in.
      await expect(
        page.getByRole('heading', { name: /^(Log in|Create an account|You are not signed in)$/ }),
      ).toBeVisible();
      await expect(logOutButton(page)).toHaveCount(0);
    },
    'auth.loggingIn': async ({ page }) => {
      // With a password (the form's button busy), or through a network (its button busy, on its page, or on
      // /callback): nobody logged in yet.
      await expect(logOutButton(page)).toHaveCount(0);
    },
    'auth.loggingIn.withPassword': async ({ page }) => {
      await expect(page.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    },
    'auth.registering': async ({ page }) => {
      await expect(page.getByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    },
    'auth.awaitingConfirmation': async ({ page }) => {
      // Nobody is logged in: the form says to check the e-mail, the password is cleared.
      await expect(page.getByRole('status').filter({ hasText: REGISTRATION_SENT })).toBeVisible();
      await expect(page.getByLabel('Password')).toHaveValue('');
      await expect(logOutButton(page)).toHaveCount(0);
      expect(await cookie(page, 'auth.token')).toBeUndefined();
    },
    'auth.confirmingRegistration': async ({ page }) => {
      await expect(confirmingScreen(page)).toBeVisible();
      await expect(logOutButton(page)).toHaveCount(0);
    },
    'auth.loggingIn.socialStarting': async ({ page }) => {
      await expect(page.getByRole('button', { name: /^Taking you to / })).toBeDisabled();
      await expect(logOutButton(page)).toHaveCount(0);
    },
    'auth.loggingIn.socialLeaving': async ({ page }) => {
      await expect(page).toHaveURL(/\/sandbox\/social\/\w+\/consent\?/);
      expect(await cookie(page, 'auth.token')).toBeUndefined();
    },
    'auth.loggingIn.socialFinishing': async ({ page }) => {
      await expect(signingInScreen(page)).toBeVisible();
      await expect(logOutButton(page)).toHaveCount(0);
    },
    'auth.settingUp': async ({ page }) => {
      await expect(settingUpScreen(page)).toBeVisible();
    },
    'auth.settingUp.loadingUser': async ({ page }) => {
      await expect(settingUpScreen(page)).toBeVisible();
    },
    'auth.settingUp.choosingAccount': async ({ page }) => {
      await expect(settingUpScreen(page)).toBeVisible();
    },
    'auth.settingUp.loadingAccountDetails': async ({ page }) => {
      await expect(settingUpScreen(page)).toBeVisible();
    },
    'auth.settingUp.routing': async ({ page }) => {
      await expect(logOutButton(page)).toHaveCount(0);
    },
    'auth.discardingSession': async ({ page }) => {
      await expect(logOutButton(page)).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    },
    'auth.loggedIn': async ({ page }) => {
      await expect(logOutButton(page)).toBeEnabled();
      expect(await cookie(page, 'auth.token')).toBeTruthy();
    },
    'auth.loggedIn.updatingLastLogin': async ({ page }) => {
      await expect(logOutButton(page)).toBeEnabled();
    },
    'auth.loggedIn.ready': async ({ page }) => {
      await expect(logOutButton(page)).toBeEnabled();
    },
    'auth.loggingOut': async ({ page }) => {
      await expect(logOutButton(page)).toHaveCount(0);
    },
    'auth.loggingOut.signingOut': async ({ page }) => {
      await expect(page.getByRole('button', { name: 'Logging out…' })).toBeDisabled();
      expect(await cookie(page, 'auth.token')).toBeTruthy();
    },
    'auth.loggingOut.leaving': async ({ page }) => {
      // Cleared; /#login follows 100 ms later on the page's clock, so only what lasts is checked.
      expect(await cookie(page, 'auth.token')).toBeUndefined();
    },
  },
  actions: {
    ...Object.fromEntries(ACTOR_EVENTS.map((type) => [type, releaseAnswer])),
    'login.submit': async (ctx) => {
      await holdIfLast(ctx);
      const { page, event, following } = ctx;
      const user = ctx.scratch.user as Credentials;
      const refused = following.some((next) => next.type === 'xstate.error.actor.authenticate');
      if ((event as unknown as { signals: { impersonationLogin: boolean } }).signals.impersonationLogin) {
        await addFlagCookie(page, 'auth.impersonationLogin');
      }
      const loginInstead = page.getByRole('link', { name: 'Log in instead' });
      if (await loginInstead.isVisible()) await loginInstead.click();
      await page.getByLabel('E-mail').fill(user.username);
      await page.getByLabel('Password').fill(refused ? 'not-the-password' : user.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
    },
    'register.submit': async (ctx) => {
      const { page } = ctx;
      await holdIfLast(ctx);
      const toRegister = page.getByRole('link', { name: 'Create an account' });
      if (await toRegister.isVisible()) await toRegister.click();
      await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
      const email = freshEmail('ma');
      await page.getByLabel('First name').fill('Nia');
      await page.getByLabel('Last name').fill('New');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill('long-enough');
      await page.getByRole('button', { name: 'Create account' }).click();
    },
    'registration.confirm': async (ctx) => {
      // The mail's link opens in a new page load: the app starts logged out, then confirms.
      const { page, following } = ctx;
      await holdIfLast(ctx);
      const refused = following.some((next) => next.type === 'xstate.error.actor.confirmRegistration');
      let link = `/?confirm=${'made-up-token-'.repeat(4)}#register`;
      if (!refused) {
        const email = freshEmail('ma-link');
        const response = await page.context().request.post('/api/register', {
          data: { first_name: 'Lina', last_name: 'Link', email, password: 'long-enough' },
        });
        expect(response.ok()).toBe(true);
        link = await registrationLink(page.context().request, email);
      }
      await page.goto(link);
    },
    'social.start': async (ctx) => {
      const { page, event } = ctx;
      await holdIfLast(ctx);
      const { providerId, intent } = event as unknown as { providerId: number; intent: 'login' | 'register' };
      const name = { 1: 'Facebook', 2: 'Twitter', 4: 'LinkedIn' }[providerId]!;
      const form = intent === 'login' ? 'Log in instead' : 'Create an account';
      const toForm = page.getByRole('link', { name: form });
      if (await toForm.isVisible()) await toForm.click();
      await page
        .getByRole('button', { name: `${intent === 'login' ? 'Continue' : 'Sign up'} with ${name}` })
        .click();
    },
    'social.returned': async ({ page }) => {
      // The Back button from the consent page: the page restored from the back-forward cache (on in the model
      // project, playwright.config.ts), which fires no load event.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: /^(Log in|Create an account)$/ })).toBeVisible();
    },
    'social.complete': async (ctx) => {
      // The network sends the browser back to /callback with a ticket: a new page load.
      const { page, following } = ctx;
      await holdIfLast(ctx);
      const done = following.find((next) => next.type === 'xstate.done.actor.socialSignIn');
      const registered = done ? (outputOf(done) as { registered: boolean }).registered : false;
      const refused = following.some((next) => next.type === 'xstate.error.actor.socialSignIn');
      const path = refused
        ? await socialCallbackPath(page, 'login', freshEmail('ma-nobody'))
        : registered
          ? await socialCallbackPath(page, 'register', freshEmail('ma-social'))
          : await socialCallbackPath(page, 'login', SOCIAL_EMAIL);
      await page.goto(path);
    },
    'logout.requested': async (ctx) => {
      const { page } = ctx;
      await holdIfLast(ctx);
      await logOutButton(page).click();
    },
    'session.accountChanged': async ({ page }) => {
      ownerMoved = true;
      await page.getByRole('button', { name: /^Profile:/ }).click();
      const menu = page.getByRole('region', { name: 'Profile' });
      await menu.getByRole('button', { name: 'Switch account' }).click();
      await page
        .getByRole('list', { name: 'Your accounts' })
        .getByRole('button', { name: 'Northwind Studio' })
        .click();
    },
    'session.profileSaved': async ({ page }) => {
      // In the app, without a page load (a load would start a new session actor): the settings hub's Profile tab.
      await page.evaluate(() => {
        history.pushState(null, '', '/userSetting#profile');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const form = page.getByRole('form', { name: 'Profile' });
      await form.getByLabel('Telephone', { exact: true }).fill(`+44 20 ${String(Date.now()).slice(-8)}`);
      await form.getByRole('button', { name: 'Save profile' }).click();
      await expect(form.getByRole('status')).toHaveText('Your profile has been saved.');
    },
    'session.reauthenticated': async ({ page, scratch }) => {
      // Away too long: the form sent next meets the timeout, and the popup logs the user in again.
      const user = scratch.user as Credentials;
      await page.getByLabel('Current password').fill(user.password);
      await page.getByLabel('New password').fill(user.password);
      await ageSession(page);
      try {
        await page
          .getByRole('main')
          .getByRole('button', { name: 'Change password' })
          .click({ timeout: 3_000 });
      } catch (error) {
        // A background call of the page (bells, chat) met the timeout first: the popup is already open.
        if (!(await mfaDialog(page).isVisible())) throw error;
      }
      await reauthenticate(page, user.username);
    },
  },
  arrange: Object.fromEntries(ACTOR_EVENTS.map((type) => [type, holdAnswer])),
  unwalkable(path) {
    const steps = path.steps;
    const savedAt = steps.findIndex((step) => step.event.type === 'session.profileSaved');
    if (savedAt > 0 && (steps[savedAt - 1]!.state.context as { impersonating: boolean }).impersonating)
      return "staff acting as a user cannot change the user's profile";
    const at = steps.findIndex((step) => step.event.type === 'session.reauthenticated');
    const linkAt = steps.findIndex(
      (step) => step.event.type === 'registration.confirm' || step.event.type === 'social.complete',
    );
    if (linkAt >= 0) {
      const earlier = steps.slice(0, linkAt).map((step) => step.event);
      // A check that never reached the server leaves the cookies, and the link's page load would check again.
      if (
        earlier.some((event) => event.type === 'xstate.error.actor.checkSession' && isNetworkError(event))
      ) {
        return 'the link opens a new page, which checks the session kept after an unreachable server again';
      }
      const later = steps.slice(linkAt).map((step) => step.event);
      if (later.some((event) => event.type === 'session.accountChanged')) {
        return 'a newly registered or social-only user has one account: there is none to switch to';
      }
      if (
        later.some(
          (event) =>
            event.type === 'xstate.done.actor.fetchCurrentUser' &&
            (outputOf(event) as { accountId?: unknown } | null)?.accountId === null,
        )
      ) {
        return 'a newly registered or social-only user always has an account';
      }
    }
    const staff = userFor({ path } as WalkContext) === STAFF;
    if (staff && steps.some((step) => step.event.type === 'session.accountChanged')) {
      return 'a user without any account has no account to switch to';
    }
    if (at < 0) return null;
    if (staff)
      return 'a user without any account gets no MFA code (sendMFA mails members of the account only)';
    const moved = steps
      .slice(1, at)
      .some((step) => /^(login|register|registration|logout|social)\./.test(step.event.type));
    if (path.inputIndex !== 0 || moved) {
      return 'the timeout is met by sending the Change password form, where only the restored session (input 0) stays';
    }
    return null;
  },
};
