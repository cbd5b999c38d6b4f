/**
 * What spec 9 says about the top progress bar (throttle 200 ms, duration 5 s; machines/progressBar.machine.ts), and
 * what src/domain/progressBar.ts decides where the spec is silent (the fade).
 */
import type { SnapshotFrom } from 'xstate';
import { progressBarMachine } from '../../../machines/progressBar.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof progressBarMachine>>;

const visible = (o: O) => o.has('visible');
/** Work started minus work finished on the path so far (a stray finish with nothing in flight counts for nothing). */
function inFlight(o: O): number {
  let count = 0;
  for (const step of [...o.history, o]) {
    if (step.event.type === 'work.started') count += 1;
    if (step.event.type === 'work.finished') count = Math.max(0, count - 1);
  }
  return count;
}
/** The bar showed at some step since nothing was last in flight. */
function shownThisRun(o: O): boolean {
  for (const step of [...o.history].reverse()) {
    if (step.snapshot.hasTag('visible')) return true;
    if (step.snapshot.context.pending === 0) return false;
  }
  return false;
}

export const progressBarOracle = defineOracle(progressBarMachine, [
  rule('spec 9', 'no bar at first', atStart, (o) => !visible(o)),
  rule(
    'invariant',
    'the bar counts every piece of work the person waits for',
    always,
    (o) => o.context.pending === inFlight(o),
  ),
  rule(
    'invariant',
    'a shown bar is exactly one of creeping, holding or completing',
    always,
    (o) =>
      !visible(o) || [o.has('creeping'), o.has('stalled'), o.has('complete')].filter(Boolean).length === 1,
  ),
  rule(
    'spec 9',
    'throttle: the bar appears only once work has run for 200 ms',
    (o) => visible(o) && !o.had('visible'),
    (o) => o.msSince((s) => s.context.pending > 0) === 200,
  ),
  rule(
    'spec 9',
    'throttle: no bar while the work in flight has run less than 200 ms',
    (o) => o.context.pending > 0 && (o.msSince((s) => s.context.pending > 0) ?? 0) < 200,
    (o) => !visible(o) || shownThisRun(o),
  ),
  rule(
    'spec 9',
    'throttle: work that ends within 200 ms never shows the bar',
    (o) => o.on('work.finished') && o.context.pending === 0,
    (o) => visible(o) === shownThisRun(o),
  ),
  rule(
    'spec 9',
    'duration: the bar creeps for 5 s, then holds while the work goes on',
    (o) => o.has('stalled') && !o.had('stalled'),
    (o) => o.msSince((s) => s.hasTag('creeping')) === 5000 && o.context.pending > 0,
  ),
  rule(
    'invariant',
    'the bar completes only when nothing is in flight, and work in flight shows it creeping or holding',
    (o) => visible(o),
    (o) => (o.context.pending === 0) === o.has('complete'),
  ),
  rule(
    'domain progressBar.ts',
    'the completed bar fades out 400 ms after the last piece of work ended',
    (o) => o.had('complete') && !visible(o),
    (o) => o.msSince((s) => s.hasTag('complete')) === 400,
  ),
  rule(
    'domain progressBar.ts',
    'new work while the bar fades brings it back creeping at once',
    (o) => o.had('complete') && o.on('work.started'),
    (o) => o.has('creeping'),
  ),
]);
