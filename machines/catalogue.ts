/**
 * Every machine of the app, with what the model-based tests, the generated charts (docs/statecharts) and the
 * statechart viewer need to know about it. Adding a machine is adding one entry to `catalogue`.
 */
import type { AnyEventObject, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { presenceMachine } from './presence.machine.ts';
import { toasterMachine } from './toaster.machine.ts';

export interface CatalogueEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's id (`machine.id`); also the chart's file name. */
  id: string;
  title: string;
  /** One line: what the machine is for. */
  purpose: string;
  machine: TMachine;
  /**
   * Inputs to start the machine with; graph traversal starts once from each (a guard that reads the input, like
   * "starts offline", needs one input per branch). The first one is the default (viewer). Omit when no input.
   */
  inputs?: readonly InputFrom<TMachine>[];
  /**
   * Events to try from `snapshot`, with sample payloads. The harness tries every event the active states accept:
   * an accepted event missing here is tried as `{ type }`, and the events that actors and delays produce
   * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<stateId>`) are added with
   * default payloads unless given here.
   */
  events: (snapshot: SnapshotFrom<TMachine>) => readonly AnyEventObject[];
  /**
   * What guards read, besides the state value: two snapshots that differ only elsewhere (counters, growing lists)
   * are the same vertex of the graph, which keeps traversal finite. Default: nothing.
   */
  guardState?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Also walk simple paths (every loop-free path). Default true; the harness skips them on big graphs anyway. */
  simplePaths?: boolean;
}

/** Keeps each entry's own machine types for its functions, then widens it for the list. */
function entry<TMachine extends AnyStateMachine>(definition: CatalogueEntry<TMachine>): CatalogueEntry {
  return definition;
}

export const catalogue: readonly CatalogueEntry[] = [
  entry({
    id: 'presence',
    title: 'Presence and network',
    purpose:
      'Marks the user online on load and offline before unload, and shows the offline banner and the offline/online toasts.',
    machine: presenceMachine,
    inputs: [{ online: true }, { online: false }],
    events: () => [
      { type: 'network.offline' },
      { type: 'network.online' },
      { type: 'session.loggedIn' },
      { type: 'session.loggedOut' },
      { type: 'page.unloading' },
      { type: 'page.restored' },
      { type: 'xstate.done.actor.markOnline', output: undefined },
      {
        type: 'xstate.error.actor.markOnline',
        error: new Error('Network error: unable to reach the server.'),
      },
    ],
    guardState: (snapshot) => ({ startedOnline: snapshot.context.startedOnline }),
  }),
  entry({
    id: 'toaster',
    title: 'Toasts',
    purpose: 'Shows toasts bottom-right, newest on top, at most 20, each hidden after 5 s or when dismissed.',
    machine: toasterMachine,
    events: (snapshot) => {
      const { toasts } = snapshot.context;
      const newest = toasts[0];
      const oldest = toasts[toasts.length - 1];
      return [
        { type: 'toast.show', tone: 'error', title: 'A title that is longer than thirty-two characters' },
        ...(newest ? [{ type: 'toast.dismiss', id: newest.id }] : []),
        ...(oldest ? [{ type: 'toast.expired', id: oldest.id }] : []),
      ];
    },
    // Guards read how many toasts are shown (full list, last toast), not which.
    guardState: (snapshot) => snapshot.context.toasts.length,
    // 21 list lengths make too many loop-free paths; shortest paths already reach every transition.
    simplePaths: false,
  }),
];

export function catalogueEntry(id: string): CatalogueEntry | undefined {
  return catalogue.find((candidate) => candidate.id === id);
}
