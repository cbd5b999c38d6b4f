/**
 * A failed request's message, announced at once, with 'Try again' (without `onRetry`, none) and, where the failure
 * can be put aside, a second button ('Dismiss' unless told otherwise). `retrying` shows the retry as busy.
 */
import { Button } from './Button.tsx';

export function ErrorWithRetry({
  message,
  onRetry,
  retrying = false,
  onDismiss,
  dismissLabel = 'Dismiss',
}: {
  message: string | null;
  onRetry?: () => void;
  retrying?: boolean;
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
        <Button variant="secondary" size="sm" busy={retrying} onClick={onRetry}>
          Try again
        </Button>
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
