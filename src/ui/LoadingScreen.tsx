/** Full-page wait state, announced politely to screen readers. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center" aria-busy="true">
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600"
        />
        {label}
      </p>
    </main>
  );
}
