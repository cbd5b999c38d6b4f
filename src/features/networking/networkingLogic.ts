/** The networking machine with the app's side effects supplied (spec 1, 5, 7.1, 8). */
import { fromPromise } from 'xstate';
import {
  networkingMachine,
  type NetworkingInput,
  type PartnerSignInOutcome,
} from '../../../machines/networking.machine.ts';
import type { AuthUser } from '../../contract/session.ts';
import { SETUP_PROGRESS_START } from '../../domain/constants.ts';
import {
  CIRCLE_NETWORK_STORAGE_KEY,
  PARTNER_NETWORK_LABEL,
  type PartnerUserData,
  type PartnerUserSource,
} from '../../domain/networking.ts';
import type { ToastInput } from '../../domain/toast.ts';
import { truncateToastTitle } from '../../domain/toast.ts';

export interface NetworkingEffects {
  partnerSignIn: (userData: PartnerUserData) => Promise<PartnerSignInOutcome>;
  showToast: (toast: ToastInput) => void;
  /** Opens the partner's page in a new tab. */
  openTab: (url: string) => void;
  /** Stores the activated flag in browser storage. */
  storeActivated: () => void;
}

/** Spec 9: a toast title is cut to 32 characters. Spec 8's longer messages go in the body, under a short title. */
export function networkingToast({ tone, title }: { tone: 'success' | 'error'; title: string }): ToastInput {
  if (truncateToastTitle(title) === title) return { tone, title };
  return {
    tone,
    title: tone === 'success' ? `${PARTNER_NETWORK_LABEL} connected` : PARTNER_NETWORK_LABEL,
    message: title,
  };
}

export function networkingLogic(effects: NetworkingEffects) {
  return networkingMachine.provide({
    actors: {
      partnerSignIn: fromPromise<PartnerSignInOutcome, { userData: PartnerUserData }>(({ input }) =>
        effects.partnerSignIn(input.userData),
      ),
    },
    actions: {
      showToast: (_, toast) => effects.showToast(networkingToast(toast)),
      openPartnerTab: (_, { url }) => effects.openTab(url),
      storeActivated: () => effects.storeActivated(),
    },
  });
}

/** The browser's side of the effects: a new tab without access back to us, and the storage flag. */
export function openPartnerTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function storeNetworkActivated(): void {
  try {
    localStorage.setItem(CIRCLE_NETWORK_STORAGE_KEY, 'true');
  } catch {
    // Storage refused (private mode, quota): the server keeps the partner id, which also grants access.
  }
}

export function readNetworkActivated(): boolean {
  try {
    return localStorage.getItem(CIRCLE_NETWORK_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The user details the sign-in is built from: the user detail cookie (its id; null when the cookie is missing,
 * spec 5) joined with the session user's e-mail and name.
 */
export function partnerUserSource(
  detail: { id: number } | null,
  user: Pick<AuthUser, 'id' | 'email' | 'name'> | null,
): PartnerUserSource | null {
  if (detail === null) return null;
  const same = user !== null && user.id === detail.id;
  return {
    id: detail.id,
    email: same ? user.email : '',
    firstName: same ? user.name.first_name : '',
    lastName: same ? user.name.last_name : '',
  };
}

export function networkingInput(
  activated: boolean,
  detail: { id: number } | null,
  user: Pick<AuthUser, 'id' | 'email' | 'name' | 'partnerId'> | null,
): NetworkingInput {
  return { activated, partnerId: user?.partnerId ?? null, user: partnerUserSource(detail, user) };
}

/** Spec 2.5, 9: the setup bar starts at 5%; the network set up, setup is complete. */
export const SETUP_PROGRESS_CONNECTED = 100;
export function setupProgressOf(connected: boolean): number {
  return connected ? SETUP_PROGRESS_CONNECTED : SETUP_PROGRESS_START;
}
