/**
 * The consent machine (machines/consent.machine.ts) with the app's effects: GET /api/trackingConfig and the choice
 * browser storage keeps (`brandpilot.consent`, src/domain/consent.ts), the tracker loader and the dataLayer
 * (trackers.ts), a page reload, and the log.
 */
import { fromPromise } from 'xstate';
import { consentMachine, type TrackingSetup } from '../../../machines/consent.machine.ts';
import type { TrackingCalls } from '../../api/tracking.ts';
import {
  CONSENT_STORAGE_KEY,
  rememberedChoice,
  serializeConsent,
  type TrackingConfig,
} from '../../domain/consent.ts';
import { loadTrackers, pushPageView } from './trackers.ts';

/** What the machine's effects touch in the browser (fakes in tests). */
export interface ConsentEffects {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now(): Date;
  loadTrackers(config: TrackingConfig): Promise<void>;
  pushPageView(path: string): void;
  reload(): void;
  warn(message: string, error: unknown): void;
}

export function browserConsentEffects(): ConsentEffects {
  return {
    storage: localStorage,
    now: () => new Date(),
    loadTrackers: (config) => loadTrackers(config),
    pushPageView: (path) => pushPageView(path),
    reload: () => window.location.reload(),
    warn: (message, error) => console.warn(message, error),
  };
}

function storedConsent(storage: ConsentEffects['storage']): string | null {
  try {
    return storage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing remembered, so the banner asks.
    return null;
  }
}

export function consentLogic(
  calls: Pick<TrackingCalls, 'trackingConfig'>,
  effects: ConsentEffects = browserConsentEffects(),
) {
  return consentMachine.provide({
    actors: {
      loadTrackingSetup: fromPromise<TrackingSetup>(async ({ signal }) => {
        const config = await calls.trackingConfig({ signal });
        return {
          ...config,
          remembered: rememberedChoice(storedConsent(effects.storage), config, effects.now()),
        };
      }),
      loadTrackers: fromPromise<void, TrackingConfig>(({ input }) => effects.loadTrackers(input)),
    },
    actions: {
      rememberChoice: (_, { choice, trackers }) => {
        try {
          effects.storage.setItem(CONSENT_STORAGE_KEY, serializeConsent(choice, trackers, effects.now()));
        } catch (error) {
          // Storage full or blocked: the choice holds for this page, and the banner asks again next time.
          effects.warn('[consent] the choice could not be kept', error);
        }
      },
      pushPageView: (_, { path }) => effects.pushPageView(path),
      reloadPage: () => effects.reload(),
      logFailure: (_, { what, error }) => effects.warn(`[consent] ${what} failed`, error),
    },
  });
}
