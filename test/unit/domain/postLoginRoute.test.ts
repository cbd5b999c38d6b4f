import { describe, expect, it } from 'vitest';
import {
  NO_POST_LOGIN_SIGNALS,
  SOCIAL_ACCOUNTS_SETTINGS,
  isSavedSettingsUrl,
  postLoginRoute,
  type LandingAccount,
  type PostLoginSignals,
} from '../../../src/domain/postLoginRoute.ts';

const account: LandingAccount = { accountId: 12, landingUrl: '/dashboard' };
const signals = (overrides: Partial<PostLoginSignals> = {}): PostLoginSignals => ({
  ...NO_POST_LOGIN_SIGNALS,
  ...overrides,
});
/** Every signal set at once: each test below removes the ones of higher precedence. */
const everything = signals({
  impersonationLogin: true,
  socialAccConnect: true,
  paddleTxnId: 'txn_01',
  currentUrl: '/12/userSetting#billing_tab',
  requested: '/dashboard/overview',
});

describe('postLoginRoute (spec 4.2), in the spec order', () => {
  it('1. the impersonation cookie goes to the content planner of the account, before everything else', () => {
    expect(postLoginRoute(account, everything)).toEqual({
      to: '/12/contentplanner',
      reason: 'impersonation',
    });
  });

  it('2. the social-connect flag goes to the social accounts of user settings', () => {
    expect(postLoginRoute(account, { ...everything, impersonationLogin: false })).toEqual({
      to: '/userSetting#social_media_accounts',
      reason: 'socialConnect',
    });
    expect(SOCIAL_ACCOUNTS_SETTINGS).toBe('/userSetting#social_media_accounts');
  });

  it('3. a payment transaction cookie goes to billing of the account', () => {
    expect(
      postLoginRoute(account, { ...everything, impersonationLogin: false, socialAccConnect: false }),
    ).toEqual({ to: '/12/billing', reason: 'payment' });
  });

  it('4. a saved current URL on the user-setting route goes back there', () => {
    const next = { ...everything, impersonationLogin: false, socialAccConnect: false, paddleTxnId: null };
    expect(postLoginRoute(account, next)).toEqual({ to: '/12/userSetting#billing_tab', reason: 'savedUrl' });
    expect(postLoginRoute(account, { ...next, currentUrl: '/social_accounts' })).toEqual({
      to: '/social_accounts',
      reason: 'savedUrl',
    });
    expect(postLoginRoute(account, { ...next, currentUrl: '/userSetting#social_media_accounts' }).to).toBe(
      '/userSetting#social_media_accounts',
    );
  });

  it('5. the requested path (?redirect=) wins over the landing URL', () => {
    expect(postLoginRoute(account, signals({ requested: '/dashboard/overview?x=1#h' }))).toEqual({
      to: '/dashboard/overview?x=1#h',
      reason: 'requested',
    });
  });

  it('6. the landing URL of the account when it differs from the current path', () => {
    expect(postLoginRoute(account, signals())).toEqual({ to: '/12/dashboard', reason: 'landing' });
  });

  it('7. the default content planner when the landing URL is the current path', () => {
    expect(postLoginRoute(account, signals({ currentPath: '/12/dashboard' }))).toEqual({
      to: '/12/contentplanner',
      reason: 'default',
    });
  });

  it('7. the default content planner when there is no landing URL', () => {
    for (const landingUrl of [null, '', '/']) {
      expect(postLoginRoute({ accountId: 12, landingUrl }, signals())).toEqual({
        to: '/12/contentplanner',
        reason: 'default',
      });
    }
  });
});

describe('postLoginRoute: what is not followed', () => {
  it('a saved current URL elsewhere than social or user settings is ignored', () => {
    for (const currentUrl of ['/12/billing', '/dashboard', '/nowhere', '//evil.example/userSetting', '']) {
      expect(postLoginRoute(account, signals({ currentUrl })).reason).toBe('landing');
    }
  });

  it('an unsafe requested path is ignored (isSafeRedirectTarget)', () => {
    for (const requested of [
      '//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a/../b',
      '',
    ]) {
      expect(postLoginRoute(account, signals({ requested })).reason).toBe('landing');
    }
  });

  it('an empty payment transaction id is no payment', () => {
    expect(postLoginRoute(account, signals({ paddleTxnId: '' })).reason).toBe('landing');
  });

  it('a landing URL that is not a safe path falls back to the default', () => {
    expect(postLoginRoute({ accountId: 12, landingUrl: '//evil.example' }, signals())).toEqual({
      to: '/12/contentplanner',
      reason: 'default',
    });
    expect(postLoginRoute({ accountId: 12, landingUrl: 'contentplanner' }, signals()).reason).toBe('default');
  });
});

describe('postLoginRoute without an account (a new user)', () => {
  const none: LandingAccount = { accountId: null, landingUrl: null };

  it('uses the top-level routes', () => {
    expect(postLoginRoute(none, signals())).toEqual({ to: '/contentplanner', reason: 'default' });
    expect(postLoginRoute(none, signals({ impersonationLogin: true })).to).toBe('/contentplanner');
    expect(postLoginRoute(none, signals({ paddleTxnId: 'txn' })).to).toBe('/billing');
    expect(postLoginRoute(none, signals({ requested: '/topics' })).to).toBe('/topics');
  });

  it('ignores an account id that is not a whole number', () => {
    expect(postLoginRoute({ accountId: '12x', landingUrl: '/dashboard' }, signals()).to).toBe('/dashboard');
  });
});

describe('isSavedSettingsUrl', () => {
  it.each([
    ['/social_accounts', true],
    ['/userSetting', true],
    ['/userSetting#profile', true],
    ['/12/userSetting#social_media_accounts', true],
    ['/12/contentplanner', false],
    ['http://localhost/userSetting', false],
    [null, false],
  ])('%s -> %s', (url, expected) => {
    expect(isSavedSettingsUrl(url)).toBe(expected);
  });
});
