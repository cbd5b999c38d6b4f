/**
 * What a machine's samples file (`<name>.samples.ts`) holds: the inputs, sample events and traversal options that the
 * model-based tests, the generated charts and the statechart viewer use. The catalogue (catalogue.ts) lists each
 * machine with its samples; the hand-written and UI model tests import the same samples.
 */
import type { AnyEventObject, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';

export interface CatalogueSamples<TMachine extends AnyStateMachine = AnyStateMachine> {
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
  /**
   * Try only the plain events `events` returns for a snapshot (actor and delay events are still added). For
   * machines with parallel regions, where trying every accepted event in every combination of regions makes the
   * graph too big to walk: `events` then says which user events make sense from where (a user searches before
   * picking a result, for example). Default false.
   */
  onlyListedEvents?: boolean;
}
