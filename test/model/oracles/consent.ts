/**
 * What spec 1 (a tag manager and an affiliate tracker; UTM values kept), spec 9 (a page-view event 250 ms after a
 * route change) and issue 16 (a cookie consent that gates both; the loader injects them only after consent; off when
 * TAG_MANAGER_ID and AFFILIATE_SCRIPT_URL are unset), with the rules src/domain/consent.ts writes down for it (the
 * choice remembered per trackers, changeable later), say about the consent machine (machines/consent.machine.ts).
 * Written from those texts, not from the machine.
 */
import type { SnapshotFrom } from 'xstate';
import { consentMachine, type TrackingSetup } from '../../../machines/consent.machine.ts';
import { isTrackingConfigured, type TrackingConfig } from '../../../src/domain/consent.ts';
import { timings } from '../../../src/domain/constants.ts';
import { always, atStart, defineOracle, rule, waitsOn, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof consentMachine>>;

const SETUP_DONE = 'xstate.done.actor.loadTrackingSetup';

/** What the start read (undefined before the configuration answered). */
const loadedSetup = (o: O): TrackingSetup | undefined =>
  (o.lastOf([SETUP_DONE]) as { output?: TrackingSetup } | undefined)?.output;
const configuredTrackers = (o: O): TrackingConfig | undefined => {
  const setup = loadedSetup(o);
  return setup && { tagManagerId: setup.tagManagerId, affiliateScriptUrl: setup.affiliateScriptUrl };
};
const loading = (o: O) => o.running().includes('loadTrackers');
const remembered = (o: O) => o.paramsOf<{ choice: string; trackers: TrackingConfig }>('rememberChoice');
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The page shown now: the latest route change's, else the one the app started on. */
const pageShown = (o: O): string =>
  (o.lastOf(['route.changed']) as { path?: string } | undefined)?.path ?? (o.input as { path: string }).path;
const becameGranted = (step: {
  snapshot: { hasTag(tag: string): boolean };
  previous?: { hasTag(tag: string): boolean };
}) => step.snapshot.hasTag('granted') && !(step.previous?.hasTag('granted') ?? false);
/** The earlier step a page view is counted from: the latest route change under consent, or the consent itself. */
function countedFrom(o: O) {
  return [...o.history]
    .reverse()
    .find(
      (step) =>
        becameGranted(step) || (step.event.type === 'route.changed' && step.snapshot.hasTag('granted')),
    );
}

export const consentOracle = defineOracle(consentMachine, [
  rule(
    'domain consent.ts',
    'starts by reading what the server loads after consent: no banner and nothing loaded yet',
    atStart,
    (o) => waitsOn('loading', 'loadTrackingSetup')(o) && !o.has('banner') && !loading(o),
  ),
  rule(
    'spec 1',
    'nothing is loaded and no page view is pushed without consent',
    always,
    (o) => o.has('granted') || (!loading(o) && !o.ran('pushPageView')),
  ),
  rule(
    'spec 1',
    'consent is in force only after Accept, or a remembered grant for these trackers',
    (o) => o.has('granted'),
    (o) => {
      const choice = o.lastOf(['consent.accept', 'consent.reject']);
      return choice ? choice.type === 'consent.accept' : loadedSetup(o)?.remembered === 'granted';
    },
  ),
  rule(
    'invariant',
    'no banner and no Cookie settings choice before the configuration is known, or once it is off',
    (o) => o.has('loading') || o.has('off'),
    (o) => !o.has('banner') && !o.has('granted') && !o.has('refused'),
  ),
  rule(
    'domain consent.ts',
    'with neither TAG_MANAGER_ID nor AFFILIATE_SCRIPT_URL set it is off for good: no banner, nothing loads',
    (o) => o.on(SETUP_DONE) && !isTrackingConfigured(loadedSetup(o)!),
    (o) =>
      o.has('off') &&
      remembered(o).length === 0 &&
      !(['consent.accept', 'consent.reject', 'consent.reopen'] as const).some((type) =>
        o.snapshot.can({ type }),
      ),
  ),
  rule(
    'domain consent.ts',
    'a configuration that cannot be read is logged and counts as nothing configured',
    (o) => o.on('xstate.error.actor.loadTrackingSetup'),
    (o) => o.has('off') && o.ran('logFailure'),
  ),
  rule(
    'domain consent.ts',
    'configured trackers and no remembered choice: the banner asks, nothing loads meanwhile',
    (o) => o.on(SETUP_DONE) && isTrackingConfigured(loadedSetup(o)!) && loadedSetup(o)!.remembered === null,
    (o) => o.has('banner') && !o.has('granted') && !o.has('refused') && !loading(o),
  ),
  rule(
    'domain consent.ts',
    'a remembered choice applies at once, without asking and without being stored again',
    (o) => o.on(SETUP_DONE) && isTrackingConfigured(loadedSetup(o)!) && loadedSetup(o)!.remembered !== null,
    (o) => !o.has('banner') && o.has(loadedSetup(o)!.remembered!) && remembered(o).length === 0,
  ),
  rule(
    'domain consent.ts',
    'Accept is remembered for these trackers and closes the banner; the trackers are injected once',
    (o) => o.on('consent.accept'),
    (o) =>
      o.has('granted') &&
      !o.has('banner') &&
      same(remembered(o), [{ choice: 'granted', trackers: configuredTrackers(o) }]) &&
      o.started('loadTrackers') === !o.had('granted'),
  ),
  rule(
    'domain consent.ts',
    'Reject is remembered for these trackers, closes the banner and loads nothing',
    (o) => o.on('consent.reject'),
    (o) =>
      o.has('refused') &&
      !o.has('banner') &&
      !loading(o) &&
      same(remembered(o), [{ choice: 'refused', trackers: configuredTrackers(o) }]),
  ),
  rule(
    'spec 1',
    'withdrawing a consent reloads the page, so the trackers already running stop; a refusal alone does not',
    (o) => o.on('consent.reject'),
    (o) => o.ran('reloadPage') === o.had('granted'),
  ),
  rule(
    'domain consent.ts',
    'Cookie settings asks again, keeping the choice in force (and its trackers) until a new one',
    (o) => o.on('consent.reopen'),
    (o) =>
      o.has('banner') &&
      o.has('granted') === o.previous!.hasTag('granted') &&
      o.has('refused') === o.previous!.hasTag('refused') &&
      remembered(o).length === 0,
  ),
  rule(
    'spec 9',
    'a page view is pushed 250 ms after the route change (or the consent), once, naming the page shown',
    (o) => o.ran('pushPageView'),
    (o) => {
      const from = countedFrom(o);
      const since = from ? o.history.slice(o.history.indexOf(from) + 1) : [];
      return (
        from !== undefined &&
        o.now - from.now === timings.pageViewDelay &&
        since.every((step) => !step.actions.some((action) => action.type === 'pushPageView')) &&
        same(o.paramsOf('pushPageView'), [{ path: pageShown(o) }])
      );
    },
  ),
  rule(
    'spec 9',
    'a route change under consent starts the 250 ms wait again: only the page the visitor settles on counts',
    (o) => o.on('route.changed') && o.has('granted'),
    (o) => !o.ran('pushPageView') && o.context.path === pageShown(o),
  ),
  rule(
    'invariant',
    'a route change without consent only notes the page',
    (o) => o.on('route.changed') && !o.has('granted'),
    (o) => o.context.path === pageShown(o) && o.actions.every((action) => action.type !== 'pushPageView'),
  ),
  rule(
    'domain consent.ts',
    'a tracker that cannot load is logged; consent stays in force',
    (o) => o.on('xstate.error.actor.loadTrackers'),
    (o) => o.has('granted') && o.ran('logFailure') && !o.has('trackersLoaded'),
  ),
  rule(
    'domain consent.ts',
    'both scripts loaded: the trackers run',
    (o) => o.on('xstate.done.actor.loadTrackers'),
    (o) => o.has('granted') && o.has('trackersLoaded'),
  ),
]);
