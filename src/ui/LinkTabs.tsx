/**
 * Tabs that are pages (issue 14): a navigation landmark of links, each its own address, the current one marked
 * `aria-current="page"`. They look like `Tabs` (src/ui/Tabs.tsx), but a click is a navigation, so they stay links
 * (Tab moves between them, Enter follows one) rather than a tab list. On a narrow screen the strip scrolls sideways
 * inside itself, and the current page's tab is scrolled into it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { revealSideways } from './revealSideways.ts';

export interface LinkTab {
  readonly href: string;
  readonly label: ReactNode;
  readonly current: boolean;
}

export function LinkTabs({
  label,
  tabs,
  className = '',
}: {
  /** Names the navigation landmark for screen readers ('Style guide'). */
  label: string;
  tabs: readonly LinkTab[];
  className?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const currentIndex = tabs.findIndex((tab) => tab.current);
  useEffect(() => {
    const item = list.current?.children[currentIndex];
    if (item instanceof HTMLElement) revealSideways(item, list.current);
  }, [currentIndex]);
  return (
    <nav aria-label={label} className={`min-w-0 ${className}`}>
      <ul
        ref={list}
        className="scroll-fade-x flex max-w-full gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab) => (
          <li key={tab.href} className="shrink-0">
            <Link
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className={`-mb-px block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset ${
                tab.current
                  ? 'border-indigo-600 text-indigo-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
