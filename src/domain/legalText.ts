/**
 * The shape of the legal documents (legal.ts) and the rules the views follow to show them: a title, an
 * introduction and numbered sections, each with an id for the table of contents and in-page links. Text only: a
 * paragraph is a list of parts, plain text or a link (an e-mail address, another page of the app), never HTML.
 */
import { SUPPORT_EMAIL } from './bookCall.ts';

/** The day both documents were last changed (ISO date). */
export const LEGAL_LAST_UPDATED = '2026-11-26';

/** Where questions about the documents and requests about personal data go. */
export const LEGAL_CONTACT_EMAIL = SUPPORT_EMAIL;

export interface LegalLink {
  readonly text: string;
  readonly href: string;
}

export type LegalInline = string | LegalLink;

export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly parts: readonly LegalInline[] }
  | { readonly kind: 'list'; readonly items: readonly (readonly LegalInline[])[] };

export interface LegalSection {
  /** The heading's id, the target of the table of contents: lower-case words joined by '-'. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

export type LegalDocumentName = 'terms' | 'privacy';

export interface LegalDocument {
  readonly name: LegalDocumentName;
  readonly title: string;
  readonly intro: readonly LegalBlock[];
  readonly sections: readonly LegalSection[];
}

/** A paragraph of text and links. */
export function paragraph(...parts: readonly LegalInline[]): LegalBlock {
  return { kind: 'paragraph', parts };
}

/** A bulleted list; an item is a string, or an array of text and links. */
export function list(...items: readonly (string | readonly LegalInline[])[]): LegalBlock {
  return { kind: 'list', items: items.map((item) => (typeof item === 'string' ? [item] : item)) };
}

/** A `mailto:` link to `address`. */
export function mailLink(address: string): LegalLink {
  return { text: address, href: `mailto:${address}` };
}

/** The text of a paragraph or list item without its links' targets. */
export function inlineText(parts: readonly LegalInline[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

/** All the text of a block. */
export function blockText(block: LegalBlock): string {
  return block.kind === 'paragraph' ? inlineText(block.parts) : block.items.map(inlineText).join(' ');
}

export interface TocEntry {
  readonly id: string;
  /** The section's number and title, as the table of contents lists it. */
  readonly label: string;
  readonly href: string;
}

/** The section's heading: its number and title ("3. Cookies and local storage"). */
export function sectionHeading(document: LegalDocument, section: LegalSection): string {
  return `${document.sections.indexOf(section) + 1}. ${section.title}`;
}

/** The table of contents: one in-page link per section, in order. */
export function tableOfContents(document: LegalDocument): readonly TocEntry[] {
  return document.sections.map((section) => ({
    id: section.id,
    label: sectionHeading(document, section),
    href: `#${section.id}`,
  }));
}

/** The section `#id` (a location hash) names, if any: where a deep link lands. */
export function sectionOfHash(document: LegalDocument, hash: string): LegalSection | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null; // a malformed escape names no section
  }
  return document.sections.find((section) => section.id === id) ?? null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2026-11-26' -> '26 November 2026' (the same in every browser and time zone). */
export function legalDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** The words before the date both documents show under their title. */
export const LAST_UPDATED_LABEL = 'Last updated';
