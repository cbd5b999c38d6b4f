/**
 * A network connection as stored (`social_links`) and read by publishing (publishing.ts), the token refresh
 * (routes/social.ts) and the insights sync (insights.ts): its tokens opened, and an automatic disconnect recorded.
 */
import type { Queryable } from './db.ts';
import { publishSocialChanged } from './live.ts';
import type { SocialConnection, SocialNetwork } from './providers.ts';
import { openOptional, openToken } from './tokenCipher.ts';

/** A social_links row as publishing, the token refresh and the insights sync read it. */
export interface LinkRow {
  provider_id: number;
  name: string;
  external_id: string;
  access_token: string;
  refresh_token: string | null;
  expires_at: Date | string | null;
  connected: boolean;
}

/**
 * Marks the link disconnected and records the auto-disconnect (once while one is open); tells the account's members
 * (`social.changed`, issue 20). Call it in a transaction: the notice leaves with the change.
 */
export async function recordAutoDisconnect(
  db: Queryable,
  accountId: number,
  providerId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await db.query(
    'update social_links set connected = false, updated_at = $3 where account_id = $1 and provider_id = $2',
    [accountId, providerId, now.toISOString()],
  );
  await db.query(
    `insert into auto_disconnects (account_id, provider_id, reason, created_at)
     select $1, $2, $3, $4 where not exists (select 1 from auto_disconnects
       where account_id = $1 and provider_id = $2 and acknowledged_at is null)`,
    [accountId, providerId, reason, now.toISOString()],
  );
  await publishSocialChanged(db, accountId);
}

/** The connection of a stored link, its tokens decrypted with `tokenKey`; TokenCipherError when they do not open. */
export function connectionOf(
  row: LinkRow,
  network: SocialNetwork,
  tokenKey: Buffer | null | undefined,
): SocialConnection {
  return {
    network,
    externalId: row.external_id,
    name: row.name,
    accessToken: openToken(row.access_token, tokenKey),
    refreshToken: openOptional(row.refresh_token, tokenKey),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  };
}
