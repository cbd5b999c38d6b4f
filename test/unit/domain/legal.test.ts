import { describe, expect, it } from 'vitest';
import {
  blockText,
  COOKIE_POLICY,
  LEGAL_CONTACT_EMAIL,
  LEGAL_DOCUMENTS,
  LEGAL_LAST_UPDATED,
  legalDate,
  PRIVACY,
  sectionHeading,
  sectionOfHash,
  TERMS,
  tableOfContents,
  type LegalBlock,
  type LegalDocument,
  type LegalInline,
} from '../../../src/domain/legal.ts';
import { consentLead, FOOTER_LINKS, PRIVACY_PATH, TERMS_PATH } from '../../../src/domain/legalLinks.ts';
import { PRODUCT_NAME } from '../../../src/domain/constants.ts';
import { matchRoute } from '../../../src/domain/routes.ts';
import { expectEach } from './expectEach.ts';

const DOCUMENTS: readonly LegalDocument[] = Object.values(LEGAL_DOCUMENTS);

/** Ids the app's layouts already give elements of every page. */
const LAYOUT_IDS = ['main-content', 'page-title', 'legal-contents'];

function linksOf(block: LegalBlock): readonly Exclude<LegalInline, string>[] {
  const parts = block.kind === 'paragraph' ? block.parts : block.items.flat();
  return parts.filter((part): part is Exclude<LegalInline, string> => typeof part !== 'string');
}

const allBlocks = (document: LegalDocument) => [
  ...document.intro,
  ...document.sections.flatMap((section) => section.blocks),
];

describe.each(DOCUMENTS.map((document) => [document.name, document] as const))('%s', (_name, document) => {
  it('has a table of contents with one unique, page-safe id per section', () => {
    const toc = tableOfContents(document);
    const ids = toc.map((entry) => entry.id);
    expect(toc).toHaveLength(document.sections.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(LAYOUT_IDS).not.toContain(id);
    }
    expect(toc.map((entry) => entry.href)).toEqual(ids.map((id) => `#${id}`));
  });

  it('numbers the headings in order, and no section title repeats', () => {
    const headings = document.sections.map((section) => sectionHeading(document, section));
    expect(headings[0]).toBe(`1. ${document.sections[0]!.title}`);
    expect(headings.at(-1)).toBe(`${document.sections.length}. ${document.sections.at(-1)!.title}`);
    const titles = document.sections.map((section) => section.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives every section text, and the introduction names the product', () => {
    expect(document.sections.length).toBeGreaterThanOrEqual(8);
    for (const section of document.sections) {
      expect(section.title.trim(), section.id).not.toBe('');
      expect(section.blocks.length, section.id).toBeGreaterThan(0);
      for (const block of section.blocks)
        expect(blockText(block).trim().length, section.id).toBeGreaterThan(10);
    }
    expect(document.intro.map(blockText).join(' ')).toContain(PRODUCT_NAME);
  });

  it('does not repeat the page title in a section heading (one h1, named once)', () => {
    for (const section of document.sections) {
      expect(section.title.toLowerCase()).not.toContain(document.title.toLowerCase());
    }
  });

  it('links only to pages of the app or to an e-mail address, and ends with the contact address', () => {
    for (const link of allBlocks(document).flatMap(linksOf)) {
      if (link.href.startsWith('mailto:')) expect(link.href).toBe(`mailto:${link.text}`);
      else expect(matchRoute(link.href), link.href).not.toBeNull();
    }
    const contact = document.sections.at(-1)!;
    expect(contact.id).toBe('contact');
    expect(contact.blocks.map(blockText).join(' ')).toContain(LEGAL_CONTACT_EMAIL);
  });
});

describe('what the texts promise (issue 16)', () => {
  const privacy = allBlocks(PRIVACY).map(blockText).join(' ');
  const terms = allBlocks(TERMS).map(blockText).join(' ');

  it('the privacy policy covers data, cookies, processors, retention and rights', () => {
    for (const id of ['data-we-store', 'cookies', 'sub-processors', 'retention', 'your-rights']) {
      expect(sectionOfHash(PRIVACY, `#${id}`)?.id).toBe(id);
    }
    for (const words of [
      'encrypted',
      'never receive or store full card numbers',
      'Paddle',
      'Facebook, Instagram, Twitter (X), LinkedIn, TikTok',
      'e-mail provider',
      'only after you have agreed',
      'messages',
      'export',
      'delete',
    ]) {
      expect(privacy).toContain(words);
    }
  });

  it('the terms cover accounts, use, billing through Paddle, cancellation, liability and changes', () => {
    for (const id of [
      'accounts',
      'acceptable-use',
      'subscriptions-and-billing',
      'cancellation',
      'liability',
    ]) {
      expect(sectionOfHash(TERMS, `#${id}`)?.id).toBe(id);
    }
    expect(sectionOfHash(TERMS, '#changes')).not.toBeNull();
    expect(terms).toContain('Paddle');
  });

  it('the cookie policy is the privacy policy’s section on cookies', () => {
    expect(PRIVACY.sections).toContain(COOKIE_POLICY.section);
    expect(COOKIE_POLICY.title).toBe('Cookie policy');
  });
});

describe('rules of showing them', () => {
  it('finds the section of a location hash, or none', () => {
    expectEach(
      (hash: string) => sectionOfHash(PRIVACY, hash)?.id ?? null,
      [
        ['#cookies', 'cookies'],
        ['cookies', 'cookies'],
        ['#your%2Drights', 'your-rights'],
        ['', null],
        ['#', null],
        ['#nothing-here', null],
        ['#%E0%A4%A', null],
      ],
    );
  });

  it('writes dates the same everywhere', () => {
    expectEach(legalDate, [
      ['2026-11-26', '26 November 2026'],
      ['2025-01-05', '5 January 2025'],
      ['2025-13-01', '2025-13-01'],
      ['yesterday', 'yesterday'],
    ]);
    expect(legalDate(LEGAL_LAST_UPDATED)).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it('links the footer and the consent line to the two pages and the help center', () => {
    expect(FOOTER_LINKS.map((link) => link.href)).toEqual([TERMS_PATH, PRIVACY_PATH, '/help_center']);
    for (const link of FOOTER_LINKS) expect(matchRoute(link.href), link.href).not.toBeNull();
    expect(matchRoute(TERMS_PATH)?.route).toMatchObject({ name: 'terms_and_conditions', public: true });
    expect(matchRoute(PRIVACY_PATH)?.route).toMatchObject({ name: 'privacy', public: true });
    expect(consentLead('register')).toBe('By creating an account you agree to the');
    expect(consentLead('subscribe')).toBe('By subscribing you agree to the');
  });
});
