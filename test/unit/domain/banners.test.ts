import { describe, expect, it } from 'vitest';
import {
  WELCOME_MAIL_PLAN_ID,
  WELCOME_TEXT,
  impersonationBannerText,
  welcomeMailOf,
} from '../../../src/domain/banners.ts';
import { welcomeMailRequest } from '../../../src/contract/onboarding.ts';
import * as v from 'valibot';
import { authSampleData } from '../../../machines/auth.samples.ts';

/** Olivia Owner, user owner@demo.test (7). */
const { user } = authSampleData;

describe('impersonation banner (spec 1)', () => {
  it("reads 'Hi {admin}, You are logged in as {user}' with the admin's first name", () => {
    expect(impersonationBannerText({ ...user, impersonator: { first_name: 'Sam' } })).toBe(
      'Hi Sam, You are logged in as Olivia Owner',
    );
  });

  it("uses the word Admin when the admin's first name is unknown", () => {
    for (const impersonator of [{ first_name: null }, { first_name: '  ' }, null, undefined]) {
      expect(impersonationBannerText({ ...user, impersonator })).toBe(
        'Hi Admin, You are logged in as Olivia Owner',
      );
    }
  });

  it('falls back to the username when the user has no name', () => {
    expect(
      impersonationBannerText({ ...user, name: { first_name: '', last_name: '' }, impersonator: null }),
    ).toBe('Hi Admin, You are logged in as owner@demo.test');
  });
});

describe('welcome (spec 1, 4.2, 7.1)', () => {
  it('the text says the account helps manage and automate social media', () => {
    expect(WELCOME_TEXT).toMatch(/manage and automate your social media/);
  });

  it('the welcome mail body matches the contract', () => {
    const body = welcomeMailOf(user);
    expect(body).toEqual({ user_id: 7, username: 'owner@demo.test', firstName: 'Olivia', plan_id: 28 });
    expect(v.safeParse(welcomeMailRequest, body).success).toBe(true);
    expect(WELCOME_MAIL_PLAN_ID).toBe(28);
  });
});
