/**
 * Cookie consent, the tag manager, the affiliate tracker and page views (spec 1, 9; issue 16), one actor per tab.
 *
 * - It starts by reading what the server is configured to load (`loadTrackingSetup`: GET /api/trackingConfig, with the
 *   choice browser storage remembers for those trackers; src/domain/consent.ts). Nothing configured, or the
 *   configuration unreadable: `off`, for good: no banner, nothing loads, no page views.
 * - No remembered choice: the banner asks (tag `banner`). Accept or Reject is remembered (`rememberChoice`).
 * - Granted: the loader (`loadTrackers`) injects the tag manager's container and the affiliate script, once; every
 *   route change waits `pageViewDelay` (250 ms, spec 9) and then pushes one page view of the page shown
 *   (`pushPageView`); a route change within the wait starts it again, so only the page the visitor settled on counts.
 *   The page shown when consent is given counts too.
 * - Refused: nothing loads, nothing is pushed.
 * - Cookie settings (`consent.reopen`) brings the banner back at any time. Choosing again is remembered again;
 *   withdrawing a consent reloads the page (`reloadPage`), since scripts already running cannot be unloaded.
 */
import { assign, setup } from 'xstate';
import { timings } from '../src/domain/constants.ts';
import {
  NO_TRACKING,
  isTrackingConfigured,
  type ConsentChoice,
  type TrackingConfig,
} from '../src/domain/consent.ts';
import { loggedFailure, provided } from './provided.ts';

export interface ConsentInput {
  /** The page shown when the app starts (pathname). */
  path: string;
}

/** What the start reads: the configured trackers and the choice remembered for them (null: ask). */
export interface TrackingSetup extends TrackingConfig {
  remembered: ConsentChoice | null;
}

export interface ConsentContext {
  /** The trackers to load once granted (none until the configuration is read). */
  trackers: TrackingConfig;
  /** The page shown now (pathname): the one a page view names. */
  path: string;
  /** The visitor's choice in force, remembered or made now; null before one. */
  choice: ConsentChoice | null;
}

export type ConsentEvent =
  | { type: 'consent.accept' }
  | { type: 'consent.reject' }
  | { type: 'consent.reopen' }
  | { type: 'route.changed'; path: string };

export type ConsentTag = 'loading' | 'off' | 'banner' | 'granted' | 'refused' | 'trackersLoaded';

/** Remembers `choice` (kept in browser storage for the trackers named) and makes it the one in force. */
const choose = (choice: ConsentChoice) =>
  [
    { type: 'noteChoice', params: { choice } },
    {
      type: 'rememberChoice',
      params: ({ context }: { context: ConsentContext }) => ({ choice, trackers: context.trackers }),
    },
  ] as const;

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
    tags: {} as ConsentTag,
  },
  actors: {
    /** GET /api/trackingConfig, and the choice browser storage keeps for those trackers. Provided by the app. */
    loadTrackingSetup: provided<TrackingSetup>('loadTrackingSetup'),
    /** Injects the tag manager's container and the affiliate script; done once both have loaded. */
    loadTrackers: provided<void, TrackingConfig>('loadTrackers'),
  },
  actions: {
    /** Keeps the choice in browser storage, for these trackers, with the time it was made. */
    rememberChoice: (_, _params: { choice: ConsentChoice; trackers: TrackingConfig }) => {},
    /** Pushes `{event: 'page_view', page_path, page_title}` to the tag manager's dataLayer. */
    pushPageView: (_, _params: { path: string }) => {},
    /** Reloads the page: scripts already running stop only with the page. */
    reloadPage: () => {},
    /** A failed load: only logged (spec 8). */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    notePath: assign({
      path: ({ context, event }) => (event.type === 'route.changed' ? event.path : context.path),
    }),
    noteSetup: assign((_, { setup }: { setup: TrackingSetup }) => ({
      trackers: { tagManagerId: setup.tagManagerId, affiliateScriptUrl: setup.affiliateScriptUrl },
      choice: setup.remembered,
    })),
    noteChoice: assign((_, { choice }: { choice: ConsentChoice }) => ({ choice })),
  },
  guards: {
    nothingConfigured: (_, { setup }: { setup: TrackingSetup }) => !isTrackingConfigured(setup),
    rememberedGranted: (_, { setup }: { setup: TrackingSetup }) => setup.remembered === 'granted',
    rememberedRefused: (_, { setup }: { setup: TrackingSetup }) => setup.remembered === 'refused',
  },
  delays: {
    pageViewDelay: timings.pageViewDelay,
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({ trackers: NO_TRACKING, path: input.path, choice: null }),
  initial: 'loading',
  on: { 'route.changed': { actions: 'notePath' } },
  states: {
    loading: {
      description: 'Reads what the server loads after consent, and the choice remembered for it.',
      tags: ['loading'],
      invoke: {
        id: 'loadTrackingSetup',
        src: 'loadTrackingSetup',
        onDone: [
          {
            guard: { type: 'nothingConfigured', params: ({ event }) => ({ setup: event.output }) },
            target: 'off',
          },
          {
            guard: { type: 'rememberedGranted', params: ({ event }) => ({ setup: event.output }) },
            target: 'granted',
            actions: { type: 'noteSetup', params: ({ event }) => ({ setup: event.output }) },
          },
          {
            guard: { type: 'rememberedRefused', params: ({ event }) => ({ setup: event.output }) },
            target: 'refused',
            actions: { type: 'noteSetup', params: ({ event }) => ({ setup: event.output }) },
          },
          {
            target: 'asking',
            actions: { type: 'noteSetup', params: ({ event }) => ({ setup: event.output }) },
          },
        ],
        onError: loggedFailure('off', 'the tracking configuration'),
      },
    },
    off: {
      description:
        'No tag manager and no affiliate script configured: no banner, nothing loads, no page views.',
      tags: ['off'],
    },
    asking: {
      description: 'The banner asks: Accept or Reject. Nothing loads meanwhile.',
      tags: ['banner'],
      on: {
        'consent.accept': { target: 'granted', actions: choose('granted') },
        'consent.reject': { target: 'refused', actions: choose('refused') },
      },
    },
    granted: {
      description: 'Trackers loaded once; a page view 250 ms after each route change.',
      tags: ['granted'],
      type: 'parallel',
      states: {
        trackers: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadTrackers',
                src: 'loadTrackers',
                input: ({ context }) => context.trackers,
                onDone: 'loaded',
                onError: loggedFailure('failed', 'the tag manager or the affiliate script'),
              },
            },
            loaded: { tags: ['trackersLoaded'] },
            failed: {
              description: 'A blocked or missing script: logged; page views still go to the dataLayer.',
            },
          },
        },
        pageViews: {
          initial: 'settling',
          on: { 'route.changed': { target: '.settling', reenter: true, actions: 'notePath' } },
          states: {
            settling: {
              description: 'Waits until the page has been shown for 250 ms; a route change starts again.',
              after: {
                pageViewDelay: {
                  target: 'counted',
                  actions: { type: 'pushPageView', params: ({ context }) => ({ path: context.path }) },
                },
              },
            },
            counted: {},
          },
        },
        banner: {
          initial: 'hidden',
          states: {
            hidden: { on: { 'consent.reopen': 'shown' } },
            shown: {
              description: 'Cookie settings: the choice again, the trackers still running.',
              tags: ['banner'],
              on: {
                'consent.accept': { target: 'hidden', actions: choose('granted') },
                'consent.reject': {
                  target: '#consent.refused',
                  actions: [...choose('refused'), { type: 'reloadPage' }],
                },
              },
            },
          },
        },
      },
    },
    refused: {
      description: 'Nothing loads, nothing is pushed.',
      tags: ['refused'],
      initial: 'settled',
      states: {
        settled: { on: { 'consent.reopen': 'reconsidering' } },
        reconsidering: {
          description: 'Cookie settings: the choice again.',
          tags: ['banner'],
          on: {
            'consent.accept': { target: '#consent.granted', actions: choose('granted') },
            'consent.reject': { target: 'settled', actions: choose('refused') },
          },
        },
      },
    },
  },
});
