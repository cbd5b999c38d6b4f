/** What spec 4.7 says about the beta dashboard toggle (machines/betaToggle.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { betaToggleMachine } from '../../../machines/betaToggle.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof betaToggleMachine>>;

const stored = (o: O) => o.paramsOf<{ enabled: boolean }>('storeBetaToggle');

export const betaToggleOracle = defineOracle(betaToggleMachine, [
  rule(
    'spec 4.7',
    'starts as the flag kept in browser storage, without storing it again',
    atStart,
    (o) =>
      o.has('enabled') === (o.input as { enabled: boolean }).enabled &&
      !o.has('confirming') &&
      stored(o).length === 0,
  ),
  rule(
    'invariant',
    'an enabled toggle shows as checked',
    always,
    (o) => !o.has('enabled') || o.has('checked'),
  ),
  rule(
    'spec 4.7',
    'turning on asks for confirmation first and changes nothing yet',
    (o) => o.on('beta.turnedOn'),
    (o) => o.has('confirming') && !o.has('enabled') && stored(o).length === 0,
  ),
  rule(
    'spec 4.7',
    'YES turns it on and keeps the flag in browser storage',
    (o) => o.on('beta.confirmed'),
    (o) => o.has('enabled') && stored(o).length === 1 && stored(o)[0]!.enabled,
  ),
  rule(
    'spec 4.7',
    'NO reverts: off, nothing stored',
    (o) => o.on('beta.cancelled'),
    (o) => !o.has('checked') && stored(o).length === 0,
  ),
  rule(
    'spec 4.7',
    'turning off applies immediately and is stored',
    (o) => o.on('beta.turnedOff'),
    (o) => !o.has('checked') && !o.has('confirming') && stored(o).length === 1 && !stored(o)[0]!.enabled,
  ),
]);
