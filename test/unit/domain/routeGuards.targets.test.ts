import { describe, expect, it } from 'vitest';
import {
  fallbackPath,
  formatLocation,
  isSafeRedirectTarget,
  keptPathOf,
  loginKeeping,
  parseLocation,
  postLoginTarget,
  redirectKeeping,
} from '../../../src/domain/routeGuards.ts';
import { expectEach } from './expectEach.ts';

describe('isSafeRedirectTarget (spec 5)', () => {
  it.each([
    '/',
    '/dashboard',
    '/dashboard/overview',
    '/12/dashboard/overview?x=1#h',
    '/my_library#content',
    '/contentplanner?view=week&day=2024-01-05',
    '/userSetting#social_media_accounts',
    '/search?q=caf%C3%A9',
    '/a-b_c.d~e',
    '/callback?code=abc:def',
  ])('accepts the internal path %s', (target) => {
    expect(isSafeRedirectTarget(target)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['relative', 'dashboard'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/dashboard'],
    ['backslash host', '/\\evil.example'],
    ['backslash anywhere', '/dashboard\\..\\x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, upper case', 'JAVASCRIPT:alert(1)'],
    ['javascript after a slash', '/javascript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['absolute http URL', 'http://evil.example/'],
    ['absolute https URL', 'https://evil.example/dashboard'],
    ['encoded slash', '/%2F%2Fevil.example'],
    ['encoded slash, lower case', '/%2f%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded backslash, lower case', '/%5cevil.example'],
    ['double-encoded slash', '/%252F%252Fevil.example'],
    ['encoded dots', '/%2E%2E/%2E%2E/etc'],
    ['dot segment', '/../evil'],
    ['single dot segment', '/./dashboard'],
    ['trailing dot segment', '/dashboard/..'],
    ['doubled slash inside', '/dashboard//overview'],
    ['URL in the query', '/redirect?next=https://evil.example'],
    ['carriage return', '/dashboard\r\nSet-Cookie: x=1'],
    ['line feed', '/dashboard\nx'],
    ['tab', '/\t/evil.example'],
    ['NUL', '/dashboard\u0000'],
    ['DEL', '/dashboard\u007f'],
    ['encoded CR/LF', '/dashboard%0D%0ASet-Cookie:x=1'],
    ['encoded NUL', '/dashboard%00'],
    ['encoded DEL', '/dashboard%7F'],
    ['malformed escape', '/dashboard%zz'],
    ['truncated escape', '/dashboard%4'],
    ['space', '/dash board'],
    ['leading space', ' /dashboard'],
    ['non-ASCII', '/dashbоard'],
    ['angle brackets', '/<script>'],
    ['quote and brackets', '/"onmouseover="x'],
    ['two hashes', '/a#b#c'],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('rejects %s', (_label, target) => {
    expect(isSafeRedirectTarget(target)).toBe(false);
  });

  it('rejects anything that is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['/dashboard'], new URL('http://localhost/dashboard')]) {
      expect(isSafeRedirectTarget(value)).toBe(false);
    }
  });
});

describe('locations', () => {
  it('splits and joins pathname, search and hash', () => {
    expect(parseLocation('/a/b?x=1&y=2#h')).toEqual({ pathname: '/a/b', search: '?x=1&y=2', hash: '#h' });
    expect(parseLocation('/#login')).toEqual({ pathname: '/', search: '', hash: '#login' });
    expect(parseLocation('/?redirect=%2Fx#login')).toEqual({
      pathname: '/',
      search: '?redirect=%2Fx',
      hash: '#login',
    });
    expect(parseLocation('?x=1')).toEqual({ pathname: '/', search: '?x=1', hash: '' });
    for (const target of ['/a/b?x=1#h', '/', '/#login', '/x?y']) {
      expect(formatLocation(parseLocation(target))).toBe(target);
    }
  });

  it('carries the kept path in the redirect parameter', () => {
    expect(redirectKeeping('/dashboard/overview')).toBe('/redirect?redirect=%2Fdashboard%2Foverview');
    expect(loginKeeping('/my_library#content')).toBe('/?redirect=%2Fmy_library%23content#login');
    expect(keptPathOf('?redirect=%2Fmy_library%23content')).toBe('/my_library#content');
    expect(keptPathOf('')).toBeNull();
  });

  it('drops a kept path that is not safe', () => {
    expect(redirectKeeping('//evil.example')).toBe('/redirect');
    expect(redirectKeeping(null)).toBe('/redirect');
    expect(loginKeeping('https://evil.example')).toBe('/#login');
    expect(loginKeeping(null)).toBe('/#login');
  });
});

describe('postLoginTarget and fallbackPath', () => {
  it('follows a safe kept path after login', () => {
    expect(postLoginTarget('/dashboard/overview')).toBe('/dashboard/overview');
    expect(postLoginTarget('/my_library#content')).toBe('/my_library#content');
  });

  it.each([
    null,
    '',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://evil.example',
    '/%2F%2Fx',
  ])('goes home instead of following %j', (kept) => {
    expect(postLoginTarget(kept)).toBe('/redirect');
  });

  it('returns to the stored fallback path, or /dashboard', () => {
    expectEach(fallbackPath, [
      ['/12/contentplanner', '/12/contentplanner'],
      [null, '/dashboard'],
      ['//evil.example', '/dashboard'],
      ['javascript:alert(1)', '/dashboard'],
    ]);
  });
});
