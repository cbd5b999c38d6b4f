import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEALED_PREFIX,
  TokenCipherError,
  isSealed,
  openOptional,
  openToken,
  sealPlainTokens,
  sealToken,
  sealedTokenColumns,
} from '../../../src/server/tokenCipher.ts';
import { TEST_TOKEN_KEY, accountIds, startTestServer, type TestServer } from './support.ts';

const OTHER_KEY = Buffer.alloc(32, 9);

describe('sealToken / openToken', () => {
  it('round trip: v1.<iv>.<tag>.<ciphertext> in base64url, a fresh IV every time', () => {
    const token = 'EAAB-a-real-looking-token/with+odd=chars ünïcode';
    const sealed = sealToken(token, TEST_TOKEN_KEY);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(token.slice(0, 8));
    expect(isSealed(sealed)).toBe(true);
    expect(openToken(sealed, TEST_TOKEN_KEY)).toBe(token);
    expect(sealToken(token, TEST_TOKEN_KEY)).not.toBe(sealed);
    expect(openToken(sealToken('', TEST_TOKEN_KEY), TEST_TOKEN_KEY)).toBe('');
  });

  it('detects any change to the stored text', () => {
    const sealed = sealToken('access-token-123', TEST_TOKEN_KEY);
    const [prefix, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    for (const changed of [
      [prefix, flip(iv), tag, body],
      [prefix, iv, flip(tag), body],
      [prefix, iv, tag, flip(body)],
      [prefix, iv, tag],
      [prefix, iv, tag.slice(2), body],
    ]) {
      expect(() => openToken(changed.join('.'), TEST_TOKEN_KEY)).toThrow(TokenCipherError);
    }
  });

  it('does not open with another key, or with none', () => {
    const sealed = sealToken('access-token-123', TEST_TOKEN_KEY);
    expect(() => openToken(sealed, OTHER_KEY)).toThrow(TokenCipherError);
    expect(() => openToken(sealed, null)).toThrow(TokenCipherError);
    expect(() => sealToken('x', Buffer.alloc(16))).toThrow(TokenCipherError);
  });

  it('answers a token stored before encryption (no v1. prefix) as it is', () => {
    expect(isSealed('seed-access-facebook')).toBe(false);
    expect(openToken('seed-access-facebook', TEST_TOKEN_KEY)).toBe('seed-access-facebook');
    expect(openToken('seed-access-facebook', null)).toBe('seed-access-facebook');
  });
});

describe('sealedTokenColumns', () => {
  it('seals the access and refresh tokens and writes the expiry as ISO text, in column order', () => {
    const expiresAt = new Date('2031-03-04T10:00:00.000Z');
    const [access, refresh, expires] = sealedTokenColumns(
      { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt },
      TEST_TOKEN_KEY,
    );
    expect([isSealed(access), openToken(access, TEST_TOKEN_KEY)]).toEqual([true, 'access-1']);
    expect(refresh !== null && isSealed(refresh)).toBe(true);
    expect(openOptional(refresh, TEST_TOKEN_KEY)).toBe('refresh-1');
    expect(expires).toBe('2031-03-04T10:00:00.000Z');
    expect(
      sealedTokenColumns(
        { accessToken: 'access-2', refreshToken: null, expiresAt: null },
        TEST_TOKEN_KEY,
      ).slice(1),
    ).toEqual([null, null]);
  });
});

describe('sealPlainTokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('encrypts the plain tokens of older rows once and leaves sealed ones alone', async () => {
    const acme = (await accountIds(server.db))['Acme Bakery']!;
    const read = () =>
      server.db.query<{ provider_id: number; access_token: string; refresh_token: string | null }>(
        'select provider_id, access_token, refresh_token from social_links where account_id = $1 order by provider_id',
        [acme],
      );
    await server.db.query(
      `update social_links set access_token = 'old-plain-access', refresh_token = null
       where account_id = $1 and provider_id = 4`,
      [acme],
    );
    const before = await read();
    expect(before.length).toBeGreaterThan(0);
    const plain = before.filter((row) => !isSealed(row.access_token));
    expect(plain.length).toBeGreaterThan(0);

    expect(await sealPlainTokens(server.db, TEST_TOKEN_KEY)).toBeGreaterThanOrEqual(plain.length);
    const after = await read();
    for (const [index, row] of after.entries()) {
      expect(row.access_token.startsWith(SEALED_PREFIX)).toBe(true);
      expect(openToken(row.access_token, TEST_TOKEN_KEY)).toBe(openToken(before[index]!.access_token, null));
      if (before[index]!.refresh_token === null) expect(row.refresh_token).toBeNull();
      else expect(openToken(row.refresh_token!, TEST_TOKEN_KEY)).toBe(before[index]!.refresh_token);
    }
    expect(await sealPlainTokens(server.db, TEST_TOKEN_KEY)).toBe(0);
    expect(await read()).toEqual(after);
  });
});
