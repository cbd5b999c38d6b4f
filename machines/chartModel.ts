/**
 * Names for the parts of a machine, shared by everything that talks about them: the model-based test harness
 * (coverage of state nodes and transitions), the generated charts and the statechart viewer (live highlights and
 * the coverage overlay). Pure: imports only xstate types.
 *
 * Labels (`eventLabel`, `guardLabel`, `transitionLabel`) are the ones of the generated Mermaid charts
 * (scripts/mermaid.ts) and of the viewer; `chartGraph` is the machine as plain nodes and edges for the viewer.
 *
 * - A state node is named by its id (`auth.loggedIn`, `chat.open.thread.loading`).
 * - A transition is named `<source id> on <event> #<index among that event's transitions>`, with `always` for
 *   eventless transitions: stable as long as the machine's definition order is.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionKey } from './transitionKey.ts';

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return nodes;
}

export { transitionKey };

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of allStateNodes(machine)) {
    for (const list of node.transitions.values()) for (const t of list) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
  }
  return keys;
}

// ---------------------------------------------------------------------------------------------------------------
// Labels (shared with scripts/mermaid.ts)

function invokedActorName(node: AnyStateNode, invokeId: string): string {
  const invoke = node.invoke.find((definition) => definition.id === invokeId);
  return typeof invoke?.src === 'string' ? invoke.src : invokeId;
}

export function eventLabel(transition: AnyTransitionDefinition): string {
  const type = String(transition.eventType);
  const source: AnyStateNode = transition.source;
  if (type === '') return 'always';
  if (type.startsWith('xstate.after.')) {
    const delay =
      (transition as { delay?: string | number }).delay ?? type.slice('xstate.after.'.length).split('.')[0];
    return typeof delay === 'number' ? `after ${delay} ms` : `after ${delay}`;
  }
  if (type.startsWith('xstate.done.actor.')) {
    return `done: ${invokedActorName(source, type.slice('xstate.done.actor.'.length))}`;
  }
  if (type.startsWith('xstate.error.actor.')) {
    return `error: ${invokedActorName(source, type.slice('xstate.error.actor.'.length))}`;
  }
  if (type.startsWith('xstate.snapshot.')) {
    return `snapshot: ${invokedActorName(source, type.slice('xstate.snapshot.'.length))}`;
  }
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

export function guardLabel(guard: unknown): string {
  if (guard === undefined || guard === null) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const higherOrder = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    const inner = (higherOrder.guards ?? []).map(guardLabel);
    if (higherOrder.name === 'not') return `!${inner[0] ?? '?'}`;
    if (higherOrder.name === 'and') return inner.join(' && ');
    if (higherOrder.name === 'or') return inner.join(' || ');
    if (higherOrder.name === 'stateIn') return `in ${JSON.stringify(higherOrder.stateValue ?? '?')}`;
    return higherOrder.name ? higherOrder.name : 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guard';
}

/** `event [guard]`, as written on a chart's edge. */
export function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = guardLabel(transition.guard);
  return guard ? `${eventLabel(transition)} [${guard}]` : eventLabel(transition);
}

// ---------------------------------------------------------------------------------------------------------------
// The machine as a plain graph (statechart viewer)

export type ChartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  /** State node id (`auth.loggedIn`); the machine's root has the machine id. */
  id: string;
  key: string;
  /** What the box says: the key, `(history)` added for history states. */
  label: string;
  type: ChartNodeType;
  /** Id of the parent state, null for the root. */
  parent: string | null;
  /** Id of the initial child of a compound state, else null. */
  initial: string | null;
  /** Child ids in definition order (regions of a parallel state). */
  children: string[];
}

export interface ChartEdge {
  /** `transitionKey` of the transition. */
  key: string;
  source: string;
  /** Target state ids; empty for a targetless transition (it stays where it is, drawn as a loop). */
  targets: string[];
  /** `event [guard]`, the same text as the Mermaid charts. */
  label: string;
}

export interface ChartGraph {
  id: string;
  root: string;
  /** Every state node, parents before children (definition order). */
  nodes: ChartNode[];
  /** Every transition, in the order of `allTransitionKeys`. */
  edges: ChartEdge[];
}

export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const nodes: ChartNode[] = allStateNodes(machine).map((node) => ({
    id: node.id,
    key: node.key,
    label: node.type === 'history' ? `${node.key} (history)` : node.key,
    type: node.type,
    parent: node.parent ? node.parent.id : null,
    initial: node.type === 'compound' ? (node.initial?.target?.[0]?.id ?? null) : null,
    children: Object.values(node.states).map((child) => child.id),
  }));
  const edges: ChartEdge[] = [];
  for (const node of allStateNodes(machine)) {
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const transition of transitions) {
      edges.push({
        key: transitionKey(transition),
        source: node.id,
        targets: (transition.target ?? []).map((target) => target.id),
        label: transitionLabel(transition),
      });
    }
  }
  return { id: machine.id, root: machine.root.id, nodes, edges };
}
