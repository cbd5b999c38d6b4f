/**
 * Names for the parts of a machine, shared by everything that talks about them: the model-based test harness
 * (coverage of state nodes and transitions), the generated charts and the statechart viewer (live highlights and
 * the coverage overlay). Pure: imports only xstate types.
 *
 * - A state node is named by its id (`auth.loggedIn`, `chat.open.thread.loading`).
 * - A transition is named `<source id> on <event> #<index among that event's transitions>`, with `always` for
 *   eventless transitions: stable as long as the machine's definition order is.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return nodes;
}

/** A stable name for a transition definition: `<source id> on <event> #<index among that event's transitions>`. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source: AnyStateNode = transition.source;
  const event = String(transition.eventType);
  const list: readonly AnyTransitionDefinition[] =
    event === '' ? (source.always ?? []) : (source.transitions.get(event) ?? []);
  const index = list.indexOf(transition);
  return `${source.id} on ${event === '' ? 'always' : event} #${index < 0 ? '?' : index}`;
}

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of allStateNodes(machine)) {
    for (const list of node.transitions.values()) for (const t of list) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
  }
  return keys;
}
