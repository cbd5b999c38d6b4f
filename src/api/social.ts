/**
 * Social calls of spec 7.4 (src/contract/social.ts), each answer parsed with the contract's schema. Lists answer in
 * `data.data`. `startConnect` maps POST /sociallink to what the socialAccounts machine's `startConnect` resolves
 * with: the consent URL, or the server's message when it answered one instead ('Account Already connected.', code
 * 300, spec 8). Failed calls throw ApiError, whose message is the server's text ('User Does not Exist.').
 */
import {
  ALREADY_CONNECTED_CODE,
  autoDisconnectsResponse,
  linkResponse,
  socialAccountStatusResponse,
  socialLinkResponse,
  socialLinksResponse,
  socialMessages,
  type SocialLinkRequest,
} from '../contract/social.ts';
import type { SocialProviderId } from '../domain/posts.ts';
import type { SocialLink } from '../domain/social.ts';
import type { ConnectOutcome } from '../domain/social.ts';
import { dataOf, type ApiClient, type RequestOptions } from './client.ts';

const linkOf = ({ provider_Id, name, connected }: SocialLink): SocialLink => ({
  provider_Id,
  name,
  connected,
});

export function socialCalls(api: ApiClient) {
  return {
    /** POST /auth/sociallinkstatus {account_id}: the account's links. */
    async linkStatus(accountId: number): Promise<SocialLink[]> {
      const path = '/auth/sociallinkstatus';
      const answer = await api.call(socialLinksResponse, path, {
        body: { account_id: accountId },
      });
      return dataOf(path, answer).data.map(linkOf);
    },

    /** GET /auth/socialAccountStatus: every network with whether it is linked and connected. */
    async accountStatus() {
      const path = '/auth/socialAccountStatus';
      const answer = await api.call(socialAccountStatusResponse, path, { accountIdHeader: true });
      return dataOf(path, answer).data;
    },

    /** POST /auth/checkautodc {account_id (0 if none)}: the networks that withdrew their permission (polled). */
    async checkAutoDisconnect(
      accountId: number,
      { signal, background }: RequestOptions = {},
    ): Promise<SocialProviderId[]> {
      const path = '/auth/checkautodc';
      const answer = await api.call(autoDisconnectsResponse, path, {
        body: { account_id: accountId },
        signal,
        background,
      });
      return dataOf(path, answer).data.map((item) => item.provider_Id);
    },

    /** POST /sociallink {account_id, provider_Id, from}: the consent URL, or the server's message. */
    async startConnect(request: SocialLinkRequest): Promise<ConnectOutcome> {
      const path = '/sociallink';
      const answer = await api.call(socialLinkResponse, path, { body: { ...request } });
      if (answer.code === ALREADY_CONNECTED_CODE) {
        return { kind: 'message', message: answer.message ?? socialMessages.alreadyConnected };
      }
      if (answer.data === null || answer.data.url === '') {
        return { kind: 'message', message: answer.message ?? socialMessages.notAvailable };
      }
      return { kind: 'redirect', url: answer.data.url };
    },

    /** POST /auth/disconnectSocial {account_id, provider_Id}: the links left. */
    async disconnect(accountId: number, providerId: SocialProviderId): Promise<SocialLink[]> {
      const path = '/auth/disconnectSocial';
      const answer = await api.call(socialLinksResponse, path, {
        body: { account_id: accountId, provider_Id: providerId },
      });
      return dataOf(path, answer).data.map(linkOf);
    },

    /** POST /tokenRefresh {account_id, provider_Id} (providers 1 and 3): the link after the refresh. */
    async tokenRefresh(accountId: number, providerId: SocialProviderId): Promise<SocialLink> {
      const path = '/tokenRefresh';
      const answer = await api.call(linkResponse, path, {
        body: { account_id: accountId, provider_Id: providerId },
      });
      return linkOf(dataOf(path, answer));
    },
  };
}

export type SocialCalls = ReturnType<typeof socialCalls>;
