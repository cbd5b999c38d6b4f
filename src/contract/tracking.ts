/**
 * GET /api/trackingConfig (ours, public): what the SPA loads after cookie consent (issue 16; src/domain/consent.ts),
 * from the server's TAG_MANAGER_ID and AFFILIATE_SCRIPT_URL. Both null: no banner, no tracking. The SPA checks the
 * answer with the same rules the server applied at start, so a tampered answer cannot make it load another script.
 */
import * as v from 'valibot';
import { TAG_MANAGER_ID_PATTERN, affiliateScriptUrlProblem } from '../domain/consent.ts';
import { envelope } from './envelope.ts';

export const trackingConfigSchema = v.object({
  tagManagerId: v.nullable(
    v.pipe(v.string(), v.regex(TAG_MANAGER_ID_PATTERN, 'tagManagerId is not a GTM id')),
  ),
  affiliateScriptUrl: v.nullable(
    v.pipe(
      v.string(),
      v.check((url) => affiliateScriptUrlProblem(url) === null, 'affiliateScriptUrl is not an https URL'),
    ),
  ),
});
export type TrackingConfigWire = v.InferOutput<typeof trackingConfigSchema>;

export const trackingConfigResponse = envelope(trackingConfigSchema);
