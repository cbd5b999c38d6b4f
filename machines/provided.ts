/**
 * A promise actor the app provides later (`machine.provide({ actors })`). The placeholder only fails, so a machine
 * used without its effects says so instead of hanging.
 */
import { fromPromise } from 'xstate';

export function provided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is not provided`)));
}
