/**
 * What the sandbox social networks' modules share (social.ts: the providers, consent and switches; socialFeed.ts:
 * the feed page): their wording, page paths and names.
 */
import { SOCIAL_PROVIDERS } from '../../domain/posts.ts';
import type { SocialNetwork } from '../providers.ts';

export const SANDBOX_SOCIAL_CSS_PATH = '/sandbox/social/social.css';
export const SANDBOX_SOCIAL_FEED_JS_PATH = '/sandbox/social/feed.js';

export const sandboxSocialTexts = {
  banner: 'Sandbox social network — nothing is posted anywhere',
  consentTitle: (name: string) => `Connect ${name} (sandbox)`,
  consentQuestion: (name: string) => `Allow BrandPilot to publish on your ${name} page?`,
  feedTitle: (name: string) => `${name} sandbox feed`,
  feedImage: (position: number, count: number) =>
    count === 1 ? "The post's image" : `Image ${position} of ${count} of the post`,
  /** The line under a post in the feed with the first comment the network was sent (issue 19). */
  feedFirstComment: (comment: string) => `First comment: ${comment}`,
  noConnection: 'This account has no connection to this network.',
  badLink: 'This consent link is not valid.',
  failPublishing: 'Sandbox: publishing to this connection is switched to fail.',
  transient: 'Sandbox: the network did not answer.',
  revoked: (name: string) => `${name} has withdrawn the permission for this connection.`,
  badCode: 'The authorisation code is not valid.',
  signInTitle: (name: string) => `Sign in with ${name} (sandbox)`,
  signInQuestion: (name: string) =>
    `Allow BrandPilot to use your ${name} profile (name and e-mail address) to sign you in?`,
  badEmail: 'Enter the e-mail address of this sandbox profile.',
} as const;

export const consentPath = (network: SocialNetwork) => `/sandbox/social/${network}/consent`;
export const feedPath = (network: SocialNetwork) => `/sandbox/social/${network}/feed`;
export const switchPath = (network: SocialNetwork) => `/sandbox/social/${network}/switch`;

export const NETWORKS: SocialNetwork[] = SOCIAL_PROVIDERS.map((provider) => provider.key);
export const nameOf = (network: SocialNetwork) =>
  SOCIAL_PROVIDERS.find((provider) => provider.key === network)?.name ?? network;
export const isNetwork = (value: string): value is SocialNetwork => (NETWORKS as string[]).includes(value);

/** The sandbox's switches of a connection (columns of social_links). */
export interface SwitchRow {
  account_id: number;
  fail_publishing: boolean;
  sandbox_revoked: boolean;
  sandbox_fail_next: number;
}
