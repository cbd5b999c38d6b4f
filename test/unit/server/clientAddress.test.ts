import { describe, expect, it } from 'vitest';
import {
  callerOf,
  clientAddress,
  NO_TRUSTED_PROXIES,
  parseTrustedProxies,
} from '../../../src/server/clientAddress.ts';

const proxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8');

describe('clientAddress', () => {
  it("is the socket's address when nobody is trusted, whatever the headers say", () => {
    expect(clientAddress('203.0.113.5', '198.51.100.1', NO_TRUSTED_PROXIES)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.5', undefined, NO_TRUSTED_PROXIES)).toBe('203.0.113.5');
    expect(clientAddress(undefined, '198.51.100.1', proxies)).toBe('unknown');
  });

  it("behind a trusted proxy is the right-most address that is not a trusted proxy's", () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    // A caller may write its own X-Forwarded-For: the proxies append to it, so the left part is not believed.
    expect(clientAddress('127.0.0.1', '1.1.1.1, 198.51.100.1, 10.1.2.3', proxies)).toBe('198.51.100.1');
    expect(clientAddress('::ffff:127.0.0.1', ' 2001:db8::7 ', proxies)).toBe('2001:db8::7');
  });

  it('a header made only of trusted proxies gives its left-most; a broken entry stops at the last trusted hop', () => {
    expect(clientAddress('127.0.0.1', '10.0.0.9, 10.0.0.8', proxies)).toBe('10.0.0.9');
    expect(clientAddress('127.0.0.1', 'evil, 10.0.0.8', proxies)).toBe('10.0.0.8');
    expect(clientAddress('127.0.0.1', '', proxies)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', undefined, proxies)).toBe('127.0.0.1');
  });

  it('an untrusted socket with forwarding headers came through a proxy that says nothing about the caller', () => {
    const headers = (values: Record<string, string>) => (name: string) => values[name];
    expect(callerOf('127.0.0.1', headers({ 'x-forwarded-for': '198.51.100.1' }), NO_TRUSTED_PROXIES)).toEqual(
      {
        address: '127.0.0.1',
        throughUntrustedProxy: true,
      },
    );
    expect(
      callerOf('127.0.0.1', headers({ via: '1.1 nginx' }), NO_TRUSTED_PROXIES).throughUntrustedProxy,
    ).toBe(true);
    expect(callerOf('127.0.0.1', headers({}), NO_TRUSTED_PROXIES).throughUntrustedProxy).toBe(false);
    expect(callerOf('127.0.0.1', headers({ 'x-forwarded-for': '198.51.100.1' }), proxies)).toEqual({
      address: '198.51.100.1',
      throughUntrustedProxy: false,
    });
  });
});
