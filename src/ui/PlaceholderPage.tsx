import { useId, type ReactNode } from 'react';
import { headingTags, type PageLevel } from './headingLevel.ts';

/**
 * A narrow page: its title as the page's heading, then `children`. At `level` 2 (a panel inside another page, such
 * as a settings tab) the title is an <h2> and the page's own padding is left to the host.
 */
export function TitledPage({
  title,
  level = 1,
  children,
}: {
  title: string;
  level?: PageLevel;
  children: ReactNode;
}) {
  const nestedId = useId();
  const id = level === 1 ? 'page-title' : nestedId;
  const Title = headingTags(level).title;
  return (
    <section
      aria-labelledby={id}
      className={level === 1 ? 'mx-auto max-w-3xl px-4 py-10 sm:px-6' : 'max-w-3xl'}
    >
      <Title
        id={id}
        className={
          level === 1 ? 'text-2xl font-semibold text-slate-900' : 'text-xl font-semibold text-slate-900'
        }
      >
        {title}
      </Title>
      {children}
    </section>
  );
}

/** The body of a page whose feature has not landed yet: its title and one honest line, nothing pretending. */
export function PlaceholderPage({ title, line }: { title: string; line: string }) {
  return (
    <TitledPage title={title}>
      <p className="mt-3 text-slate-600">{line}</p>
    </TitledPage>
  );
}
