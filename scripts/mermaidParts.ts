/**
 * A machine's chart in parts that each stay narrow enough to read (pure). A machine of more than
 * `SPLIT_ABOVE_STATES` states is drawn as an overview of its top-level states, the states holding others shown
 * closed (one box with a thick border), then one part per such state, drawing its inside the same way, depth
 * first in definition order. A parallel state gets one part per region (regions side by side are too wide). The
 * test that renders every chart with Mermaid (test/e2e/statechartDocs.spec.ts) fails when a part is wider than
 * 1600 px: then lower the threshold.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  allNodes,
  childrenOf,
  isComposite,
  mermaidStateDiagram,
  renderDiagram,
  statePathWords,
} from './mermaidDiagram.ts';

/** Machines with more states than this (the machine itself not counted) are drawn in parts. */
export const SPLIT_ABOVE_STATES = 13;

export interface ChartPart {
  /** The state whose inside the part draws: the machine's root for the overview (or the whole chart). */
  container: AnyStateNode;
  /** `Overview`, or the state's path in words (`loaded › browsing`). */
  title: string;
  /** Mermaid text. */
  diagram: string;
}

export function isDrawnInParts(machine: AnyStateMachine): boolean {
  return allNodes(machine).length - 1 > SPLIT_ABOVE_STATES;
}

/** The whole chart as one part for a small machine; else the overview and a part per state holding others. */
export function chartParts(machine: AnyStateMachine): ChartPart[] {
  const root = machine.root;
  if (!isDrawnInParts(machine)) {
    return [{ container: root, title: 'Chart', diagram: mermaidStateDiagram(machine) }];
  }
  const parts: ChartPart[] = [];
  const visit = (container: AnyStateNode) => {
    parts.push({
      container,
      title: container === root ? 'Overview' : statePathWords(container),
      diagram: renderDiagram({ container, open: () => false }),
    });
    for (const child of childrenOf(container)) {
      if (child.type === 'parallel') childrenOf(child).filter(isComposite).forEach(visit);
      else if (isComposite(child)) visit(child);
    }
  };
  visit(root);
  return parts;
}
