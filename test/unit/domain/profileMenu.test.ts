import { describe, expect, it } from 'vitest';
import { TOP_MENU } from '../../../src/domain/navigation.ts';
import {
  PROFILE_MENU_LEAVE_GRACE,
  PROFILE_MENU_LINKS,
  betaToggleText,
  dashboardPath,
  deviceKindOf,
  parseBetaToggle,
  profileMenuHref,
  serializeBetaToggle,
  withBetaDashboard,
} from '../../../src/domain/profileMenu.ts';
import { expectEach } from './expectEach.ts';

describe('profile menu (spec 4.6, 2.3, 9)', () => {
  it('hover belongs to a mouse; touch and pen are mobile', () => {
    expectEach(deviceKindOf, [
      ['mouse', 'desktop'],
      ['touch', 'mobile'],
      ['pen', 'mobile'],
      ['', 'mobile'],
    ]);
  });

  it('links to the profile and billing tabs of the user settings, with the account id', () => {
    expect(PROFILE_MENU_LINKS.map((link) => profileMenuHref(link, 12))).toEqual([
      '/12/userSetting#profile',
      '/12/userSetting#billing_tab',
    ]);
    expect(profileMenuHref(PROFILE_MENU_LINKS[0]!, null)).toBe('/userSetting#profile');
  });

  it('waits 300 ms after the mouse leaves', () => {
    expect(PROFILE_MENU_LEAVE_GRACE).toBe(300);
  });
});

describe('beta dashboard toggle (spec 4.7)', () => {
  it('has the spec wording', () => {
    expect(betaToggleText).toMatchObject({
      confirmTitle: 'Dashboard (Beta)',
      confirmText: 'This feature is under development do you want continue?',
      yes: 'YES',
      no: 'NO',
    });
  });

  it("stores 'true' / 'false'; anything else reads as off", () => {
    expect(parseBetaToggle(serializeBetaToggle(true))).toBe(true);
    expect(parseBetaToggle(serializeBetaToggle(false))).toBe(false);
    for (const stored of [null, undefined, '', '1', 'TRUE', 'yes'])
      expect(parseBetaToggle(stored)).toBe(false);
  });

  it('points the top menu Dashboard at the beta dashboard when on', () => {
    const dashboard = TOP_MENU.find((item) => item.id === 'dashboard')!;
    const planner = TOP_MENU.find((item) => item.id === 'contentplanner')!;
    expect(withBetaDashboard(dashboard, true).path).toBe('/dashboard/overview');
    expect(withBetaDashboard(dashboard, false).path).toBe('/dashboard');
    expect(withBetaDashboard(planner, true)).toBe(planner);
    expect(dashboardPath(false)).toBe('/dashboard');
  });
});
