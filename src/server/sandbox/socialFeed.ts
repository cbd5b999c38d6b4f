/**
 * GET /sandbox/social/{network}/feed?account={id} (social.ts mounts it): what was published on that account's
 * connection, as the network shows it (each post's text, its images with the alt text it was sent, the first
 * comment under it), with the connection's switches as forms (their script posts them as JSON with the session
 * token, then reloads). Only for a signed-in member of the account (guard.ts: the SPA's token cookie or a bearer
 * token). Everything shown is escaped.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { idField } from '../../contract/fields.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { SOCIAL_PROVIDER_IDS, type SocialNetwork } from '../providers.ts';
import { sandboxAuthTexts, type SandboxGuard } from './guard.ts';
import { escapeHtml } from './html.ts';
import {
  SANDBOX_SOCIAL_FEED_JS_PATH,
  nameOf,
  sandboxSocialTexts,
  switchPath,
  type SwitchRow,
} from './socialNetworks.ts';

interface FeedPost {
  external_post_id: string;
  text: string;
  posted_at: Date | string;
  media: unknown;
  first_comment: string | null;
  alt_texts: unknown;
}

/** The images the network received, as it would show them (web addresses only), each with its alt text. */
function feedImages(media: unknown, altTexts: unknown): string {
  const alts: unknown[] = Array.isArray(altTexts) ? altTexts : [];
  return (Array.isArray(media) ? media : [])
    .map((url: unknown, index) => {
      const alt = alts[index];
      return { url, alt: typeof alt === 'string' ? alt.trim() : '' };
    })
    .filter(
      (item): item is { url: string; alt: string } =>
        typeof item.url === 'string' && /^https?:\/\//.test(item.url),
    )
    .map(({ url, alt }, index, all) => {
      const text = alt !== '' ? alt : sandboxSocialTexts.feedImage(index + 1, all.length);
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}" loading="lazy">`;
    })
    .join('');
}

function feedItem(item: FeedPost): string {
  const comment = item.first_comment?.trim() ?? '';
  const commentLine =
    comment === '' ? '' : `<p>${escapeHtml(sandboxSocialTexts.feedFirstComment(comment))}</p>`;
  return `<li data-post-id="${escapeHtml(item.external_post_id)}"><p>${escapeHtml(item.text)}</p>${feedImages(item.media, item.alt_texts)}${commentLine}<p class="muted">${escapeHtml(new Date(item.posted_at).toISOString())}</p></li>`;
}

export interface SocialFeedDeps {
  db: Db;
  guard: SandboxGuard;
  /** A sandbox page with the networks' banner and stylesheet (social.ts). */
  page: (title: string, body: string, script?: string | null) => string;
  errorPage: (message: string) => string;
  networkOf: (c: Context<AppEnv>) => SocialNetwork | null;
}

/** The feed page's handler. */
export function socialFeedPage({ db, guard, page, errorPage, networkOf }: SocialFeedDeps) {
  return async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    const viewer = await guard.viewer(c);
    if (!viewer) return c.html(errorPage(sandboxAuthTexts.signIn), 401);
    const network = networkOf(c);
    const parsedAccount = v.safeParse(idField('account'), c.req.query('account'));
    const account = parsedAccount.success ? parsedAccount.output : 0;
    if (!network || account === 0) return c.html(errorPage(sandboxSocialTexts.noConnection), 404);
    const refused = await guard.refusal(viewer.userId, account, 'account.view');
    if (refused) return c.html(errorPage(sandboxAuthTexts[refused]), 403);
    const name = nameOf(network);
    const [link] = await db.query<SwitchRow & { name: string; external_id: string; connected: boolean }>(
      `select account_id, name, external_id, connected, fail_publishing, sandbox_revoked, sandbox_fail_next
       from social_links where account_id = $1 and provider_id = $2`,
      [account, SOCIAL_PROVIDER_IDS[network]],
    );
    if (!link) {
      return c.html(
        page(
          sandboxSocialTexts.feedTitle(name),
          `<p class="error" role="alert">${escapeHtml(sandboxSocialTexts.noConnection)}</p>`,
        ),
        404,
      );
    }
    const posts = await db.query<FeedPost>(
      `select external_post_id, text, posted_at, media, first_comment, alt_texts from sandbox_social_posts
       where network = $1 and external_id = $2 order by id desc limit 200`,
      [network, link.external_id],
    );
    const items = posts.map(feedItem).join('\n');
    const toggle = (field: string, value: boolean, label: string) =>
      `<form method="post" action="${switchPath(network)}" data-switch><input type="hidden" name="account_id" value="${account}"><input type="hidden" name="${field}" value="${value ? '1' : '0'}"><button type="submit">${escapeHtml(label)}</button></form>`;
    const body = `<h1>${escapeHtml(sandboxSocialTexts.feedTitle(name))}</h1>
<p>${escapeHtml(link.name)}${link.connected ? '' : ' (disconnected)'}</p>
<p class="muted">Publishing ${link.fail_publishing ? 'fails' : 'works'}; permission ${link.sandbox_revoked ? 'revoked' : 'granted'}.</p>
${toggle('failPublishing', !link.fail_publishing, link.fail_publishing ? 'Make publishing work' : 'Make publishing fail')}
${toggle('revoke', !link.sandbox_revoked, link.sandbox_revoked ? 'Grant permission again' : 'Revoke permission')}
<p id="error" class="error" role="alert"></p>
${posts.length === 0 ? '<p class="muted">Nothing published yet.</p>' : `<ul class="feed">\n${items}\n</ul>`}`;
    return c.html(page(sandboxSocialTexts.feedTitle(name), body, SANDBOX_SOCIAL_FEED_JS_PATH));
  };
}
