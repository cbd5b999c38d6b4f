/**
 * A stable name for a transition definition: `<source id> on <event> #<index among that event's transitions>`, with
 * `always` for eventless transitions (see machines/chartModel.ts, which re-exports it). On its own so that the
 * inspection recorder, which the entry loads, does not bring the statechart viewer's graph code with it (issue 14).
 * Pure: imports only xstate types.
 */
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

export function transitionKey(transition: AnyTransitionDefinition): string {
  const source: AnyStateNode = transition.source;
  const event = String(transition.eventType);
  const list: readonly AnyTransitionDefinition[] =
    event === '' ? (source.always ?? []) : (source.transitions.get(event) ?? []);
  const index = list.indexOf(transition);
  return `${source.id} on ${event === '' ? 'always' : event} #${index < 0 ? '?' : index}`;
}
