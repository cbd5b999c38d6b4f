/**
 * Social calls of spec 7.4 (and the connect flow of our own), shared by the SPA and the reference server. Lists
 * answer in `data.data` (spec 7.4). Provider ids: spec 9 (src/domain/posts.ts SOCIAL_PROVIDERS).
 *
 * - POST /auth/sociallinkstatus {account_id}; GET /auth/sociallinkstatus (header account): the account's links.
 * - GET /auth/socialAccountStatus: every network with whether it is linked and connected.
 * - POST /auth/checkautodc {account_id (0: every account of mine)}: auto-disconnects not yet acknowledged.
 * - POST /sociallink {account_id, provider_Id, from?}: starts connecting; `data.url` is the consent page. When the
 *   network is already connected: code 300, message 'Account Already connected.'. The network sends the browser
 *   back to GET /api/sociallink/callback, which finishes the link and redirects to the SPA (`/socialAuth?...` or
 *   `/userSetting#social_media_accounts`).
 * - POST /addOrUpdateDefaultSocial {account_id, provider_Id}; POST /tokenRefresh {account_id, provider_Id}
 *   (providers 1 and 3); POST /auth/disconnectSocial {account_id, provider_Id}.
 * - GET /auth/getDefaultAccount; POST /addOrUpdateDefaultAccount {account_id}.
 */
import * as v from 'valibot';
import { envelope } from './envelope.ts';
import { accountRefField, idField, wholeNumberField } from './fields.ts';
import { providerIdField } from './posts.ts';

export const socialMessages = {
  alreadyConnected: 'Account Already connected.',
  userDoesNotExist: 'User Does not Exist.',
  notAvailable: 'This network is not available.',
  refreshOnly: 'tokenRefresh is for providers 1 and 3 only.',
  linkExpired: 'This connect link has expired or was already used.',
} as const;

/** spec 8: code 300 also means already connected. */
export const ALREADY_CONNECTED_CODE = 300;
/** Providers whose tokens the SPA refreshes (spec 7.4). */
export const TOKEN_REFRESH_PROVIDERS = [1, 3] as const;

export const socialLink = v.object({
  provider_Id: v.picklist([1, 2, 3, 4, 6]),
  name: v.string(),
  connected: v.boolean(),
  failPublishing: v.optional(v.boolean()),
  isDefault: v.optional(v.boolean()),
});
export type SocialLinkWire = v.InferOutput<typeof socialLink>;

const listOf = <T extends v.GenericSchema>(item: T) => envelope(v.object({ data: v.array(item) }));

export const socialLinksResponse = listOf(socialLink);

export const socialAccountStatus = v.object({
  provider_Id: v.picklist([1, 2, 3, 4, 6]),
  key: v.string(),
  name: v.string(),
  linked: v.boolean(),
  connected: v.boolean(),
});
export const socialAccountStatusResponse = listOf(socialAccountStatus);

export const autoDisconnect = v.object({
  provider_Id: v.picklist([1, 2, 3, 4, 6]),
  account_id: v.number(),
  created_at: v.string(),
});
export const autoDisconnectsResponse = listOf(autoDisconnect);

export const accountRequest = v.object({ account_id: idField('account_id') });
/** POST /auth/checkautodc: `account_id` 0 means every account of mine (spec 7.4). */
export const checkAutoDcRequest = v.object({ account_id: accountRefField('account_id') });
export const providerRequest = v.object({
  account_id: idField('account_id'),
  provider_Id: providerIdField('provider_Id'),
});
export type ProviderRequest = v.InferOutput<typeof providerRequest>;

export const socialLinkRequest = v.object({
  account_id: idField('account_id'),
  provider_Id: providerIdField('provider_Id'),
  /** Where the browser lands when connecting ends: the socialAuth page (default) or the settings tab. */
  from: v.optional(
    v.picklist(['socialAuth', 'settings'], "from must be 'socialAuth' or 'settings'"),
    'socialAuth',
  ),
});
export type SocialLinkRequest = v.InferOutput<typeof socialLinkRequest>;
export const socialLinkResponse = envelope(v.object({ url: v.string() }));
export const linkResponse = envelope(socialLink);

export const defaultAccountResponse = envelope(v.object({ account_id: v.nullable(v.number()) }));

/** A switch of the sandbox networks' feed page: true, 1, '1' or 'true' turn it on; false, 0, '0' or 'false' off. */
const sandboxFlag = (name: string) =>
  v.optional(
    v.pipe(
      v.union(
        [v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', 'true', 'false'])],
        `${name} must be 0 or 1`,
      ),
      v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
    ),
  );

/**
 * POST /sandbox/social/:network/switch (the sandbox feed page's forms, or JSON from tests): what the sandbox network
 * does next for the account's connection. Absent switches stay as they are.
 */
export const sandboxSwitchRequest = v.object({
  account_id: idField('account_id'),
  failPublishing: sandboxFlag('failPublishing'),
  revoke: sandboxFlag('revoke'),
  failNext: v.optional(wholeNumberField('failNext', 0, 10)),
});
