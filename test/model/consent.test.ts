/**
 * Hand-written behaviour of the cookie consent machine (spec 1, 9; issue 16) on real actors with fake effects and a
 * SimulatedClock: off when nothing is configured, nothing loaded or pushed before consent, the loader's input, the
 * 250 ms page view of the settled page, the remembered choice, and Cookie settings.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { consentMachine, type ConsentTag, type TrackingSetup } from '../../machines/consent.machine.ts';
import {
  CONSENT_NEXT_PATH,
  CONSENT_START_PATH,
  SAMPLE_TRACKERS,
  trackingSetups,
} from '../../machines/consent.samples.ts';
import type { ConsentChoice, TrackingConfig } from '../../src/domain/consent.ts';
import { deferred, flush } from './harness.ts';

function start(setup: TrackingSetup | Error) {
  const clock = new SimulatedClock();
  const loads: TrackingConfig[] = [];
  const loaded = deferred<void>();
  const remembered: { choice: ConsentChoice; trackers: TrackingConfig }[] = [];
  const pageViews: string[] = [];
  const failures: string[] = [];
  let reloads = 0;
  const machine = consentMachine.provide({
    actors: {
      loadTrackingSetup: fromPromise<TrackingSetup>(() =>
        setup instanceof Error ? Promise.reject(setup) : Promise.resolve(setup),
      ),
      loadTrackers: fromPromise<void, TrackingConfig>(({ input }) => {
        loads.push(input);
        return loaded.promise;
      }),
    },
    actions: {
      rememberChoice: (_, params) => remembered.push(params),
      pushPageView: (_, { path }) => pageViews.push(path),
      reloadPage: () => (reloads += 1),
      logFailure: (_, { what }) => failures.push(what),
    },
  });
  const actor = createActor(machine, { clock, input: { path: CONSENT_START_PATH } }).start();
  const has = (tag: ConsentTag) => actor.getSnapshot().hasTag(tag);
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
  return { actor, clock, has, send, loads, loaded, remembered, pageViews, failures, reloads: () => reloads };
}

describe('cookie consent and tracking', () => {
  it('is off when neither TAG_MANAGER_ID nor AFFILIATE_SCRIPT_URL is set: no banner, nothing loads or is pushed', async () => {
    const consent = start(trackingSetups.off);
    expect(consent.has('loading')).toBe(true);
    await flush();
    expect(consent.has('off')).toBe(true);
    expect(consent.has('banner')).toBe(false);
    consent.send({ type: 'route.changed', path: CONSENT_NEXT_PATH });
    consent.send({ type: 'consent.accept' });
    consent.clock.increment(10_000);
    expect(consent.has('off')).toBe(true);
    expect(consent.loads).toEqual([]);
    expect(consent.pageViews).toEqual([]);
    expect(consent.remembered).toEqual([]);
  });

  it('is off, and says why in the log, when the configuration cannot be read', async () => {
    const consent = start(new Error('Network error'));
    await flush();
    expect(consent.has('off')).toBe(true);
    expect(consent.failures).toEqual(['the tracking configuration']);
  });

  it('asks when configured; nothing loads or is pushed until Accept', async () => {
    const consent = start(trackingSetups.unasked);
    await flush();
    expect(consent.has('banner')).toBe(true);
    consent.send({ type: 'route.changed', path: CONSENT_NEXT_PATH });
    consent.clock.increment(5000);
    expect(consent.loads).toEqual([]);
    expect(consent.pageViews).toEqual([]);
  });

  it('Accept remembers the choice, injects both trackers and counts the page shown 250 ms later', async () => {
    const consent = start(trackingSetups.unasked);
    await flush();
    consent.send({ type: 'consent.accept' });
    expect(consent.has('banner')).toBe(false);
    expect(consent.remembered).toEqual([{ choice: 'granted', trackers: SAMPLE_TRACKERS }]);
    expect(consent.loads).toEqual([SAMPLE_TRACKERS]);
    consent.clock.increment(249);
    expect(consent.pageViews).toEqual([]);
    consent.clock.increment(1);
    expect(consent.pageViews).toEqual([CONSENT_START_PATH]);
    consent.loaded.resolve();
    await flush();
    expect(consent.has('trackersLoaded')).toBe(true);
  });

  it('pushes one page view 250 ms after a route change, and only for the page the visitor settles on', async () => {
    const consent = start(trackingSetups.granted);
    await flush();
    consent.clock.increment(250);
    expect(consent.pageViews).toEqual([CONSENT_START_PATH]);
    consent.send({ type: 'route.changed', path: '/help_center' });
    consent.clock.increment(200);
    consent.send({ type: 'route.changed', path: CONSENT_NEXT_PATH });
    consent.clock.increment(249);
    expect(consent.pageViews).toEqual([CONSENT_START_PATH]);
    consent.clock.increment(1);
    expect(consent.pageViews).toEqual([CONSENT_START_PATH, CONSENT_NEXT_PATH]);
    consent.clock.increment(10_000);
    expect(consent.pageViews).toHaveLength(2);
  });

  it('applies a remembered choice without asking or storing it again', async () => {
    const granted = start(trackingSetups.granted);
    await flush();
    expect(granted.has('granted')).toBe(true);
    expect(granted.has('banner')).toBe(false);
    expect(granted.loads).toEqual([SAMPLE_TRACKERS]);
    expect(granted.remembered).toEqual([]);

    const refused = start(trackingSetups.refused);
    await flush();
    expect(refused.has('refused')).toBe(true);
    expect(refused.has('banner')).toBe(false);
    refused.send({ type: 'route.changed', path: CONSENT_NEXT_PATH });
    refused.clock.increment(5000);
    expect(refused.loads).toEqual([]);
    expect(refused.pageViews).toEqual([]);
    expect(refused.remembered).toEqual([]);
  });

  it('Reject remembers the refusal and loads nothing; Cookie settings then Accept loads the trackers', async () => {
    const consent = start(trackingSetups.unasked);
    await flush();
    consent.send({ type: 'consent.reject' });
    expect(consent.has('banner')).toBe(false);
    expect(consent.remembered).toEqual([{ choice: 'refused', trackers: SAMPLE_TRACKERS }]);
    consent.clock.increment(1000);
    expect(consent.loads).toEqual([]);
    consent.send({ type: 'consent.reopen' });
    expect(consent.has('banner')).toBe(true);
    expect(consent.has('refused')).toBe(true);
    consent.send({ type: 'consent.accept' });
    expect(consent.loads).toEqual([SAMPLE_TRACKERS]);
    expect(consent.remembered.at(-1)).toEqual({ choice: 'granted', trackers: SAMPLE_TRACKERS });
    expect(consent.reloads()).toBe(0);
  });

  it('withdrawing a consent through Cookie settings remembers it and reloads the page; keeping it does not', async () => {
    const consent = start(trackingSetups.granted);
    await flush();
    consent.send({ type: 'consent.reopen' });
    expect(consent.has('banner')).toBe(true);
    expect(consent.has('granted')).toBe(true);
    consent.send({ type: 'consent.accept' });
    expect(consent.has('banner')).toBe(false);
    expect(consent.loads).toHaveLength(1);
    expect(consent.reloads()).toBe(0);
    consent.send({ type: 'consent.reopen' });
    consent.send({ type: 'consent.reject' });
    expect(consent.has('refused')).toBe(true);
    expect(consent.remembered.at(-1)).toEqual({ choice: 'refused', trackers: SAMPLE_TRACKERS });
    expect(consent.reloads()).toBe(1);
  });

  it('logs a tracker that cannot load and keeps counting page views', async () => {
    const consent = start(trackingSetups.granted);
    await flush();
    consent.loaded.reject(new Error('blocked'));
    await flush();
    expect(consent.failures).toEqual(['the tag manager or the affiliate script']);
    expect(consent.has('granted')).toBe(true);
    consent.clock.increment(250);
    expect(consent.pageViews).toEqual([CONSENT_START_PATH]);
  });
});
