/**
 * UI model of the social account cards (machines/socialAccounts.machine.ts; spec 2.3, 2.6, 7.4, 8) on
 * /social_accounts (the input's `from: 'socialAuth'`), as Rita Reviewer in Review Room (support/socialAccountsData.ts)
 * against the real server and its sandbox networks.
 *
 * - Data: each path starts with Review Room's links as the samples have them: Facebook connected (the sample's
 *   Disconnect), everything else, TikTok too (the sample's Connect), not linked; `start` makes it so through the
 *   API, undoing what the path before left.
 * - Calls: every call of the machine (POST /auth/sociallinkstatus, /sociallink, /auth/disconnectSocial) is held
 *   (support/networkingCalls.ts) until the path's actor step answers it, so each busy state shows; a path that
 *   ends in one leaves nothing on the server.
 * - Answers: the real server. Its messages come from what a user meets: 'Account Already connected.' when TikTok was
 *   connected (through the API, as from another tab) after the cards loaded; 'User Does not Exist.' when Facebook was
 *   removed the same way before Disconnect is confirmed. A failed load or connect is a lost connection.
 * - `account.changed`: the profile menu's account switcher chooses Preview Lab; the switch is held at
 *   setlandingaccount (the page stays, behind the switch's loading card).
 */
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { apiMessages } from '../../src/domain/apiMessages.ts';
import { providerName, socialTexts } from '../../src/domain/social.ts';
import { socialMessages } from '../../src/contract/social.ts';
import type { SocialProviderId } from '../../src/domain/posts.ts';
import { connectionLost, fromServer, pendingCalls } from './support/networkingCalls.ts';
import {
  PREVIEW_LAB,
  REVIEW_ROOM,
  connect,
  holdLanding,
  linksOf,
  removeLink,
  reviewerOn,
  switchAccount,
  type ReviewerApi,
} from './support/socialAccountsData.ts';
import type { StepContext, UiModel, WalkContext } from './support/uiModel.ts';

const FACEBOOK = 1;
const TIKTOK = 6;
const PROVIDERS: readonly SocialProviderId[] = [1, 2, 3, 4, 6];

const CALLS = {
  links: '**/api/auth/sociallinkstatus',
  connect: '**/api/sociallink',
  disconnect: '**/api/auth/disconnectSocial',
} as const;

type CardState = 'connected' | 'notConnected';

interface Scratch {
  api: ReviewerApi;
  /** What each card shows once the links are loaded (null: another account's, not checked). */
  cards: Record<number, CardState> | null;
  /** The alert the cards show (spec 8: server messages as alerts), or null. */
  alert: string | null;
}

const scratchOf = (ctx: WalkContext) => ctx.scratch as unknown as Scratch;

const cardList = (page: Page) => page.getByRole('list', { name: 'Social accounts' });
const card = (page: Page, providerId: number) => page.getByTestId(`social-card-${providerId}`);
const loadingStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Loading your social accounts…' });
/** In the DOM: the alert stays while the disconnect dialog hides the page from the accessibility tree. */
const alertBox = (page: Page) => page.locator('main [role="alert"]');
const confirmDialog = (page: Page, providerId: number) =>
  page.getByRole('dialog', { name: socialTexts.confirmTitle(providerName(providerId)) });

const providerOf = (event: AnyEventObject) => event.providerId as SocialProviderId;

/** The provider the machine works on: the last connect or disconnect of the path so far. */
function activeProvider(ctx: StepContext): SocialProviderId {
  for (const { event } of ctx.path.steps.slice(0, ctx.index + 1).reverse()) {
    if (event.type === 'connect.requested' || event.type === 'disconnect.requested') return providerOf(event);
  }
  throw new Error('no connect or disconnect before this step');
}

async function expectCards(ctx: WalkContext) {
  const { page } = ctx;
  const { cards, alert } = scratchOf(ctx);
  await expect(cardList(page).getByRole('listitem')).toHaveCount(PROVIDERS.length);
  if (cards) {
    for (const id of PROVIDERS) {
      const name = providerName(id);
      await expect(card(page, id)).toHaveAttribute('data-state', cards[id]!);
      if (cards[id] === 'connected') {
        await expect(card(page, id)).toContainText(socialTexts.connected(`Sandbox ${name} page`));
      } else {
        await expect(card(page, id)).toContainText(socialTexts.notConnected);
      }
    }
  }
  if (alert === null) await expect(alertBox(page)).toHaveCount(0);
  else await expect(alertBox(page)).toContainText(alert);
}

export const socialAccountsModel: UiModel = {
  machine: 'socialAccounts',
  unwalkable(path) {
    for (const [index, { event }] of path.steps.entries()) {
      const before = path.steps[index - 1]?.state;
      if (!before) continue;
      if (event.type === 'alert.dismissed' && (before.context as { alert: unknown }).alert === null)
        return (
          'Dismiss is shown only with an alert, and the generated paths dismiss only where there is none ' +
          '(socialAccounts.samples.ts has no guardState, so an alert does not make another vertex)'
        );
      if (event.type === 'reload.requested' && before.matches('ready'))
        return 'the cards offer Try again only when the load failed: nothing sends reload.requested once ready';
      if (event.type === 'account.changed' && before.hasTag('confirming'))
        return 'the disconnect dialog is modal: the account switcher behind it cannot be reached';
      if (before.matches('redirecting'))
        return "the browser is on its way to the network's consent page: this page takes no more events";
    }
    return null;
  },
  async start(ctx) {
    const { page } = ctx;
    const calls = pendingCalls(page, ctx.scratch);
    for (const [key, url] of Object.entries(CALLS)) await calls.keep(key, url);
    const api = await reviewerOn(page, REVIEW_ROOM);
    // Review Room as the samples have it: Facebook connected, nothing else linked.
    for (const link of await linksOf(api)) {
      if (link.provider_Id !== FACEBOOK || !link.connected) {
        await removeLink(api, link.provider_Id as SocialProviderId);
      }
    }
    if (!(await linksOf(api)).some((link) => link.provider_Id === FACEBOOK)) await connect(api, FACEBOOK);
    const cards = Object.fromEntries(
      PROVIDERS.map((id) => [id, id === FACEBOOK ? 'connected' : 'notConnected']),
    ) as Record<number, CardState>;
    Object.assign(ctx.scratch, { api, cards, alert: null } satisfies Scratch);
    await holdLanding(page);
    await page.goto('/social_accounts');
    await expect(page.getByRole('heading', { level: 1, name: socialTexts.heading })).toBeVisible({
      timeout: 15_000,
    });
    await expect(loadingStatus(page)).toBeVisible();
  },
  states: {
    // The page (its heading in the DOM: a dialog hides the page from the accessibility tree); once per path, as
    // the consent page of `redirecting` is another one.
    socialAccounts: async (ctx) => {
      if (ctx.scratch.pageSeen) return;
      await expect(ctx.page.locator('h1')).toHaveText(socialTexts.heading);
      ctx.scratch.pageSeen = true;
    },
    'socialAccounts.loading': async ({ page }) => {
      await expect(loadingStatus(page)).toBeVisible();
      // The cards wait, without their buttons' actions.
      for (const button of await cardList(page).getByRole('button').all())
        await expect(button).toBeDisabled();
    },
    'socialAccounts.failed': async (ctx) => {
      const { page } = ctx;
      await expect(alertBox(page)).toContainText(scratchOf(ctx).alert ?? '');
      await expect(alertBox(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(cardList(page)).toHaveCount(0);
      await expect(loadingStatus(page)).toHaveCount(0);
    },
    'socialAccounts.ready': async (ctx) => {
      const { page } = ctx;
      await expect(loadingStatus(page)).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectCards(ctx);
      for (const button of await cardList(page).getByRole('button').all()) await expect(button).toBeEnabled();
    },
    'socialAccounts.connecting': async (ctx) => {
      const { page } = ctx;
      const id = TIKTOK;
      await expect(
        card(page, id).getByRole('button', { name: `Connecting… ${providerName(id)}` }),
      ).toBeDisabled();
      for (const button of await cardList(page).getByRole('button').all())
        await expect(button).toBeDisabled();
    },
    'socialAccounts.redirecting': async ({ page }) => {
      // The network's consent page (the sandbox TikTok).
      await expect(page).toHaveURL(/\/sandbox\/social\/tiktok\/consent\?/);
      await expect(page.getByRole('heading', { name: 'Connect TikTok (sandbox)' })).toBeVisible();
      await expect(page.getByText('Allow BrandPilot to publish on your TikTok page?')).toBeVisible();
    },
    'socialAccounts.confirming': async ({ page }) => {
      const dialog = confirmDialog(page, FACEBOOK);
      await expect(dialog).toContainText(socialTexts.confirmText('Facebook'));
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
    },
    'socialAccounts.disconnecting': async ({ page }) => {
      const dialog = confirmDialog(page, FACEBOOK);
      await expect(dialog.getByRole('button', { name: 'Disconnecting…' })).toBeDisabled();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
  },
  actions: {
    'connect.requested': async (ctx) => {
      const id = providerOf(ctx.event);
      scratchOf(ctx).alert = null;
      await card(ctx.page, id)
        .getByRole('button', { name: new RegExp(`^(Connect|Reconnect) ${providerName(id)}$`) })
        .click();
    },
    'disconnect.requested': async (ctx) => {
      const id = providerOf(ctx.event);
      scratchOf(ctx).alert = null;
      await card(ctx.page, id)
        .getByRole('button', { name: `Disconnect ${providerName(id)}` })
        .click();
    },
    'disconnect.confirmed': async (ctx) => {
      const dialog = confirmDialog(ctx.page, activeProvider(ctx));
      await dialog.getByRole('button', { name: 'Disconnect' }).click();
    },
    'disconnect.cancelled': async (ctx) => {
      await confirmDialog(ctx.page, activeProvider(ctx)).getByRole('button', { name: 'Cancel' }).click();
    },
    'alert.dismissed': async (ctx) => {
      scratchOf(ctx).alert = null;
      await alertBox(ctx.page).getByRole('button', { name: 'Dismiss' }).click();
    },
    'reload.requested': async (ctx) => {
      scratchOf(ctx).alert = null;
      await alertBox(ctx.page).getByRole('button', { name: 'Try again' }).click();
    },
    'account.changed': async (ctx) => {
      Object.assign(ctx.scratch, { cards: null, alert: null });
      await switchAccount(ctx.page, PREVIEW_LAB);
    },
    'xstate.done.actor.loadLinks': async ({ page, scratch }) => {
      await pendingCalls(page, scratch).release('links', fromServer);
    },
    'xstate.error.actor.loadLinks': async (ctx) => {
      scratchOf(ctx).alert = apiMessages.network;
      await pendingCalls(ctx.page, ctx.scratch).release('links', connectionLost);
    },
    'xstate.done.actor.startConnect': async (ctx) => {
      const output = ctx.event.output as { kind: string };
      if (output.kind === 'message') scratchOf(ctx).alert = socialMessages.alreadyConnected;
      await pendingCalls(ctx.page, ctx.scratch).release('connect', fromServer);
    },
    'xstate.error.actor.startConnect': async (ctx) => {
      scratchOf(ctx).alert = apiMessages.network;
      await pendingCalls(ctx.page, ctx.scratch).release('connect', connectionLost);
    },
    'xstate.done.actor.disconnect': async (ctx) => {
      const scratch = scratchOf(ctx);
      if (scratch.cards) scratch.cards[activeProvider(ctx)] = 'notConnected';
      await pendingCalls(ctx.page, ctx.scratch).release('disconnect', fromServer);
    },
    'xstate.error.actor.disconnect': async (ctx) => {
      scratchOf(ctx).alert = socialMessages.userDoesNotExist;
      await pendingCalls(ctx.page, ctx.scratch).release('disconnect', fromServer);
    },
  },
  arrange: {
    // The network was connected meanwhile (another tab): the server answers 'Account Already connected.'.
    'xstate.done.actor.startConnect': async (ctx) => {
      if ((ctx.event.output as { kind: string }).kind !== 'message') return;
      await connect(scratchOf(ctx).api, TIKTOK);
    },
    // The link was removed meanwhile: the server answers 'User Does not Exist.'.
    'xstate.error.actor.disconnect': async (ctx) => {
      await removeLink(scratchOf(ctx).api, FACEBOOK);
    },
  },
};
