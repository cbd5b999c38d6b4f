import { describe, expect, it } from 'vitest';
import {
  hasNetworkAccess,
  isSafePartnerUrl,
  networkingMessages,
  partnerSignInFailureMessage,
  partnerUserData,
  type PartnerUserSource,
} from '../../../src/domain/networking.ts';
import { expectEach } from './expectEach.ts';

const olivia: PartnerUserSource = {
  id: 5,
  email: 'olivia@demo.test',
  firstName: 'Olivia',
  lastName: 'Owner',
};

describe('hasNetworkAccess (spec 5: the stored flag or a partnerId above 0)', () => {
  it.each([
    [true, null, true],
    [true, 0, true],
    [true, 4, true],
    [false, 1, true],
    [false, 42, true],
    [false, null, false],
    [false, 0, false],
    [false, -1, false],
  ])('activated %s, partnerId %s -> %s', (activated, partnerId, expected) => {
    expect(hasNetworkAccess({ activated, partnerId })).toBe(expected);
  });
});

describe('partnerUserData (spec 7.1, 8)', () => {
  it('builds the sign-in payload from the user details, trimmed, with the id as text', () => {
    expect(partnerUserData(olivia)).toEqual({
      ok: true,
      userData: { email: 'olivia@demo.test', first_name: 'Olivia', last_name: 'Owner', external_id: '5' },
    });
    expect(partnerUserData({ id: 12, email: ' max@demo.test ', firstName: ' Max ', lastName: '' })).toEqual({
      ok: true,
      userData: { email: 'max@demo.test', first_name: 'Max', last_name: '', external_id: '12' },
    });
  });

  it('without user details: User details not found. Please login again.', () => {
    expect(partnerUserData(null)).toEqual({
      ok: false,
      message: 'User details not found. Please login again.',
    });
  });

  it('without an e-mail: Email is required (before the other checks)', () => {
    expect(partnerUserData({ ...olivia, email: '' })).toEqual({ ok: false, message: 'Email is required' });
    expect(partnerUserData({ ...olivia, email: '   ' })).toEqual({ ok: false, message: 'Email is required' });
    expect(partnerUserData({ ...olivia, email: '', firstName: '', id: 0 })).toEqual({
      ok: false,
      message: 'Email is required',
    });
  });

  it('without a first name or an id: User details are required', () => {
    const required = { ok: false, message: 'User details are required' } as const;
    expectEach(partnerUserData, [
      [{ ...olivia, firstName: '' }, required],
      [{ ...olivia, firstName: '  ' }, required],
      [{ ...olivia, id: 0 }, required],
      [{ ...olivia, id: -3 }, required],
      [{ ...olivia, id: Number.NaN }, required],
    ]);
  });
});

describe('partnerSignInFailureMessage (spec 8)', () => {
  it('gives each failure its message, word for word', () => {
    expect(partnerSignInFailureMessage({ kind: 'network' })).toBe(
      'Network error: Unable to connect to server. Please check your internet connection.',
    );
    expect(partnerSignInFailureMessage({ kind: 'invalidResponse' })).toBe('Invalid response from server');
  });

  it("shows the server's text as is, the fallback when it gave none", () => {
    expect(partnerSignInFailureMessage({ kind: 'server', message: 'Partner account suspended' })).toBe(
      'Partner account suspended',
    );
    expect(partnerSignInFailureMessage({ kind: 'server', message: '' })).toBe(
      'Failed to connect to Circle Network. Please try again.',
    );
    expect(partnerSignInFailureMessage({ kind: 'server', message: '  ' })).toBe(
      'Failed to connect to Circle Network. Please try again.',
    );
  });

  it('has the success message of spec 8', () => {
    expect(networkingMessages.success).toBe('Successfully connected to Circle Network!');
  });
});

describe('isSafePartnerUrl', () => {
  it.each(['https://circle.example.test/sso?token=abc', 'http://localhost:3000/sso', 'HTTPS://CIRCLE.SO/x'])(
    'opens %s',
    (url) => {
      expect(isSafePartnerUrl(url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example.test/x',
    '/relative/sso',
    'circle.so/sso',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(isSafePartnerUrl(url)).toBe(false);
  });
});
