/**
 * Spec 9's top progress bar in the app (issue 14): one progress bar actor (machines/progressBar.machine.ts) for the
 * tab, fed by the API client's calls the person waits for (`api.onActivity`; polls never reach it) and by the route
 * table's loading screens (`RouteLoading`: a page or layout whose code is still on its way). The bar is its
 * projection (src/ui/ProgressBar.tsx).
 */
import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { progressBarMachine } from '../../../machines/progressBar.machine.ts';
import { api } from '../../api/index.ts';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { TopProgressBar, type TopProgressPhase } from '../../ui/ProgressBar.tsx';
import { inspect } from '../inspection.ts';

export const ProgressActorContext = createActorContext(progressBarMachine);

function ApiActivity() {
  const actor = ProgressActorContext.useActorRef();
  useEffect(
    () =>
      api.onActivity((change) =>
        actor.send({ type: change === 'started' ? 'work.started' : 'work.finished' }),
      ),
    [actor],
  );
  return null;
}

function Bar() {
  const phase = ProgressActorContext.useSelector((snapshot): TopProgressPhase => {
    if (snapshot.hasTag('complete')) return 'complete';
    if (snapshot.hasTag('stalled')) return 'stalled';
    return snapshot.hasTag('creeping') ? 'creeping' : 'hidden';
  });
  return <TopProgressBar phase={phase} />;
}

export function ProgressProvider({ children }: { children: ReactNode }) {
  return (
    <ProgressActorContext.Provider options={{ inspect }}>
      <ApiActivity />
      <Bar />
      {children}
    </ProgressActorContext.Provider>
  );
}

/** The wait state of a route whose code is loading: the bar runs while it shows. */
export function RouteLoading() {
  const actor = ProgressActorContext.useActorRef();
  useEffect(() => {
    actor.send({ type: 'work.started' });
    return () => actor.send({ type: 'work.finished' });
  }, [actor]);
  return <LoadingScreen label="Loading…" />;
}
