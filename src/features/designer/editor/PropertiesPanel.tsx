/**
 * The properties of what is selected (issue 19): with nothing selected, the page's background and size; with one
 * layer, its own fields (nodeProperties.tsx); with several, the fields they share (colour, opacity). With any
 * selection, Arrange: align (to the page for one layer, to each other for several), order, duplicate and delete.
 * Every change is one DesignEdit for the page; a locked layer shows why it cannot be changed.
 */
import {
  presetOf,
  DESIGN_PRESETS,
  type AlignEdge,
  type DesignDoc,
  type DesignEdit,
  type DesignNode,
  type LayerOrder,
} from '../../../domain/design.ts';
import { propertyWords as words } from '../../../domain/designEditorWords.ts';
import { Button } from '../../../ui/Button.tsx';
import { Note } from '../../../ui/Note.tsx';
import {
  ImageProperties,
  OpacityField,
  PositionFields,
  ShapeProperties,
  TextProperties,
  type EditorBrandLook,
} from './nodeProperties.tsx';
import { ColourField, PropertySection } from './propertyFields.tsx';

export interface PropertiesPanelProps {
  doc: DesignDoc;
  selection: string[];
  brand: EditorBrandLook;
  onEdit: (edit: DesignEdit) => void;
  /** "Replace image" or "Choose an image" for the selected image. */
  onPickImage: () => void;
}

const EDGES: AlignEdge[] = ['left', 'hcenter', 'right', 'top', 'vcenter', 'bottom'];
const ORDERS: LayerOrder[] = ['forward', 'backward', 'front', 'back'];

/** The value every node has, or null when they differ (or none has it). */
function common<T>(values: readonly T[]): T | null {
  const [first] = values;
  return first !== undefined && values.every((value) => value === first) ? first : null;
}

function fillOf(node: DesignNode): string | null {
  return node.kind === 'image' ? null : node.fill;
}

function PageProperties({
  doc,
  brand,
  onEdit,
}: {
  doc: DesignDoc;
  brand: EditorBrandLook;
  onEdit: PropertiesPanelProps['onEdit'];
}) {
  const preset = DESIGN_PRESETS.find((candidate) => candidate.id === presetOf(doc.width, doc.height));
  return (
    <PropertySection title={words.pageTitle}>
      <ColourField
        label={words.background}
        value={doc.background}
        swatches={brand.colors}
        onCommit={(background) => onEdit({ type: 'page', patch: { background } })}
      />
      <dl className="text-sm">
        <dt className="font-medium text-slate-700">{words.pageSize}</dt>
        <dd className="mt-1 text-slate-900">
          {preset ? `${preset.label}, ` : ''}
          {words.sizeValue(doc.width, doc.height)}
        </dd>
      </dl>
    </PropertySection>
  );
}

function Arrange({
  ids,
  several,
  onEdit,
}: {
  ids: string[];
  several: boolean;
  onEdit: PropertiesPanelProps['onEdit'];
}) {
  return (
    <PropertySection title={words.arrangeTitle}>
      <div>
        <p className="text-sm font-medium text-slate-700">
          {several ? words.alignToEachOther : words.alignToPage}
        </p>
        <div className="mt-1 grid grid-cols-3 gap-1">
          {EDGES.map((edge) => (
            <Button
              key={edge}
              variant="secondary"
              size="sm"
              onClick={() => onEdit({ type: 'align', ids, edge })}
            >
              {words.alignEdge[edge]}
            </Button>
          ))}
        </div>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-700">{words.orderTitle}</p>
        <div className="mt-1 grid grid-cols-2 gap-1">
          {ORDERS.map((to) => (
            <Button
              key={to}
              variant="secondary"
              size="sm"
              onClick={() => onEdit({ type: 'reorder', ids, to })}
            >
              {words.order[to]}
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onEdit({ type: 'duplicate', ids })}>
          {words.duplicate}
        </Button>
        <Button variant="danger" size="sm" onClick={() => onEdit({ type: 'remove', ids })}>
          {words.delete}
        </Button>
      </div>
    </PropertySection>
  );
}

function OneLayer({
  node,
  brand,
  onEdit,
  onPickImage,
}: { node: DesignNode } & Omit<PropertiesPanelProps, 'doc' | 'selection'>) {
  if (node.locked) return <Note>{words.locked}</Note>;
  return (
    <>
      {node.kind === 'text' ? <TextProperties node={node} brand={brand} onEdit={onEdit} /> : null}
      {node.kind === 'rect' || node.kind === 'ellipse' ? (
        <ShapeProperties node={node} brand={brand} onEdit={onEdit} />
      ) : null}
      {node.kind === 'image' ? <ImageProperties node={node} onPickImage={onPickImage} /> : null}
      <PositionFields node={node} onEdit={onEdit} />
      <Arrange ids={[node.id]} several={false} onEdit={onEdit} />
    </>
  );
}

function SeveralLayers({
  nodes,
  brand,
  onEdit,
}: {
  nodes: DesignNode[];
  brand: EditorBrandLook;
  onEdit: PropertiesPanelProps['onEdit'];
}) {
  const ids = nodes.map((node) => node.id);
  const changeable = nodes.filter((node) => !node.locked);
  const fills = changeable.map(fillOf).filter((fill): fill is string => fill !== null);
  return (
    <>
      {changeable.length < nodes.length ? <Note>{words.someLocked}</Note> : null}
      {changeable.length > 0 ? (
        <PropertySection title={words.severalTitle(nodes.length)}>
          {fills.length > 0 ? (
            <ColourField
              label={words.colour}
              value={common(fills)}
              swatches={brand.colors}
              onCommit={(fill) => onEdit({ type: 'update', ids, patch: { fill } })}
            />
          ) : null}
          <OpacityField
            value={common(changeable.map((node) => node.opacity))}
            onCommit={(opacity) => onEdit({ type: 'update', ids, patch: { opacity } })}
          />
        </PropertySection>
      ) : null}
      <Arrange ids={ids} several onEdit={onEdit} />
    </>
  );
}

export function PropertiesPanel({ doc, selection, brand, onEdit, onPickImage }: PropertiesPanelProps) {
  const nodes = selection.flatMap((id) => doc.nodes.find((node) => node.id === id) ?? []);
  const [only] = nodes;
  // Keyed by the selection: fields typed into for one layer never show for another.
  const key = nodes.map((node) => node.id).join(' ');
  return (
    <section aria-label={words.title} className="min-w-0 space-y-3">
      <h2 className="text-sm font-semibold text-slate-900">{words.title}</h2>
      {only === undefined ? (
        <PageProperties doc={doc} brand={brand} onEdit={onEdit} />
      ) : nodes.length === 1 ? (
        <OneLayer key={key} node={only} brand={brand} onEdit={onEdit} onPickImage={onPickImage} />
      ) : (
        <SeveralLayers key={key} nodes={nodes} brand={brand} onEdit={onEdit} />
      )}
    </section>
  );
}
