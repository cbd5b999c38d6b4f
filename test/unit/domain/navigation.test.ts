import { describe, expect, it } from 'vitest';
import {
  formatSidebarClock,
  isMenuItemActive,
  menuHref,
  SIDEBAR_MENU,
  TOP_MENU,
  visibleMenu,
  withoutAccountId,
  type MenuItem,
} from '../../../src/domain/navigation.ts';
import { expectEach } from './expectEach.ts';

const item = (items: readonly MenuItem[], id: string): MenuItem => {
  const found = items.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no menu item ${id}`);
  return found;
};
const activeTopItems = (pathname: string) =>
  TOP_MENU.filter((candidate) => isMenuItemActive(candidate, pathname)).map((candidate) => candidate.id);

describe('top menu (spec 2.4)', () => {
  it('lists the areas in order, Dashboard with a beta badge', () => {
    expect(TOP_MENU.map((candidate) => candidate.label)).toEqual([
      'Dashboard',
      'Content Planner',
      'My library',
      'Networking',
      'Help center',
      'Industry News',
      'Settings',
    ]);
    expect(item(TOP_MENU, 'dashboard').badge).toBe('beta');
  });

  it('hides Dashboard and My library from account role 3 (spec 6)', () => {
    expect(visibleMenu(TOP_MENU, 3).map((candidate) => candidate.id)).toEqual([
      'contentplanner',
      'networking',
      'help_center',
      'industry_news',
      'settings',
    ]);
    expect(visibleMenu(TOP_MENU, 1)).toHaveLength(TOP_MENU.length);
    expect(visibleMenu(TOP_MENU, null)).toHaveLength(TOP_MENU.length);
    expect(visibleMenu(SIDEBAR_MENU, 3).map((candidate) => candidate.id)).not.toContain('dashboard');
  });

  it.each([
    '/dashboard',
    '/dashboard/overview',
    '/12/dashboard',
    '/12/dashboard/overview',
    '/12/dashboard/roi',
    '/12/dashboard/action-items',
    '/12/dashboard/google-reviews',
    '/12/dashboard/hashtag-analytics',
    '/12/dashboard/leaderboard',
    '/12/dashboard/leads',
    '/12/dashboard/new-connections',
    '/12/dashboard/reach',
    '/12/dashboard/website-traffic',
    // The top-level ROI address opens the dashboard's ROI page.
    '/roi',
  ])('highlights Dashboard, and only Dashboard, on %s', (pathname) => {
    expect(activeTopItems(pathname)).toEqual(['dashboard']);
  });

  it.each([
    ['/12/contentplanner', 'contentplanner'],
    ['/12/contentplanner/7/8', 'contentplanner'],
    ['/contentplanner', 'contentplanner'],
    ['/12/my_library', 'my_library'],
    ['/brandpilot_network', 'networking'],
    ['/12/help_center', 'help_center'],
    ['/12/industry_news', 'industry_news'],
    ['/12/userSetting', 'settings'],
  ])('highlights the item of %s', (pathname, id) => {
    expect(activeTopItems(pathname)).toEqual([id]);
  });

  it('highlights nothing elsewhere', () => {
    expect(activeTopItems('/12/brandkit')).toEqual([]);
    expect(activeTopItems('/dashboards')).toEqual([]);
    expect(activeTopItems('/roids')).toEqual([]);
    expect(activeTopItems('/no-such-page')).toEqual([]);
  });

  it('links to the current account', () => {
    expectEach(menuHref, [
      [item(TOP_MENU, 'dashboard'), '12', '/12/dashboard'],
      [item(TOP_MENU, 'contentplanner'), '12', '/12/contentplanner'],
      [item(TOP_MENU, 'my_library'), '12', '/12/my_library#content'],
      [item(TOP_MENU, 'networking'), '12', '/brandpilot_network'],
      [item(TOP_MENU, 'settings'), '12', '/12/userSetting'],
      [item(TOP_MENU, 'dashboard'), null, '/dashboard'],
    ]);
  });
});

describe('sidebar menu (spec 2.4)', () => {
  it('lists the spec’s entries', () => {
    expect(SIDEBAR_MENU.map((candidate) => `${candidate.path}${candidate.hash ?? ''}`)).toEqual([
      '/dashboard',
      '/social_accounts',
      '/callback',
      '/plan',
      '/#register',
      '/#login',
      '/change_password',
      '/reset',
      '/topics',
      '/categories',
    ]);
    expect(item(SIDEBAR_MENU, 'social_accounts').label).toBe('My Social Channels');
    expect(item(SIDEBAR_MENU, 'topics').label).toBe('Topics selection');
    expect(item(SIDEBAR_MENU, 'categories').label).toBe('Category selection');
  });

  it('links with the account id where the page is account-scoped', () => {
    expect(menuHref(item(SIDEBAR_MENU, 'topics'), '12')).toBe('/12/topics');
    expect(menuHref(item(SIDEBAR_MENU, 'categories'), '12')).toBe('/12/categories');
    expect(menuHref(item(SIDEBAR_MENU, 'dashboard'), '12')).toBe('/12/dashboard');
    expect(menuHref(item(SIDEBAR_MENU, 'login'), '12')).toBe('/#login');
    expect(isMenuItemActive(item(SIDEBAR_MENU, 'login'), '/')).toBe(false);
    expect(isMenuItemActive(item(SIDEBAR_MENU, 'topics'), '/12/topics')).toBe(true);
  });

  it('formats the clock with seconds', () => {
    const clock = formatSidebarClock(new Date(2024, 0, 5, 14, 3, 9));
    expect(clock.time).toBe('02:03:09 PM');
    expect(clock.date).toBe('2024-01-05');
    expect(clock.iso).toMatch(/^2024-01-05T14:03:09/);
  });
});

describe('withoutAccountId', () => {
  it('drops the account id segment of account-scoped paths only', () => {
    expectEach(withoutAccountId, [
      ['/12/dashboard/reach', '/dashboard/reach'],
      ['/editor/12/7', '/editor/7'],
      ['/12/contentplanner/12/8', '/contentplanner/12/8'],
      ['/dashboard', '/dashboard'],
      ['/12/no-such-page', '/12/no-such-page'],
    ]);
  });
});
