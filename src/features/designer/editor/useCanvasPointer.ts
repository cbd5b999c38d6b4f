/**
 * What the pointer does on the canvas: select on press (Shift, Ctrl or Command toggles), move the selection with
 * snapping (src/domain/designSnap.ts; its guides are shown while dragging), resize and turn with the Transformer,
 * rubber-band select on an empty part of the view, and double-click a text to edit it. Every change ends as one
 * 'set' edit for the page to decide on; the Konva nodes are put back on the document's values meanwhile, so an
 * edit the page refuses leaves nothing moved on screen. Escape while a drag, resize or turn is under way cancels it:
 * the layers go back where they were and no edit is made.
 */
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { DESIGN_SNAP_PX, type DesignDoc, type DesignEdit, type DesignNode } from '../../../domain/design.ts';
import { nodeBox, selectableIds, selectionBox } from '../../../domain/designOps.ts';
import { snapMove } from '../../../domain/designSnap.ts';
import type { Point } from '../../../domain/designView.ts';
import {
  boxBetween,
  boxesIntersect,
  geometryOf,
  geometryPatch,
  syncKonvaNode,
  type Box,
} from './canvasGeometry.ts';
import type { NodeHandlers } from './CanvasNode.tsx';
import { measureTextWidth } from './textMetrics.ts';

export interface Guide {
  orientation: 'vertical' | 'horizontal';
  position: number;
  from: number;
  to: number;
}

/** The props of the canvas the pointer needs, always the newest. */
export interface PointerInputs {
  doc: DesignDoc;
  selection: string[];
  zoom: number;
  onSelect: (ids: string[], mode: 'replace' | 'toggle') => void;
  onTransformStart: () => void;
  onTransformEnd: (edit: DesignEdit) => void;
  /** Escape during a drag, resize or turn: nothing changed. */
  onTransformCancel: () => void;
  onTextEditStart: (id: string) => void;
}

/** The name of the page's background rectangle: a press on it is a press on the empty page. */
export const PAGE_NAME = 'page-background';

interface DragSession {
  primary: string;
  ids: string[];
  starts: Map<string, Point>;
  box: Box | null;
}

/** A band smaller than this, in screen pixels, is a click. */
const CLICK_PX = 3;

const modifier = (event: MouseEvent | KeyboardEvent) => event.shiftKey || event.ctrlKey || event.metaKey;

function sameGuides(a: readonly Guide[], b: readonly Guide[]): boolean {
  return (
    a.length === b.length && a.every((guide, index) => JSON.stringify(guide) === JSON.stringify(b[index]))
  );
}

const byId = (doc: DesignDoc, id: string): DesignNode | undefined => doc.nodes.find((node) => node.id === id);

export function useCanvasPointer(
  latest: RefObject<PointerInputs>,
  stage: RefObject<Konva.Stage | null>,
  layer: RefObject<Konva.Layer | null>,
) {
  const [guides, setGuides] = useState<Guide[]>([]);
  const [band, setBand] = useState<Box | null>(null);
  const session = useRef<DragSession | null>(null);
  const press = useRef<{ id: string; reduce: boolean; cancel: boolean } | null>(null);
  const endBand = useRef<(() => void) | null>(null);
  /** Set by Escape during a drag or a Transformer change; its end then puts the layers back instead of an edit. */
  const cancelled = useRef(false);
  const endEscape = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      endBand.current?.();
      endEscape.current?.();
    },
    [],
  );

  /** Listens for Escape until the change ends; `stop` ends the drag or the Transformer's change. */
  const cancelOnEscape = useCallback((stop: () => void) => {
    endEscape.current?.();
    cancelled.current = false;
    const keydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The editor's own Escape (clear the selection) does not run as well.
      event.preventDefault();
      event.stopPropagation();
      cancelled.current = true;
      stop();
    };
    window.addEventListener('keydown', keydown, true);
    endEscape.current = () => {
      window.removeEventListener('keydown', keydown, true);
      endEscape.current = null;
    };
  }, []);

  const konvaOf = useCallback((id: string) => layer.current?.findOne<Konva.Node>(`#${id}`) ?? null, [layer]);

  /** The patches of finished changes, with the Konva nodes put back on the document's values. */
  const finish = useCallback(
    (konvaNodes: Konva.Node[]) => {
      endEscape.current?.();
      const { doc } = latest.current;
      const changes = konvaNodes.flatMap((konva) => {
        const node = byId(doc, konva.id());
        if (!node) return [];
        const patch = geometryPatch(node, geometryOf(konva), measureTextWidth);
        syncKonvaNode(konva, node);
        return [{ id: node.id, patch }];
      });
      layer.current?.batchDraw();
      if (cancelled.current) {
        cancelled.current = false;
        latest.current.onTransformCancel();
      } else latest.current.onTransformEnd({ type: 'set', changes });
    },
    [latest, layer],
  );

  const handlers = useMemo<NodeHandlers>(
    () => ({
      onPointerDown(event) {
        if (event.evt.pointerType === 'mouse' && event.evt.button !== 0) return;
        event.cancelBubble = true;
        const id = event.currentTarget.id();
        const { selection, onSelect } = latest.current;
        const selected = selection.includes(id);
        press.current = { id, reduce: false, cancel: false };
        if (modifier(event.evt)) {
          press.current.cancel = selected;
          onSelect([id], 'toggle');
        } else if (!selected) onSelect([id], 'replace');
        else press.current.reduce = selection.length > 1;
      },
      onClick(event) {
        const id = event.currentTarget.id();
        if (press.current?.id === id && press.current.reduce) latest.current.onSelect([id], 'replace');
        press.current = null;
      },
      onDragStart(event) {
        if (event.target !== event.currentTarget || session.current) return;
        const id = event.target.id();
        if (press.current?.id === id && press.current.cancel) {
          event.target.stopDrag();
          return;
        }
        press.current = null;
        const { doc, selection } = latest.current;
        const ids = selection.includes(id) ? [...selectableIds(doc, selection)] : [id];
        if (!ids.includes(id)) ids.push(id);
        const starts = new Map<string, Point>();
        for (const moving of ids) {
          const konva = konvaOf(moving);
          if (konva) starts.set(moving, konva.position());
        }
        session.current = { primary: id, ids, starts, box: selectionBox(doc, ids) };
        const dragged = event.target;
        cancelOnEscape(() => dragged.stopDrag());
        latest.current.onTransformStart();
      },
      onDragMove(event) {
        const current = session.current;
        if (!current || event.target.id() !== current.primary) return;
        const start = current.starts.get(current.primary);
        if (!start) return;
        const { doc, zoom } = latest.current;
        let dx = event.target.x() - start.x;
        let dy = event.target.y() - start.y;
        let found: Guide[] = [];
        if (current.box) {
          const box = { ...current.box, x: current.box.x + dx, y: current.box.y + dy };
          const snap = snapMove(doc, current.ids, box, DESIGN_SNAP_PX / zoom);
          dx += snap.dx;
          dy += snap.dy;
          found = snap.guides;
        }
        current.starts.forEach((from, id) => konvaOf(id)?.position({ x: from.x + dx, y: from.y + dy }));
        setGuides((shown) => (sameGuides(shown, found) ? shown : found));
      },
      onDragEnd(event) {
        const current = session.current;
        if (!current || event.target.id() !== current.primary) return;
        session.current = null;
        setGuides([]);
        finish(current.ids.flatMap((id) => konvaOf(id) ?? []));
      },
      onDblClick(event) {
        const node = byId(latest.current.doc, event.currentTarget.id());
        if (node?.kind === 'text' && !node.locked) latest.current.onTextEditStart(node.id);
      },
    }),
    [latest, konvaOf, finish, cancelOnEscape],
  );

  /** A press on the stage: on the empty view or page (not a node, not a handle) it starts a rubber band. */
  const onStagePointerDown = useCallback(
    (event: KonvaEventObject<PointerEvent>) => {
      const view = stage.current;
      if (!view || (event.target !== view && event.target.name() !== PAGE_NAME)) return;
      if (event.evt.pointerType === 'mouse' && event.evt.button !== 0) return;
      const start = view.getRelativePointerPosition();
      if (!start) return;
      const additive = modifier(event.evt);
      let last = start;
      const move = (pointer: PointerEvent) => {
        view.setPointersPositions(pointer);
        last = view.getRelativePointerPosition() ?? last;
        setBand(boxBetween(start, last));
      };
      const up = () => {
        endBand.current?.();
        const box = boxBetween(start, last);
        const { doc, selection, zoom, onSelect } = latest.current;
        if (box.width * zoom < CLICK_PX && box.height * zoom < CLICK_PX) {
          if (!additive) onSelect([], 'replace');
          return;
        }
        const hits = doc.nodes
          .filter((node) => !node.hidden && !node.locked && boxesIntersect(nodeBox(node), box))
          .map((node) => node.id);
        const picked = selectableIds(doc, hits);
        onSelect(additive ? [...new Set([...selection, ...picked])] : picked, 'replace');
      };
      const cancel = () => endBand.current?.();
      endBand.current = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', cancel);
        endBand.current = null;
        setBand(null);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', cancel);
    },
    [latest, stage],
  );

  const onTransformStart = useCallback(
    (event: KonvaEventObject<Event>) => {
      const transformer = event.currentTarget as Konva.Transformer;
      cancelOnEscape(() => transformer.stopTransform());
      latest.current.onTransformStart();
    },
    [latest, cancelOnEscape],
  );
  const onTransformEnd = useCallback(
    (event: KonvaEventObject<Event>) => {
      const transformer = event.currentTarget as Konva.Transformer;
      finish(transformer.nodes());
    },
    [finish],
  );

  return { guides, band, handlers, onStagePointerDown, onTransformStart, onTransformEnd };
}
