/** What spec 9 says about toasts (machines/toaster.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { toasterMachine } from '../../../machines/toaster.machine.ts';
import { always, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof toasterMachine>>;

const shown = (o: O) => o.snapshot.context.toasts;
/** Toast ids count up as they are shown: `toast-<n>`. */
const order = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1));

export const toasterOracle = defineOracle(toasterMachine, [
  rule('spec 9', 'at most 20 toasts', always, (o) => shown(o).length <= 20),
  rule('spec 9', 'a toast title has at most 32 characters', always, (o) =>
    shown(o).every((toast) => Array.from(toast.title).length <= 32),
  ),
  rule('spec 9', 'newest on top', always, (o) =>
    shown(o).every((toast, index, list) => index === 0 || order(list[index - 1]!.id) > order(toast.id)),
  ),
  rule(
    'invariant',
    'the toast area is visible exactly while a toast is shown',
    always,
    (o) => o.has('visible') === shown(o).length > 0,
  ),
  rule(
    'spec 9',
    'a shown toast goes on top, its title cut to 32 characters',
    (o) => o.on('toast.show'),
    (o) => {
      const top = shown(o)[0];
      const title = Array.from(String(o.event.title)).slice(0, 32).join('');
      return top !== undefined && top.title === title && top.tone === o.event.tone;
    },
  ),
  rule(
    'spec 9',
    'the 21st toast drops the oldest, never the new one',
    (o) => o.on('toast.show') && (o.previous?.context.toasts.length ?? 0) === 20,
    (o) => {
      const before = o.previous!.context.toasts;
      return shown(o).length === 20 && !shown(o).some((toast) => toast.id === before[before.length - 1]!.id);
    },
  ),
  rule(
    'spec 9',
    'a dismissed or expired toast is hidden, the others stay',
    (o) => o.on('toast.dismiss') || o.on('toast.expired'),
    (o) => {
      const id = String(o.event.id);
      const before = o.previous?.context.toasts ?? [];
      return (
        !shown(o).some((toast) => toast.id === id) &&
        shown(o).length === before.filter((toast) => toast.id !== id).length
      );
    },
  ),
]);
