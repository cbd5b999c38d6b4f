import type { ReactNode } from 'react';

/** A narrow page: its title as the page's heading, then `children`. */
export function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 id="page-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
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
