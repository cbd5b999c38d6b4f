/**
 * Tabs on Headless UI (issue 14): arrow keys (and Home, End) move between tabs, each panel is labelled by its tab.
 * Controlled by `selected` (an id) when the caller keeps it, e.g. in the address's hash; otherwise the first tab
 * opens. A tab is chosen as focus reaches it, unless `manual`: then the arrows only move focus and Enter or Space
 * chooses, for panels that load code or data (and for a choice that adds a history entry). On a narrow screen the
 * tab list scrolls sideways inside itself (the page does not), and the chosen or focused tab is scrolled into it.
 */
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { revealSideways } from './revealSideways.ts';

/** A tab's label; once its tab is chosen (on load, by a click, by Back), the tab is scrolled into the list. */
function TabLabel({ selected, children }: { selected: boolean; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const tab = ref.current?.closest<HTMLElement>('[role="tab"]');
    if (selected && tab) revealSideways(tab);
  }, [selected]);
  return <span ref={ref}>{children}</span>;
}

function revealFocusedTab(event: FocusEvent<HTMLElement>) {
  if (event.target.getAttribute('role') === 'tab') revealSideways(event.target);
}

export interface TabItem {
  readonly id: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
  /** Keep the panel mounted (hidden) while another tab is shown, so what it holds (filters, a page) survives. */
  readonly keepMounted?: boolean;
}

export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
  manual = false,
}: {
  tabs: readonly TabItem[];
  selected?: string;
  onSelect?: (id: string) => void;
  /** Names the tab list for screen readers ('Settings'). */
  label: string;
  /** Arrow keys move focus only; Enter or Space chooses the focused tab. */
  manual?: boolean;
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
      manual={manual}
      selectedIndex={index}
      onChange={(next) => {
        const tab = tabs[next];
        if (tab) onSelect?.(tab.id);
      }}
    >
      <TabList
        aria-label={label}
        onFocus={revealFocusedTab}
        className="scroll-fade-x flex max-w-full gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset data-selected:border-indigo-600 data-selected:text-indigo-700"
          >
            {({ selected: chosen }) => <TabLabel selected={chosen}>{tab.label}</TabLabel>}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel
            key={tab.id}
            unmount={!tab.keepMounted}
            className="focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
