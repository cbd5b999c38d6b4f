/**
 * Online presence (spec 4.9, 7.1): POST /auth/setonline {isOnline}; and the round trip of GET /api/heartbeat that rates
 * the connection (spec 2.6, 9: the network-speed indicator).
 */
import { anyEnvelope } from '../contract/envelope.ts';
import { heartbeatResponse } from '../contract/heartbeat.ts';
import type { ApiClient } from './client.ts';

/** Below the browsers' default buffer of 250 resource timings. */
const RESOURCE_TIMINGS_KEPT = 200;

/** The resource timings of the heartbeat calls so far. */
function heartbeatTimings(): PerformanceResourceTiming[] {
  return performance
    .getEntriesByType('resource')
    .filter(
      (entry): entry is PerformanceResourceTiming =>
        entry instanceof PerformanceResourceTiming && new URL(entry.name).pathname.endsWith('/heartbeat'),
    );
}

export function presenceCalls(api: ApiClient) {
  return {
    /**
     * Marks the user online (1) or offline (0). Offline is sent with keepalive so it survives unload. Both are sent
     * by the app on its own (page load, reconnect, unload), not by the person: background calls.
     */
    setOnline: (isOnline: 0 | 1) =>
      api.call(anyEnvelope, '/auth/setonline', {
        body: { isOnline },
        keepalive: isOnline === 0,
        background: true,
      }),
    /**
     * GET /api/heartbeat, timed: how long the browser's network took for it (its resource timing: from the request
     * starting to the answer's last byte, so a busy page handling the answer does not count), or from asking to the
     * checked answer where the browser gives no timing. A background call.
     */
    async roundTrip(): Promise<number> {
      // A full resource timing buffer takes no new entries; the app reads no other entries from it.
      if (performance.getEntriesByType('resource').length >= RESOURCE_TIMINGS_KEPT)
        performance.clearResourceTimings();
      const before = heartbeatTimings().length;
      const started = performance.now();
      await api.call(heartbeatResponse, '/heartbeat', { background: true });
      const elapsed = performance.now() - started;
      const timings = heartbeatTimings();
      const timing = timings.length > before ? timings.at(-1) : undefined;
      return timing && timing.duration > 0 ? timing.duration : elapsed;
    },
  };
}
