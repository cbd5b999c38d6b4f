/**
 * The wording of the design editor's views (issue 19): the canvas, the layers and properties panels and the
 * toolbar (src/features/designer/editor/). The spec shows none of it; it is ours (docs/decisions.md, "Design
 * editor"). The numeric limits the properties panel checks are here too, so the messages name them.
 */
import { DESIGN_FONT_SIZE_MAX, DESIGN_FONT_SIZE_MIN, type DesignNode } from './design.ts';
import { NODE_COORDINATE_MAX, NODE_EXTENT_MAX } from './designPatch.ts';

/** Within the limits src/domain/designPatch.ts holds a node to. */
export const LINE_HEIGHT_MIN = 0.5;
export const LINE_HEIGHT_MAX = 3;
export const STROKE_WIDTH_MAX = 200;
export const CORNER_RADIUS_MAX = 2000;
/** A node's sides in the properties panel, in page pixels (the document's limits, src/domain/designPatch.ts). */
export const NODE_SIDE_MIN = 1;
export const NODE_SIDE_MAX = NODE_EXTENT_MAX;
/** How far off the page a node may be placed, in page pixels. */
export const NODE_POSITION_MAX = NODE_COORDINATE_MAX;
export { DESIGN_FONT_SIZE_MAX, DESIGN_FONT_SIZE_MIN };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const KIND_LABELS: Record<DesignNode['kind'] | 'logo', string> = {
  text: 'Text',
  rect: 'Rectangle',
  ellipse: 'Ellipse',
  image: 'Image',
  logo: 'Logo',
};

/** The kind of a node as the layers panel says it (the logo is an image with the logo's role). */
export function kindLabel(node: DesignNode): string {
  return node.kind === 'image' && node.role === 'logo' ? KIND_LABELS.logo : KIND_LABELS[node.kind];
}

export const canvasWords = {
  label: (layers: number, selected: number) =>
    `Design page: ${plural(layers, 'layer', 'layers')}, ${selected} selected`,
  help: [
    'Click a layer on the page to select it; Shift-click or Ctrl-click adds it to the selection or removes it.',
    'Drag on an empty part of the page to select the layers inside. Drag a selected layer to move it; it snaps to the page and to other layers.',
    'Use the handles to resize or turn the selection; hold Shift to keep its proportions.',
    'Double-click a text, or press Enter, to edit it.',
    'Scroll to move around the page, Ctrl+scroll to zoom, and hold Space or the middle button and drag to pan.',
  ],
  shortcutsTitle: 'Keyboard shortcuts:',
  emptySlot: 'Image',
  textEditor: 'Edit the text',
  textEditorHint: 'Ctrl+Enter or leaving the field keeps the text; Escape cancels.',
} as const;

export const layerWords = {
  title: 'Layers',
  listLabel: 'Layers, top first',
  empty: 'No layers yet. Add a text, a shape or an image from the toolbar.',
  hide: (name: string) => `Hide ${name}`,
  show: (name: string) => `Show ${name}`,
  lock: (name: string) => `Lock ${name}`,
  unlock: (name: string) => `Unlock ${name}`,
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  rename: (name: string) => `Rename ${name}`,
  renameLabel: 'Layer name',
  renameHint: 'Enter keeps the name; Escape cancels.',
  nameRequired: 'Please give the layer a name.',
  nameTooLong: (max: number) => `Please keep the name to ${max} characters.`,
  hidden: 'hidden',
  locked: 'locked',
} as const;

export const propertyWords = {
  title: 'Properties',
  pageTitle: 'Page',
  background: 'Background colour',
  pageSize: 'Page size',
  sizeValue: (width: number, height: number) => `${width} × ${height} px`,
  textTitle: 'Text',
  shapeTitle: 'Shape',
  imageTitle: 'Image',
  severalTitle: (count: number) => `${count} layers selected`,
  font: 'Font',
  brandHeading: (label: string) => `Brand heading: ${label}`,
  brandBody: (label: string) => `Brand body: ${label}`,
  brandBoth: (label: string) => `Brand heading and body: ${label}`,
  fontSize: 'Font size (px)',
  bold: 'Bold',
  italic: 'Italic',
  style: 'Style',
  align: 'Text alignment',
  alignText: { left: 'Left', center: 'Centre', right: 'Right' },
  alignTextLabel: { left: 'Align text left', center: 'Centre text', right: 'Align text right' },
  textColour: 'Text colour',
  colour: 'Colour',
  lineHeight: 'Line height',
  opacity: 'Opacity (%)',
  fill: 'Fill colour',
  stroke: 'Border colour',
  noStroke: 'No border',
  addStroke: 'Add a border',
  strokeWidth: 'Border width (px)',
  cornerRadius: 'Corner radius (px)',
  replaceImage: 'Replace image',
  chooseImage: 'Choose an image',
  positionTitle: 'Position and size',
  x: 'X (px)',
  y: 'Y (px)',
  width: 'Width (px)',
  height: 'Height (px)',
  rotation: 'Rotation (degrees)',
  arrangeTitle: 'Arrange',
  alignToPage: 'Align to the page',
  alignToEachOther: 'Align to each other',
  alignEdge: {
    left: 'Align left',
    hcenter: 'Align centre',
    right: 'Align right',
    top: 'Align top',
    vcenter: 'Align middle',
    bottom: 'Align bottom',
  },
  order: {
    forward: 'Bring forward',
    backward: 'Send backward',
    front: 'Bring to front',
    back: 'Send to back',
  },
  orderTitle: 'Order',
  duplicate: 'Duplicate',
  delete: 'Delete',
  brandColours: 'Brand colours',
  useColour: (colour: string) => `Use ${colour}`,
  hex: (label: string) => `${label} (hex)`,
  numberInvalid: (min: number, max: number) => `Please enter a number from ${min} to ${max}.`,
  locked: 'This layer is locked. Unlock it in the layers panel to change it.',
  someLocked: 'Locked layers in the selection are not changed.',
} as const;

export const toolbarWords = {
  label: 'Design tools',
  undo: 'Undo',
  undoTitle: 'Undo (Ctrl+Z)',
  redo: 'Redo',
  redoTitle: 'Redo (Ctrl+Shift+Z)',
  addText: 'Text',
  addTextTitle: 'Add a text',
  addRect: 'Rectangle',
  addRectTitle: 'Add a rectangle',
  addEllipse: 'Ellipse',
  addEllipseTitle: 'Add an ellipse',
  addImage: 'Image',
  addImageTitle: 'Add an image from your uploads or this device',
  addLogo: 'Logo',
  addLogoTitle: 'Add your logo',
  noLogo: 'Add a logo to your brand kit to place it here.',
  zoom: 'Zoom',
  zoomFit: 'Fit to screen (Ctrl+0)',
  zoomIn: 'Zoom in (Ctrl+plus)',
  zoomOut: 'Zoom out (Ctrl+minus)',
  zoomTo: (percent: string) => `Zoom to ${percent}`,
  download: 'Download',
  exportPng: 'PNG',
  exportPng2: 'PNG, double size',
  exportJpeg: 'JPEG',
} as const;
