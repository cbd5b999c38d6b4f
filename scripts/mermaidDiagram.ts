/**
 * Mermaid `stateDiagram-v2` text for a machine (pure), drawn so that Mermaid's layouts (ELK, its default for state
 * diagrams, and dagre) keep every state inside the box of the state that holds it:
 *
 * - Every state is declared (`state "words" as id`) inside its parent's braces before any arrow names it.
 * - An arrow never crosses a box's border. A transition between states in different boxes is drawn between the
 *   two outermost states that differ, inside the closest box holding both; its label says where it really starts
 *   or ends: `code verified (from verifying)`, `move lifted (to browsing › lifted)`. Parallel regions are not
 *   crossed either: such a transition is drawn on the parallel state itself.
 * - Transitions of the machine itself (they apply in every state) leave a dashed `any state` box.
 * - Several transitions between the same two states share one arrow, one line each.
 *
 * A chart can be drawn whole (`mermaidStateDiagram`) or in parts (`chartParts`, mermaidParts.ts): a part draws the
 * inside of one state, the states holding others closed (one box with a thick border, drawn in a part of their own);
 * a transition that enters or leaves the part is drawn in the part around it.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { plainText, stateWords, transitionWords, words, wrap } from './chartWords.ts';

// ---------------------------------------------------------------------------------------------------------------
// Reading the machine

export function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states);
}

export function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    nodes.push(node);
    childrenOf(node).forEach(walk);
  };
  walk(machine.root);
  return nodes;
}

/** Every transition of `node`, in definition order (`on`, `onDone`, invoke done/error, `after`, then `always`). */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function isComposite(node: AnyStateNode): boolean {
  return node.type === 'compound' || node.type === 'parallel';
}

/** Whether `node` lies strictly inside `container`. */
export function isInside(node: AnyStateNode, container: AnyStateNode): boolean {
  for (let current = node.parent; current; current = current.parent) if (current === container) return true;
  return false;
}

/** The child of `container` that is `node` or holds it (`node` strictly inside `container`). */
function childToward(container: AnyStateNode, node: AnyStateNode): AnyStateNode {
  let current = node;
  while (current.parent && current.parent !== container) current = current.parent;
  return current;
}

/** The closest state that strictly holds both (the parent for a state and itself, or a state and its child). */
function commonAncestor(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  for (let current = a.parent; current; current = current.parent) {
    if (b === current || isInside(b, current)) return current;
  }
  return a.machine.root;
}

/** Where `node` lies below `above`, in words: `browsing › lifted`. */
function pathBelow(above: AnyStateNode, node: AnyStateNode): string {
  return plainText(node.path.slice(above.path.length).map(words).join(' › '));
}

/** A state's whole path in words (`loaded › browsing`), the machine's name for its root. */
export function statePathWords(node: AnyStateNode): string {
  return node.path.length > 0 ? plainText(node.path.map(words).join(' › ')) : stateWords(node);
}

function makeIds(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const ids = new Map<AnyStateNode, string>();
  const used = new Set<string>();
  for (const node of allNodes(machine)) {
    const base = node.id.replace(/[^A-Za-z0-9_]/g, '_');
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
    used.add(id);
    ids.set(node, id);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------------------------
// One diagram

/** What one diagram draws: the inside of `container`, and which states inside it show their own inside. */
export interface DiagramView {
  container: AnyStateNode;
  /** For a compound or parallel state inside the container whose parents are drawn open: draw it open too. */
  open: (node: AnyStateNode) => boolean;
}

/** Characters per line of a state's description inside its box (Mermaid does not wrap those). */
const DESCRIPTION_WIDTH = 28;
/** Characters per line of an arrow's label (Mermaid wraps at 200 px; narrower labels make narrower charts). */
const LABEL_WIDTH = 22;
const BREAK = '<br>';

interface Arrow {
  from: string;
  to: string;
  /** Labels by where the transitions really start or end (`from verifying`), '' where the arrow says it. */
  labels: Map<string, string[]>;
}

/**
 * Where each transition is drawn in a view, by where it is written: `in <id>` inside a state's braces (the
 * container's: the document itself), `after <id>` after a parallel region's braces (arrows on the region itself).
 * Transitions inside a state drawn closed are left out (its own part draws them), and so are those that leave or
 * enter the container (its parent's part draws them).
 */
function placeArrows(view: DiagramView, id: (node: AnyStateNode) => string, anyId: string) {
  const { container } = view;
  const root = container.machine.root;
  /** Drawn open: the container, and states whose every parent up to the container is open and that are open. */
  const isOpen = (node: AnyStateNode): boolean =>
    node === container ||
    (isComposite(node) && isInside(node, container) && view.open(node) && isOpen(node.parent!));
  const arrows = new Map<string, Arrow[]>();
  const add = (block: AnyStateNode, from: string, to: string, label: string, note: string) => {
    const key = block.type === 'parallel' && block !== container ? `after ${from}` : `in ${id(block)}`;
    const list = arrows.get(key) ?? [];
    let arrow = list.find((other) => other.from === from && other.to === to);
    if (!arrow) list.push((arrow = { from, to, labels: new Map() }));
    const labels = arrow.labels.get(note) ?? [];
    if (!labels.includes(label)) labels.push(label);
    arrow.labels.set(note, labels);
    arrows.set(key, list);
  };
  const noted = (from: AnyStateNode, source: AnyStateNode, to: AnyStateNode, target: AnyStateNode) =>
    [
      from === source ? '' : `from ${pathBelow(from, source)}`,
      to === target ? '' : `to ${pathBelow(to, target)}`,
    ]
      .filter(Boolean)
      .join(', ');

  for (const source of allNodes(container.machine)) {
    const sourceIn = isInside(source, container);
    const sourceAbove = source === container || isInside(container, source);
    for (const transition of transitionsOf(source)) {
      const label = transitionWords(transition);
      const targets = transition.target && transition.target.length > 0 ? transition.target : [source];
      for (const target of targets) {
        const targetIn = isInside(target, container);
        if (sourceIn && targetIn) {
          let block = commonAncestor(source, target);
          if (!isOpen(block)) continue;
          let from = childToward(block, source);
          let to = childToward(block, target);
          if (block.type === 'parallel' && block !== container && from !== to) {
            // Between two regions: drawn on the parallel state, so that no arrow crosses a region's border.
            from = to = block;
            block = block.parent!;
          }
          add(block, id(from), id(to), label, noted(from, source, to, target));
        } else if (sourceAbove && (targetIn || (target === source && container === root))) {
          // The container's own transitions, or its ancestors': taken in any state inside it.
          const to = targetIn ? childToward(container, target) : undefined;
          add(container, anyId, to ? id(to) : anyId, label, to ? noted(source, source, to, target) : '');
        } else if (sourceIn && container === root) {
          // To the machine itself: it starts again.
          const from = childToward(container, source);
          const fromNote = noted(from, source, root, root);
          add(container, id(from), anyId, label, [fromNote, 'starts again'].filter(Boolean).join(', '));
        }
      }
    }
  }
  return { arrows, isOpen };
}

/**
 * An arrow's label: one transition per line (a bullet where several share the arrow), wrapped. Where they all
 * start or end in the same place, that is said once at the end: `(all from browsing)`.
 */
function arrowText(arrow: Arrow): string {
  const groups = [...arrow.labels];
  const entries = groups.flatMap(([note, labels]) => labels.map((label) => ({ label, note })));
  const shared = groups.length === 1 && entries.length > 1 ? groups[0]![0] : '';
  const lines = entries.flatMap(({ label, note }) => {
    const wrapped = wrap(entries.length > 1 ? `• ${label}` : label, LABEL_WIDTH);
    if (!note || shared) return wrapped;
    const last = wrapped.at(-1)!;
    // The note stays whole on the last line when it fits there, else on lines of its own.
    return last.length + note.length + 3 <= LABEL_WIDTH
      ? [...wrapped.slice(0, -1), `${last} (${note})`]
      : [...wrapped, ...wrap(`(${note})`, LABEL_WIDTH)];
  });
  if (shared) lines.push(...wrap(`(all ${shared})`, LABEL_WIDTH));
  return lines.join(BREAK);
}

export function renderDiagram(view: DiagramView): string {
  const { container } = view;
  const machine = container.machine;
  const ids = makeIds(machine);
  const id = (node: AnyStateNode) => ids.get(node)!;
  const anyId = `${id(machine.root)}__any`;
  const { arrows, isOpen } = placeArrows(view, id, anyId);
  const anyUsed = [...arrows.values()].some((list) =>
    list.some((arrow) => arrow.from === anyId || arrow.to === anyId),
  );

  const lines: string[] = ['stateDiagram-v2'];
  const emit = (depth: number, text: string) => lines.push(`${'  '.repeat(depth)}${text}`);
  const closed: string[] = [];
  const emitArrows = (key: string, depth: number) => {
    for (const arrow of arrows.get(key) ?? [])
      emit(depth, `${arrow.from} --> ${arrow.to} : ${arrowText(arrow)}`);
  };

  const renderState = (node: AnyStateNode, depth: number) => {
    const label = stateWords(node);
    if (isComposite(node) && isOpen(node)) {
      emit(depth, `state "${label}" as ${id(node)} {`);
      renderInside(node, depth + 1);
      emit(depth, '}');
      return;
    }
    emit(depth, `state "${label}" as ${id(node)}`);
    if (node.description) {
      emit(depth, `${id(node)} : ${wrap(plainText(node.description), DESCRIPTION_WIDTH).join(BREAK)}`);
    }
    if (isComposite(node)) closed.push(id(node));
  };

  /** The inside of an open state: its children, where it starts, its arrows, its final states. */
  const renderInside = (node: AnyStateNode, depth: number) => {
    const children = childrenOf(node);
    if (node.type === 'parallel' && node !== container) {
      children.forEach((region, index) => {
        if (index > 0) emit(depth, '--');
        renderState(region, depth);
        emitArrows(`after ${id(region)}`, depth);
      });
      return;
    }
    for (const child of children) renderState(child, depth);
    if (node === container && anyUsed) {
      const any = container === machine.root ? 'any state' : `any state of ${stateWords(container)}`;
      emit(depth, `state "${any}" as ${anyId}`);
    }
    const initial = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
    if (initial) emit(depth, `[*] --> ${id(initial)}`);
    emitArrows(`in ${id(node)}`, depth);
    for (const child of children) if (child.type === 'final') emit(depth, `${id(child)} --> [*]`);
  };

  renderInside(container, 1);
  if (closed.length > 0) {
    emit(1, 'classDef holder stroke-width:3px');
    emit(1, `class ${closed.join(',')} holder`);
  }
  if (anyUsed) {
    emit(1, 'classDef elsewhere stroke-dasharray:5 5');
    emit(1, `class ${anyId} elsewhere`);
  }
  return `${lines.join('\n')}\n`;
}

/** The whole machine in one diagram (the statechart viewer's Mermaid export, and small machines' charts). */
export function mermaidStateDiagram(machine: AnyStateMachine): string {
  return renderDiagram({ container: machine.root, open: () => true });
}
