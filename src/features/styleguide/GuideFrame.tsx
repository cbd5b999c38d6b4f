/**
 * The frame of the living style guide (issue 14): the spec's template routes show the design system of `src/ui`
 * with its states. A page title, the guide's own navigation, and titled sections.
 */
import type { ReactNode } from 'react';
import { useAppLocation } from '../../app/useAppLocation.ts';
import { LinkTabs } from '../../ui/LinkTabs.tsx';

export const GUIDE_PAGES = [
  { path: '/components', label: 'Components' },
  { path: '/components/notifications', label: 'Notifications' },
  { path: '/components/tables', label: 'Tables' },
  { path: '/forms', label: 'Forms' },
  { path: '/typography', label: 'Typography' },
  { path: '/pages', label: 'Pages' },
  { path: '/sample', label: 'Sample page' },
  { path: '/charts', label: 'Charts' },
] as const;

export function GuideFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { pathname } = useAppLocation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 max-w-prose text-slate-600">{intro}</p>
      <LinkTabs
        label="Style guide"
        className="mt-4"
        tabs={GUIDE_PAGES.map((page) => ({
          href: page.path,
          label: page.label,
          current: pathname === page.path,
        }))}
      />
      <div className="mt-6 space-y-10">{children}</div>
    </div>
  );
}

/** A titled part of a guide page: what the piece is for, then its examples. */
export function GuideSection({
  title,
  about,
  children,
}: {
  title: string;
  about?: string;
  children: ReactNode;
}) {
  const id = `guide-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {about ? <p className="mt-1 max-w-prose text-sm text-slate-600">{about}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One example of a piece in a state, captioned. */
export function Example({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-3">{children}</div>
      <figcaption className="mt-3 text-xs text-slate-600">{caption}</figcaption>
    </figure>
  );
}
