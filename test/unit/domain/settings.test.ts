import { describe, expect, it } from 'vitest';
import { TOP_MENU } from '../../../src/domain/navigation.ts';
import { isSavedSettingsUrl, SOCIAL_ACCOUNTS_SETTINGS } from '../../../src/domain/postLoginRoute.ts';
import { PROFILE_MENU_LINKS } from '../../../src/domain/profileMenu.ts';
import { matchRoute } from '../../../src/domain/routes.ts';
import {
  BILLING_TAB_HASH,
  DEFAULT_SETTINGS_TAB,
  POSTING_SCHEDULE_TAB_HASH,
  PROFILE_TAB_HASH,
  SETTINGS_PATH,
  SETTINGS_TABS,
  SOCIAL_TAB_HASH,
  TEAM_TAB_HASH,
  settingsTabById,
  settingsTabOf,
  settingsTabUrl,
  type SettingsTabId,
} from '../../../src/domain/settings.ts';
import { SOCIAL_TAB_HASH as SOCIAL_DOMAIN_HASH } from '../../../src/domain/social.ts';

describe('the settings hub (spec 2.3; issue 16)', () => {
  it('shows Profile, Billing, Social accounts, Team and Posting schedule, in that order', () => {
    expect(SETTINGS_TABS.map((tab) => [tab.label, tab.hash])).toEqual([
      ['Profile', '#profile'],
      ['Billing', '#billing_tab'],
      ['Social accounts', '#social_media_accounts'],
      ['Team', '#team'],
      ['Posting schedule', '#posting_schedule'],
    ]);
    expect(DEFAULT_SETTINGS_TAB.id).toBe('profile');
    expect(new Set(SETTINGS_TABS.map((tab) => tab.id)).size).toBe(SETTINGS_TABS.length);
  });

  it.each<[string, SettingsTabId]>([
    [PROFILE_TAB_HASH, 'profile'],
    [BILLING_TAB_HASH, 'billing'],
    [SOCIAL_TAB_HASH, 'social'],
    [TEAM_TAB_HASH, 'team'],
    [POSTING_SCHEDULE_TAB_HASH, 'schedule'],
  ])('the hash %s selects the %s tab', (hash, id) => {
    expect(settingsTabOf(hash)).toEqual({ tab: settingsTabById(id), known: true });
  });

  it.each([
    '',
    '#',
    '#members',
    '#Profile',
    '#billing',
    'billing_tab',
    '#billing_tab#x',
    '#social_media_accounts ',
  ])('an absent or unknown hash (%j) shows Profile and asks for its hash', (hash) => {
    const choice = settingsTabOf(hash);
    expect(choice.tab.id).toBe('profile');
    expect(choice.known).toBe(false);
    expect(choice.tab.hash).toBe('#profile');
  });

  it('keeps the path and query when moving to a tab', () => {
    const billing = settingsTabById('billing');
    expect(settingsTabUrl('/12/userSetting', '', billing)).toBe('/12/userSetting#billing_tab');
    expect(settingsTabUrl('/12/userSetting', '?updateCard=1', billing)).toBe(
      '/12/userSetting?updateCard=1#billing_tab',
    );
  });

  it('is the page of the route table the menus, the profile menu and the social redirect lead to', () => {
    expect(matchRoute(SETTINGS_PATH)?.route).toMatchObject({ name: 'userSetting', area: 'settings' });
    expect(matchRoute(`/12${SETTINGS_PATH}`)?.route).toMatchObject({
      name: 'accid-userSetting',
      area: 'settings',
    });
    expect(TOP_MENU.find((item) => item.id === 'settings')?.path).toBe(SETTINGS_PATH);
    expect(PROFILE_MENU_LINKS.map((link) => settingsTabOf(link.hash).tab.id)).toEqual(['profile', 'billing']);
    expect(SOCIAL_ACCOUNTS_SETTINGS).toBe('/userSetting#social_media_accounts');
    expect(settingsTabOf(SOCIAL_ACCOUNTS_SETTINGS.slice(SETTINGS_PATH.length))).toMatchObject({
      known: true,
    });
    expect(SOCIAL_DOMAIN_HASH).toBe(SOCIAL_TAB_HASH);
    for (const tab of SETTINGS_TABS) expect(isSavedSettingsUrl(`/12${SETTINGS_PATH}${tab.hash}`)).toBe(true);
  });
});
