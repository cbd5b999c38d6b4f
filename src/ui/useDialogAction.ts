/**
 * The work of a dialog's confirming button (delete, remove, rename): busy while it runs (the dialog cannot be closed
 * meanwhile), the failure's sentence shown in the dialog, and the error cleared when the dialog opens for another
 * subject.
 */
import { useEffect, useState } from 'react';

export function useDialogAction<T>(subject: T | null, onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [subject]);
  return {
    busy,
    error,
    setError,
    /** Closes unless the work is running. */
    close: () => {
      if (!busy) onClose();
    },
    /** Runs `work`; a failure shows `sentence(failure)` and keeps the dialog open. */
    run: async (work: () => Promise<void>, sentence: (failure: unknown) => string) => {
      setBusy(true);
      setError(null);
      try {
        await work();
      } catch (failure) {
        setError(sentence(failure));
      } finally {
        setBusy(false);
      }
    },
  };
}
