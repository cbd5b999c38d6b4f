/**
 * Placeholders for what the app provides later (`machine.provide({ actors })`), and the params of the failures the
 * machines only log. A placeholder only fails, so a machine used without its effects says so instead of hanging.
 */
import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/** A promise actor the app provides. */
export function provided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is not provided`)));
}

/** A callback actor the app provides (it sends `TEvent` back to the machine). */
export function providedCallback<TEvent extends EventObject, TInput>(name: string) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(`${name} is not provided`);
  });
}

/** The params of a `logFailure` action on a failed invoke: what failed, and the error. */
export function failure(what: string) {
  return ({ event }: { event: { error: unknown } }) => ({ what, error: event.error });
}

/** A failed invoke that is only logged (spec 8): on to `target`, with `logFailure`. */
export function loggedFailure<const T extends string>(target: T, what: string) {
  return { target, actions: { type: 'logFailure', params: failure(what) } } as const;
}

/** A failed call the user is told about: logged (`logFailure`) and its message shown (`showError`). */
export function failedWith(what: string, error: string) {
  return [
    { type: 'logFailure', params: failure(what) },
    { type: 'showError', params: { error } },
  ] as const;
}
