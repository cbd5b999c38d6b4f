/**
 * The network-speed indicator (spec 2.6, 9): ConnectionSpeedProvider runs its machine for the default layout and feeds
 * it the browser's online/offline events and the tab being shown again; ConnectionIndicator says the rating (in the
 * sidebar, under the clock); SlowConnectionWarning shows on a 2G connection until dismissed.
 */
import { createActorContext } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { connectionSpeedMachine } from '../../../machines/connectionSpeed.machine.ts';
import { api } from '../../api/index.ts';
import { presenceCalls } from '../../api/presence.ts';
import { inspect } from '../../app/inspection.ts';
import { mainContent } from '../../app/mainContent.ts';
import {
  connectionIndicatorOf,
  connectionSpeedText,
  isSlowConnection,
} from '../../domain/connectionSpeed.ts';
import { Button } from '../../ui/Button.tsx';
import { connectionSpeedLogic } from './connectionSpeedLogic.ts';

const ConnectionSpeedContext = createActorContext(connectionSpeedMachine);

function ConnectionEvents() {
  const actor = ConnectionSpeedContext.useActorRef();
  useEffect(() => {
    const online = () => actor.send({ type: 'network.online' });
    const offline = () => actor.send({ type: 'network.offline' });
    const visibility = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'page.shown' });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [actor]);
  return null;
}

export function ConnectionSpeedProvider({ children }: { children: ReactNode }) {
  const [logic] = useState(() =>
    connectionSpeedLogic({
      // Measured once the page's main content is on screen: a call among the page's first loads would wait for them.
      roundTrip: () =>
        new Promise<void>((resolve) => mainContent.onShown(resolve)).then(() =>
          presenceCalls(api).roundTrip(),
        ),
    }),
  );
  const [options] = useState(() => ({
    input: { online: typeof navigator === 'undefined' ? true : navigator.onLine },
    inspect,
  }));
  return (
    <ConnectionSpeedContext.Provider logic={logic} options={options}>
      <ConnectionEvents />
      {children}
    </ConnectionSpeedContext.Provider>
  );
}

/**
 * Whether the connection is rated and not slow (4G or 3G): what may wait for a better one (link prefetch) starts only
 * then, not before the first rating nor on 2G.
 */
export function useConnectionIsFast(): boolean {
  return ConnectionSpeedContext.useSelector(
    (snapshot) => snapshot.context.speed !== null && !isSlowConnection(snapshot.context.speed),
  );
}

/** "Connection speed: 4G" with signal bars; checking, unknown or offline when there is no rating. */
export function ConnectionIndicator() {
  const { text, bars } = ConnectionSpeedContext.useSelector(
    (snapshot) =>
      connectionIndicatorOf({
        measuring: snapshot.hasTag('measuring'),
        offline: snapshot.hasTag('offline'),
        speed: snapshot.context.speed,
      }),
    (a, b) => a.text === b.text && a.bars === b.bars,
  );
  return (
    <p className="flex items-center gap-2 px-5 text-sm text-slate-600" data-testid="connection-speed">
      <svg aria-hidden="true" viewBox="0 0 14 12" className="h-3 w-3.5 shrink-0">
        {[0, 1, 2].map((bar) => (
          <rect
            key={bar}
            x={bar * 5}
            y={8 - bar * 4}
            width="3.5"
            height={4 + bar * 4}
            rx="0.5"
            className={bar < bars ? (bars === 1 ? 'fill-amber-600' : 'fill-emerald-600') : 'fill-slate-300'}
          />
        ))}
      </svg>
      <span>
        {connectionSpeedText.indicatorLabel}:{' '}
        {/* As wide as the longest word ('Checking…'): a new word never moves itself or the line it is on (the
            sidebar's line wrapped before 'Checking…' and not before '4G', a layout shift of the first load). */}
        <span className="inline-block min-w-[6em] font-medium text-slate-800">{text}</span>
      </span>
    </p>
  );
}

/** On a 2G connection: says pages may be slow, until dismissed. */
export function SlowConnectionWarning() {
  const warning = ConnectionSpeedContext.useSelector((snapshot) => snapshot.hasTag('warning'));
  const actor = ConnectionSpeedContext.useActorRef();
  return (
    <div
      role="status"
      className={warning ? 'w-full bg-amber-100 px-4 py-2 text-sm text-amber-950' : undefined}
    >
      {warning ? (
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-center gap-x-4 gap-y-1">
          <p>{connectionSpeedText.slowWarning}</p>
          <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'warning.dismissed' })}>
            {connectionSpeedText.dismiss}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
