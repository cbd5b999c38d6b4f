/**
 * The properties of one selected layer by kind: a text's font, size, style, alignment, colour and line height; a
 * shape's fill, border and corners; an image's picture; and everyone's place, size, turn and opacity. A change of a
 * text's font, size or style sends its width measured again, so it stays aligned as the export draws it.
 */
import { BRAND_FONTS, isBrandFont } from '../../../domain/brandKit.ts';
import type {
  DesignEdit,
  EllipseNode,
  FontStyle,
  ImageNode,
  NodePatch,
  RectNode,
  TextAlign,
  TextNode,
} from '../../../domain/design.ts';
import {
  CORNER_RADIUS_MAX,
  DESIGN_FONT_SIZE_MAX,
  DESIGN_FONT_SIZE_MIN,
  LINE_HEIGHT_MAX,
  LINE_HEIGHT_MIN,
  NODE_POSITION_MAX,
  NODE_SIDE_MAX,
  NODE_SIDE_MIN,
  STROKE_WIDTH_MAX,
  propertyWords as words,
} from '../../../domain/designEditorWords.ts';
import type { DesignNode } from '../../../domain/design.ts';
import { Button } from '../../../ui/Button.tsx';
import { SelectField } from '../../../ui/Field.tsx';
import { ColourField, NumberField, PropertySection, ToggleRow } from './propertyFields.tsx';
import { measureTextWidth } from './textMetrics.ts';

export interface EditorBrandLook {
  colors: string[];
  headingFont: string;
  bodyFont: string;
}

type Edit = (edit: DesignEdit) => void;

const patchOf = (onEdit: Edit, ids: string[]) => (patch: NodePatch) => onEdit({ type: 'update', ids, patch });

/** The fonts the font list offers: the brand's heading and body fonts first, then the others. */
export function fontOptions(
  brand: Pick<EditorBrandLook, 'headingFont' | 'bodyFont'>,
): { id: string; label: string }[] {
  const labelOf = (id: string) => BRAND_FONTS.find((font) => font.id === id)?.label ?? id;
  const first: { id: string; label: string }[] = [];
  const heading = isBrandFont(brand.headingFont) ? brand.headingFont : null;
  const body = isBrandFont(brand.bodyFont) ? brand.bodyFont : null;
  if (heading && heading === body) first.push({ id: heading, label: words.brandBoth(labelOf(heading)) });
  else {
    if (heading) first.push({ id: heading, label: words.brandHeading(labelOf(heading)) });
    if (body) first.push({ id: body, label: words.brandBody(labelOf(body)) });
  }
  const taken = new Set(first.map((option) => option.id));
  return [
    ...first,
    ...BRAND_FONTS.filter((font) => !taken.has(font.id)).map(({ id, label }) => ({ id, label })),
  ];
}

const styleOf = (bold: boolean, italic: boolean): FontStyle =>
  bold && italic ? 'bold italic' : bold ? 'bold' : italic ? 'italic' : 'normal';

export function OpacityField({
  value,
  onCommit,
}: {
  value: number | null;
  onCommit: (opacity: number) => void;
}) {
  return (
    <NumberField
      label={words.opacity}
      value={value === null ? null : value * 100}
      min={0}
      max={100}
      onCommit={(percent) => onCommit(percent / 100)}
    />
  );
}

export function TextProperties({
  node,
  brand,
  onEdit,
}: {
  node: TextNode;
  brand: EditorBrandLook;
  onEdit: Edit;
}) {
  const update = patchOf(onEdit, [node.id]);
  /** A change of the text's look, with its width measured again. */
  const restyle = (patch: Pick<NodePatch, 'fontFamily' | 'fontSize' | 'fontStyle'>) =>
    update({ ...patch, width: measureTextWidth({ ...node, ...patch }) });
  const bold = node.fontStyle === 'bold' || node.fontStyle === 'bold italic';
  const italic = node.fontStyle === 'italic' || node.fontStyle === 'bold italic';
  const aligns: TextAlign[] = ['left', 'center', 'right'];
  return (
    <PropertySection title={words.textTitle}>
      <SelectField
        label={words.font}
        value={node.fontFamily}
        onChange={(event) => restyle({ fontFamily: event.target.value })}
      >
        {fontOptions(brand).map((font) => (
          <option key={font.id} value={font.id}>
            {font.label}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          label={words.fontSize}
          value={node.fontSize}
          min={DESIGN_FONT_SIZE_MIN}
          max={DESIGN_FONT_SIZE_MAX}
          decimals={1}
          onCommit={(fontSize) => restyle({ fontSize })}
        />
        <NumberField
          label={words.lineHeight}
          value={node.lineHeight}
          min={LINE_HEIGHT_MIN}
          max={LINE_HEIGHT_MAX}
          decimals={2}
          onCommit={(lineHeight) => update({ lineHeight })}
        />
      </div>
      <ToggleRow
        label={words.style}
        options={[
          {
            key: 'bold',
            label: <span className="font-bold">B</span>,
            name: words.bold,
            pressed: bold,
            onPress: () => restyle({ fontStyle: styleOf(!bold, italic) }),
          },
          {
            key: 'italic',
            label: <span className="font-serif italic">I</span>,
            name: words.italic,
            pressed: italic,
            onPress: () => restyle({ fontStyle: styleOf(bold, !italic) }),
          },
        ]}
      />
      <ToggleRow
        label={words.align}
        options={aligns.map((align) => ({
          key: align,
          label: words.alignText[align],
          name: words.alignTextLabel[align],
          pressed: node.align === align,
          onPress: () => update({ align }),
        }))}
      />
      <ColourField
        label={words.textColour}
        value={node.fill}
        swatches={brand.colors}
        onCommit={(fill) => update({ fill })}
      />
    </PropertySection>
  );
}

export function ShapeProperties({
  node,
  brand,
  onEdit,
}: {
  node: RectNode | EllipseNode;
  brand: EditorBrandLook;
  onEdit: Edit;
}) {
  const update = patchOf(onEdit, [node.id]);
  return (
    <PropertySection title={words.shapeTitle}>
      <ColourField
        label={words.fill}
        value={node.fill}
        swatches={brand.colors}
        onCommit={(fill) => update({ fill })}
      />
      <ColourField
        label={words.stroke}
        value={node.stroke}
        swatches={brand.colors}
        onCommit={(stroke) => update(node.strokeWidth > 0 ? { stroke } : { stroke, strokeWidth: 4 })}
        extra={
          node.stroke === '' ? null : (
            <Button variant="secondary" size="sm" onClick={() => update({ stroke: '' })}>
              {words.noStroke}
            </Button>
          )
        }
      />
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          label={words.strokeWidth}
          value={node.strokeWidth}
          min={0}
          max={STROKE_WIDTH_MAX}
          decimals={1}
          onCommit={(strokeWidth) => update({ strokeWidth })}
        />
        {node.kind === 'rect' ? (
          <NumberField
            label={words.cornerRadius}
            value={node.cornerRadius}
            min={0}
            max={CORNER_RADIUS_MAX}
            decimals={1}
            onCommit={(cornerRadius) => update({ cornerRadius })}
          />
        ) : null}
      </div>
    </PropertySection>
  );
}

export function ImageProperties({ node, onPickImage }: { node: ImageNode; onPickImage: () => void }) {
  return (
    <PropertySection title={words.imageTitle}>
      <Button variant="secondary" size="sm" onClick={onPickImage}>
        {node.src === '' ? words.chooseImage : words.replaceImage}
      </Button>
    </PropertySection>
  );
}

/** Place, size (not a text's: its font size sets it), turn and opacity of one layer. */
export function PositionFields({ node, onEdit }: { node: DesignNode; onEdit: Edit }) {
  const update = patchOf(onEdit, [node.id]);
  return (
    <PropertySection title={words.positionTitle}>
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          label={words.x}
          value={node.x}
          min={-NODE_POSITION_MAX}
          max={NODE_POSITION_MAX}
          decimals={1}
          onCommit={(x) => update({ x })}
        />
        <NumberField
          label={words.y}
          value={node.y}
          min={-NODE_POSITION_MAX}
          max={NODE_POSITION_MAX}
          decimals={1}
          onCommit={(y) => update({ y })}
        />
        {node.kind === 'text' ? null : (
          <>
            <NumberField
              label={words.width}
              value={node.width}
              min={NODE_SIDE_MIN}
              max={NODE_SIDE_MAX}
              decimals={1}
              onCommit={(width) => update({ width })}
            />
            <NumberField
              label={words.height}
              value={node.height}
              min={NODE_SIDE_MIN}
              max={NODE_SIDE_MAX}
              decimals={1}
              onCommit={(height) => update({ height })}
            />
          </>
        )}
        <NumberField
          label={words.rotation}
          value={node.rotation}
          min={-360}
          max={360}
          decimals={1}
          onCommit={(rotation) => update({ rotation: ((rotation % 360) + 360) % 360 })}
        />
        <OpacityField value={node.opacity} onCommit={(opacity) => update({ opacity })} />
      </div>
    </PropertySection>
  );
}
