import { describe, expect, it } from 'vitest';
import { hashPassword, hashToken, newSessionToken, verifyPassword } from '../../../src/server/security.ts';

describe('passwords', () => {
  it('verify the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('use a fresh salt every time', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
  });

  it.each(['', 'plain', 'scrypt$1$2$3$$', 'bcrypt$x$y$z$a$b', 'scrypt$abc$8$1$c2FsdA$aGFzaA'])(
    'treat the malformed stored value %j as no match',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});

describe('session tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const token = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).not.toBe(newSessionToken());
    expect(hashToken(token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).not.toBe(token);
    expect(hashToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});
