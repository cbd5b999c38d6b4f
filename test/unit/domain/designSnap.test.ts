/**
 * Snapping a dragged selection (src/domain/designSnap.ts, issue 19): to the page's edges and centre, to other
 * visible layers' edges and centres (locked ones too, never the moving or hidden ones), the nearest within the
 * threshold per axis, with the guide lines to draw; nothing near, nothing moves and nothing is drawn.
 */
import { describe, expect, it } from 'vitest';
import type { DesignDoc, RectNode } from '../../../src/domain/design.ts';
import { snapMove } from '../../../src/domain/designSnap.ts';

const rect = (id: string, x: number, y: number, more: Partial<RectNode> = {}): RectNode => ({
  id,
  name: id,
  kind: 'rect',
  x,
  y,
  width: 100,
  height: 100,
  rotation: 0,
  opacity: 1,
  locked: false,
  hidden: false,
  fill: '#112233',
  stroke: '',
  strokeWidth: 0,
  cornerRadius: 0,
  ...more,
});

const doc = (...nodes: RectNode[]): DesignDoc => ({ width: 1000, height: 800, background: '#FFFFFF', nodes });
const box = (x: number, y: number, width = 100, height = 50) => ({ x, y, width, height });

describe('snapMove', () => {
  it("snaps the box's centre to the page's centre line", () => {
    const result = snapMove(doc(rect('me', 0, 0)), ['me'], box(447, 120), 6);
    expect(result).toEqual({
      dx: 3,
      dy: 0,
      guides: [{ orientation: 'vertical', position: 500, from: 0, to: 800 }],
    });
  });

  it("snaps the box's middle to the page's middle, and its edges to the page's edges", () => {
    expect(snapMove(doc(), [], box(100, 372), 6)).toMatchObject({ dx: 0, dy: 3 });
    expect(snapMove(doc(), [], box(-4, 200), 6)).toMatchObject({ dx: 4, dy: 0 });
    expect(snapMove(doc(), [], box(902, 754), 6)).toMatchObject({ dx: -2, dy: -4 });
  });

  it("snaps an edge to another layer's edge, the guide spanning both", () => {
    const other = rect('other', 600, 300);
    const result = snapMove(doc(rect('me', 0, 0), other), ['me'], box(477, 100, 120), 6);
    expect(result).toEqual({
      dx: 3,
      dy: 0,
      guides: [{ orientation: 'vertical', position: 600, from: 100, to: 400 }],
    });
  });

  it('snaps both axes at once, with a guide each', () => {
    const result = snapMove(doc(rect('other', 600, 200)), [], box(200, 247, 100, 60), 6);
    expect(result.dx).toBe(0);
    expect(result.dy).toBe(3);
    expect(result.guides).toEqual([{ orientation: 'horizontal', position: 250, from: 200, to: 700 }]);
    const corner = snapMove(doc(rect('other', 600, 200)), [], box(702, 302), 6);
    expect(corner).toMatchObject({ dx: -2, dy: -2 });
    expect(corner.guides.map((guide) => [guide.orientation, guide.position])).toEqual([
      ['vertical', 700],
      ['horizontal', 300],
    ]);
  });

  it('takes the nearest line within the threshold', () => {
    const result = snapMove(doc(rect('a', 603, 600), rect('b', 598, 700)), [], box(510, 100, 90), 6);
    expect(result.dx).toBe(-2);
    expect(result.guides[0]).toMatchObject({ position: 598 });
  });

  it('ignores the moving layers and hidden ones, but not locked ones', () => {
    const moving = rect('me', 603, 300);
    const hidden = rect('hidden', 603, 300, { hidden: true });
    expect(snapMove(doc(moving, hidden), ['me'], box(510, 100, 90), 6)).toEqual({ dx: 0, dy: 0, guides: [] });
    const locked = rect('locked', 603, 300, { locked: true });
    expect(snapMove(doc(moving, locked), ['me'], box(510, 100, 90), 6).dx).toBe(3);
  });

  it("uses a turned layer's box", () => {
    const turned = rect('turned', 700, 300, { rotation: 90 });
    const result = snapMove(doc(turned), [], box(512, 100, 90), 6);
    expect(result.dx).toBe(-2);
    expect(result.guides).toEqual([{ orientation: 'vertical', position: 600, from: 100, to: 400 }]);
  });

  it('moves nothing and draws nothing when no line is within the threshold', () => {
    const result = snapMove(doc(rect('other', 600, 300)), [], box(120, 120), 6);
    expect(result).toEqual({ dx: 0, dy: 0, guides: [] });
    expect(snapMove(doc(), [], box(447, 120), 2)).toEqual({ dx: 0, dy: 0, guides: [] });
  });
});
