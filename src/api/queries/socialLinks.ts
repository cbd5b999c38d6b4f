/**
 * The account's social links (POST /auth/sociallinkstatus, spec 7.4): read by the social accounts panel and the post
 * editor's publish-to choices. Disconnecting one changes them, and so does a network withdrawing its permission (the
 * auto-disconnect check finds it); connecting one leaves the app for the consent page, which starts a fresh cache.
 */
import type { SocialCalls } from '../social.ts';
import { keyedResource } from './client.ts';

export const socialLinks = keyedResource(
  'socialLinks',
  (calls: Pick<SocialCalls, 'linkStatus'>, accountId: number) => calls.linkStatus(accountId),
);
