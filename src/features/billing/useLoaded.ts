/** Loads one thing for a view: loading, then loaded (with the data) or failed (with the message). */
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; message: string };

/**
 * Calls `load` (a stable function) on mount and again on `reload()`. While a reload runs, the previous result is
 * kept, so the page does not flash back to its loading state.
 */
export function useLoaded<T>(load: () => Promise<T>): { state: Loaded<T>; reload: () => void } {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setState({ status: 'loaded', data });
      },
      (error: unknown) => {
        if (live)
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [load, version]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { state, reload };
}
