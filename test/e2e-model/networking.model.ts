/**
 * UI model of partner networking (machines/networking.machine.ts; spec 1, 2.5, 2.6, 5, 7.1, 8) on the Networking page
 * (/brandpilot_network) against the real server and its sandbox partner network.
 *
 * Inputs, as the page builds them (networkingInput: the stored flag, the user detail cookie, the session user):
 * - 0: networker@demo.test (Nora, partnerId 0, nothing stored): the partner modal, then the consent modal.
 * - 1: the same with `circleNetworkActivated` = 'true' stored before the app loads: signs in at once.
 * - 2: partner@demo.test (partnerId 4242) without the user detail cookie: signs in at once, but without user
 *   details it stops with 'User details not found. Please login again.' before any call.
 *
 * Calls: every POST /partnerAuth/partnerSignIn is held (support/networkingCalls.ts) until the path's
 * `xstate.done.actor.partnerSignIn` step answers it as the step's output says: the real server (a URL: the partner
 * page opens in a new tab), an answer without URL, a lost connection or a server error without text. A path that
 * ends while signing in never reaches the server.
 *
 * Data: a real sign-in stores the partner's member id as the user's partnerId (no API takes it back), after which
 * the user has access and cannot start input 0 or 1 again. So inputs 0 and 1 run as the first user of SIGNERS still
 * new to the partner network (networker, unless an earlier path of the run signed her in; the others open this page
 * only here). With today's plan one path signs in for real, the last one.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { networkingSamples } from '../../machines/networking.samples.ts';
import type { NetworkingContext } from '../../machines/networking.machine.ts';
import {
  CIRCLE_NETWORK_STORAGE_KEY,
  hasNetworkAccess,
  networkingMessages,
  partnerSignInFailureMessage,
  partnerUserData,
  type PartnerSignInOutcome,
  type PartnerUserSource,
} from '../../src/domain/networking.ts';
import { logIn } from '../e2e/support/session.ts';
import {
  connectionLost,
  failWith,
  fromServer,
  notingSnapshots,
  pendingCalls,
  type Answer,
} from './support/networkingCalls.ts';
import type { UiModel, WalkContext } from './support/uiModel.ts';

const NETWORKER = { username: 'networker@demo.test', password: 'demo1234' };
const PARTNER = { username: 'partner@demo.test', password: 'demo1234' };
/** Who signs in for real: new to the partner network, each at most once per run. */
const SIGNERS = [
  NETWORKER,
  { username: 'chatreply@demo.test', password: 'demo1234' },
  { username: 'reviewer@demo.test', password: 'demo1234' },
];
const NETWORK_PATH = '/brandpilot_network';
const SIGN_IN = '**/api/partnerAuth/partnerSignIn';
const PARTNER_PAGE = /\/sandbox\/partner\/circle\?ticket=/;

interface Scratch {
  /** The expected snapshot after the latest step (its guard facts: access, consent). */
  snapshot?: AnyMachineSnapshot;
  /** What the last failure says (spec 8): the graph's snapshot may carry another sample's message. */
  error: string;
  firstName: string;
  tabs: Page[];
}

const scratchOf = (ctx: WalkContext) => ctx.scratch as unknown as Scratch;
const expected = (ctx: WalkContext) =>
  (scratchOf(ctx).snapshot ?? ctx.path.steps[0]!.state).context as NetworkingContext;

const section = (page: Page) => page.locator('section[aria-labelledby="network-heading"]');
const statusText = (page: Page) => section(page).locator('[role="status"]');
/** In the DOM: while a modal is open the page behind it is hidden from the accessibility tree. */
const openButton = (page: Page) => section(page).locator('button', { hasText: 'Open Circle Network' });
const heading = (page: Page) => page.locator('#network-heading');
const partnerDialog = (page: Page) => page.getByRole('dialog', { name: 'Join Circle Network' });
const consentDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Activate your Circle Network membership' });
const consentBox = (page: Page) =>
  consentDialog(page).getByRole('checkbox', { name: /I agree that Brandpilot shares my name/ });
const alert = (page: Page) => section(page).locator('[role="alert"]');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const setupBar = (page: Page) => page.getByRole('progressbar', { name: "Let's get you setup" });

/** The answer the sign-in gets for the output of a `xstate.done.actor.partnerSignIn` step. */
function answerFor(outcome: PartnerSignInOutcome): Answer {
  if (outcome.ok) {
    if (typeof outcome.partnerSignInUrl === 'string') return fromServer;
    return (route) => route.fulfill({ json: { status: 200, message: 'Signed in' } });
  }
  if (outcome.failure.kind === 'network') return connectionLost;
  if (outcome.failure.kind === 'invalidResponse') return (route) => route.fulfill({ body: 'not json' });
  return failWith(500, outcome.failure.message);
}

/** Spec 8's message for a sign-in that ended with `outcome` (the machine's own choice of words). */
function messageFor(outcome: PartnerSignInOutcome): string {
  if (outcome.ok) return partnerSignInFailureMessage({ kind: 'invalidResponse' });
  return partnerSignInFailureMessage(outcome.failure);
}

/** The first user of SIGNERS still new to the partner network (their login answers their partnerId). */
async function newSigner(context: BrowserContext): Promise<typeof NETWORKER> {
  for (const signer of SIGNERS) {
    const login = await context.request.post('/api/webauthenticate', { data: signer });
    const { data } = (await login.json()) as { data: { user: { partnerId: number } } };
    if (data.user.partnerId === 0) return signer;
  }
  throw new Error('every user of SIGNERS is already on the partner network');
}

export const networkingModel: UiModel = {
  machine: 'networking',
  inputs: [0, 1, 2],
  // The consent box is ticked or unticked: a change of what it shows.
  events: (snapshot) =>
    networkingSamples
      .events(snapshot as never)
      .filter(
        (event: AnyEventObject) =>
          event.type !== 'consent.changed' || event.checked !== snapshot.context.consent,
      ),
  unwalkable(path) {
    const events = path.steps.map(({ event }) => event.type);
    if (events.includes('xstate.error.actor.partnerSignIn'))
      return 'partnerSignIn never rejects: src/api/networking.ts turns every failure into an outcome (xstate.done)';
    const dismissedConnected = path.steps.some(
      ({ event }, index) =>
        event.type === 'networking.dismissed' && path.steps[index - 1]?.state.matches('connected'),
    );
    if (dismissedConnected)
      return 'once connected the page shows no dialog and no alert: nothing sends networking.dismissed';
    if (events.includes('user.changed'))
      return (
        'the page sends user.changed when it mounts (before the path starts) and when the session user changes; ' +
        'the network layout has no MFA popup (a timeout there logs out), so the user cannot change while it is open'
      );
    return null;
  },
  async start(ctx) {
    const { page, context, input } = ctx;
    const { activated, user } = input as { activated: boolean; user: PartnerUserSource | null };
    // Without user details the sign-in stops before any call (input 2).
    const details = partnerUserData(user);
    const scratch = Object.assign(ctx.scratch, {
      tabs: [] as Page[],
      error: details.ok ? '' : details.message,
    }) as unknown as Scratch;
    context.on('page', (tab) => scratch.tabs.push(tab));
    await pendingCalls(page, ctx.scratch).keep('signIn', SIGN_IN);

    const credentials = user === null ? PARTNER : await newSigner(context);
    const session = await logIn(page, credentials);
    scratch.firstName = (session.user as unknown as { name: { first_name: string } }).name.first_name;
    if (user === null) await context.clearCookies({ name: 'auth.usedetail' });
    if (activated) {
      await page.addInitScript((key) => localStorage.setItem(key, 'true'), CIRCLE_NETWORK_STORAGE_KEY);
    }
    await page.goto(NETWORK_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Circle Network' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(openButton(page)).toBeEnabled();
  },
  states: {
    networking: async ({ page }) => {
      await expect(heading(page)).toHaveText('Circle Network');
    },
    'networking.idle': async (ctx) => {
      const { page } = ctx;
      const access = hasNetworkAccess(expected(ctx));
      await expect(statusText(page)).toHaveText(access ? 'Your membership is active.' : 'Not connected yet.');
      await expect(openButton(page)).toBeEnabled();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(alert(page)).toHaveCount(0);
      // Spec 2.5: the setup bar starts at 5%; with the network set up, setup is complete.
      await expect(setupBar(page)).toHaveAttribute('value', access ? '100' : '5');
    },
    'networking.partnerModal': async ({ page }) => {
      await expect(partnerDialog(page)).toContainText('Circle Network is our partner network');
      await expect(partnerDialog(page)).toContainText('offered as part of your Brandpilot plan');
      await expect(partnerDialog(page).getByRole('button', { name: 'Join Circle Network' })).toBeVisible();
      await expect(partnerDialog(page).getByRole('button', { name: 'Cancel' })).toBeVisible();
    },
    'networking.consent': async (ctx) => {
      const { page } = ctx;
      const consent = expected(ctx).consent;
      await expect(consentDialog(page)).toBeVisible();
      await expect(consentBox(page)).toBeChecked({ checked: consent });
      // Activate needs the consent box ticked.
      const activate = consentDialog(page).getByRole('button', { name: 'Activate' });
      if (consent) await expect(activate).toBeEnabled();
      else await expect(activate).toBeDisabled();
    },
    'networking.signingIn': async ({ page }) => {
      await expect(statusText(page)).toHaveText('Connecting to Circle Network…');
      await expect(openButton(page)).toBeDisabled();
    },
    'networking.signingIn.requesting': async ({ page }) => {
      // Started from the consent modal, it stays up while processing: Activate is disabled.
      if (await consentDialog(page).isVisible()) {
        await expect(consentDialog(page).getByRole('button', { name: 'Activating…' })).toBeDisabled();
        await expect(consentBox(page)).toBeDisabled();
      }
      await expect(alert(page)).toHaveCount(0);
    },
    'networking.connected': async (ctx) => {
      const { page } = ctx;
      const scratch = scratchOf(ctx);
      await expect(statusText(page)).toHaveText('Connected. Circle Network opened in a new tab.');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(toasts(page)).toContainText(networkingMessages.success);
      await expect(page.getByRole('link', { name: 'Open Circle Network' })).toHaveAttribute(
        'href',
        PARTNER_PAGE,
      );
      expect(await page.evaluate((key) => localStorage.getItem(key), CIRCLE_NETWORK_STORAGE_KEY)).toBe(
        'true',
      );
      await expect(setupBar(page)).toHaveAttribute('value', '100');
      // The partner's page opened in a new tab, signed in.
      await expect.poll(() => scratch.tabs.length).toBeGreaterThan(0);
      const tab = scratch.tabs.at(-1)!;
      await expect(tab).toHaveURL(PARTNER_PAGE);
      await expect(tab.getByRole('status')).toHaveText(
        `Welcome, ${scratch.firstName}! You are connected to Circle Network.`,
      );
    },
    'networking.failed': async (ctx) => {
      const { page } = ctx;
      const message = scratchOf(ctx).error;
      await expect(alert(page).locator('p')).toHaveText(message);
      await expect(alert(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(alert(page).getByRole('button', { name: 'Dismiss' })).toBeVisible();
      await expect(openButton(page)).toBeDisabled();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(toasts(page)).toContainText(message);
    },
  },
  actions: notingSnapshots({
    'networking.opened': async ({ page }) => {
      await openButton(page).click();
    },
    'networking.dismissed': async ({ page, before }) => {
      if (before.matches('partnerModal')) {
        await partnerDialog(page).getByRole('button', { name: 'Cancel' }).click();
      } else if (before.matches('consent')) {
        await consentDialog(page).getByRole('button', { name: 'Cancel' }).click();
      } else {
        await alert(page).getByRole('button', { name: 'Dismiss' }).click();
      }
    },
    'partner.joinChosen': async ({ page }) => {
      await partnerDialog(page).getByRole('button', { name: 'Join Circle Network' }).click();
    },
    'consent.changed': async ({ page, event }) => {
      await consentBox(page).setChecked(event.checked as boolean);
    },
    'consent.activated': async ({ page }) => {
      await consentDialog(page).getByRole('button', { name: 'Activate' }).click();
    },
    'networking.retried': async ({ page }) => {
      await alert(page).getByRole('button', { name: 'Try again' }).click();
    },
    'user.changed': () => Promise.reject(new Error('not walkable (see unwalkable)')),
    'xstate.done.actor.partnerSignIn': async (ctx) => {
      const outcome = ctx.event.output as PartnerSignInOutcome;
      scratchOf(ctx).error = messageFor(outcome);
      await pendingCalls(ctx.page, ctx.scratch).release('signIn', answerFor(outcome));
    },
  }),
  arrange: {
    'xstate.error.actor.partnerSignIn': () => Promise.reject(new Error('not walkable (see unwalkable)')),
  },
};
