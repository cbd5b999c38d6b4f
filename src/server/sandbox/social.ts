/**
 * The sandbox social networks: one SocialProvider per network of spec 9 (Facebook, Twitter, Instagram, LinkedIn,
 * TikTok) that works offline, plus their pages at the root:
 * - GET  /sandbox/social/{network}/consent?state=..&redirect_uri=..: the network's consent page (Allow / Deny as
 *   plain HTML forms; no script, CSP-safe). POST on the same path sends the browser back to `redirect_uri` (only
 *   under the app's public URL) with `code` or `error=access_denied`. Both answer only for the `state` of a connect
 *   that a member started (POST /api/sociallink, routes/social.ts), still unused and unexpired, for this network:
 *   that one-time state is what binds the page to the member and the account. A sign-in or registration a visitor
 *   started (POST /api/sociallogin, routes/socialSignIn.ts) gets the same page asking for the profile's name and
 *   e-mail instead of a page name; its code answers who that is (`signIn`, the same e-mail the same profile).
 * - GET  /sandbox/social/{network}/feed?account={id}: what was published on that account's connection (text, images
 *   with their alt texts, first comment), with the switches as forms (socialFeed.ts).
 * - POST /sandbox/social/{network}/switch {account_id, failPublishing?, revoke?, failNext?} (JSON or form):
 *   failPublishing makes every publish answer FAILED (the network rejects the post); failNext makes the next n
 *   publishes throw (a transient failure, retried); revoke makes the next refresh or publish refuse (permission
 *   withdrawn: the link is auto-disconnected, spec 8). A form post redirects back to the feed page.
 * The feed and the switches act only for the signed-in member of the account (guard.ts: the feed page for the
 * SPA's token cookie or a bearer token, a switch only for a bearer token; a switch also needs a role that may
 * manage social networks). The switches are columns of `social_links` (read by the sandbox only); published posts
 * go to `sandbox_social_posts`. Wording, paths and names: socialNetworks.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import * as v from 'valibot';
import { sandboxSwitchRequest } from '../../contract/social.ts';
import { check, errorBody, jsonBody, ok, refuseNul } from '../http.ts';
import {
  SOCIAL_PROVIDER_IDS,
  type SocialConnection,
  type SocialNetwork,
  type SocialProvider,
} from '../providers.ts';
import { publishSocialChanged } from '../live.ts';
import { hashToken } from '../security.ts';
import type { SessionLimits } from '../sessions.ts';
import { SANDBOX_CSS, SANDBOX_SOCIAL_FEED_JS } from './assets.ts';
import { dayOf, daysOf, sandboxAccountDays, sandboxPostMetrics } from './insights.ts';
import { createSandboxGuard } from './guard.ts';
import { escapeHtml, sandboxPage } from './html.ts';
import { socialFeedPage } from './socialFeed.ts';
import {
  NETWORKS,
  SANDBOX_SOCIAL_CSS_PATH,
  SANDBOX_SOCIAL_FEED_JS_PATH,
  consentPath,
  feedPath,
  isNetwork,
  nameOf,
  sandboxSocialTexts,
  type SwitchRow,
} from './socialNetworks.ts';

export {
  SANDBOX_SOCIAL_CSS_PATH,
  SANDBOX_SOCIAL_FEED_JS_PATH,
  consentPath,
  feedPath,
  sandboxSocialTexts,
  switchPath,
} from './socialNetworks.ts';
/** How long a sandbox access token lasts. */
export const SANDBOX_TOKEN_TTL_MS = 60 * 24 * 60 * 60 * 1000;

const random = (bytes = 16) => randomBytes(bytes).toString('base64url');

/** A sandbox profile's id on its network: the same e-mail is the same profile, every time. */
export function sandboxSocialId(network: SocialNetwork, email: string): string {
  return `sbx-${network}-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`;
}
export interface SandboxSocial {
  readonly providers: Record<SocialNetwork, SocialProvider>;
  readonly routes: Hono<AppEnv>;
}

export function createSandboxSocial({
  db,
  clock,
  publicUrl,
  limits,
}: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** AppConfig's session limits (sessionIdleSeconds, sessionMaxHours). */
  limits: SessionLimits;
}): SandboxSocial {
  const guard = createSandboxGuard({ db, clock, limits });
  const switchesOf = async (network: SocialNetwork, connection: SocialConnection) => {
    const rows = await db.query<SwitchRow>(
      `select account_id, fail_publishing, sandbox_revoked, sandbox_fail_next from social_links
       where provider_id = $1 and external_id = $2`,
      [SOCIAL_PROVIDER_IDS[network], connection.externalId],
    );
    return rows[0] ?? null;
  };

  const providerFor = (network: SocialNetwork): SocialProvider => ({
    network,
    providerId: SOCIAL_PROVIDER_IDS[network],
    async connect(request) {
      if (request.code === null) {
        const query = new URLSearchParams({ state: request.state ?? '', redirect_uri: request.callbackUrl });
        return { kind: 'redirect', url: `${publicUrl}${consentPath(network)}?${query.toString()}` };
      }
      const rows = await db.query<{ name: string }>(
        `update sandbox_social_codes set used_at = $3
         where code_hash = $1 and network = $2 and used_at is null and email is null
         returning name`,
        [hashToken(request.code), network, clock.now().toISOString()],
      );
      const grant = rows[0];
      if (!grant) return { kind: 'refused', message: sandboxSocialTexts.badCode };
      return {
        kind: 'connected',
        connection: {
          network,
          externalId: `sbx-${network}-${random(6)}`,
          name: grant.name,
          accessToken: random(),
          refreshToken: random(),
          expiresAt: new Date(clock.now().getTime() + SANDBOX_TOKEN_TTL_MS),
        },
      };
    },
    async signIn(request) {
      if (request.code === null) {
        const query = new URLSearchParams({ state: request.state ?? '', redirect_uri: request.callbackUrl });
        return { kind: 'redirect', url: `${publicUrl}${consentPath(network)}?${query.toString()}` };
      }
      const rows = await db.query<{ name: string; email: string }>(
        `update sandbox_social_codes set used_at = $3
         where code_hash = $1 and network = $2 and used_at is null and email is not null
         returning name, email`,
        [hashToken(request.code), network, clock.now().toISOString()],
      );
      const grant = rows[0];
      if (!grant) return { kind: 'refused', message: sandboxSocialTexts.badCode };
      return {
        kind: 'identified',
        identity: {
          network,
          socialId: sandboxSocialId(network, grant.email),
          name: grant.name,
          email: grant.email,
        },
      };
    },
    async refresh(connection) {
      const switches = await switchesOf(network, connection);
      if (!switches || switches.sandbox_revoked) {
        return { kind: 'refused', message: sandboxSocialTexts.revoked(nameOf(network)) };
      }
      return {
        ...connection,
        accessToken: random(),
        expiresAt: new Date(clock.now().getTime() + SANDBOX_TOKEN_TTL_MS),
      };
    },
    async publish(connection, post) {
      const switches = await switchesOf(network, connection);
      if (!switches || switches.sandbox_revoked) {
        return { status: 'REFUSED', reason: sandboxSocialTexts.revoked(nameOf(network)) };
      }
      if (switches.sandbox_fail_next > 0) {
        await db.query(
          `update social_links set sandbox_fail_next = sandbox_fail_next - 1
           where provider_id = $1 and external_id = $2 and sandbox_fail_next > 0`,
          [SOCIAL_PROVIDER_IDS[network], connection.externalId],
        );
        throw new Error(sandboxSocialTexts.transient);
      }
      if (switches.fail_publishing) return { status: 'FAILED', reason: sandboxSocialTexts.failPublishing };
      const externalPostId = `${network}_${random(9)}`;
      await db.query(
        `insert into sandbox_social_posts (network, external_id, external_post_id, text, media, posted_at,
           first_comment, alt_texts)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb)`,
        [
          network,
          connection.externalId,
          externalPostId,
          post.text,
          JSON.stringify(post.mediaUrls),
          clock.now().toISOString(),
          post.firstComment,
          JSON.stringify(post.altTexts),
        ],
      );
      return { status: 'POSTED', externalPostId };
    },
    async insights(connection, range) {
      const rows = await db.query<{ external_post_id: string; text: string; posted_at: Date | string }>(
        `select external_post_id, text, posted_at from sandbox_social_posts
         where network = $1 and external_id = $2 and posted_at >= $3 and posted_at < $4 order by id`,
        [network, connection.externalId, range.start.toISOString(), range.end.toISOString()],
      );
      const posts = rows.length;
      return {
        followers: 100 + posts * 7,
        likes: posts * 12,
        views: posts * 150,
        posts,
        engagements: posts * 15,
        topPosts: rows.slice(0, 5).map((row, index) => ({
          externalPostId: row.external_post_id,
          text: row.text,
          engagements: 20 - index,
          postedAt: new Date(row.posted_at),
        })),
      };
    },
    async dailyInsights(connection, range) {
      // Every post published through the connection before the range's end counts (followers grow with them).
      const rows = await db.query<{ external_post_id: string; text: string; posted_at: Date | string }>(
        `select external_post_id, text, posted_at from sandbox_social_posts
         where network = $1 and external_id = $2 and posted_at < $3 order by posted_at, id`,
        [network, connection.externalId, range.end.toISOString()],
      );
      const posts = rows.map((row) => ({
        externalPostId: row.external_post_id,
        text: row.text,
        postedAt: new Date(row.posted_at),
      }));
      const days = daysOf(range.start, range.end);
      const lastDay = days.at(-1) ?? dayOf(range.start);
      return {
        days: sandboxAccountDays(network, connection.externalId, days, posts),
        posts: posts.flatMap((post) => {
          const metrics = sandboxPostMetrics(post, lastDay);
          return metrics ? [{ ...post, ...metrics }] : [];
        }),
      };
    },
  });

  const providers = Object.fromEntries(NETWORKS.map((network) => [network, providerFor(network)])) as Record<
    SocialNetwork,
    SocialProvider
  >;

  const routes = new Hono<AppEnv>();
  const page = (title: string, body: string, script: string | null = null) =>
    sandboxPage(title, body, {
      banner: sandboxSocialTexts.banner,
      stylesheet: SANDBOX_SOCIAL_CSS_PATH,
      script,
    });
  const errorPage = (message: string) =>
    page('Sandbox', `<p class="error" role="alert">${escapeHtml(message)}</p>`);
  /**
   * What `state` started with this network, still unused and unexpired: a connect a member started ('connect'), a
   * sign-in or registration a visitor started ('signIn'), or nothing (null).
   */
  const pendingState = async (
    network: SocialNetwork,
    state: string,
  ): Promise<'connect' | 'signIn' | null> => {
    if (state === '' || state.length > 200) return null;
    const rows = await db.query<{ purpose: 'connect' | 'signIn' }>(
      `select 'connect' as purpose from social_connect_states
       where state_hash = $1 and provider_id = $2 and used_at is null and expires_at > $3
       union all
       select 'signIn' as purpose from social_sign_ins
       where state_hash = $1 and provider_id = $2 and used_at is null and expires_at > $3`,
      [hashToken(state), SOCIAL_PROVIDER_IDS[network], clock.now().toISOString()],
    );
    return rows[0]?.purpose ?? null;
  };
  const networkOf = (c: Context<AppEnv>): SocialNetwork | null => {
    const value = c.req.param('network') ?? '';
    return isNetwork(value) ? value : null;
  };
  /** Only back to our own app (never an open redirect). */
  const validReturn = (value: string) => value.startsWith(`${publicUrl}/`) && value.length <= 2000;

  /** The consent form: a page name to publish on (connect), or the profile's name and e-mail (sign-in). */
  const consentPage = (
    network: SocialNetwork,
    purpose: 'connect' | 'signIn',
    form: { state: string; redirectUri: string; name?: string; email?: string; error?: string },
  ) => {
    const name = nameOf(network);
    const hidden = `<input type="hidden" name="state" value="${escapeHtml(form.state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(form.redirectUri)}">`;
    const buttons = `<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>`;
    const error = form.error ? `<p class="error" role="alert">${escapeHtml(form.error)}</p>\n` : '';
    if (purpose === 'signIn') {
      const title = sandboxSocialTexts.signInTitle(name);
      const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(sandboxSocialTexts.signInQuestion(name))}</p>
${error}<form method="post" action="${consentPath(network)}">
${hidden}
<label>Name <input type="text" name="name" value="${escapeHtml(form.name ?? `Sandbox ${name} user`)}" maxlength="100" required></label>
<label>E-mail <input type="email" name="email" value="${escapeHtml(form.email ?? '')}" maxlength="254" autocomplete="off"></label>
${buttons}
</form>`;
      return page(title, body);
    }
    const body = `<h1>${escapeHtml(sandboxSocialTexts.consentTitle(name))}</h1>
<p>${escapeHtml(sandboxSocialTexts.consentQuestion(name))}</p>
<form method="post" action="${consentPath(network)}">
${hidden}
<label>Page name <input type="text" name="name" value="${escapeHtml(`Sandbox ${name} page`)}" maxlength="100" required></label>
${buttons}
</form>`;
    return page(sandboxSocialTexts.consentTitle(name), body);
  };

  routes.get(
    SANDBOX_SOCIAL_CSS_PATH,
    () =>
      new Response(SANDBOX_CSS, {
        headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' },
      }),
  );

  routes.get(
    SANDBOX_SOCIAL_FEED_JS_PATH,
    () =>
      new Response(SANDBOX_SOCIAL_FEED_JS, {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
      }),
  );

  routes.get('/sandbox/social/:network/consent', async (c) => {
    c.header('Cache-Control', 'no-store');
    const network = networkOf(c);
    const state = c.req.query('state') ?? '';
    const redirectUri = c.req.query('redirect_uri') ?? '';
    const purpose = network && validReturn(redirectUri) ? await pendingState(network, state) : null;
    if (!network || purpose === null) {
      return c.html(
        page('Sandbox', `<p class="error" role="alert">${escapeHtml(sandboxSocialTexts.badLink)}</p>`),
        400,
      );
    }
    return c.html(consentPage(network, purpose, { state, redirectUri }));
  });

  routes.post('/sandbox/social/:network/consent', async (c) => {
    const network = networkOf(c);
    const form = await c.req.parseBody();
    refuseNul(form);
    const field = (key: string) => {
      const value = form[key];
      return typeof value === 'string' ? value.trim() : '';
    };
    const state = field('state');
    const redirectUri = field('redirect_uri');
    const purpose = network && validReturn(redirectUri) ? await pendingState(network, state) : null;
    if (!network || purpose === null) {
      return c.html(
        page('Sandbox', `<p class="error" role="alert">${escapeHtml(sandboxSocialTexts.badLink)}</p>`),
        400,
      );
    }
    const target = new URL(redirectUri);
    target.searchParams.set('state', state);
    if (field('decision') !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      return c.redirect(target.toString(), 303);
    }
    const code = random();
    let email: string | null = null;
    if (purpose === 'signIn') {
      const typed = field('email').slice(0, 254);
      const parsed = v.safeParse(v.pipe(v.string(), v.email()), typed);
      if (!parsed.success) {
        return c.html(
          consentPage(network, purpose, {
            state,
            redirectUri,
            name: field('name'),
            email: typed,
            error: sandboxSocialTexts.badEmail,
          }),
          400,
        );
      }
      email = parsed.output.toLowerCase();
    }
    const fallbackName = `Sandbox ${nameOf(network)} ${purpose === 'signIn' ? 'user' : 'page'}`;
    const name = field('name').slice(0, 100) || fallbackName;
    await db.query(
      'insert into sandbox_social_codes (code_hash, network, name, email, created_at) values ($1, $2, $3, $4, $5)',
      [hashToken(code), network, name, email, clock.now().toISOString()],
    );
    target.searchParams.set('code', code);
    return c.redirect(target.toString(), 303);
  });

  routes.get('/sandbox/social/:network/feed', socialFeedPage({ db, guard, page, errorPage, networkOf }));

  routes.post('/sandbox/social/:network/switch', async (c) => {
    const caller = await guard.caller(c);
    const network = networkOf(c);
    const isForm = (c.req.header('content-type') ?? '').includes('form');
    let input: unknown;
    if (isForm) {
      try {
        input = await c.req.parseBody();
      } catch {
        return c.json(errorBody(400, 'The request body is not valid.'), 400);
      }
    } else {
      input = await jsonBody(c);
    }
    const body = check(sandboxSwitchRequest, input);
    const account = body.account_id;
    if (!network) return c.json(errorBody(404, sandboxSocialTexts.noConnection), 404);
    await guard.requireMember(caller.userId, account, 'socials.manage');
    const failNext = body.failNext ?? null;
    const rows = await db.transaction(async (tx) => {
      const changed = await tx.query<{ id: number }>(
        `update social_links set fail_publishing = coalesce($3, fail_publishing),
           sandbox_revoked = coalesce($4, sandbox_revoked), sandbox_fail_next = coalesce($5, sandbox_fail_next),
           updated_at = $6
         where account_id = $1 and provider_id = $2 returning id`,
        [
          account,
          SOCIAL_PROVIDER_IDS[network],
          body.failPublishing ?? null,
          body.revoke ?? null,
          failNext,
          clock.now().toISOString(),
        ],
      );
      // The link list shows failPublishing: the members' tabs read it again (issue 20).
      if (changed.length > 0) await publishSocialChanged(tx, account);
      return changed;
    });
    if (!rows[0]) return c.json(errorBody(404, sandboxSocialTexts.noConnection), 404);
    if (isForm) return c.redirect(`${feedPath(network)}?account=${account}`, 303);
    const [link] = await db.query<SwitchRow>(
      'select account_id, fail_publishing, sandbox_revoked, sandbox_fail_next from social_links where id = $1',
      [rows[0].id],
    );
    return ok(c, {
      account_id: account,
      provider_Id: SOCIAL_PROVIDER_IDS[network],
      failPublishing: link?.fail_publishing ?? false,
      revoked: link?.sandbox_revoked ?? false,
      failNext: link?.sandbox_fail_next ?? 0,
    });
  });

  return { providers, routes };
}
