/**
 * The design editor's page (issue 19), drawn with react-konva: the page at the page's zoom, scrolled and panned in
 * a view the size of its container, its nodes drawn as the export draws them, the Transformer on the selected
 * unlocked nodes, snap guides while dragging and the rubber band. Presentational: the document, the selection, the
 * zoom and the text being edited come in as props, and every change goes out as a callback for the page (its
 * machine) to decide on. Keys are the page's: this container only takes the focus and names itself.
 */
import type Konva from 'konva';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, type Ref } from 'react';
import { Group, Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import type { DesignDoc, DesignEdit } from '../../../domain/design.ts';
import { canvasWords } from '../../../domain/designEditorWords.ts';
import { nodeBox } from '../../../domain/designOps.ts';
import { SHORTCUT_HELP } from '../../../domain/designShortcuts.ts';
import { transformerMode } from './canvasGeometry.ts';
import { CanvasNode } from './CanvasNode.tsx';
import { TextEditOverlay } from './TextEditOverlay.tsx';
import { PAGE_NAME, useCanvasPointer, type PointerInputs } from './useCanvasPointer.ts';
import { useViewport } from './useViewport.ts';

export interface DesignCanvasProps {
  doc: DesignDoc;
  selection: string[];
  /** Screen pixels per page pixel. */
  zoom: number;
  editingTextId: string | null;
  /** The address the browser loads an image node's src from, or null to show an empty slot. */
  imageUrl: (src: string) => string | null;
  onSelect: (ids: string[], mode: 'replace' | 'toggle') => void;
  onTransformStart: () => void;
  /** A 'set' edit with each changed node's x, y, rotation and size (a text's fontSize and measured width). */
  onTransformEnd: (edit: DesignEdit) => void;
  onTransformCancel: () => void;
  onTextEditStart: (id: string) => void;
  onTextCommit: (id: string, text: string, width: number) => void;
  onTextCancel: () => void;
  /** `focus`: the point of the view (px from its top-left) that stays put, for a zoom about the pointer. */
  onZoom: (zoom: number, focus?: { x: number; y: number }) => void;
  stageRef?: Ref<Konva.Stage>;
}

const GUIDE_COLOUR = '#E11DAE';
const SELECTION_COLOUR = '#4F46E5';

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function DesignCanvas(props: DesignCanvasProps) {
  const { doc, selection, zoom, editingTextId, imageUrl, stageRef } = props;
  const container = useRef<HTMLDivElement>(null);
  const stage = useRef<Konva.Stage | null>(null);
  const content = useRef<Konva.Layer>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const descriptionId = useId();
  const latest = useRef<PointerInputs>(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const view = useViewport(container, doc, zoom, props.onZoom);
  const pointer = useCanvasPointer(latest, stage, content);

  const setStage = useCallback(
    (value: Konva.Stage | null) => {
      stage.current = value;
      assignRef(stageRef, value);
    },
    [stageRef],
  );

  const visible = doc.nodes.filter((node) => !node.hidden);
  const selected = visible.filter((node) => selection.includes(node.id));
  const movable = editingTextId === null ? selected.filter((node) => !node.locked) : [];
  const mode = transformerMode(movable);
  const movableKey = movable.map((node) => node.id).join(' ');

  // The Transformer holds the selected unlocked nodes (none while a text is edited).
  useEffect(() => {
    const handles = transformer.current;
    const layer = content.current;
    if (!handles || !layer) return;
    const ids = movableKey === '' ? [] : movableKey.split(' ');
    handles.nodes(ids.flatMap((id) => layer.findOne<Konva.Node>(`#${id}`) ?? []));
    handles.getLayer()?.batchDraw();
  }, [movableKey, doc]);

  const editing = editingTextId === null ? undefined : doc.nodes.find((node) => node.id === editingTextId);
  const stroke = 1 / zoom;

  return (
    <div
      ref={container}
      tabIndex={0}
      role="application"
      aria-label={canvasWords.label(doc.nodes.length, selection.length)}
      aria-describedby={descriptionId}
      className="relative h-full min-h-0 w-full min-w-0 overflow-hidden bg-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-600"
      style={{ cursor: view.cursor }}
      {...view.containerHandlers}
    >
      <div className="absolute inset-0">
        {view.size.width > 0 && view.size.height > 0 ? (
          <Stage
            ref={setStage}
            width={view.size.width}
            height={view.size.height}
            scaleX={zoom}
            scaleY={zoom}
            x={view.pan.x}
            y={view.pan.y}
            onPointerDown={pointer.onStagePointerDown}
          >
            <Layer>
              <Rect
                name={PAGE_NAME}
                width={doc.width}
                height={doc.height}
                fill={doc.background}
                shadowColor="#0F172A"
                shadowOpacity={0.2}
                shadowBlur={8}
                shadowForStrokeEnabled={false}
              />
            </Layer>
            <Layer ref={content}>
              <Group clipX={0} clipY={0} clipWidth={doc.width} clipHeight={doc.height}>
                {visible.map((node) => (
                  <CanvasNode
                    key={node.id}
                    node={node}
                    url={node.kind === 'image' && node.src !== '' ? imageUrl(node.src) : null}
                    editing={node.id === editingTextId}
                    handlers={pointer.handlers}
                  />
                ))}
              </Group>
            </Layer>
            <Layer>
              {selected
                .filter((node) => node.locked)
                .map((node) => {
                  const box = nodeBox(node);
                  return (
                    <Rect
                      key={node.id}
                      {...box}
                      stroke={SELECTION_COLOUR}
                      strokeWidth={stroke}
                      dash={[4 * stroke, 4 * stroke]}
                      listening={false}
                    />
                  );
                })}
              {pointer.guides.map((guide, index) => (
                <Line
                  key={index}
                  points={
                    guide.orientation === 'vertical'
                      ? [guide.position, guide.from, guide.position, guide.to]
                      : [guide.from, guide.position, guide.to, guide.position]
                  }
                  stroke={GUIDE_COLOUR}
                  strokeWidth={stroke}
                  listening={false}
                />
              ))}
              {pointer.band ? (
                <Rect
                  {...pointer.band}
                  fill="rgba(79, 70, 229, 0.08)"
                  stroke={SELECTION_COLOUR}
                  strokeWidth={stroke}
                  listening={false}
                />
              ) : null}
              <Transformer
                ref={transformer}
                keepRatio={mode.keepRatio}
                enabledAnchors={mode.anchors}
                flipEnabled={false}
                rotationSnaps={[0, 90, 180, 270]}
                rotationSnapTolerance={4}
                borderStroke={SELECTION_COLOUR}
                anchorStroke={SELECTION_COLOUR}
                anchorSize={10}
                boundBoxFunc={(old, next) =>
                  Math.abs(next.width) < 4 || Math.abs(next.height) < 4 ? old : next
                }
                onTransformStart={pointer.onTransformStart}
                onTransformEnd={pointer.onTransformEnd}
              />
            </Layer>
          </Stage>
        ) : null}
      </div>
      {editing?.kind === 'text' ? (
        <TextEditOverlay
          key={editing.id}
          node={editing}
          zoom={zoom}
          pan={view.pan}
          onCommit={(text, width, byKeyboard) => {
            if (byKeyboard) container.current?.focus();
            props.onTextCommit(editing.id, text, width);
          }}
          onCancel={() => {
            container.current?.focus();
            props.onTextCancel();
          }}
        />
      ) : null}
      <div id={descriptionId} className="sr-only">
        {[...canvasWords.help, canvasWords.shortcutsTitle, ...SHORTCUT_HELP].join(' ')}
      </div>
    </div>
  );
}
