/**
 * The consent machine with the app's effects (src/features/consent): what it reads and keeps in browser storage, and
 * the loader that injects the tag manager and the affiliate script into the page and pushes page views.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TRACKERS } from '../../machines/consent.samples.ts';
import {
  CONSENT_STORAGE_KEY,
  NO_TRACKING,
  serializeConsent,
  type TrackingConfig,
} from '../../src/domain/consent.ts';
import { consentLogic, type ConsentEffects } from '../../src/features/consent/consentLogic.ts';
import { loadTrackers, pushPageView, type TrackerPage } from '../../src/features/consent/trackers.ts';
import { memoryStorage } from './memoryStorage.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const NOW = new Date('2026-12-01T10:00:00.000Z');

function start(config: TrackingConfig, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const loads: TrackingConfig[] = [];
  const pageViews: string[] = [];
  const warnings: string[] = [];
  let reloads = 0;
  const effects: ConsentEffects = {
    storage,
    now: () => NOW,
    loadTrackers: (input) => {
      loads.push(input);
      return Promise.resolve();
    },
    pushPageView: (path) => pageViews.push(path),
    reload: () => (reloads += 1),
    warn: (message) => warnings.push(message),
  };
  const clock = new SimulatedClock();
  const actor = createActor(consentLogic({ trackingConfig: () => Promise.resolve(config) }, effects), {
    clock,
    input: { path: '/privacy' },
  }).start();
  return { actor, clock, storage, loads, pageViews, warnings, reloads: () => reloads };
}

describe('consent with the app effects', () => {
  it('nothing configured: off, and browser storage is neither read into a choice nor written', async () => {
    const stored = serializeConsent('granted', NO_TRACKING, NOW);
    const consent = start(NO_TRACKING, { [CONSENT_STORAGE_KEY]: stored });
    await flush();
    expect(consent.actor.getSnapshot().hasTag('off')).toBe(true);
    consent.actor.send({ type: 'route.changed', path: '/terms_and_conditions' });
    consent.clock.increment(1000);
    expect(consent.loads).toEqual([]);
    expect(consent.pageViews).toEqual([]);
    expect([...consent.storage.items]).toEqual([[CONSENT_STORAGE_KEY, stored]]);
  });

  it('keeps Accept in browser storage for these trackers, with the time', async () => {
    const consent = start(SAMPLE_TRACKERS);
    await flush();
    expect(consent.actor.getSnapshot().hasTag('banner')).toBe(true);
    consent.actor.send({ type: 'consent.accept' });
    expect(consent.storage.items.get(CONSENT_STORAGE_KEY)).toBe(
      serializeConsent('granted', SAMPLE_TRACKERS, NOW),
    );
    expect(consent.loads).toEqual([SAMPLE_TRACKERS]);
    consent.clock.increment(250);
    expect(consent.pageViews).toEqual(['/privacy']);
  });

  it('applies the stored choice for the same trackers, and asks again for other trackers', async () => {
    const refused = start(SAMPLE_TRACKERS, {
      [CONSENT_STORAGE_KEY]: serializeConsent('refused', SAMPLE_TRACKERS, NOW),
    });
    await flush();
    expect(refused.actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(refused.actor.getSnapshot().hasTag('banner')).toBe(false);

    const other = start(SAMPLE_TRACKERS, {
      [CONSENT_STORAGE_KEY]: serializeConsent(
        'granted',
        { ...SAMPLE_TRACKERS, tagManagerId: 'GTM-OLD1' },
        NOW,
      ),
    });
    await flush();
    expect(other.actor.getSnapshot().hasTag('banner')).toBe(true);
    expect(other.loads).toEqual([]);
  });

  it('withdrawing reloads the page and keeps the refusal', async () => {
    const consent = start(SAMPLE_TRACKERS, {
      [CONSENT_STORAGE_KEY]: serializeConsent('granted', SAMPLE_TRACKERS, NOW),
    });
    await flush();
    consent.actor.send({ type: 'consent.reopen' });
    consent.actor.send({ type: 'consent.reject' });
    expect(consent.reloads()).toBe(1);
    expect(JSON.parse(consent.storage.items.get(CONSENT_STORAGE_KEY)!)).toMatchObject({ choice: 'refused' });
  });

  it('a storage that refuses to keep the choice is logged; the choice holds for the page', async () => {
    const consent = start(SAMPLE_TRACKERS);
    consent.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    await flush();
    consent.actor.send({ type: 'consent.reject' });
    expect(consent.actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(consent.warnings).toEqual(['[consent] the choice could not be kept']);
  });
});

/** A page with just what the loader touches: scripts appended to the head, which load or fail when told. */
function fakePage(title = 'Privacy policy | Brandpilot') {
  const scripts: { src: string; async: boolean; fire: (type: 'load' | 'error') => void }[] = [];
  const page: TrackerPage = {
    now: () => NOW.getTime(),
    document: {
      title,
      createElement: (() => {
        const listeners = new Map<string, () => void>();
        const script = {
          src: '',
          async: false,
          addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        };
        scripts.push({
          get src() {
            return script.src;
          },
          get async() {
            return script.async;
          },
          fire: (type) => listeners.get(type)?.(),
        });
        return script;
      }) as unknown as Document['createElement'],
      head: { append: () => {} } as unknown as Document['head'],
    },
  };
  return { page, scripts };
}

describe('the tracker loader', () => {
  it('starts the tag manager as its snippet does, then injects both scripts once', async () => {
    const { page, scripts } = fakePage();
    const loaded = loadTrackers(SAMPLE_TRACKERS, page);
    expect(page.dataLayer).toEqual([{ 'gtm.start': NOW.getTime(), event: 'gtm.js' }]);
    expect(scripts.map((script) => [script.src, script.async])).toEqual([
      ['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123', true],
      ['https://affiliate.example/track.js', true],
    ]);
    for (const script of scripts) script.fire('load');
    await expect(loaded).resolves.toBeUndefined();
    await loadTrackers({ ...NO_TRACKING, affiliateScriptUrl: SAMPLE_TRACKERS.affiliateScriptUrl }, page);
    expect(scripts).toHaveLength(2);
  });

  it('fails naming the script that could not load', async () => {
    const { page, scripts } = fakePage();
    const loaded = loadTrackers(SAMPLE_TRACKERS, page);
    scripts[0]!.fire('load');
    scripts[1]!.fire('error');
    await expect(loaded).rejects.toThrow('Could not load https://affiliate.example/track.js');
  });

  it('pushes a page view with the path and the page title', () => {
    const { page } = fakePage('Terms and conditions | Brandpilot');
    pushPageView('/terms_and_conditions', page);
    expect(page.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/terms_and_conditions',
        page_title: 'Terms and conditions | Brandpilot',
      },
    ]);
  });
});
