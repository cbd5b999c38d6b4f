/**
 * How a page inside the network layout moves its setup progress bar (spec 2.5: it starts at 5%). The layout
 * provides the setter; a page calls `useSetupProgress(value)` and the bar goes back to the layout's own value when
 * the page goes away.
 */
import { createContext, useContext, useEffect } from 'react';

export const SetupProgressContext = createContext<(progress: number | null) => void>(() => {
  // Outside the network layout there is no setup bar to move.
});

export function useSetupProgress(progress: number): void {
  const report = useContext(SetupProgressContext);
  useEffect(() => {
    report(progress);
  }, [report, progress]);
  useEffect(() => () => report(null), [report]);
}
