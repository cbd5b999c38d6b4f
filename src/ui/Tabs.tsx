/**
 * Tabs on Headless UI (issue 14): arrow keys move between tabs, each panel is labelled by its tab. Controlled by
 * `selected` (an id) when the caller keeps it, e.g. in the address's hash; otherwise the first tab opens.
 */
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface TabItem {
  readonly id: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
}

export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly TabItem[];
  selected?: string;
  onSelect?: (id: string) => void;
  /** Names the tab list for screen readers ('Settings'). */
  label: string;
}) {
  const index =
    selected === undefined
      ? undefined
      : Math.max(
          0,
          tabs.findIndex((tab) => tab.id === selected),
        );
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(next) => {
        const tab = tabs[next];
        if (tab) onSelect?.(tab.id);
      }}
    >
      <TabList aria-label={label} className="flex max-w-full gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 data-selected:border-indigo-600 data-selected:text-indigo-700"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel
            key={tab.id}
            className="focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
