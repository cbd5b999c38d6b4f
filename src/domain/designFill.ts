/**
 * Filling a template from an account's brand kit (issue 19: "templates … filled from the brand kit when used"), the
 * one rule the server applies when a design is made from a template (POST /auth/designs with template_id), pure so
 * the editor can preview it the same way:
 * - every image node with `role: 'logo'` shows the account's logo (its `/api/media/…` path), or stays an empty slot
 *   when the account has none;
 * - TEMPLATE_BRAND_COLOUR marks "the brand colour" in a template: every fill or stroke of a text, rect or ellipse
 *   node, and the page background, that is exactly that colour (any letter case) becomes the account's brand colour
 *   (accounts.brand_color) when it has a valid one; other colours are the template's own and stay.
 * Nothing else changes (texts, placeholders, slots, positions): the copy is a new document, the template untouched.
 */
import type { DesignDoc, DesignNode } from './design.ts';

/** The colour a template uses for "the brand colour": the product's default brand colour (migration 0003). */
export const TEMPLATE_BRAND_COLOUR = '#1F6FEB';

export interface BrandFill {
  /** The account's logo path, or null when it has none. */
  logo: string | null;
  /** The account's brand colour ('#RRGGBB'), or null when it has none. */
  brandColor: string | null;
}

const isMarker = (colour: string) => colour.toUpperCase() === TEMPLATE_BRAND_COLOUR;
const HEX = /^#[0-9A-Fa-f]{6}$/;

function fillNode(node: DesignNode, fill: BrandFill, brand: string | null): DesignNode {
  const recolour = (colour: string) => (brand !== null && isMarker(colour) ? brand : colour);
  switch (node.kind) {
    case 'image':
      return node.role === 'logo' && fill.logo !== null ? { ...node, src: fill.logo } : { ...node };
    case 'text':
      return { ...node, fill: recolour(node.fill) };
    case 'rect':
    case 'ellipse':
      return { ...node, fill: recolour(node.fill), stroke: recolour(node.stroke) };
  }
}

/** A template's document filled with an account's logo and brand colour (see the top of this file). */
export function fillTemplate(doc: DesignDoc, fill: BrandFill): DesignDoc {
  const brand = fill.brandColor !== null && HEX.test(fill.brandColor) ? fill.brandColor.toUpperCase() : null;
  return {
    ...doc,
    background: brand !== null && isMarker(doc.background) ? brand : doc.background,
    nodes: doc.nodes.map((node) => fillNode(node, fill, brand)),
  };
}
