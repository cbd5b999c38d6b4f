/**
 * A failed request's message, announced at once, with 'Try again' (without `onRetry`, none) and, where the failure
 * can be put aside, a second button ('Dismiss' unless told otherwise).
 */
export function RetryAlert({
  message,
  onRetry,
  onDismiss,
  dismissLabel = 'Dismiss',
}: {
  message: string | null;
  onRetry?: () => void;
  onDismiss?: () => void;
  dismissLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p className="min-w-0 flex-1">{message}</p>
      {onRetry ? (
        <button
          type="button"
          className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
          onClick={onRetry}
        >
          Try again
        </button>
      ) : null}
      {onDismiss ? (
        <button
          type="button"
          className="text-sm font-medium text-red-800 underline hover:no-underline"
          onClick={onDismiss}
        >
          {dismissLabel}
        </button>
      ) : null}
    </div>
  );
}
