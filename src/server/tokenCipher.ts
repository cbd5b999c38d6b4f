/**
 * Social access and refresh tokens at rest (social_links.access_token, refresh_token): AES-256-GCM with the 32-byte
 * AppConfig.tokenKey (tokenKey.ts) and a random 12-byte IV per token, stored as text:
 *
 *   v1.<iv>.<tag>.<ciphertext>   (each part base64url)
 *
 * The tag makes any change to the stored text, or a different key, fail to open (TokenCipherError) instead of
 * answering a wrong token. A value without the `v1.` prefix is a token stored before encryption (plain text): it
 * opens as it is, and sealPlainTokens encrypts every such row once at start (jobs.ts).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from './db.ts';

export const SEALED_PREFIX = 'v1.';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored token that cannot be opened: changed, cut, or sealed with another key. */
export class TokenCipherError extends Error {}

function checkKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new TokenCipherError(`The token key must be ${KEY_BYTES} bytes.`);
}

/** Whether `stored` is in the encrypted format (else it is a plain token of before encryption). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

/** The stored form of `token`. */
export function sealToken(token: string, key: Buffer): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${SEALED_PREFIX}${[iv, tag, ciphertext].map((part) => part.toString('base64url')).join('.')}`;
}

/** `sealToken` of a token that may be absent (a refresh token). */
export function sealOptional(token: string | null, key: Buffer): string | null {
  return token === null ? null : sealToken(token, key);
}

/** A connection's tokens as social_links stores them: access_token, refresh_token (both sealed) and expires_at. */
export function sealedTokenColumns(
  tokens: { accessToken: string; refreshToken: string | null; expiresAt: Date | null },
  key: Buffer,
): [string, string | null, string | null] {
  return [
    sealToken(tokens.accessToken, key),
    sealOptional(tokens.refreshToken, key),
    tokens.expiresAt?.toISOString() ?? null,
  ];
}

/**
 * The token of a stored value: decrypted when sealed, as it is when plain (stored before encryption). A sealed value
 * that does not open with `key` (or no key) throws TokenCipherError.
 */
export function openToken(stored: string, key: Buffer | null | undefined): string {
  if (!isSealed(stored)) return stored;
  if (!key) throw new TokenCipherError('No token key is configured to open a stored token.');
  checkKey(key);
  const parts = stored.slice(SEALED_PREFIX.length).split('.');
  const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (
    parts.length !== 3 ||
    !iv ||
    !tag ||
    !ciphertext ||
    iv.length !== IV_BYTES ||
    tag.length !== TAG_BYTES
  ) {
    throw new TokenCipherError('The stored token is not in the v1 format.');
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new TokenCipherError('The stored token does not open with this key.');
  }
}

/** `openToken` of a token that may be absent (a refresh token). */
export function openOptional(stored: string | null, key: Buffer | null | undefined): string | null {
  return stored === null ? null : openToken(stored, key);
}

/**
 * Encrypts every token still stored in plain text (rows written before encryption, or by an older seed); answers
 * how many rows it changed. Safe to run at every start: sealed values are left alone.
 */
export async function sealPlainTokens(db: Queryable, key: Buffer): Promise<number> {
  checkKey(key);
  const rows = await db.query<{ id: number; access_token: string; refresh_token: string | null }>(
    `select id, access_token, refresh_token from social_links
     where left(access_token, 3) <> $1 or left(refresh_token, 3) <> $1`,
    [SEALED_PREFIX],
  );
  for (const row of rows) {
    const seal = (value: string) => (isSealed(value) ? value : sealToken(value, key));
    // Only a row whose value is still the one read is changed (a connect or refresh may have written meanwhile).
    await db.query(
      `update social_links set access_token = $2, refresh_token = $3
       where id = $1 and access_token = $4 and refresh_token is not distinct from $5`,
      [
        row.id,
        seal(row.access_token),
        row.refresh_token === null ? null : seal(row.refresh_token),
        row.access_token,
        row.refresh_token,
      ],
    );
  }
  return rows.length;
}
