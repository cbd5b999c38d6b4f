/** The organisation profile's and the brand kit's rules (issue 16), shared by the forms and the server. */
import { describe, expect, it } from 'vitest';
import {
  BRAND_FONTS,
  brandKitMessages,
  contrastRatio,
  fontStack,
  normaliseBrandKit,
  sameBrandKit,
  textColourOn,
  validateBrandKit,
  type BrandKitFields,
} from '../../../src/domain/brandKit.ts';
import {
  normaliseOrganisation,
  organisationMessages,
  sameOrganisation,
  timezoneLabel,
  validateOrganisation,
} from '../../../src/domain/organisation.ts';

const org = { company: 'Acme Bakery', timezone: 'Europe/London', country: 'gb', industry_id: '' };

describe('organisation profile rules', () => {
  it('accepts 2 to 120 characters after trimming and needs a time zone', () => {
    expect(validateOrganisation(org)).toEqual({});
    expect(validateOrganisation({ ...org, company: '  A ' })).toEqual({
      company: organisationMessages.companyShort,
    });
    expect(validateOrganisation({ ...org, company: 'x'.repeat(121) })).toEqual({
      company: organisationMessages.companyLong,
    });
    expect(validateOrganisation({ ...org, company: 'x'.repeat(120), timezone: '' })).toEqual({
      timezone: organisationMessages.timezoneMissing,
    });
  });

  it('normalises and compares as the server stores', () => {
    expect(normaliseOrganisation({ ...org, company: ' Acme ' })).toMatchObject({
      company: 'Acme',
      country: 'GB',
    });
    expect(sameOrganisation(org, { ...org, company: 'Acme Bakery  ', country: 'GB' })).toBe(true);
    expect(sameOrganisation(org, { ...org, industry_id: '3' })).toBe(false);
  });

  it('labels a time zone by its display name and IANA name', () => {
    expect(timezoneLabel({ timezone: 'Europe/London', zonename: '(GMT+00:00) London' })).toBe(
      '(GMT+00:00) London · Europe/London',
    );
    expect(timezoneLabel({ timezone: 'UTC', zonename: '' })).toBe('UTC');
  });
});

const kit: BrandKitFields = {
  brandColor: '#1f6feb',
  palette: ['#ffcc00', ''],
  headingFont: 'georgia',
  bodyFont: 'system-sans',
  tone_of_voice: 'Friendly',
  language: 'English',
};

describe('brand kit rules', () => {
  it('accepts #RRGGBB colours, skips empty palette slots and needs known fonts and a tone and language', () => {
    expect(validateBrandKit(kit)).toEqual({});
    expect(validateBrandKit({ ...kit, brandColor: '#12345', palette: ['red'] })).toEqual({
      brandColor: brandKitMessages.hexInvalid,
      'palette.0': brandKitMessages.hexInvalid,
    });
    expect(validateBrandKit({ ...kit, headingFont: 'Comic Sans', tone_of_voice: '', language: '' })).toEqual({
      headingFont: brandKitMessages.fontUnknown,
      tone_of_voice: brandKitMessages.choiceMissing,
      language: brandKitMessages.choiceMissing,
    });
    expect(Object.keys(validateBrandKit({ ...kit, palette: Array(5).fill('#000000') }))).toEqual([
      'palette.4',
    ]);
  });

  it('upper-cases colours and drops empty slots when saving; compares what would be saved', () => {
    expect(normaliseBrandKit(kit)).toMatchObject({ brandColor: '#1F6FEB', palette: ['#FFCC00'] });
    expect(sameBrandKit(kit, { ...kit, brandColor: '#1F6FEB', palette: ['#FFCC00'] })).toBe(true);
    expect(sameBrandKit(kit, { ...kit, language: 'French' })).toBe(false);
  });

  it('picks the text colour with the better contrast (at least 4.5:1 on any colour)', () => {
    expect(textColourOn('#FFFFFF')).toBe('#000000');
    expect(textColourOn('#0F766E')).toBe('#FFFFFF');
    expect(textColourOn('#FFCC00')).toBe('#000000');
    expect(textColourOn('nonsense')).toBe('#000000');
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    for (let grey = 0; grey <= 255; grey += 5) {
      const hex = `#${grey.toString(16).padStart(2, '0').repeat(3)}`.toUpperCase();
      expect(contrastRatio(hex, textColourOn(hex)), hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('names system font stacks only (nothing to download)', () => {
    for (const font of BRAND_FONTS) expect(font.stack).toMatch(/(sans-serif|serif|monospace)$/);
    expect(fontStack('gone')).toBe(BRAND_FONTS[0].stack);
  });
});
