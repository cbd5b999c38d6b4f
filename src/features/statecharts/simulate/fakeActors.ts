/**
 * Promise actors that settle only when told to, by invoke id: the statechart viewer's simulation
 * (simulation.ts) and the model tests (test/model/harness.ts) run the catalogue's machines with them in place of
 * every actor the app provides, so a step decides when and how each request ends.
 */
import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export class FakeActors {
  private readonly pending = new Map<string, Pending>();

  /** One fake for every actor the machine names; a stopped invoke (its state left) is forgotten. */
  logicFor(machine: AnyStateMachine): Record<string, AnyActorLogic> {
    const names = Object.keys(machine.implementations.actors);
    const logic = fromPromise<unknown>(
      ({ self, signal }) =>
        new Promise((resolve, reject) => {
          this.pending.set(self.id, { resolve, reject });
          signal.addEventListener('abort', () => {
            if (this.pending.get(self.id)?.resolve === resolve) this.pending.delete(self.id);
          });
        }),
    );
    return Object.fromEntries(names.map((name) => [name, logic]));
  }

  /** The invoke ids running now. */
  running(): string[] {
    return [...this.pending.keys()];
  }

  isRunning(id: string): boolean {
    return this.pending.has(id);
  }

  settle(id: string, outcome: { output: unknown } | { error: unknown }): void {
    const pending = this.pending.get(id);
    if (!pending) throw new Error(`no running actor '${id}' to settle: the machine did not invoke it`);
    this.pending.delete(id);
    if ('output' in outcome) pending.resolve(outcome.output);
    else pending.reject(outcome.error);
  }
}
