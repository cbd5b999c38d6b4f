/**
 * Reading a Mermaid `stateDiagram-v2` text (which state belongs to which composite) and measuring how the real
 * Mermaid renderer drew it in a page: each state's box against the boxes of the composites it belongs to, and the
 * diagram's width. Used by statechartDocs.spec.ts on every chart of docs/statecharts.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The ```mermaid blocks of a markdown file, without their fences. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((match) => match[1]!);
}

export interface DiagramNesting {
  /** Every state the text names, with the composites it is written in (innermost first); `[*]` as `<parent>_start`/`_end`. */
  ancestors: Map<string, string[]>;
  /** States a transition names before (or without) their `state ... as` line: Mermaid places them where they are named. */
  undeclared: string[];
}

const DECLARATION = /^state\s+(?:"[^"]*"\s+as\s+)?([A-Za-z0-9_]+)\s*(\{)?$/;
const TRANSITION = /^(\S+)\s+-->\s+(\S+)(?:\s*:.*)?$/;

/** Which composite each state is written in, read from the text as Mermaid reads it. */
export function diagramNesting(source: string): DiagramNesting {
  const ancestors = new Map<string, string[]>();
  const undeclared: string[] = [];
  const stack: string[] = [];
  const chain = () => [...stack].reverse();
  const pseudo = (end: 'start' | 'end') => `${stack.at(-1) ?? 'root'}_${end}`;
  for (const raw of source.split('\n').slice(1)) {
    const line = raw.trim();
    const declaration = DECLARATION.exec(line);
    if (declaration) {
      const id = declaration[1]!;
      if (!ancestors.has(id)) ancestors.set(id, chain());
      if (declaration[2]) stack.push(id);
      continue;
    }
    if (line === '}') {
      stack.pop();
      continue;
    }
    const transition = TRANSITION.exec(line);
    if (!transition) continue;
    const [from, to] = [transition[1]!, transition[2]!];
    for (const [name, end] of [
      [from, 'start'],
      [to, 'end'],
    ] as const) {
      const id = name === '[*]' ? pseudo(end) : name;
      if (ancestors.has(id)) continue;
      if (name !== '[*]') undeclared.push(id);
      ancestors.set(id, chain());
    }
  }
  return { ancestors, undeclared };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RenderedDiagram {
  /** The drawn width (the SVG's viewBox), in px. */
  width: number;
  height: number;
  /** Each drawn state node by Mermaid state id. */
  nodes: Record<string, Box>;
  /** Each drawn composite (cluster) by Mermaid state id. */
  clusters: Record<string, Box>;
}

const require = createRequire(import.meta.url);
/** Mermaid's browser bundle (a global `mermaid`), loaded from node_modules: no network needed. */
export const MERMAID_BUNDLE = require.resolve('mermaid/dist/mermaid.min.js');

/** The layout engines Mermaid 12 ships: ELK (its default for state diagrams) and dagre (older renderers' default). */
export type MermaidLayout = 'elk' | 'dagre';

/** A blank page with Mermaid loaded, ready for `renderDiagram`. */
export async function openMermaidPage(page: Page, layout: MermaidLayout): Promise<void> {
  await page.setContent('<!doctype html><html><head><title>Mermaid</title></head><body></body></html>');
  await page.addScriptTag({ path: MERMAID_BUNDLE });
  await page.evaluate((layout) => {
    const { mermaid } = window as unknown as { mermaid: { initialize(config: object): void } };
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', layout, state: { layout } });
  }, layout);
}

/** Renders one diagram with the real Mermaid renderer and measures its state boxes and composites. */
export async function renderDiagram(page: Page, source: string, name: string): Promise<RenderedDiagram> {
  return page.evaluate(
    async ({ source, name }) => {
      const { mermaid } = window as unknown as {
        mermaid: { render(id: string, text: string): Promise<{ svg: string }> };
      };
      const { svg } = await mermaid.render(name, source);
      document.body.replaceChildren();
      const holder = document.createElement('div');
      holder.innerHTML = svg;
      document.body.append(holder);
      const root = holder.querySelector('svg')!;
      // Drawn at its own size, so boxes are in the diagram's pixels.
      const viewBox = root.viewBox.baseVal;
      root.setAttribute('width', String(viewBox.width));
      root.setAttribute('height', String(viewBox.height));
      root.style.maxWidth = 'none';
      const origin = root.getBoundingClientRect();
      const box = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return { x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height };
      };
      const prefix = `${name}-state-`;
      const nodes: Record<string, ReturnType<typeof box>> = {};
      for (const node of root.querySelectorAll('g.node')) {
        if (!node.id.startsWith(prefix)) continue;
        nodes[node.id.slice(prefix.length).replace(/-\d+$/, '')] = box(node);
      }
      const clusters: Record<string, ReturnType<typeof box>> = {};
      for (const cluster of root.querySelectorAll('g.statediagram-cluster[data-id]')) {
        const outer = cluster.querySelector('rect.outer') ?? cluster;
        clusters[(cluster as SVGGElement).dataset.id!] = box(outer);
      }
      return { width: viewBox.width, height: viewBox.height, nodes, clusters };
    },
    { source, name },
  );
}

/** Tolerance for sub-pixel rounding, in px. */
const SLACK = 1;

export function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - SLACK &&
    inner.y >= outer.y - SLACK &&
    inner.x + inner.width <= outer.x + outer.width + SLACK &&
    inner.y + inner.height <= outer.y + outer.height + SLACK
  );
}

/** Every state drawn outside a composite it is written in (`<state> outside <composite>`), and states not drawn. */
export function misplacedStates(nesting: DiagramNesting, drawn: RenderedDiagram): string[] {
  const problems: string[] = [];
  const boxOf = (id: string) => drawn.nodes[id] ?? drawn.clusters[id];
  for (const [id, ancestors] of nesting.ancestors) {
    const own = boxOf(id);
    if (!own) {
      problems.push(`${id} not drawn`);
      continue;
    }
    for (const ancestor of ancestors) {
      const parent = drawn.clusters[ancestor];
      if (!parent) problems.push(`${ancestor} not drawn as a composite (holding ${id})`);
      else if (!inside(own, parent)) problems.push(`${id} outside ${ancestor}`);
    }
  }
  return problems;
}
