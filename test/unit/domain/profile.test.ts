import { describe, expect, it } from 'vitest';
import {
  isProfileChanged,
  profileFieldError,
  profileMessages,
  profileOf,
  profileRefusal,
  validateProfile,
} from '../../../src/domain/profile.ts';
import { sampleProfile } from '../../../machines/profileForm.samples.ts';

describe('profile rules', () => {
  it.each([
    ['first_name', '', profileMessages.firstNameMissing],
    ['first_name', 'Olivia', null],
    ['last_name', '', null],
    ['email', 'olivia@', profileMessages.emailInvalid],
    ['email', 'olivia@example.com', null],
    ['telephone', '', null],
    ['telephone', '+44 (0)20 7946-0000', null],
    ['telephone', '12ab', profileMessages.telephoneInvalid],
    ['zip_code', 'SW1A 1AA', null],
    ['zip_code', '1234-567', null],
    ['zip_code', '#12', profileMessages.zipInvalid],
    ['region', 'x'.repeat(81), 'Region or state can be at most 80 characters long.'],
  ] as const)('%s %j → %s', (field, value, expected) => {
    expect(profileFieldError(field, value)).toBe(expected);
  });

  it('validates every field at once and compares profiles trimmed', () => {
    expect(validateProfile(sampleProfile)).toEqual({});
    expect(isProfileChanged(sampleProfile, { ...sampleProfile, region: '  ' })).toBe(false);
    expect(isProfileChanged(sampleProfile, { ...sampleProfile, region: 'London' })).toBe(true);
  });

  it('reads the profile of an auth user, absent fields as empty', () => {
    expect(
      profileOf({
        email: 'a@b.co',
        name: { first_name: 'A', last_name: 'B' },
        telephone: null,
        country: 'France',
      }),
    ).toEqual({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      telephone: '',
      country: 'France',
      region: '',
      zip_code: '',
    });
  });

  it("reads a refusal's field and sentence from the error", () => {
    expect(profileRefusal(Object.assign(new Error(profileMessages.emailTaken), { field: 'email' }))).toEqual({
      field: 'email',
      message: profileMessages.emailTaken,
    });
    expect(
      profileRefusal(new Error('profile.region: Region or state can be at most 80 characters long.')),
    ).toEqual({ field: 'region', message: 'Region or state can be at most 80 characters long.' });
    expect(profileRefusal(new Error('Network error'))).toEqual({ field: null, message: 'Network error' });
    expect(profileRefusal('nothing')).toEqual({ field: null, message: profileMessages.saveFailed });
  });
});
