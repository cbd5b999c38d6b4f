/**
 * Designs (issue 19; the spec names only the routes, so these calls are ours, docs/API.md "Designs"), shared by the
 * SPA (src/api/designs.ts) and the reference server (src/server/routes/designs.ts). Every call is account-scoped
 * (the account_Id header on reads, account_id in bodies) and needs membership with the post-writing permission.
 *
 * - GET    /auth/designs?kind=designs|templates&page=N   the account's designs (or the templates it can use), newest
 *          change first, DESIGNS_PAGE_SIZE a page: `data` = summaries, `rows` = how many in all.
 * - POST   /auth/designs            { account_id, name?, preset, width, height, template_id? }  → the new design (201).
 *          From a template: its document, with the account's logo in `role: 'logo'` images and the brand colour
 *          where the template says so; not a template itself.
 * - GET    /auth/designs/{id}       → the design with its document.
 * - PUT    /auth/designs/{id}       { account_id, version, name?, doc, as_template? } → the design at version + 1.
 *          `version` is the version the editor started from: another one is 409 with `data` = the design as
 *          stored (DesignConflictBody), and nothing is written.
 * - PATCH  /auth/designs/{id}       { account_id, name } → the summary (rename; the version does not change).
 * - POST   /auth/designs/{id}/duplicate  { account_id } → the copy ("<name> (copy)"), version 1 (201).
 * - DELETE /auth/designs/{id}       { account_id } → { id } (soft delete; 404 afterwards).
 * - GET    /designs/{id}/image?format=png|jpeg&scale=1|2&v={version}&account_Id=…  the design rendered by the server
 *          from the same SVG the browser exports (src/domain/designSvg.ts), at the page size × scale; cached per
 *          version. `thumbnail_url` is the same address at a 360 px wide WebP (`format=webp&width=360`).
 */
import * as v from 'valibot';
import {
  DESIGN_FONT_SIZE_MAX,
  DESIGN_FONT_SIZE_MIN,
  DESIGN_NAME_MAX,
  DESIGN_NODES_MAX,
  DESIGN_PRESET_IDS,
  DESIGN_SIDE_MAX,
  DESIGN_SIDE_MIN,
  DESIGN_TEXT_MAX,
  designMessages,
} from '../domain/design.ts';
import { envelope } from './envelope.ts';

export const DESIGNS_PAGE_SIZE = 24;

const hex = v.pipe(
  v.string(),
  v.regex(/^#[0-9A-Fa-f]{6}$/, 'Please use a colour as # and six hexadecimal digits.'),
);
/** A colour, or '' for none (strokes). */
const hexOrNone = v.union([v.literal(''), hex]);
const finite = (min: number, max: number) => v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max));
/** Positions may lie off the page (a node half outside is cropped), within reason. */
const coordinate = finite(-20_000, 20_000);
const extent = finite(1, 20_000);

const nodeBase = {
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'A layer id is letters, digits, - and _.')),
  name: v.pipe(v.string(), v.maxLength(DESIGN_NAME_MAX)),
  x: coordinate,
  y: coordinate,
  rotation: finite(-360, 360),
  opacity: finite(0, 1),
  locked: v.boolean(),
  hidden: v.boolean(),
};

/** Where an image node may point: the product's own media (never another site; the server fetches nothing). */
export const designImageSrc = v.union([
  v.literal(''),
  v.pipe(
    v.string(),
    v.maxLength(300),
    v.regex(/^\/api\/[A-Za-z0-9/_.?=&-]+$/, 'An image must be one of your uploads or the library’s.'),
  ),
]);

export const textNode = v.object({
  ...nodeBase,
  kind: v.literal('text'),
  text: v.pipe(v.string(), v.maxLength(DESIGN_TEXT_MAX)),
  fontFamily: v.pipe(v.string(), v.maxLength(40)),
  fontSize: finite(DESIGN_FONT_SIZE_MIN, DESIGN_FONT_SIZE_MAX),
  fontStyle: v.picklist(['normal', 'bold', 'italic', 'bold italic']),
  fill: hex,
  align: v.picklist(['left', 'center', 'right']),
  lineHeight: finite(0.5, 3),
  width: finite(0, 40_000),
  placeholder: v.optional(v.boolean()),
});

export const rectNode = v.object({
  ...nodeBase,
  kind: v.literal('rect'),
  width: extent,
  height: extent,
  fill: hexOrNone,
  stroke: hexOrNone,
  strokeWidth: finite(0, 200),
  cornerRadius: finite(0, 10_000),
});

export const ellipseNode = v.object({
  ...nodeBase,
  kind: v.literal('ellipse'),
  width: extent,
  height: extent,
  fill: hexOrNone,
  stroke: hexOrNone,
  strokeWidth: finite(0, 200),
});

export const imageNode = v.object({
  ...nodeBase,
  kind: v.literal('image'),
  src: designImageSrc,
  width: extent,
  height: extent,
  role: v.optional(v.picklist(['logo', 'slot'])),
});

export const designNode = v.variant('kind', [textNode, rectNode, ellipseNode, imageNode]);

/** A design's document (src/domain/design.ts DesignDoc); ids must be unique. */
export const designDoc = v.pipe(
  v.object({
    width: finite(DESIGN_SIDE_MIN, DESIGN_SIDE_MAX),
    height: finite(DESIGN_SIDE_MIN, DESIGN_SIDE_MAX),
    background: hex,
    nodes: v.pipe(v.array(designNode), v.maxLength(DESIGN_NODES_MAX, designMessages.tooManyNodes)),
  }),
  v.check(
    (doc) => new Set(doc.nodes.map((node) => node.id)).size === doc.nodes.length,
    'Two layers have the same id.',
  ),
);

export const designName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, designMessages.nameRequired),
  v.maxLength(DESIGN_NAME_MAX, designMessages.nameTooLong),
);

export const designSummaryWire = v.object({
  id: v.number(),
  name: v.string(),
  preset: v.picklist(DESIGN_PRESET_IDS),
  width: v.number(),
  height: v.number(),
  version: v.number(),
  is_template: v.boolean(),
  /** Null before the design has a document worth drawing (never, today: every design has one). */
  thumbnail_url: v.nullable(v.string()),
  updated_at: v.string(),
  /** Templates: the industry it was made for (null: any). */
  industry_id: v.nullable(v.number()),
});
export type DesignSummaryWire = v.InferOutput<typeof designSummaryWire>;

export const designWire = v.object({ ...designSummaryWire.entries, doc: designDoc });
export type DesignWire = v.InferOutput<typeof designWire>;

export const designListResponse = envelope(v.array(designSummaryWire));
export const designResponse = envelope(designWire);
export const designSummaryResponse = envelope(designSummaryWire);
export const designDeletedResponse = envelope(v.object({ id: v.number() }));
/** The 409 of a save from a stale version: the design as stored. */
export const designConflictBody = v.object({
  status: v.literal(409),
  message: v.string(),
  data: designWire,
});

export const createDesignBody = v.object({
  account_id: v.number(),
  name: v.optional(designName),
  preset: v.picklist(DESIGN_PRESET_IDS),
  width: v.pipe(v.number(), v.integer(), v.minValue(DESIGN_SIDE_MIN), v.maxValue(DESIGN_SIDE_MAX)),
  height: v.pipe(v.number(), v.integer(), v.minValue(DESIGN_SIDE_MIN), v.maxValue(DESIGN_SIDE_MAX)),
  template_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export const saveDesignBody = v.object({
  account_id: v.number(),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.optional(designName),
  doc: designDoc,
  as_template: v.optional(v.boolean()),
});

export const renameDesignBody = v.object({ account_id: v.number(), name: designName });

export const designConflictMessage = designMessages.conflictTitle;
