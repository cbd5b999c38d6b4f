/**
 * Social accounts (spec 2.3, 2.6, 3, 4.9, 8): the cards' states, the auto-disconnect banner's wording and the
 * result texts of the /socialAuth page. Pure: shared by the machines and the views.
 */
import { SOCIAL_ACCOUNTS_SETTINGS } from './postLoginRoute.ts';
import { SOCIAL_PROVIDERS, providerById, type SocialProviderId } from './posts.ts';

export { SOCIAL_ACCOUNTS_SETTINGS };
/** The `/userSetting` tab of the social accounts (spec 2.3), declared with the other tabs (settings.ts). */
export { SOCIAL_TAB_HASH } from './settings.ts';
export const SOCIAL_ACCOUNTS_PATH = '/social_accounts';

/** How often the default layout asks for new auto-disconnects (besides on load and on account change). */
export const AUTO_DISCONNECT_POLL_MS = 60_000;

export const RECONNECT_LINK_LABEL = 'Click to reconnect';

/** Spec 8, word for word. */
export function autoDisconnectText(providerName: string): string {
  return `${providerName} has disconnected your permission for the product. This is done to maintain security and re-acknowledge your permission.`;
}

export function providerName(id: number): string {
  return providerById(id)?.name ?? 'Your social network';
}

/** One link as the SPA reads it (spec 3: Social link). */
export interface SocialLink {
  provider_Id: SocialProviderId;
  name: string;
  connected: boolean;
}

export type SocialCardState =
  | { kind: 'notConnected' }
  | { kind: 'connected'; name: string }
  /** The network withdrew the permission (auto-disconnect): the link is kept, reconnecting restores it. */
  | { kind: 'disconnected'; name: string };

export function cardStateOf(links: readonly SocialLink[], providerId: SocialProviderId): SocialCardState {
  const link = links.find((item) => item.provider_Id === providerId);
  if (!link) return { kind: 'notConnected' };
  return link.connected ? { kind: 'connected', name: link.name } : { kind: 'disconnected', name: link.name };
}

export const socialTexts = {
  heading: 'My Social Channels',
  intro:
    'Connect the networks your posts are published to. You can disconnect or reconnect a network at any time.',
  loadFailed: 'Your social accounts could not be loaded.',
  connectFailed: 'Connecting failed. Please try again.',
  disconnectFailed: 'Disconnecting failed. Please try again.',
  confirmTitle: (name: string) => `Disconnect ${name}?`,
  confirmText: (name: string) => `Posts will no longer be published to ${name} until you connect it again.`,
  notConnected: 'Not connected',
  connected: (name: string) => `Connected as ${name}`,
  disconnected: (provider: string) =>
    `${provider} has disconnected your permission. Reconnect to publish again.`,
} as const;

export type SocialAuthStatus = 'connected' | 'denied' | 'expired' | 'refused' | 'unavailable';

/** The result the /socialAuth page shows for `?status=..&provider_Id=..`. */
export function socialAuthResult(
  status: string | null,
  providerId: number | null,
): { tone: 'success' | 'error'; title: string; text: string } {
  const name = providerId === null ? 'The network' : providerName(providerId);
  switch (status) {
    case 'connected':
      return {
        tone: 'success',
        title: `${name} connected`,
        text: `${name} is now connected to your account.`,
      };
    case 'denied':
      return {
        tone: 'error',
        title: `${name} was not connected`,
        text: `You did not allow access on ${name}, so nothing was connected.`,
      };
    case 'refused':
      return {
        tone: 'error',
        title: `${name} was not connected`,
        text: `${name} refused the connection. Please try again.`,
      };
    case 'expired':
      return {
        tone: 'error',
        title: 'This link has expired',
        text: 'This connect link has expired or was already used. Please start connecting again.',
      };
    default:
      return {
        tone: 'error',
        title: 'Not connected',
        text: `${name} could not be connected right now. Please try again later.`,
      };
  }
}

export function parseProviderId(value: string | null): SocialProviderId | null {
  if (value === null) return null;
  const id = Number(value);
  return SOCIAL_PROVIDERS.find((provider) => provider.id === id)?.id ?? null;
}

/** The session's account as the calls want it (spec 7.4: 0 if none). */
export function accountIdOf(accountId: number | null): number {
  return accountId ?? 0;
}

/** What starting a connection resolves with: the network's consent page to open, or a message to show. */
export type ConnectOutcome = { kind: 'redirect'; url: string } | { kind: 'message'; message: string };
