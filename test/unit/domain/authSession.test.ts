import { describe, expect, it } from 'vitest';
import {
  displayName,
  failureMessage,
  isFlagSet,
  isImpersonating,
  isNetworkFailure,
  lastLoginStamp,
  sessionAccount,
  storedWholeNumber,
} from '../../../src/domain/authSession.ts';
import { sampleUser } from '../../../machines/auth.samples.ts';
import { isLastLoginStamp } from '../../../src/contract/session.ts';
import { expectEach } from './expectEach.ts';

/** Olivia Owner, user 7, owner (role 1) of account 12. */
const user = sampleUser;

describe('lastLoginStamp (spec 7.1, 9)', () => {
  it('is UTC YYYY-MM-DD HH:mm:ss, whatever the local time zone', () => {
    expect(lastLoginStamp(new Date('2024-03-05T23:04:09+02:00'))).toBe('2024-03-05 21:04:09');
    expect(lastLoginStamp(new Date(Date.UTC(2023, 11, 31, 0, 0, 1)))).toBe('2023-12-31 00:00:01');
  });

  it('is what the server contract accepts', () => {
    expect(isLastLoginStamp(lastLoginStamp(new Date('2024-02-29T12:30:00Z')))).toBe(true);
  });
});

describe('isFlagSet', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['yes', true],
    [' false ', false],
    ['0', false],
    ['', false],
    ['null', false],
    ['undefined', false],
    [null, false],
    [undefined, false],
  ])('%s -> %s', (value, expected) => {
    expect(isFlagSet(value)).toBe(expected);
  });
});

describe('sessionAccount (spec 2.3: the account id comes from browser storage)', () => {
  it('prefers browser storage', () => {
    expect(sessionAccount(user, { accountId: '13', accountRole: '3' })).toEqual({
      accountId: 13,
      accountRole: 3,
    });
  });

  it('then the user detail cookie, then the user', () => {
    expect(
      sessionAccount(user, { accountId: null, accountRole: null }, { accountId: 14, accountRole: 2 }),
    ).toEqual({ accountId: 14, accountRole: 2 });
    expect(sessionAccount(user, { accountId: null, accountRole: null })).toEqual({
      accountId: 12,
      accountRole: 1,
    });
  });

  it('ignores stored values that are not whole numbers', () => {
    expect(sessionAccount(user, { accountId: '12; drop', accountRole: 'x' })).toEqual({
      accountId: 12,
      accountRole: 1,
    });
    expect(storedWholeNumber(' 5 ')).toBe(5);
    expect(storedWholeNumber('-1')).toBeNull();
  });
});

describe('isImpersonating', () => {
  it('is true with the impersonation cookie or an impersonator on the user', () => {
    expectEach(isImpersonating, [
      [user, false, false],
      [user, true, true],
      [{ ...user, impersonator: { first_name: null } }, false, true],
      [{ ...user, impersonator: undefined }, false, false],
      [null, false, false],
    ]);
  });
});

describe('failures', () => {
  it('a network failure is recognised by its kind', () => {
    expectEach(isNetworkFailure, [
      [Object.assign(new Error('offline'), { kind: 'network' }), true],
      [Object.assign(new Error('401'), { kind: 'http' }), false],
      [new Error('plain'), false],
      [null, false],
    ]);
  });

  it('the message of a failure, or the fallback', () => {
    expect(failureMessage(new Error('Invalid e-mail or password.'), 'fallback')).toBe(
      'Invalid e-mail or password.',
    );
    expect(failureMessage(new Error('  '), 'fallback')).toBe('fallback');
    expect(failureMessage('text', 'fallback')).toBe('text');
    expect(failureMessage(undefined, 'fallback')).toBe('fallback');
  });
});

describe('displayName', () => {
  it('is the first and last name, or the username', () => {
    expect(displayName(user)).toBe('Olivia Owner');
    expect(displayName({ ...user, name: { first_name: '', last_name: '' } })).toBe('owner@demo.test');
  });
});
