/** For the hand-written machine tests: a machine started on a SimulatedClock, so a test moves time itself. */
import {
  SimulatedClock,
  createActor,
  type ActorOptions,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';

/** Starts `machine` (one without input) on a fresh SimulatedClock; `has(tag)` reads the current state's tags. */
export function startOnClock<TMachine extends AnyStateMachine>(machine: TMachine) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock } as ActorOptions<TMachine>).start();
  return { actor, clock, has: (tag: string) => (actor.getSnapshot() as AnyMachineSnapshot).hasTag(tag) };
}
