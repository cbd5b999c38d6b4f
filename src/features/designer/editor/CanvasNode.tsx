/**
 * One design node on the canvas: a Konva node whose id is the design node's, at the node's (x, y), turned about
 * it, drawn as the exported SVG draws it (src/domain/designSvg.ts). Locked nodes do not listen (clicks reach what is
 * under them) and do not drag; hidden nodes are not drawn at all (DesignCanvas leaves them out). Memoised: a node
 * is drawn again only when it changes, so dragging one of many stays smooth.
 */
import type { KonvaEventObject } from 'konva/lib/Node';
import { memo, useMemo } from 'react';
import { Ellipse, Group, Image as KonvaImage, Rect, Text } from 'react-konva';
import { BRAND_FONTS, fontStack } from '../../../domain/brandKit.ts';
import type { DesignNode, ImageNode, TextNode } from '../../../domain/design.ts';
import { canvasWords } from '../../../domain/designEditorWords.ts';
import { EMPTY_SLOT } from '../../../domain/designSvg.ts';
import { coverCrop, slotDash } from './canvasGeometry.ts';
import { textHeight, textSceneFunc } from './textMetrics.ts';
import { useLoadedImage } from './useLoadedImage.ts';

/** The Konva name every design node carries (the canvas finds the design node under the pointer by it). */
export const DESIGN_NODE_NAME = 'design-node';

export interface NodeHandlers {
  onPointerDown: (event: KonvaEventObject<PointerEvent>) => void;
  /** A press and release without a drag. */
  onClick: (event: KonvaEventObject<Event>) => void;
  onDragStart: (event: KonvaEventObject<DragEvent>) => void;
  onDragMove: (event: KonvaEventObject<DragEvent>) => void;
  onDragEnd: (event: KonvaEventObject<DragEvent>) => void;
  onDblClick: (event: KonvaEventObject<Event>) => void;
}

interface Props {
  node: DesignNode;
  /** An image node's address as the browser loads it (null: an empty slot). */
  url: string | null;
  /** Its text is being edited in the text field over it: not drawn meanwhile. */
  editing: boolean;
  handlers: NodeHandlers;
}

function commonProps(node: DesignNode, editing: boolean, handlers: NodeHandlers) {
  return {
    id: node.id,
    name: DESIGN_NODE_NAME,
    x: node.x,
    y: node.y,
    rotation: node.rotation,
    opacity: node.opacity,
    draggable: !node.locked,
    listening: !node.locked,
    visible: !editing,
    onPointerDown: handlers.onPointerDown,
    onClick: handlers.onClick,
    onTap: handlers.onClick,
    onDragStart: handlers.onDragStart,
    onDragMove: handlers.onDragMove,
    onDragEnd: handlers.onDragEnd,
    onDblClick: handlers.onDblClick,
    onDblTap: handlers.onDblClick,
  };
}

function TextShape({
  node,
  editing,
  handlers,
}: {
  node: TextNode;
  editing: boolean;
  handlers: NodeHandlers;
}) {
  const sceneFunc = useMemo(() => textSceneFunc(node), [node]);
  return (
    <Text
      {...commonProps(node, editing, handlers)}
      text={node.text}
      fontFamily={fontStack(node.fontFamily)}
      fontSize={node.fontSize}
      fontStyle={node.fontStyle}
      lineHeight={node.lineHeight}
      align={node.align}
      fill={node.fill}
      wrap="none"
      width={Math.max(node.width, node.fontSize / 2)}
      height={textHeight(node)}
      sceneFunc={sceneFunc}
    />
  );
}

function EmptySlot({ node }: { node: ImageNode }) {
  const { strokeWidth, dash } = slotDash(node);
  return (
    <>
      <Rect
        width={node.width}
        height={node.height}
        fill={EMPTY_SLOT.fill}
        stroke={EMPTY_SLOT.stroke}
        strokeWidth={strokeWidth}
        dash={dash}
      />
      <Text
        text={canvasWords.emptySlot}
        width={node.width}
        height={node.height}
        align="center"
        verticalAlign="middle"
        fontFamily={BRAND_FONTS[0].stack}
        fontSize={Math.min(120, Math.max(10, Math.min(node.width, node.height) / 6))}
        fill="#4B5563"
        listening={false}
      />
    </>
  );
}

/** Always a group (the Konva node the Transformer holds stays the same when the picture arrives). */
function ImageShape(props: {
  node: ImageNode;
  url: string | null;
  editing: boolean;
  handlers: NodeHandlers;
}) {
  const { node, editing, handlers } = props;
  const image = useLoadedImage(node.src === '' ? null : props.url);
  return (
    <Group {...commonProps(node, editing, handlers)}>
      {image ? (
        <KonvaImage
          image={image}
          width={node.width}
          height={node.height}
          crop={coverCrop({ width: image.naturalWidth, height: image.naturalHeight }, node)}
        />
      ) : (
        <EmptySlot node={node} />
      )}
    </Group>
  );
}

export const CanvasNode = memo(function CanvasNode({ node, url, editing, handlers }: Props) {
  switch (node.kind) {
    case 'text':
      return <TextShape node={node} editing={editing} handlers={handlers} />;
    case 'image':
      return <ImageShape node={node} url={url} editing={editing} handlers={handlers} />;
    case 'rect':
      return (
        <Rect
          {...commonProps(node, editing, handlers)}
          width={node.width}
          height={node.height}
          cornerRadius={node.cornerRadius > 0 ? node.cornerRadius : 0}
          // A shape without a fill still takes clicks inside it.
          fill={node.fill === '' ? 'rgba(0,0,0,0)' : node.fill}
          stroke={node.stroke === '' ? undefined : node.stroke}
          strokeWidth={node.stroke === '' ? 0 : node.strokeWidth}
        />
      );
    case 'ellipse':
      return (
        <Ellipse
          {...commonProps(node, editing, handlers)}
          radiusX={node.width / 2}
          radiusY={node.height / 2}
          offsetX={-node.width / 2}
          offsetY={-node.height / 2}
          fill={node.fill === '' ? 'rgba(0,0,0,0)' : node.fill}
          stroke={node.stroke === '' ? undefined : node.stroke}
          strokeWidth={node.stroke === '' ? 0 : node.strokeWidth}
        />
      );
  }
});
