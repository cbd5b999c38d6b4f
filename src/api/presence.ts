/** Online presence (spec 4.9, 7.1): POST /auth/setonline {isOnline}. */
import { anyEnvelope } from '../contract/envelope.ts';
import type { ApiClient } from './client.ts';

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
  };
}
