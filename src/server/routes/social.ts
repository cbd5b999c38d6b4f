/**
 * Social calls of spec 7.4 (src/contract/social.ts). Lists answer in `data.data`. The connect flow: POST
 * /sociallink stores a one-time state (SHA-256, 10 minutes) and answers the network's consent URL; the network
 * sends the browser to GET /api/sociallink/callback?state=..&code=.. (or error=..), which stores the link,
 * acknowledges the network's auto-disconnects for the account, and redirects to the SPA: `/socialAuth?status=..
 * &provider_Id=..` or `/userSetting#social_media_accounts` (`from: 'settings'`). The network's access and refresh
 * tokens are stored encrypted with config.tokenKey (tokenCipher.ts). A connect, a disconnect, a new default and an
 * auto-disconnect (a refused refresh, socialLinks.ts `recordAutoDisconnect`) tell the account's members in their
 * transaction (`social.changed`, live.ts, issue 20).
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import {
  ALREADY_CONNECTED_CODE,
  TOKEN_REFRESH_PROVIDERS,
  accountRequest,
  checkAutoDcRequest,
  providerRequest,
  socialLinkRequest,
  socialMessages,
  type SocialLinkWire,
} from '../../contract/social.ts';
import { SOCIAL_PROVIDERS, providerById } from '../../domain/posts.ts';
import { accountScope } from '../accountScope.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, ok, parseBody } from '../http.ts';
import { publishSocialChanged } from '../live.ts';
import type { Providers, SocialNetwork } from '../providers.ts';
import { publishMessages } from '../publishing.ts';
import { connectionOf, recordAutoDisconnect, type LinkRow as TokenRow } from '../socialLinks.ts';
import { hashToken } from '../security.ts';
import { TokenCipherError, sealedTokenColumns } from '../tokenCipher.ts';

export const CONNECT_STATE_TTL_MS = 10 * 60 * 1000;
export const SOCIAL_CALLBACK_PATH = '/api/sociallink/callback';
export const SETTINGS_SOCIAL_PATH = '/userSetting#social_media_accounts';

interface LinkRow {
  provider_id: number;
  name: string;
  connected: boolean;
  fail_publishing: boolean;
  is_default: boolean;
}

const toLink = (row: LinkRow): SocialLinkWire => ({
  provider_Id: row.provider_id as SocialLinkWire['provider_Id'],
  name: row.name,
  connected: row.connected,
  failPublishing: row.fail_publishing,
  isDefault: row.is_default,
});

async function linksOf(db: Queryable, accountId: number): Promise<SocialLinkWire[]> {
  const rows = await db.query<LinkRow>(
    `select provider_id, name, connected, fail_publishing, is_default from social_links
     where account_id = $1 order by provider_id`,
    [accountId],
  );
  return rows.map(toLink);
}

export function socialRoutes(deps: RouteDeps & { providers: Providers }) {
  const { db, clock, log, config, session, providers } = deps;
  const routes = new Hono<AppEnv>();
  const member = accountScope({ db });
  const networkOf = (providerId: number): SocialNetwork => {
    const key = providerById(providerId)?.key;
    if (!key || !providers.social[key]) throw new HttpError(503, socialMessages.notAvailable);
    return key;
  };

  routes.post('/auth/sociallinkstatus', async (c) => {
    const body = await parseBody(c, accountRequest);
    return ok(c, { data: await linksOf(db, body.account_id) });
  });
  routes.get('/auth/sociallinkstatus', async (c) => {
    const accountId = c.get('account');
    return ok(c, { data: accountId === null ? [] : await linksOf(db, accountId) });
  });

  routes.get('/auth/socialAccountStatus', async (c) => {
    const accountId = c.get('account');
    const links = accountId === null ? [] : await linksOf(db, accountId);
    return ok(c, {
      data: SOCIAL_PROVIDERS.map((provider) => {
        const link = links.find((item) => item.provider_Id === provider.id);
        return {
          provider_Id: provider.id,
          key: provider.key,
          name: provider.name,
          linked: link !== undefined,
          connected: link?.connected ?? false,
        };
      }),
    });
  });

  routes.post('/auth/checkautodc', async (c) => {
    const body = await parseBody(c, checkAutoDcRequest);
    const rows = await db.query<{ provider_id: number; account_id: number; created_at: Date | string }>(
      `select distinct on (d.account_id, d.provider_id) d.provider_id, d.account_id, d.created_at
       from auto_disconnects d
       where d.acknowledged_at is null and (case when $2 = 0 then d.account_id in
         (select account_id from account_memberships where user_id = $1) else d.account_id = $2 end)
       order by d.account_id, d.provider_id, d.created_at`,
      [c.get('session').userId, body.account_id],
    );
    return ok(c, {
      data: rows.map((row) => ({
        provider_Id: row.provider_id as SocialLinkWire['provider_Id'],
        account_id: row.account_id,
        created_at: new Date(row.created_at).toISOString(),
      })),
    });
  });

  routes.post('/sociallink', session, member, async (c) => {
    const body = await parseBody(c, socialLinkRequest);
    const network = networkOf(body.provider_Id);
    const existing = await db.query<{ connected: boolean }>(
      'select connected from social_links where account_id = $1 and provider_id = $2',
      [body.account_id, body.provider_Id],
    );
    if (existing[0]?.connected) {
      return c.json(
        { status: 200, code: ALREADY_CONNECTED_CODE, message: socialMessages.alreadyConnected, data: null },
        200,
      );
    }
    const state = randomBytes(24).toString('base64url');
    const now = clock.now();
    await db.query(
      `insert into social_connect_states (state_hash, account_id, user_id, provider_id, return_to, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        hashToken(state),
        body.account_id,
        c.get('session').userId,
        body.provider_Id,
        body.from,
        now.toISOString(),
        new Date(now.getTime() + CONNECT_STATE_TTL_MS).toISOString(),
      ],
    );
    const result = await providers.social[network]!.connect({
      accountId: body.account_id,
      userId: c.get('session').userId,
      callbackUrl: `${config.publicUrl}${SOCIAL_CALLBACK_PATH}`,
      code: null,
      state,
    });
    if (result.kind !== 'redirect') throw new HttpError(503, socialMessages.notAvailable);
    return ok(c, { url: result.url });
  });

  /** The finishing call: the network sends the browser here after consent. */
  routes.get('/sociallink/callback', async (c) => {
    c.header('Cache-Control', 'no-store');
    const state = c.req.query('state') ?? '';
    const code = c.req.query('code') ?? '';
    const now = clock.now();
    const [pending] =
      state === '' || state.length > 200
        ? []
        : await db.query<{ account_id: number; user_id: number; provider_id: number; return_to: string }>(
            `update social_connect_states set used_at = $2
             where state_hash = $1 and used_at is null and expires_at > $2
             returning account_id, user_id, provider_id, return_to`,
            [hashToken(state), now.toISOString()],
          );
    const back = (status: string, providerId: number | null, returnTo = 'socialAuth') => {
      if (returnTo === 'settings') return c.redirect(`${config.publicUrl}${SETTINGS_SOCIAL_PATH}`, 303);
      const query = new URLSearchParams({ status });
      if (providerId !== null) query.set('provider_Id', String(providerId));
      return c.redirect(`${config.publicUrl}/socialAuth?${query.toString()}`, 303);
    };
    if (!pending) return back('expired', null);
    if (code === '') return back('denied', pending.provider_id, pending.return_to);
    const key = providerById(pending.provider_id)?.key;
    const provider = key ? providers.social[key] : undefined;
    if (!provider) return back('unavailable', pending.provider_id, pending.return_to);
    const result = await provider.connect({
      accountId: pending.account_id,
      userId: pending.user_id,
      callbackUrl: `${config.publicUrl}${SOCIAL_CALLBACK_PATH}`,
      code,
    });
    if (result.kind !== 'connected') return back('refused', pending.provider_id, pending.return_to);
    const link = result.connection;
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into social_links (account_id, provider_id, name, external_id, access_token, refresh_token, expires_at,
           connected, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, true, $8, $8)
         on conflict (account_id, provider_id) do update set name = excluded.name, external_id = excluded.external_id,
           access_token = excluded.access_token, refresh_token = excluded.refresh_token, expires_at = excluded.expires_at,
           connected = true, sandbox_revoked = false, sandbox_fail_next = 0, updated_at = excluded.updated_at`,
        [
          pending.account_id,
          pending.provider_id,
          link.name,
          link.externalId,
          ...sealedTokenColumns(link, config.tokenKey),
          now.toISOString(),
        ],
      );
      await tx.query(
        `update auto_disconnects set acknowledged_at = $3
         where account_id = $1 and provider_id = $2 and acknowledged_at is null`,
        [pending.account_id, pending.provider_id, now.toISOString()],
      );
      await publishSocialChanged(tx, pending.account_id);
    });
    log.info(`account #${pending.account_id}: ${key} connected (${link.name})`);
    return back('connected', pending.provider_id, pending.return_to);
  });

  routes.post('/addOrUpdateDefaultSocial', session, member, async (c) => {
    const body = await parseBody(c, providerRequest);
    const link = await db.transaction(async (tx) => {
      const rows = await tx.query<LinkRow>(
        `update social_links set is_default = (provider_id = $2), updated_at = $3 where account_id = $1
         returning provider_id, name, connected, fail_publishing, is_default`,
        [body.account_id, body.provider_Id, clock.now().toISOString()],
      );
      const chosen = rows.find((row) => row.provider_id === body.provider_Id);
      if (!chosen) throw new HttpError(404, socialMessages.userDoesNotExist);
      await publishSocialChanged(tx, body.account_id);
      return chosen;
    });
    return ok(c, toLink(link));
  });

  routes.post('/tokenRefresh', session, member, async (c) => {
    const body = await parseBody(c, providerRequest);
    if (!(TOKEN_REFRESH_PROVIDERS as readonly number[]).includes(body.provider_Id)) {
      throw new HttpError(400, socialMessages.refreshOnly, 'provider_Id');
    }
    const network = networkOf(body.provider_Id);
    const [row] = await db.query<TokenRow>(
      `select provider_id, name, external_id, access_token, refresh_token, expires_at, connected from social_links
       where account_id = $1 and provider_id = $2`,
      [body.account_id, body.provider_Id],
    );
    if (!row || !row.connected) throw new HttpError(404, socialMessages.userDoesNotExist);
    let connection;
    try {
      connection = connectionOf(row, network, config.tokenKey);
    } catch (error) {
      if (!(error instanceof TokenCipherError)) throw error;
      log.error(`account #${body.account_id}: the stored ${network} token does not open`, error);
      const name = providerById(body.provider_Id)?.name ?? network;
      throw new HttpError(409, publishMessages.unreadableToken(name), 'provider_Id');
    }
    const result = await providers.social[network]!.refresh(connection);
    const now = clock.now();
    if ('kind' in result) {
      await db.transaction((tx) =>
        recordAutoDisconnect(tx, body.account_id, body.provider_Id, result.message, now),
      );
    } else {
      await db.query(
        `update social_links set access_token = $3, refresh_token = $4, expires_at = $5, updated_at = $6
         where account_id = $1 and provider_id = $2`,
        [
          body.account_id,
          body.provider_Id,
          ...sealedTokenColumns(result, config.tokenKey),
          now.toISOString(),
        ],
      );
    }
    const links = await linksOf(db, body.account_id);
    return ok(
      c,
      links.find((link) => link.provider_Id === body.provider_Id)!,
    );
  });

  routes.post('/auth/disconnectSocial', async (c) => {
    const body = await parseBody(c, providerRequest);
    await db.transaction(async (tx) => {
      const rows = await tx.query(
        'delete from social_links where account_id = $1 and provider_id = $2 returning id',
        [body.account_id, body.provider_Id],
      );
      if (rows.length === 0) throw new HttpError(404, socialMessages.userDoesNotExist);
      await tx.query(
        `update auto_disconnects set acknowledged_at = $3
         where account_id = $1 and provider_id = $2 and acknowledged_at is null`,
        [body.account_id, body.provider_Id, clock.now().toISOString()],
      );
      await publishSocialChanged(tx, body.account_id);
    });
    return ok(c, { data: await linksOf(db, body.account_id) });
  });

  routes.get('/auth/getDefaultAccount', async (c) => {
    const userId = c.get('session').userId;
    const rows = await db.query<{ account_id: number }>(
      `select d.account_id from default_accounts d
       join account_memberships m on m.account_id = d.account_id and m.user_id = d.user_id where d.user_id = $1`,
      [userId],
    );
    const chosen = rows[0]?.account_id ?? c.get('account');
    return ok(c, { account_id: chosen });
  });

  routes.post('/addOrUpdateDefaultAccount', session, member, async (c) => {
    const body = await parseBody(c, accountRequest);
    if (body.account_id === 0) throw new HttpError(400, 'account_id: account_id is required', 'account_id');
    await db.query(
      `insert into default_accounts (user_id, account_id, updated_at) values ($1, $2, $3)
       on conflict (user_id) do update set account_id = excluded.account_id, updated_at = excluded.updated_at`,
      [c.get('session').userId, body.account_id, clock.now().toISOString()],
    );
    return ok(c, { account_id: body.account_id });
  });

  return routes;
}
