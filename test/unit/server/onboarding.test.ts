import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { accountsResponse } from '../../../src/contract/accounts.ts';
import {
  accountOwnerResponse,
  countriesResponse,
  createAccountResponse,
  defaultBrandColorResponse,
  onboardingPlansResponse,
  onboardingTypeResponse,
  onboardingTypesResponse,
  statesResponse,
  timezonesResponse,
  userTimezoneResponse,
  welcomeMailResponse,
} from '../../../src/contract/onboarding.ts';
import { MANY, OWNER, STAFF, VIEWER, call, latestMailTo, logIn, outbox, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER });

const newAccount = (overrides: Record<string, unknown> = {}) => ({
  company: 'Fresh Fields',
  pricing_id: 11,
  maptimezone: '',
  timezone: 'Europe/Paris',
  Onboarding_type_id: 6,
  landing_url: '/subjects_services',
  ...overrides,
});

describe('GET /api/auth/getaccountowner', () => {
  it('answers [{accountName, logo}] of the account in the account_id header', async () => {
    const answer = await t.getAs(t.owner, '/api/auth/getaccountowner', { account_id: t.northwind });
    expect(answer.status).toBe(200);
    expect(v.parse(accountOwnerResponse, answer.json).data).toEqual([
      { accountName: 'Northwind Studio', logo: null },
    ]);
  });

  it('without the header is a 400 naming account_id', async () => {
    const answer = await call(t.server.app, 'GET', '/api/auth/getaccountowner', { token: t.owner.token });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'account_id' });
  });

  it('a non-number header is a 400 naming it', async () => {
    const answer = await call(t.server.app, 'GET', '/api/auth/getaccountowner', {
      token: t.owner.token,
      headers: { account_Id: 'x1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'account_Id' });
  });
});

describe('GET /api/auth/getallonboardingtypes', () => {
  it('lists every type; the account type is selected; one type has no flow', async () => {
    const answer = await t.getAs(t.owner, '/api/auth/getallonboardingtypes', { account_Id: t.acme });
    expect(answer.status).toBe(200);
    const types = v.parse(onboardingTypesResponse, answer.json).data ?? [];
    expect(types.map((type) => type.id).sort()).toEqual([1, 2, 3, 6]);
    expect(types.filter((type) => type.selected).map((type) => type.id)).toEqual([6]);
    expect(types.find((type) => type.id === 3)?.onboarding_flow).toBeNull();
    const flow = JSON.parse(types.find((type) => type.id === 6)!.onboarding_flow!) as { url: string }[];
    expect(flow[0]?.url).toBe('/subjects_services');
  });

  it('without an account selects the default type 6', async () => {
    const staff = await logIn(t.server.app, STAFF);
    const answer = await call(t.server.app, 'GET', '/api/auth/getallonboardingtypes', { token: staff.token });
    const types = v.parse(onboardingTypesResponse, answer.json).data ?? [];
    expect(types.filter((type) => type.selected).map((type) => type.id)).toEqual([6]);
  });
});

describe('POST /api/auth/getOnboardingPlans', () => {
  it("answers the type's plans with the fields of spec 3", async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/getOnboardingPlans', {
      token: t.owner.token,
      body: { Obid: 6 },
    });
    expect(answer.status).toBe(200);
    const plans = v.parse(onboardingPlansResponse, answer.json).data ?? [];
    expect(plans.map((plan) => plan.id).sort((a, b) => a - b)).toEqual([
      7, 10, 11, 12, 13, 14, 15, 16, 17, 28,
    ]);
    expect(plans.find((plan) => plan.id === 28)).toMatchObject({
      price: 1,
      displayName: 1,
      symbol: '$',
      currencyCode: 'USD',
    });
    expect(plans.find((plan) => plan.id === 7)).toMatchObject({ paddlePriceId: null });
    const offered = plans.filter((plan) => plan.price > 1 && plan.paddlePriceId !== null);
    expect(offered.length).toBeGreaterThanOrEqual(3);
    expect(new Set(plans.map((plan) => plan.billingPeriod))).toEqual(new Set([3, 6]));
    expect(answer.json).toMatchObject({
      data: expect.arrayContaining([
        expect.objectContaining({
          id: 12,
          billCode: 'yearly',
          billingPeriod: 6,
          featuresList: expect.any(String),
        }),
      ]),
    });
  });

  it('type 2 offers its own selection', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/getOnboardingPlans', {
      token: t.owner.token,
      body: { Obid: '2' },
    });
    const plans = v.parse(onboardingPlansResponse, answer.json).data ?? [];
    expect(plans.map((plan) => plan.id).sort((a, b) => a - b)).toEqual([13, 14, 15, 17, 28]);
  });

  it.each([
    [{}, 'Obid: Obid is required'],
    [{ Obid: 'six' }, 'Obid: Obid must be a whole number'],
    [{ Obid: 99 }, 'Obid: no such account type'],
  ])('refuses %o with a 400 naming Obid', async (body, message) => {
    const answer = await call(t.server.app, 'POST', '/api/auth/getOnboardingPlans', {
      token: t.owner.token,
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'Obid', message });
  });
});

describe('POST /api/auth/createAccount', () => {
  it('creates the account; the creator gets account_role 1, roleType 1 and the landing_url asked for', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/createAccount', {
      token: t.owner.token,
      headers: { accountId: String(t.acme) },
      body: newAccount({ company: '  Fresh Fields  ', landing_url: '/topics' }),
    });
    expect(answer.status).toBe(200);
    const body = v.parse(createAccountResponse, answer.json);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      accountName: 'Fresh Fields',
      account_role: 1,
      roleType: 1,
      landing_url: '/topics',
      Onboarding_type_id: 6,
      checked: false,
      isInvited: 0,
    });
    const [row] = await t.server.db.query<{ timezone: string; plan_id: number; brand_color: string | null }>(
      'select timezone, plan_id, brand_color from accounts where id = $1',
      [body.data!.id],
    );
    expect(row).toEqual({ timezone: 'Europe/Paris', plan_id: 11, brand_color: null });
    const list = await call(t.server.app, 'GET', '/api/auth/getUAccounts', { token: t.owner.token });
    expect((v.parse(accountsResponse, list.json).data ?? []).map((a) => a.accountName)).toContain(
      'Fresh Fields',
    );
  });

  it("a name the user already has (any case) answers code 500 'Account already exists' with HTTP 200", async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/createAccount', {
      token: t.owner.token,
      body: newAccount({ company: ' ACME bakery ' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 500, code: 500, message: 'Account already exists', data: null });
    const rows = await t.server.db.query("select 1 from accounts where lower(account_name) = 'acme bakery'");
    expect(rows).toHaveLength(1);
  });

  it("another user's account of the same name is no obstacle; a first account becomes the landing one", async () => {
    const staff = await logIn(t.server.app, STAFF);
    const answer = await call(t.server.app, 'POST', '/api/auth/createAccount', {
      token: staff.token,
      body: newAccount({ company: 'Northwind Studio', timezone: '', maptimezone: '(GMT+09:00) Tokyo' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      code: 200,
      data: { accountName: 'Northwind Studio', checked: true },
    });
    const [row] = await t.server.db.query<{ timezone: string; map_timezone: string }>(
      'select timezone, map_timezone from accounts where id = $1',
      [(answer.json as { data: { id: number } }).data.id],
    );
    expect(row).toEqual({ timezone: 'Asia/Tokyo', map_timezone: '(GMT+09:00) Tokyo' });
  });

  it('onboarding type 2 saves the default brand colour on the account (spec 6)', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/createAccount', {
      token: t.owner.token,
      body: newAccount({
        company: 'Partner Co',
        Onboarding_type_id: 2,
        pricing_id: 13,
        landing_url: '/goals_objectives',
      }),
    });
    expect(answer.status).toBe(200);
    const id = (answer.json as { data: { id: number } }).data.id;
    const [row] = await t.server.db.query<{ brand_color: string }>(
      'select brand_color from accounts where id = $1',
      [id],
    );
    const colour = await call(t.server.app, 'POST', '/api/getDefaultBrandColor', { body: { id: 2 } });
    expect(row?.brand_color).toBe(v.parse(defaultBrandColorResponse, colour.json).data?.brandColor);
    expect(row?.brand_color).toBe('#0F766E');
  });

  it.each([
    [{ company: 'A' }, 'company', 'company: company must have at least 2 characters'],
    [{ company: '   ' }, 'company', 'company: company must have at least 2 characters'],
    [{ company: undefined }, 'company', 'company: company is required'],
    [{ pricing_id: 28 }, 'pricing_id', 'pricing_id: this plan is not offered for this account type'],
    [{ pricing_id: 7 }, 'pricing_id', 'pricing_id: this plan is not offered for this account type'],
    [
      { pricing_id: 16, Onboarding_type_id: 1 },
      'pricing_id',
      'pricing_id: this plan is not offered for this account type',
    ],
    [{ pricing_id: 999 }, 'pricing_id', 'pricing_id: this plan is not offered for this account type'],
    [{ Onboarding_type_id: 3 }, 'Onboarding_type_id', 'Onboarding_type_id: Please select an account type'],
    [{ Onboarding_type_id: 99 }, 'Onboarding_type_id', 'Onboarding_type_id: no such account type'],
    [
      { timezone: 'Mars/Olympus' },
      'timezone',
      'timezone: timezone is not a known timezone (see GET /getTimeZone)',
    ],
    [
      { maptimezone: 'Nowhere' },
      'maptimezone',
      'maptimezone: maptimezone is not a known timezone (see GET /getTimeZone)',
    ],
    [{ landing_url: 'https://evil.example' }, 'landing_url', 'landing_url: landing_url must be a path'],
  ])('refuses %o with a 400 naming the field and creates nothing', async (overrides, field, message) => {
    const before = await t.server.db.query('select id from accounts');
    const answer = await call(t.server.app, 'POST', '/api/auth/createAccount', {
      token: t.owner.token,
      body: newAccount({ company: 'Never Made', ...overrides }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message });
    expect(await t.server.db.query('select id from accounts')).toHaveLength(before.length);
  });
});

describe('GET /api/auth/getUserTimeZone', () => {
  it('answers the timezone of the account in the header, else of the landing account', async () => {
    const landing = await call(t.server.app, 'GET', '/api/auth/getUserTimeZone', { token: t.owner.token });
    expect(v.parse(userTimezoneResponse, landing.json).data).toMatchObject({
      timezone: 'Europe/London',
      country: 'GB',
    });
    const northwindZone = await t.getAs(t.owner, '/api/auth/getUserTimeZone', { accountId: t.northwind });
    expect(v.parse(userTimezoneResponse, northwindZone.json).data).toMatchObject({
      timezone: 'America/New_York',
      offset: '-05:00',
    });
  });

  it('answers UTC for an account without a timezone', async () => {
    const created = await call(t.server.app, 'POST', '/api/auth/createAccount', {
      token: t.owner.token,
      body: newAccount({ company: 'No Zone Ltd', timezone: '' }),
    });
    const id = (created.json as { data: { id: number } }).data.id;
    const answer = await t.getAs(t.owner, '/api/auth/getUserTimeZone', { accountId: id });
    expect(v.parse(userTimezoneResponse, answer.json).data).toMatchObject({
      timezone: 'UTC',
      offset: '+00:00',
    });
  });
});

describe('POST /api/auth/welcomeMailDollar1', () => {
  it('mails the welcome once; a second call is a 200 that does nothing', async () => {
    const many = await logIn(t.server.app, MANY);
    const body = { user_id: many.user.id, username: MANY.username, firstName: 'Max', plan_id: 28 };
    const first = await call(t.server.app, 'POST', '/api/auth/welcomeMailDollar1', {
      token: many.token,
      body,
    });
    expect(first.status).toBe(200);
    expect(v.parse(welcomeMailResponse, first.json)).toMatchObject({ code: 200, data: { sent: true } });
    const mail = await latestMailTo(t.server.app, MANY.username);
    expect(mail?.subject).toBe('Welcome to Brandpilot');
    expect(mail?.text).toContain('One Dollar Trial');
    const count = (await outbox(t.server.app)).length;

    const second = await call(t.server.app, 'POST', '/api/auth/welcomeMailDollar1', {
      token: many.token,
      body,
    });
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({
      code: 200,
      data: { sent: false },
      message: 'Welcome mail already sent.',
    });
    expect((await outbox(t.server.app)).length).toBe(count);
  });

  it('refuses another user id with a 403', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/welcomeMailDollar1', {
      token: t.viewer.token,
      body: { user_id: t.owner.user.id, username: 'owner@demo.test', firstName: 'Olivia', plan_id: 28 },
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({
      status: 403,
      message: 'You can only send the welcome mail to yourself.',
    });
  });

  it.each([
    [{ username: 'nope' }, 'username', 'username: username must be an e-mail address'],
    [{ plan_id: 999 }, 'plan_id', 'plan_id: no such plan'],
    [{ plan_id: undefined }, 'plan_id', 'plan_id: plan_id is required'],
    [{ firstName: undefined }, 'firstName', 'firstName: firstName is required'],
  ])('refuses %o with a 400 naming the field', async (overrides, field, message) => {
    const answer = await call(t.server.app, 'POST', '/api/auth/welcomeMailDollar1', {
      token: t.viewer.token,
      body: {
        user_id: t.viewer.user.id,
        username: VIEWER.username,
        firstName: 'Vera',
        plan_id: 28,
        ...overrides,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message });
  });
});

describe('public reference calls', () => {
  it('POST /api/getonboardingtype answers [{id, onboarding_flow}]', async () => {
    const answer = await call(t.server.app, 'POST', '/api/getonboardingtype', {
      body: { id: 6 },
      headers: { account_Id: String(t.acme) },
    });
    expect(answer.status).toBe(200);
    const data = v.parse(onboardingTypeResponse, answer.json).data ?? [];
    expect(data).toHaveLength(1);
    expect(data[0]?.id).toBe(6);
    expect(data[0]?.onboarding_flow).toMatch(/^\[\{"url":"\/subjects_services"\}/);
    const none = await call(t.server.app, 'POST', '/api/getonboardingtype', { body: { id: 3 } });
    expect(v.parse(onboardingTypeResponse, none.json).data).toEqual([{ id: 3, onboarding_flow: null }]);
  });

  it.each([
    ['/api/getonboardingtype', {}, 'id: id is required'],
    ['/api/getonboardingtype', { id: 42 }, 'id: no such account type'],
    ['/api/getDefaultBrandColor', { id: 'x' }, 'id: id must be a whole number'],
    ['/api/getDefaultBrandColor', { id: 42 }, 'id: no such account type'],
  ])('%s refuses %o with a 400 naming id', async (path, body, message) => {
    const answer = await call(t.server.app, 'POST', path, { body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'id', message });
  });

  it('POST /api/getDefaultBrandColor answers the colour of a type', async () => {
    const answer = await call(t.server.app, 'POST', '/api/getDefaultBrandColor', { body: { id: 6 } });
    expect(v.parse(defaultBrandColorResponse, answer.json).data?.brandColor).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('GET /api/getTimeZone lists real IANA zones with offsets', async () => {
    const answer = await call(t.server.app, 'GET', '/api/getTimeZone');
    const zones = v.parse(timezonesResponse, answer.json).data ?? [];
    expect(zones.length).toBeGreaterThanOrEqual(12);
    for (const zone of zones) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone.timezone })).not.toThrow();
      expect(zone.offset).toMatch(/^[+-]\d{2}:\d{2}$/);
    }
    expect(zones).toContainEqual(expect.objectContaining({ timezone: 'Asia/Kolkata', offset: '+05:30' }));
  });

  it('GET /api/getCountries lists countries with their ISO code', async () => {
    const answer = await call(t.server.app, 'GET', '/api/getCountries');
    const countries = v.parse(countriesResponse, answer.json).data ?? [];
    expect(countries.length).toBeGreaterThanOrEqual(15);
    expect(countries).toContainEqual({ name: 'United States', sortname: 'US' });
    expect(countries.map((country) => country.name)).toEqual([...countries.map((c) => c.name)].sort());
  });

  it('GET /api/getStates?country=XX lists the states of a country (any case)', async () => {
    const answer = await call(t.server.app, 'GET', '/api/getStates?country=ca');
    const states = v.parse(statesResponse, answer.json).data ?? [];
    expect(states.map((state) => state.name)).toEqual(['Alberta', 'British Columbia', 'Ontario', 'Quebec']);
    expect(states.every((state) => state.country === 'CA')).toBe(true);
    const none = await call(t.server.app, 'GET', '/api/getStates?country=FR');
    expect(v.parse(statesResponse, none.json).data).toEqual([]);
  });

  it.each([['/api/getStates'], ['/api/getStates?country=USA'], ['/api/getStates?country=1']])(
    '%s is a 400 naming country',
    async (path) => {
      const answer = await call(t.server.app, 'GET', path);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ field: 'country' });
    },
  );
});
