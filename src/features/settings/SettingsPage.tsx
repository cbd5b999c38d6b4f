/**
 * The settings hub, /userSetting and /{accid}/userSetting (spec 2.3; issue 16): one "Settings" heading over the tabs
 * Profile, Billing, Social accounts, Team and Posting schedule (src/domain/settings.ts). The URL hash is the tab: no hash or
 * one the hub does not know shows Profile, and the hash is replaced with `#profile` without a history entry;
 * choosing a tab adds one, so Back returns to the tab before. The arrows move between tabs and Enter or Space
 * chooses (manual activation): each panel loads its own code and data, so passing over a tab loads nothing and
 * leaves no history entry. Each panel is loaded on first view and shows a skeleton meanwhile; its title is an <h2>.
 */
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { PageProps } from '../../app/pages.tsx';
import { useAppLocation } from '../../app/useAppLocation.ts';
import {
  SETTINGS_TABS,
  SETTINGS_TITLE,
  settingsTabOf,
  settingsTabUrl,
  type SettingsTab,
  type SettingsTabId,
} from '../../domain/settings.ts';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
// The profile tab is the hub's default and the /userprofile page (index.ts): it is in this chunk either way.
import { ProfileTab } from './ProfileTab.tsx';

const BillingPanel = lazy(async () => {
  const { Billing } = await import('../billing/index.ts');
  return {
    default: function BillingPanel() {
      return <Billing level={2} />;
    },
  };
});

const SocialPanel = lazy(async () => ({ default: (await import('../social/index.ts')).SocialAccountsTab }));

const TeamPanel = lazy(async () => {
  const { TeamPanel: Team } = await import('../team/index.ts');
  return {
    default: function TeamPanel() {
      return <Team level={2} />;
    },
  };
});

const SchedulePanel = lazy(async () => {
  const { FeedSchedule } = await import('../schedule/index.ts');
  return {
    default: function SchedulePanel() {
      return <FeedSchedule level={2} />;
    },
  };
});

const PANELS: Readonly<Record<SettingsTabId, ComponentType>> = {
  profile: ProfileTab,
  billing: BillingPanel,
  social: SocialPanel,
  team: TeamPanel,
  schedule: SchedulePanel,
};

function SettingsPanel({ tab }: { tab: SettingsTab }) {
  const Panel = PANELS[tab.id];
  return (
    <Suspense fallback={<SkeletonBlock label={tab.loading} lines={4} className="max-w-3xl" />}>
      <Panel />
    </Suspense>
  );
}

export function SettingsPage(_props: PageProps) {
  const { pathname, search, hash } = useAppLocation();
  const { tab, known } = settingsTabOf(hash);

  useEffect(() => {
    if (!known) navigate(settingsTabUrl(pathname, search, tab), { replace: true });
  }, [known, pathname, search, tab]);

  const choose = (id: string) => {
    const next = SETTINGS_TABS.find((candidate) => candidate.id === id);
    if (next && next !== tab) navigate(settingsTabUrl(pathname, search, next));
  };

  return (
    <section
      aria-labelledby="settings-title"
      className="mx-auto flex max-w-5xl min-w-0 flex-col gap-4 px-4 py-6 sm:px-6"
    >
      <h1 id="settings-title" className="text-2xl font-semibold text-slate-900">
        {SETTINGS_TITLE}
      </h1>
      <Tabs
        label={SETTINGS_TITLE}
        manual
        selected={tab.id}
        onSelect={choose}
        tabs={SETTINGS_TABS.map((each) => ({
          id: each.id,
          label: each.label,
          content: <SettingsPanel tab={each} />,
        }))}
      />
    </section>
  );
}
