import { messages } from '../domain/constants.ts';

/**
 * Full-page wait state, announced politely to screen readers. A wait still showing after 15 s says so and what to
 * try (`.wait-late` in src/styles.css: CSS, because index.html's copy of this screen shows before any script and must
 * say it too when the app's own code never arrives).
 */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 px-4" aria-busy="true">
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600"
        />
        {label}
      </p>
      <p aria-live="polite" className="wait-late max-w-sm text-center text-sm text-slate-600">
        {messages.slowWait}
      </p>
    </main>
  );
}
