/**
 * The live bridge: how the machines that used to poll hear of the stream of changes (issue 20). The live machine
 * (machines/live.machine.ts, run by src/features/live) feeds it with its `tellUp`, `tellDown` and `tellChanged`
 * actions; each machine that follows the stream connects its actor with its forwarding (the table `forwardLive`
 * below): which of the stream's events it is sent. A machine that connects while the stream is up is told `live.up`
 * at once, so it stops polling (and reads once) however late it mounts.
 *
 * The bridge knows nothing of React: `LiveProvider` creates it, and the views that hold a machine connect it with
 * `useLiveBridge(actor, forwardLive.<machine>)`.
 */
import { createContext, useContext, useEffect } from 'react';
import { BELLS_KINDS, type LiveChange, type LiveEvent } from '../domain/live.ts';

/** What a machine is sent of the stream: `live.up`/`live.down` always, `live.changed` only for `kinds`. */
export interface LiveForwarding {
  readonly kinds: readonly LiveChange['kind'][];
}

interface Receiver {
  send(event: LiveEvent): void;
}

export interface LiveBridge {
  up(): void;
  down(): void;
  changed(change: LiveChange): void;
  /** Whether the stream is open now. */
  isUp(): boolean;
  /** Tells `target` the stream's events it follows from now on (`live.up` at once when open); answers the disconnect. */
  connect(target: Receiver, forwarding: LiveForwarding): () => void;
}

export function createLiveBridge(): LiveBridge {
  const connections = new Set<{ target: Receiver; forwarding: LiveForwarding }>();
  let open = false;
  const tell = (event: LiveEvent) => {
    for (const { target, forwarding } of [...connections]) {
      if (event.type === 'live.changed' && !forwarding.kinds.includes(event.change.kind)) continue;
      target.send(event);
    }
  };
  return {
    up() {
      open = true;
      tell({ type: 'live.up' });
    },
    down() {
      open = false;
      tell({ type: 'live.down' });
    },
    changed(change) {
      tell({ type: 'live.changed', change });
    },
    isUp: () => open,
    connect(target, forwarding) {
      const connection = { target, forwarding };
      connections.add(connection);
      if (open) target.send({ type: 'live.up' });
      return () => {
        connections.delete(connection);
      };
    },
  };
}

/** What each machine that follows the stream is sent of it. */
export const forwardLive = {
  /** A message (the message bell's list) and the notifications (the badge). */
  bells: { kinds: BELLS_KINDS },
  /** Messages: the open thread reads again when one is in its conversation (the machine checks which). */
  chat: { kinds: ['chat.message'] },
  /** Posts: the planner reads its days again when its account's change (the machine checks the account). */
  planner: { kinds: ['posts.changed'] },
  /** Networks: the disconnect banner checks again when its account's change (the machine checks the account). */
  autoDisconnect: { kinds: ['social.changed'] },
} satisfies Record<string, LiveForwarding>;

/** The app's bridge (provided by LiveProvider); null outside it (tests, pages without a session). */
export const LiveBridgeContext = createContext<LiveBridge | null>(null);

/** Connects a machine's actor to the live bridge while the calling view is mounted. */
export function useLiveBridge(target: Receiver, forwarding: LiveForwarding): void {
  const bridge = useContext(LiveBridgeContext);
  useEffect(() => bridge?.connect(target, forwarding), [bridge, target, forwarding]);
}
