/** Samples of the cookie consent machine (consent.machine.ts) for the catalogue and the model tests. */
import type { TrackingConfig } from '../src/domain/consent.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { TrackingSetup, consentMachine } from './consent.machine.ts';

/** A configured server: a tag manager container and an affiliate script (both fake; the tests serve them). */
export const SAMPLE_TRACKERS: TrackingConfig = {
  tagManagerId: 'GTM-TEST123',
  affiliateScriptUrl: 'https://affiliate.example/track.js',
};

/** The page the samples start on, and the one a route change opens. */
export const CONSENT_START_PATH = '/privacy';
export const CONSENT_NEXT_PATH = '/terms_and_conditions';

/** What the start can read: nothing configured (the default), or trackers with no, a granted or a refused choice. */
export const trackingSetups = {
  off: { tagManagerId: null, affiliateScriptUrl: null, remembered: null },
  unasked: { ...SAMPLE_TRACKERS, remembered: null },
  granted: { ...SAMPLE_TRACKERS, remembered: 'granted' },
  refused: { ...SAMPLE_TRACKERS, remembered: 'refused' },
} as const satisfies Record<string, TrackingSetup>;

export const consentSamples: CatalogueSamples<typeof consentMachine> = {
  inputs: [{ path: CONSENT_START_PATH }],
  events: () => [
    ...Object.values(trackingSetups).map((output) => ({
      type: 'xstate.done.actor.loadTrackingSetup',
      output,
    })),
    {
      type: 'xstate.error.actor.loadTrackingSetup',
      error: new Error('Network error: unable to reach the server.'),
    },
    {
      type: 'xstate.error.actor.loadTrackers',
      error: new Error('The affiliate script could not be loaded.'),
    },
    { type: 'route.changed', path: CONSENT_NEXT_PATH },
  ],
  // Guards read only the loaded setup (an event's output); the page path and the trackers only feed actions.
  guardState: () => null,
};
