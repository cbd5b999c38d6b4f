/**
 * The settings hub, /userSetting and /{accid}/userSetting (spec 2.3; issue 16): its tabs in order, their wording and
 * the URL hash that selects each. The hash is the tab: no hash or one the hub does not know shows the profile tab
 * (the view then replaces the hash with `#profile` without a history entry); choosing a tab sets its hash. Pure:
 * shared by the views, the menus (profileMenu.ts) and the post-login rule (postLoginRoute.ts).
 */

/** The settings page's path without the account id (the route table's `userSetting`). */
export const SETTINGS_PATH = '/userSetting';

/** The page heading of the hub, and the name of its tab list. */
export const SETTINGS_TITLE = 'Settings';

/** Spec 2.3: the profile tab. */
export const PROFILE_TAB_HASH = '#profile';
/** Spec 2.3: the billing tab. */
export const BILLING_TAB_HASH = '#billing_tab';
/** Spec 2.3: the social accounts tab. */
export const SOCIAL_TAB_HASH = '#social_media_accounts';
/** The posting schedule tab (the days and times of /dayTimeSchedule). */
export const POSTING_SCHEDULE_TAB_HASH = '#posting_schedule';
/** The team tab (the members of /users). */
export const TEAM_TAB_HASH = '#team';

export type SettingsTabId = 'profile' | 'billing' | 'social' | 'team' | 'schedule';

export interface SettingsTab {
  readonly id: SettingsTabId;
  /** The tab's wording; its panel is named by it. */
  readonly label: string;
  readonly hash: string;
  /** What a screen reader hears while the panel's code loads. */
  readonly loading: string;
}

/** The tabs in the order they show. */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { id: 'profile', label: 'Profile', hash: PROFILE_TAB_HASH, loading: 'Loading your profile' },
  { id: 'billing', label: 'Billing', hash: BILLING_TAB_HASH, loading: 'Loading billing' },
  {
    id: 'social',
    label: 'Social accounts',
    hash: SOCIAL_TAB_HASH,
    loading: 'Loading your social accounts',
  },
  { id: 'team', label: 'Team', hash: TEAM_TAB_HASH, loading: 'Loading the team' },
  {
    id: 'schedule',
    label: 'Posting schedule',
    hash: POSTING_SCHEDULE_TAB_HASH,
    loading: 'Loading your posting schedule',
  },
];

/** The tab shown when the hash names none. */
export const DEFAULT_SETTINGS_TAB: SettingsTab = SETTINGS_TABS[0]!;

export interface SettingsTabChoice {
  readonly tab: SettingsTab;
  /** False when the hash names no tab: the view replaces it with the shown tab's hash. */
  readonly known: boolean;
}

/** Which tab a URL hash (`location.hash`, with its '#', or '') shows: the tab it names, else the profile tab. */
export function settingsTabOf(hash: string): SettingsTabChoice {
  const tab = SETTINGS_TABS.find((candidate) => candidate.hash === hash);
  return tab ? { tab, known: true } : { tab: DEFAULT_SETTINGS_TAB, known: false };
}

/** The tab with id `id`. */
export function settingsTabById(id: SettingsTabId): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab.id === id) ?? DEFAULT_SETTINGS_TAB;
}

/** The address of a tab on the page at `pathname` with query `search` (kept, e.g. `?updateCard=1`). */
export function settingsTabUrl(pathname: string, search: string, tab: SettingsTab): string {
  return `${pathname}${search}${tab.hash}`;
}
