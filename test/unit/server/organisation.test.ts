/** The organisation profile and the brand kit on the server (issue 16): the form's rules, one's own accounts only. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { optionsResponse } from '../../../src/contract/posts.ts';
import { accountProfileResponse, brandKitResponse } from '../../../src/contract/organisation.ts';
import { brandKitMessages } from '../../../src/domain/brandKit.ts';
import { organisationMessages } from '../../../src/domain/organisation.ts';
import { OWNER, VIEWER, call, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER });

const post = (token: string, path: string, body: Record<string, unknown>) =>
  call(t.server.app, 'POST', `/api/auth/${path}`, { token, body });

const profileBody = () => ({
  account_id: t.acme,
  company: '  Acme Bakery & Co ',
  timezone: 'Europe/Paris',
  country: 'fr',
  industry_id: 9,
});

const kitBody = () => ({
  account_id: t.acme,
  brandColor: '#0f766e',
  palette: ['#ffcc00', '#112233'],
  headingFont: 'georgia',
  bodyFont: 'humanist',
  tone_of_voice: 'Playful',
  language: 'French',
});

describe('organisation profile', () => {
  it('answers the account profile; saving trims and stores it; the switcher, owner and time zone calls agree', async () => {
    const before = await t.getAs(t.owner, '/api/auth/getAccountProfile', { account_Id: t.acme });
    expect(v.parse(accountProfileResponse, before.json).data).toMatchObject({
      account_id: t.acme,
      company: 'Acme Bakery',
      timezone: 'Europe/London',
      country: null,
      industry_id: null,
    });
    const saved = await post(t.owner.token, 'updateAccountProfile', profileBody());
    expect(saved.status).toBe(200);
    expect(v.parse(accountProfileResponse, saved.json).data).toMatchObject({
      company: 'Acme Bakery & Co',
      timezone: 'Europe/Paris',
      country: 'FR',
      industry_id: 9,
    });
    const owner = await t.getAs(t.owner, '/api/auth/getaccountowner', { account_Id: t.acme });
    expect(owner.json).toMatchObject({ data: [{ accountName: 'Acme Bakery & Co' }] });
    const zone = await t.getAs(t.owner, '/api/auth/getUserTimeZone', { account_Id: t.acme });
    expect(zone.json).toMatchObject({ data: { timezone: 'Europe/Paris' } });
    const list = await call(t.server.app, 'GET', '/api/auth/getUAccounts', { token: t.owner.token });
    expect(list.text).toContain('Acme Bakery & Co');
    // Back, so the other tests see the seeded account.
    const back = await post(t.owner.token, 'updateAccountProfile', {
      account_id: t.acme,
      company: 'Acme Bakery',
      timezone: 'Europe/London',
      country: null,
      industry_id: null,
    });
    expect(back.status).toBe(200);
  });

  it.each([
    ['company', { company: 'A' }, organisationMessages.companyShort],
    ['company', { company: 'x'.repeat(121) }, organisationMessages.companyLong],
    ['timezone', { timezone: ' ' }, organisationMessages.timezoneMissing],
  ] as const)('refuses a bad %s with the form sentence (400)', async (field, change, sentence) => {
    const answer = await post(t.owner.token, 'updateAccountProfile', { ...profileBody(), ...change });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message: sentence });
  });

  it('refuses an unknown time zone, country or industry (400 at the field)', async () => {
    for (const [field, change] of [
      ['timezone', { timezone: 'Mars/Olympus' }],
      ['country', { country: 'QQ' }],
      ['industry_id', { industry_id: 999 }],
    ] as const) {
      const answer = await post(t.owner.token, 'updateAccountProfile', { ...profileBody(), ...change });
      expect(answer.status, field).toBe(400);
      expect(answer.json, field).toMatchObject({ field });
    }
  });

  it("refuses the name of another of the user's accounts in any case (409), but keeps its own name", async () => {
    const taken = await post(t.owner.token, 'updateAccountProfile', {
      ...profileBody(),
      company: ' northwind STUDIO ',
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ field: 'company', message: 'Account already exists' });
    const same = await post(t.owner.token, 'updateAccountProfile', {
      ...profileBody(),
      company: 'ACME BAKERY',
      timezone: 'Europe/London',
    });
    expect(same.status).toBe(200);
    await post(t.owner.token, 'updateAccountProfile', {
      ...profileBody(),
      company: 'Acme Bakery',
      timezone: 'Europe/London',
      country: null,
      industry_id: null,
    });
  });

  it('is read-only for a viewer (403) and names the industries publicly', async () => {
    const viewer = await post(t.viewer.token, 'updateAccountProfile', profileBody());
    expect(viewer.status).toBe(403);
    const read = await t.getAs(t.viewer, '/api/auth/getAccountProfile', { account_Id: t.acme });
    expect(read.status).toBe(200);
    const foreign = await post(t.viewer.token, 'updateAccountProfile', {
      ...profileBody(),
      account_id: t.northwind,
    });
    expect(foreign.status).toBe(404);
    const industries = await call(t.server.app, 'GET', '/api/getOffsetIndustry');
    const data = v.parse(optionsResponse, industries.json).data ?? [];
    expect(data.length).toBeGreaterThan(10);
    expect(data).toContainEqual({ id: 9, name: 'Food and restaurants' });
  });
});

describe('brand kit', () => {
  it('answers the seeded kit, saves the kit (colour upper-cased; tone and language in the post settings)', async () => {
    const before = await t.getAs(t.owner, '/api/auth/getBrandKit', { account_Id: t.acme });
    // Acme Bakery is seeded with its colours (issue 19: the design editor's swatches) and the default fonts.
    expect(v.parse(brandKitResponse, before.json).data).toMatchObject({
      brandColor: '#B45309',
      palette: ['#7C2D12', '#FDE68A'],
      headingFont: 'system-sans',
      bodyFont: 'system-sans',
    });
    const saved = await post(t.owner.token, 'updateBrandKit', kitBody());
    expect(saved.status).toBe(200);
    expect(v.parse(brandKitResponse, saved.json).data).toMatchObject({
      brandColor: '#0F766E',
      palette: ['#FFCC00', '#112233'],
      headingFont: 'georgia',
      bodyFont: 'humanist',
      tone_of_voice: 'Playful',
      language: 'French',
    });
    const setting = await t.getAs(t.owner, '/api/auth/getSetting', { account_Id: t.acme });
    expect(setting.json).toMatchObject({ data: [{ tone_of_voice: 'Playful', language: 'French' }] });
    const again = await t.getAs(t.owner, '/api/auth/getBrandKit', { account_Id: t.acme });
    expect(v.parse(brandKitResponse, again.json).data).toEqual(v.parse(brandKitResponse, saved.json).data);
  });

  it('refuses a bad colour, a fifth palette colour, an unknown font, tone or language', async () => {
    for (const [field, change] of [
      ['brandColor', { brandColor: '#12345' }],
      ['palette', { palette: ['#111111', '#222222', '#333333', '#444444', '#555555'] }],
      ['palette', { palette: ['red'] }],
      ['headingFont', { headingFont: 'Comic Sans' }],
    ] as const) {
      const answer = await post(t.owner.token, 'updateBrandKit', { ...kitBody(), ...change });
      expect(answer.status, field).toBe(400);
    }
    const tone = await post(t.owner.token, 'updateBrandKit', { ...kitBody(), tone_of_voice: 'Grumpy' });
    expect(tone.json).toMatchObject({ field: 'tone_of_voice', message: brandKitMessages.choiceMissing });
    const language = await post(t.owner.token, 'updateBrandKit', { ...kitBody(), language: 'Klingon' });
    expect(language.json).toMatchObject({ field: 'language' });
  });

  it('is read-only for a viewer (403)', async () => {
    const viewer = await post(t.viewer.token, 'updateBrandKit', kitBody());
    expect(viewer.status).toBe(403);
    const read = await t.getAs(t.viewer, '/api/auth/getBrandKit', { account_Id: t.acme });
    expect(read.status).toBe(200);
  });
});
