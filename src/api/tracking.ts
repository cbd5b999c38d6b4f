/** GET /api/trackingConfig (ours, public): the trackers the SPA loads after cookie consent (src/contract/tracking.ts). */
import { trackingConfigResponse } from '../contract/tracking.ts';
import type { TrackingConfig } from '../domain/consent.ts';
import { dataOf, type ApiClient, type RequestOptions } from './client.ts';

export function trackingCalls(api: ApiClient) {
  return {
    /**
     * Asked once as the app starts, in the background: the person does not wait for it (no progress bar) and it
     * does not count as their activity.
     */
    trackingConfig: async (options: Pick<RequestOptions, 'signal'> = {}): Promise<TrackingConfig> => {
      const path = '/trackingConfig';
      const config = dataOf(
        path,
        await api.call(trackingConfigResponse, path, { ...options, background: true }),
      );
      return { tagManagerId: config.tagManagerId, affiliateScriptUrl: config.affiliateScriptUrl };
    },
  };
}

export type TrackingCalls = ReturnType<typeof trackingCalls>;
