/** What spec 2.6, 8 and 9 say about the network-speed indicator (machines/connectionSpeed.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { connectionSpeedMachine } from '../../../machines/connectionSpeed.machine.ts';
import { always, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof connectionSpeedMachine>>;

/** The last measured round trip in ms, or null after a failure / before any answer. */
function lastRoundTrip(o: O): number | null {
  const last = o.lastOf(['xstate.done.actor.measureRoundTrip', 'xstate.error.actor.measureRoundTrip']);
  return last?.type === 'xstate.done.actor.measureRoundTrip'
    ? (last as unknown as { output: number }).output
    : null;
}

/** Spec 9, literally: "100 ms means 4g, 300 ms means 3g, otherwise 2g". */
const specRating = (ms: number) => (ms <= 100 ? '4g' : ms <= 300 ? '3g' : '2g');

const browserOnline = (o: O) => {
  const last = o.lastOf(['network.offline', 'network.online']);
  return last ? last.type === 'network.online' : (o.input as { online: boolean }).online;
};

export const connectionSpeedOracle = defineOracle(connectionSpeedMachine, [
  rule(
    'spec 9',
    'a round trip of at most 100 ms is 4g, at most 300 ms 3g, otherwise 2g',
    (o) => o.on('xstate.done.actor.measureRoundTrip'),
    (o) => o.context.speed === specRating(lastRoundTrip(o) ?? Number.NaN),
  ),
  rule(
    'spec 2.6',
    'the network-speed warning shows only on a 2g connection',
    (o) => o.has('warning'),
    (o) => o.context.speed === '2g' && browserOnline(o),
  ),
  rule(
    'spec 2.6',
    'a 2g reading right after a better one warns',
    (o) => o.on('xstate.done.actor.measureRoundTrip') && specRating(lastRoundTrip(o) ?? 0) === '2g',
    (o) => o.has('warning') || o.context.warningDismissed,
  ),
  rule(
    'invariant',
    'a dismissed warning goes away',
    (o) => o.on('warning.dismissed') && o.had('warning'),
    (o) => !o.has('warning'),
  ),
  rule(
    'spec 4.9',
    'offline, nothing is measured and the indicator says offline',
    (o) => !browserOnline(o),
    (o) => o.has('offline') && !o.has('measuring') && !o.has('warning'),
  ),
  rule(
    'invariant',
    'back online, the connection is measured at once',
    (o) => o.on('network.online') && o.had('offline'),
    (o) => o.has('measuring'),
  ),
  rule(
    'spec 8',
    'a failed measurement is only logged: no rating, no warning',
    (o) => o.on('xstate.error.actor.measureRoundTrip'),
    (o) => o.ran('logFailure') && o.context.speed === null && !o.has('warning'),
  ),
  rule(
    'invariant',
    'online at load, the first thing is a measurement',
    (o) => o.previous === undefined,
    (o) => ((o.input as { online: boolean }).online ? o.has('measuring') : o.has('offline')),
  ),
  rule('invariant', 'the speed shown is the last answer', always, (o) =>
    o.has('measuring') || o.has('offline')
      ? true
      : o.context.speed === (lastRoundTrip(o) === null ? null : specRating(lastRoundTrip(o)!)),
  ),
]);
