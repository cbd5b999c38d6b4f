/**
 * Lays out a statechart (machines/chartModel.ts `chartGraph`) with ELK's layered algorithm, for StatechartSvg.
 *
 * - Every state is an ELK node; compound and parallel states (and the machine itself) are containers with a header
 *   for their name, laid out with their contents in one pass (hierarchy handling INCLUDE_CHILDREN).
 * - Parallel regions are partitions of their parallel state, so they come out side by side (left to right).
 * - Every compound state gets an initial marker (a small node) with an arrow to its initial child.
 * - Every transition target is one edge (orthogonal routing) carrying the transition's label (only the first edge
 *   of a multi-target transition shows it); a targetless transition is a loop on its source.
 * All coordinates come back absolute (ELK's `json.shapeCoords`/`json.edgeCoords` ROOT).
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartGraph, ChartNode, ChartNodeType } from '../../../machines/chartModel.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutBox extends Rect {
  id: string;
  label: string;
  type: ChartNodeType;
  parent: string | null;
  /** The machine root is depth 0. */
  depth: number;
  /** Containers (compound, parallel) hold other boxes and draw their label in a header. */
  container: boolean;
  /** A region of a parallel state (drawn with a dashed border). */
  region: boolean;
}

export interface LaidOutLabel extends Rect {
  text: string;
}

export interface LaidOutEdge {
  id: string;
  /** `transitionKey` of the transition; null for the arrow of an initial marker. */
  key: string | null;
  source: string;
  /** Target state id (the source itself for a targetless transition). */
  target: string;
  /** The route, first point on the source, last on the target. */
  points: Point[];
  label: LaidOutLabel | null;
  /** The transition has no target: it stays where it is. */
  targetless: boolean;
}

export interface LaidOutMarker {
  /** The compound state the marker belongs to. */
  owner: string;
  cx: number;
  cy: number;
  r: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  boxes: LaidOutBox[];
  edges: LaidOutEdge[];
  markers: LaidOutMarker[];
}

export const FONT_SIZE = 12;
export const EDGE_FONT_SIZE = 11;
const HEADER = 26;
const PADDING = 14;
const LEAF_HEIGHT = 34;
const MARKER = 10;

/** A width estimate for text in the chart's sans-serif font (no DOM: works in tests and workers). */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const char of text) {
    if (/[il.,:;!|'[\]() ]/.test(char)) units += 0.32;
    else if (/[mwMW@]/.test(char)) units += 0.86;
    else if (/[A-Z#&%]/.test(char)) units += 0.68;
    else units += 0.56;
  }
  return Math.ceil(units * fontSize);
}

export function markerId(compoundId: string): string {
  return `${compoundId}#initial`;
}

const ROOT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.inline': 'false',
  'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelNode': '6',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.padding': '[top=8,left=8,bottom=8,right=8]',
};

function isContainer(node: ChartNode): boolean {
  return node.type === 'compound' || node.type === 'parallel';
}

/** The ELK graph of a chart: one root holding the machine's box. */
export function elkGraph(graph: ChartGraph): ElkNode {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const ancestors = (id: string): string[] => {
    const chain: string[] = [];
    for (let current = byId.get(id)?.parent ?? null; current; current = byId.get(current)?.parent ?? null) {
      chain.push(current);
    }
    return chain;
  };
  const elkNodes = new Map<string, ElkNode>();
  const top: ElkNode = { id: '__chart', layoutOptions: ROOT_OPTIONS, children: [], edges: [] };

  const build = (node: ChartNode, partition: number | null): ElkNode => {
    const options: Record<string, string> = {};
    if (partition !== null) options['elk.partitioning.partition'] = String(partition);
    const labelWidth = textWidth(node.label, FONT_SIZE) + 2 * PADDING;
    let elkNode: ElkNode;
    if (isContainer(node)) {
      options['elk.padding'] = `[top=${HEADER + 8},left=${PADDING},bottom=${PADDING},right=${PADDING}]`;
      options['elk.nodeSize.constraints'] = 'MINIMUM_SIZE';
      options['elk.nodeSize.minimum'] = `(${labelWidth + 12}, ${HEADER + 24})`;
      if (node.type === 'parallel') options['elk.partitioning.activate'] = 'true';
      const children = node.children.map((childId, index) =>
        build(byId.get(childId)!, node.type === 'parallel' ? index : null),
      );
      if (node.type === 'compound' && node.initial) {
        children.unshift({ id: markerId(node.id), width: MARKER, height: MARKER });
      }
      elkNode = { id: node.id, layoutOptions: options, children, edges: [] };
    } else {
      const width = Math.max(64, labelWidth + (node.type === 'final' ? 8 : 0));
      elkNode = { id: node.id, width, height: LEAF_HEIGHT, layoutOptions: options };
    }
    elkNodes.set(node.id, elkNode);
    return elkNode;
  };
  const root = byId.get(graph.root);
  if (!root) throw new Error(`The chart of ${graph.id} has no root state`);
  top.children!.push(build(root, null));

  /** Where an edge lives: the closest container strictly holding both ends (ELK's convention). */
  const containerOf = (source: string, target: string): ElkNode => {
    const ofTarget = new Set(ancestors(target));
    const common = ancestors(source).find((id) => ofTarget.has(id));
    return (common && elkNodes.get(common)) || top;
  };
  const addEdge = (edge: ElkExtendedEdge, source: string, target: string) => {
    const container = containerOf(source, target);
    (container.edges ??= []).push(edge);
  };

  for (const node of graph.nodes) {
    if (node.type === 'compound' && node.initial) {
      const marker = markerId(node.id);
      addEdge({ id: `${marker}->`, sources: [marker], targets: [node.initial] }, node.initial, node.initial);
    }
  }
  for (const edge of graph.edges) {
    const targets = edge.targets.length > 0 ? edge.targets : [edge.source];
    targets.forEach((target, index) => {
      const label = index === 0 ? edge.label : '';
      addEdge(
        {
          id: edgeId(edge.key, index),
          sources: [edge.source],
          targets: [target],
          labels: label
            ? [
                {
                  id: `${edgeId(edge.key, index)}:label`,
                  text: label,
                  width: textWidth(label, EDGE_FONT_SIZE) + 6,
                  height: EDGE_FONT_SIZE + 5,
                },
              ]
            : [],
        },
        edge.source,
        target,
      );
    });
  }
  return top;
}

export function edgeId(key: string, targetIndex: number): string {
  return `${key} -> ${targetIndex}`;
}

let sharedElk: InstanceType<typeof ELK> | null = null;

/** Lays `graph` out; the ELK instance is shared (elk.bundled runs in the calling thread). */
export async function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  sharedElk ??= new ELK();
  const laidOut = await sharedElk.layout(elkGraph(graph));
  return readLayout(graph, laidOut);
}

function readLayout(graph: ChartGraph, laidOut: ElkNode): ChartLayout {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const boxes: LaidOutBox[] = [];
  const markers: LaidOutMarker[] = [];
  const edges: LaidOutEdge[] = [];
  const transitionOf = new Map<
    string,
    { key: string; source: string; target: string; targetless: boolean }
  >();
  for (const edge of graph.edges) {
    const targets = edge.targets.length > 0 ? edge.targets : [edge.source];
    targets.forEach((target, index) =>
      transitionOf.set(edgeId(edge.key, index), {
        key: edge.key,
        source: edge.source,
        target,
        targetless: edge.targets.length === 0,
      }),
    );
  }

  const visit = (elkNode: ElkNode, depth: number) => {
    const node = byId.get(elkNode.id);
    if (node) {
      const parent = node.parent ? byId.get(node.parent) : undefined;
      boxes.push({
        id: node.id,
        label: node.label,
        type: node.type,
        parent: node.parent,
        depth,
        container: isContainer(node),
        region: parent?.type === 'parallel',
        x: elkNode.x ?? 0,
        y: elkNode.y ?? 0,
        width: elkNode.width ?? 0,
        height: elkNode.height ?? 0,
      });
    } else if (elkNode.id.endsWith('#initial')) {
      markers.push({
        owner: elkNode.id.slice(0, -'#initial'.length),
        cx: (elkNode.x ?? 0) + (elkNode.width ?? 0) / 2,
        cy: (elkNode.y ?? 0) + (elkNode.height ?? 0) / 2,
        r: (elkNode.width ?? MARKER) / 2,
      });
    }
    for (const edge of elkNode.edges ?? []) {
      const points = (edge.sections ?? []).flatMap((section) => [
        section.startPoint,
        ...(section.bendPoints ?? []),
        section.endPoint,
      ]);
      const elkLabel = edge.labels?.[0];
      const label: LaidOutLabel | null = elkLabel?.text
        ? {
            text: elkLabel.text,
            x: elkLabel.x ?? 0,
            y: elkLabel.y ?? 0,
            width: elkLabel.width ?? 0,
            height: elkLabel.height ?? 0,
          }
        : null;
      const transition = transitionOf.get(edge.id);
      if (transition) {
        edges.push({ id: edge.id, ...transition, points, label });
      } else {
        const owner = edge.sources[0]!.slice(0, -'#initial'.length);
        edges.push({
          id: edge.id,
          key: null,
          source: owner,
          target: edge.targets[0]!,
          points,
          label: null,
          targetless: false,
        });
      }
    }
    for (const child of elkNode.children ?? []) visit(child, node ? depth + 1 : depth);
  };
  visit(laidOut, -1);
  return {
    width: Math.ceil(laidOut.width ?? 0),
    height: Math.ceil(laidOut.height ?? 0),
    boxes,
    edges,
    markers,
  };
}
