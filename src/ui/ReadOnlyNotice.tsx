/**
 * A page whose subject the account role may not see or change (src/domain/permissions.ts): its title and why
 * nothing else is shown, instead of controls the server would refuse.
 */
export function ReadOnlyNotice({ title, line }: { title: string; line: string }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 id="page-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      <p role="note" data-testid="read-only-notice" className="mt-3 text-slate-600">
        {line}
      </p>
    </section>
  );
}
