import { messages } from '../domain/constants.ts';
import { Spinner } from './Spinner.tsx';

/**
 * Full-page wait state, announced politely to screen readers. A wait still showing after 15 s says so and what to
 * try (`.wait-late` in src/styles.css: CSS, because index.html's copy of this screen shows before any script and must
 * say it too when the app's own code never arrives).
 */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 px-4" aria-busy="true">
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="h-5 w-5" />
        {label}
      </p>
      <p aria-live="polite" className="wait-late max-w-sm text-center text-sm text-slate-600">
        {messages.slowWait}
      </p>
    </main>
  );
}
