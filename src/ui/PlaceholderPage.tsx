/** The body of a page whose feature has not landed yet: its title and one honest line, nothing pretending. */
export function PlaceholderPage({ title, line }: { title: string; line: string }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 id="page-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      <p className="mt-3 text-slate-600">{line}</p>
    </section>
  );
}
