/** The viewer's layout (src/features/statecharts/layout.ts) for every machine of the catalogue. */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../machines/catalogue.ts';
import { allStateNodes, allTransitionKeys, chartGraph } from '../../../machines/chartModel.ts';
import { layoutChart, type ChartLayout, type Rect } from '../../../src/features/statecharts/layout.ts';

/** How far two rectangles may overlap (px) before it counts: ELK rounds and labels sit on their edge. */
const TOLERANCE = 2;

function overlap(a: Rect, b: Rect): boolean {
  return (
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > TOLERANCE &&
    Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > TOLERANCE
  );
}

function inside(inner: Rect, outer: Rect): boolean {
  return (
    inner.x >= outer.x - TOLERANCE &&
    inner.y >= outer.y - TOLERANCE &&
    inner.x + inner.width <= outer.x + outer.width + TOLERANCE &&
    inner.y + inner.height <= outer.y + outer.height + TOLERANCE
  );
}

const layouts = new Map<string, ChartLayout>();
async function layoutOf(id: string): Promise<ChartLayout> {
  const cached = layouts.get(id);
  if (cached) return cached;
  const entry = catalogue.find((candidate) => candidate.id === id)!;
  const layout = await layoutChart(chartGraph(entry.machine));
  layouts.set(id, layout);
  return layout;
}

describe('chartGraph', () => {
  it.each(catalogue.map((entry) => [entry.id, entry] as const))(
    '%s: one node per state node, one edge per transition key',
    (_id, entry) => {
      const graph = chartGraph(entry.machine);
      expect(graph.nodes.map((node) => node.id)).toEqual(allStateNodes(entry.machine).map((node) => node.id));
      expect(graph.edges.map((edge) => edge.key).sort()).toEqual(
        [...allTransitionKeys(entry.machine)].sort(),
      );
      for (const node of graph.nodes) {
        if (node.type === 'compound') expect(node.children).toContain(node.initial);
      }
    },
  );
});

describe.each(catalogue.map((entry) => [entry.id] as const))('layout of %s', (id) => {
  it('draws every state inside its parent, siblings apart', async () => {
    const layout = await layoutOf(id);
    const entry = catalogue.find((candidate) => candidate.id === id)!;
    expect(layout.boxes.map((box) => box.id).sort()).toEqual(
      allStateNodes(entry.machine)
        .map((node) => node.id)
        .sort(),
    );
    const byId = new Map(layout.boxes.map((box) => [box.id, box]));
    for (const box of layout.boxes) {
      expect(box.width).toBeGreaterThan(0);
      if (box.parent) expect(inside(box, byId.get(box.parent)!), `${box.id} inside its parent`).toBe(true);
    }
    const markerRects = layout.markers.map((marker) => ({
      parent: marker.owner,
      id: `${marker.owner} (initial)`,
      x: marker.cx - marker.r,
      y: marker.cy - marker.r,
      width: 2 * marker.r,
      height: 2 * marker.r,
    }));
    const shapes = [...layout.boxes, ...markerRects];
    const clashes: string[] = [];
    for (const [index, a] of shapes.entries()) {
      for (const b of shapes.slice(index + 1)) {
        if (a.parent === b.parent && overlap(a, b)) clashes.push(`${a.id} / ${b.id}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('draws an edge for every transition target, and an initial marker per compound state', async () => {
    const layout = await layoutOf(id);
    const graph = chartGraph(catalogue.find((candidate) => candidate.id === id)!.machine);
    for (const edge of graph.edges) {
      const drawn = layout.edges.filter((candidate) => candidate.key === edge.key);
      expect(drawn, edge.key).toHaveLength(Math.max(1, edge.targets.length));
      for (const line of drawn) expect(line.points.length, edge.key).toBeGreaterThanOrEqual(2);
      expect(drawn[0]!.label?.text, edge.key).toBe(edge.label);
      if (edge.targets.length === 0) expect(drawn[0]!.targetless).toBe(true);
    }
    const compounds = graph.nodes.filter((node) => node.type === 'compound' && node.initial);
    expect(layout.markers.map((marker) => marker.owner).sort()).toEqual(
      compounds.map((node) => node.id).sort(),
    );
    expect(layout.edges.filter((edge) => edge.key === null)).toHaveLength(compounds.length);
  });

  it('keeps labels off the state boxes and off each other', async () => {
    const layout = await layoutOf(id);
    const labels = layout.edges.flatMap((edge) => (edge.label ? [edge.label] : []));
    const leaves = layout.boxes.filter((box) => !box.container);
    const clashes: string[] = [];
    for (const label of labels) {
      for (const box of leaves) if (overlap(label, box)) clashes.push(`"${label.text}" on ${box.id}`);
    }
    for (const [index, a] of labels.entries()) {
      for (const b of labels.slice(index + 1)) if (overlap(a, b)) clashes.push(`"${a.text}" on "${b.text}"`);
    }
    expect(clashes).toEqual([]);
  });

  it('keeps labels out of container headers', async () => {
    const layout = await layoutOf(id);
    const headers = layout.boxes.filter((box) => box.container).map((box) => ({ ...box, height: 22 }));
    const clashes: string[] = [];
    for (const edge of layout.edges) {
      if (!edge.label) continue;
      for (const header of headers)
        if (overlap(edge.label, header)) clashes.push(`"${edge.label.text}" on ${header.id}`);
    }
    expect(clashes).toEqual([]);
  });
});
