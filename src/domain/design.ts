/**
 * Designs (issue 19): the image a customer makes in the design editor (`/designer`, `/editor/{accid}/{id}`), kept by
 * the server as a document of layered nodes, with a version number that makes a save from a stale copy a conflict
 * rather than an overwrite. The spec names only the routes (2.1, 2.2); the document, the presets and the wording
 * here are ours (docs/decisions.md, "Design editor").
 *
 * A document is a page (`width` × `height` pixels, a background colour) and its nodes, bottom first. Positions and
 * sizes are page pixels; a node's (x, y) is its top-left corner before rotation (degrees, clockwise, about that
 * corner, as Konva and SVG's `rotate(a x y)` both do). Text has no automatic wrapping: its lines are the text's own
 * line breaks, and `width` is the widest line as the editor measured it (used to align lines the same way on the
 * server, which renders the same SVG as the browser; src/domain/designSvg.ts).
 */

/** The page sizes of the networks (issue 19), and a custom size. */
export const DESIGN_PRESETS = [
  { id: 'square', label: 'Square post', width: 1080, height: 1080, hint: 'Instagram, Facebook, LinkedIn' },
  { id: 'portrait', label: 'Portrait post', width: 1080, height: 1350, hint: 'Instagram, Facebook' },
  {
    id: 'story',
    label: 'Story or reel cover',
    width: 1080,
    height: 1920,
    hint: 'Instagram, Facebook, TikTok',
  },
  {
    id: 'landscape',
    label: 'Link or landscape post',
    width: 1200,
    height: 628,
    hint: 'Twitter, LinkedIn, Facebook',
  },
] as const;
export type DesignPresetId = (typeof DESIGN_PRESETS)[number]['id'] | 'custom';
export const DESIGN_PRESET_IDS: [DesignPresetId, ...DesignPresetId[]] = [
  'square',
  'portrait',
  'story',
  'landscape',
  'custom',
];

/** A custom page's sides, in pixels. */
export const DESIGN_SIDE_MIN = 100;
export const DESIGN_SIDE_MAX = 4000;
/** Limits that keep a document a size the server stores and renders quickly. */
export const DESIGN_NODES_MAX = 300;
export const DESIGN_TEXT_MAX = 2000;
export const DESIGN_NAME_MAX = 80;
export const DESIGN_FONT_SIZE_MIN = 8;
export const DESIGN_FONT_SIZE_MAX = 400;
/** A document's JSON, at most (the server refuses a bigger body with a clear message). */
export const DESIGN_DOC_BYTES_MAX = 512 * 1024;

/** Autosave: this long after the last change (issue 19: "a few seconds"). */
export const DESIGN_AUTOSAVE_MS = 3000;
/** A failed save is tried again this long after. */
export const DESIGN_SAVE_RETRY_MS = 10_000;
/** Undo keeps this many steps. */
export const DESIGN_HISTORY_MAX = 100;
/** A dragged node snaps to an edge or centre line this close, in screen pixels. */
export const DESIGN_SNAP_PX = 6;

export type DesignNodeKind = 'text' | 'rect' | 'ellipse' | 'image';
export type TextAlign = 'left' | 'center' | 'right';
export type FontStyle = 'normal' | 'bold' | 'italic' | 'bold italic';

interface NodeBase {
  /** Unique in the document: letters, digits, '-' and '_', at most 40. */
  id: string;
  /** The layer's name in the layers panel. */
  name: string;
  x: number;
  y: number;
  rotation: number;
  /** 0 to 1. */
  opacity: number;
  /** A locked node cannot be selected on the page, moved or changed (the layers panel still lists it). */
  locked: boolean;
  /** A hidden node is not drawn, not exported and cannot be selected on the page. */
  hidden: boolean;
}

export interface TextNode extends NodeBase {
  kind: 'text';
  text: string;
  /** A BRAND_FONTS id (src/domain/brandKit.ts). */
  fontFamily: string;
  fontSize: number;
  fontStyle: FontStyle;
  /** '#RRGGBB'. */
  fill: string;
  align: TextAlign;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** The widest line as measured, in page pixels. */
  width: number;
  /** A template's placeholder text (filled or replaced when the template is used). */
  placeholder?: boolean;
}

export interface RectNode extends NodeBase {
  kind: 'rect';
  width: number;
  height: number;
  fill: string;
  /** '' for none. */
  stroke: string;
  strokeWidth: number;
  cornerRadius: number;
}

export interface EllipseNode extends NodeBase {
  kind: 'ellipse';
  /** The bounding box; the ellipse's radii are half of each. */
  width: number;
  height: number;
  fill: string;
  stroke: string;
  strokeWidth: number;
}

export interface ImageNode extends NodeBase {
  kind: 'image';
  /**
   * The product's own media path (`/api/media/...`, `/api/library/...`): an upload, a library image, the account
   * logo; '' for an empty template slot.
   */
  src: string;
  width: number;
  height: number;
  /** The account logo (re-filled from the brand kit when a template is used). */
  role?: 'logo' | 'slot';
}

export type DesignNode = TextNode | RectNode | EllipseNode | ImageNode;

export interface DesignDoc {
  width: number;
  height: number;
  /** '#RRGGBB'. */
  background: string;
  nodes: DesignNode[];
}

/** A design as the server lists it (src/contract/designs.ts is the wire shape). */
export interface DesignSummary {
  id: number;
  name: string;
  preset: DesignPresetId;
  width: number;
  height: number;
  version: number;
  isTemplate: boolean;
  /** The thumbnail's address (changes with the version), or null before the first save rendered one. */
  thumbnailUrl: string | null;
  updatedAt: string;
}

export interface Design extends DesignSummary {
  doc: DesignDoc;
}

/** What a save from a stale copy gets: the server's newer design, so the editor can offer a choice. */
export interface DesignConflict {
  current: Design;
}

/** The size of a preset, or null for 'custom'. */
export function presetSize(id: DesignPresetId): { width: number; height: number } | null {
  const preset = DESIGN_PRESETS.find((candidate) => candidate.id === id);
  return preset ? { width: preset.width, height: preset.height } : null;
}

/** The preset a page size matches, else 'custom'. */
export function presetOf(width: number, height: number): DesignPresetId {
  return DESIGN_PRESETS.find((preset) => preset.width === width && preset.height === height)?.id ?? 'custom';
}

/** An empty page of a size. */
export function emptyDoc(width: number, height: number, background = '#FFFFFF'): DesignDoc {
  return { width, height, background, nodes: [] };
}

/** The name a new design gets: "Untitled design", numbered after the ones the account has. */
export function newDesignName(existing: readonly string[]): string {
  const base = designMessages.untitled;
  if (!existing.includes(base)) return base;
  for (let n = 2; ; n += 1) {
    const name = `${base} ${n}`;
    if (!existing.includes(name)) return name;
  }
}

export const designMessages = {
  untitled: 'Untitled design',
  nameRequired: 'Please give the design a name.',
  nameTooLong: `Please keep the name to ${DESIGN_NAME_MAX} characters.`,
  sizeInvalid: `Please choose a width and height from ${DESIGN_SIDE_MIN} to ${DESIGN_SIDE_MAX} pixels.`,
  docInvalid: 'The design could not be read. Nothing was saved.',
  docTooBig: 'The design is too big to save. Remove some layers and try again.',
  tooManyNodes: `A design can hold up to ${DESIGN_NODES_MAX} layers.`,
  notFound: 'This design does not exist or was deleted.',
  loadFailed: 'The design could not be loaded.',
  loading: 'Loading the design…',
  saved: 'All changes saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  saveFailed: 'Your changes could not be saved. They are kept here; we will try again.',
  copyFailed: 'Your version could not be saved as a copy. It is kept here; please choose again.',
  offline: 'You are offline. Your changes are kept on this device and saved when you are back online.',
  conflictTitle: 'This design was changed elsewhere',
  conflictBody:
    'Someone (or you, in another tab) saved a newer version of this design while you were editing. Choose which to keep; nothing is lost either way.',
  keepMine: 'Keep my version',
  takeTheirs: 'Use their version',
  keepBothCopy: 'Save mine as a copy',
  deleted: 'Design deleted.',
  duplicated: 'Design duplicated.',
  renamed: 'Design renamed.',
  emptyList: 'No designs yet. Start one from a size or a template.',
  exportFailed: 'The image could not be made. Please try again.',
  exportFailedTitle: 'Export failed',
  backToDesigns: 'Back to My designs',
  useInPost: 'Use in a post',
  newText: 'Your text',
  pickImageTitle: 'Choose an image',
  pickImageIntro: 'Your uploads from My library, or a new one from this device.',
  uploadImage: 'Upload an image',
  uploading: 'Uploading…',
  uploadFailed: 'The image could not be uploaded.',
  uploadPages: 'Pages of uploads',
  noUploadsTitle: 'No uploads yet',
  noUploads: 'Upload an image from this device to use it in the design.',
  useImage: (name: string) => `Use ${name}`,
  anUpload: 'an upload',
  close: 'Close',
  conflictWorking: 'Saving your version as a copy…',
  editorHeading: (name: string) => `Design editor: ${name}`,
  nameLabel: 'Design name',
  layersRegion: 'Layers',
  propertiesRegion: 'Properties',
} as const;

/** What a change may set on nodes (the fields of the kinds that have them; others are ignored). */
export type NodePatch = Partial<Omit<TextNode, 'id' | 'kind'>> &
  Partial<Omit<RectNode, 'id' | 'kind'>> &
  Partial<Omit<EllipseNode, 'id' | 'kind'>> &
  Partial<Omit<ImageNode, 'id' | 'kind'>>;

export type AlignEdge = 'left' | 'hcenter' | 'right' | 'top' | 'vcenter' | 'bottom';
export type LayerOrder = 'forward' | 'backward' | 'front' | 'back';

/**
 * One change of a document, as the editor's views send it and the design editor's machine applies it
 * (src/domain/designOps.ts `applyEdit`), each an undo step. Locked nodes are not changed by any edit but `update`
 * of `locked`, `hidden` or `name` only.
 */
export type DesignEdit =
  /** A new node on top of the others. */
  | { type: 'add'; node: DesignNode }
  /** The same fields on several nodes (a colour, a font, locked…). */
  | { type: 'update'; ids: string[]; patch: NodePatch }
  /** Different fields per node (the end of a drag or a resize of several). */
  | { type: 'set'; changes: { id: string; patch: NodePatch }[] }
  | { type: 'remove'; ids: string[] }
  | { type: 'reorder'; ids: string[]; to: LayerOrder }
  /** To a place in the stack, 0 = bottom (the layers panel). */
  | { type: 'move'; id: string; index: number }
  | { type: 'duplicate'; ids: string[] }
  /** One node to the page; several to the box around them. */
  | { type: 'align'; ids: string[]; edge: AlignEdge }
  | { type: 'nudge'; ids: string[]; dx: number; dy: number }
  | { type: 'page'; patch: { background?: string; width?: number; height?: number } };

/** The colours new layers get: the brand's primary colour (its second for an ellipse), else neutral defaults. */
export function newLayerColours(brand: readonly string[]): { text: string; rect: string; ellipse: string } {
  return {
    text: brand[0] ?? '#111827',
    rect: brand[0] ?? '#1F6FEB',
    ellipse: brand[1] ?? brand[0] ?? '#F59E0B',
  };
}
