/**
 * Snapping while a selection is dragged (issue 19: "align and snap guides"): the moving box's left, centre and right
 * snap to the page's and to every other visible layer's, and the same for top, middle and bottom, whichever is
 * nearest within the threshold on each axis; the guides to draw are the lines snapped to.
 */
import type { DesignDoc } from './design.ts';
import { nodeBox, type Box } from './designOps.ts';

export interface Guide {
  orientation: 'vertical' | 'horizontal';
  /** x of a vertical line, y of a horizontal one (page px). */
  position: number;
  /** Where the line starts and ends along its length. */
  from: number;
  to: number;
}

const linesX = (box: Box) => [box.x, box.x + box.width / 2, box.x + box.width];
const linesY = (box: Box) => [box.y, box.y + box.height / 2, box.y + box.height];

interface Snap {
  delta: number;
  position: number;
  target: Box;
}

function nearest(moving: number[], targets: { lines: number[]; box: Box }[], threshold: number): Snap | null {
  let best: Snap | null = null;
  for (const target of targets) {
    for (const line of target.lines) {
      for (const edge of moving) {
        const delta = line - edge;
        if (Math.abs(delta) <= threshold && (best === null || Math.abs(delta) < Math.abs(best.delta))) {
          best = { delta, position: line, target: target.box };
        }
      }
    }
  }
  return best;
}

/** Where a dragged selection snaps to, and the guides to draw (none within the threshold: no move, no guide). */
export function snapMove(
  doc: DesignDoc,
  movingIds: readonly string[],
  box: Box,
  threshold: number,
): { dx: number; dy: number; guides: Guide[] } {
  const page: Box = { x: 0, y: 0, width: doc.width, height: doc.height };
  const others = [
    page,
    ...doc.nodes.filter((node) => !node.hidden && !movingIds.includes(node.id)).map(nodeBox),
  ];
  const x = nearest(
    linesX(box),
    others.map((other) => ({ lines: linesX(other), box: other })),
    threshold,
  );
  const y = nearest(
    linesY(box),
    others.map((other) => ({ lines: linesY(other), box: other })),
    threshold,
  );
  const dx = x?.delta ?? 0;
  const dy = y?.delta ?? 0;
  const moved = { ...box, x: box.x + dx, y: box.y + dy };
  const guides: Guide[] = [];
  if (x) {
    guides.push({
      orientation: 'vertical',
      position: x.position,
      from: Math.min(moved.y, x.target.y),
      to: Math.max(moved.y + moved.height, x.target.y + x.target.height),
    });
  }
  if (y) {
    guides.push({
      orientation: 'horizontal',
      position: y.position,
      from: Math.min(moved.x, y.target.x),
      to: Math.max(moved.x + moved.width, y.target.x + y.target.width),
    });
  }
  return { dx, dy, guides };
}
