/**
 * The legal pages (spec 2.1; issue 16): /terms_and_conditions and /privacy, public, in the onBoard layout. Each is
 * one document of src/domain/legal.ts: its title as the page's one <h1>, the date it was last updated, the
 * introduction, a table of contents whose links jump to the sections, then each section under its <h2>. The text
 * keeps to a readable width on a wide screen and wraps on a phone. A deep link (/privacy#cookies) lands on its
 * section once the page has loaded.
 */
import { useEffect } from 'react';
import type { PageProps } from '../../app/pages.tsx';
import {
  LAST_UPDATED_LABEL,
  LEGAL_DOCUMENTS,
  LEGAL_LAST_UPDATED,
  legalDate,
  sectionHeading,
  sectionOfHash,
  tableOfContents,
  type LegalDocument,
} from '../../domain/legal.ts';
import { LegalBlocks, legalLinkClass } from './LegalText.tsx';

const TITLE_ID = 'page-title';
const TOC_LABEL_ID = 'legal-contents';

function LastUpdated() {
  return (
    <p className="mt-2 text-sm text-slate-600">
      {LAST_UPDATED_LABEL}: <time dateTime={LEGAL_LAST_UPDATED}>{legalDate(LEGAL_LAST_UPDATED)}</time>
    </p>
  );
}

function Contents({ document }: { document: LegalDocument }) {
  return (
    <nav
      aria-labelledby={TOC_LABEL_ID}
      className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p id={TOC_LABEL_ID} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        Contents
      </p>
      <ol className="mt-3 space-y-2">
        {tableOfContents(document).map((entry) => (
          <li key={entry.id}>
            <a href={entry.href} className={legalLinkClass}>
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Scrolls to the section the URL's hash names, once: the page arrives after the browser looked for it. */
function useLandOnSection(document: LegalDocument) {
  useEffect(() => {
    const section = sectionOfHash(document, window.location.hash);
    if (section) window.document.getElementById(section.id)?.scrollIntoView();
  }, [document]);
}

export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  useLandOnSection(document);
  return (
    <article aria-labelledby={TITLE_ID} className="mx-auto w-full max-w-3xl px-4 py-10 break-words sm:px-6">
      <h1 id={TITLE_ID} className="text-3xl font-semibold text-slate-900">
        {document.title}
      </h1>
      <LastUpdated />
      <LegalBlocks blocks={document.intro} />
      <Contents document={document} />
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="scroll-mt-4 text-xl font-semibold text-slate-900">
            {sectionHeading(document, section)}
          </h2>
          <LegalBlocks blocks={section.blocks} />
        </section>
      ))}
    </article>
  );
}

export function TermsPage(_props: PageProps) {
  return <LegalDocumentPage document={LEGAL_DOCUMENTS.terms} />;
}

export function PrivacyPage(_props: PageProps) {
  return <LegalDocumentPage document={LEGAL_DOCUMENTS.privacy} />;
}
