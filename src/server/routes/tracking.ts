/**
 * GET /trackingConfig (public, ours; src/contract/tracking.ts): the tag manager container and the affiliate script
 * the SPA loads once the visitor consents (TAG_MANAGER_ID, AFFILIATE_SCRIPT_URL, checked at start by config.ts);
 * null for each one not set. Public, since the banner asks every visitor, logged in or not.
 */
import { Hono } from 'hono';
import type { TrackingConfigWire } from '../../contract/tracking.ts';
import type { AppConfig } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../http.ts';

export function trackingRoutes({
  config,
}: {
  config: Pick<AppConfig, 'tagManagerId' | 'affiliateScriptUrl'>;
}) {
  const routes = new Hono<AppEnv>();
  const answer: TrackingConfigWire = {
    tagManagerId: config.tagManagerId ?? null,
    affiliateScriptUrl: config.affiliateScriptUrl ?? null,
  };
  routes.get('/trackingConfig', (c) => ok(c, answer));
  return routes;
}
