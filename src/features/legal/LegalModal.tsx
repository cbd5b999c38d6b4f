/**
 * The content planner's terms and cookie-policy modals (spec 2.6; issue 16): the terms, or the privacy policy's
 * section on cookies, in a dialog (src/ui/Modal.tsx), so reading them does not leave the planner. The dialog's
 * title is its <h2>, the sections' headings <h3>; links to other pages open in a new tab. Each ends with a link to
 * the full page.
 */
import { DialogTitle } from '@headlessui/react';
import { COOKIE_POLICY, LEGAL_DOCUMENTS, sectionHeading } from '../../domain/legal.ts';
import { PRIVACY_PATH, PRIVACY_TITLE, TERMS_PATH, TERMS_TITLE } from '../../domain/legalLinks.ts';
import { headingTags } from '../../ui/headingLevel.ts';
import { Modal } from '../../ui/Modal.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { LegalBlocks, NewTabLink } from './LegalText.tsx';

export type LegalModalName = 'terms' | 'cookies';

const Section = headingTags(2).section;

function TermsBody() {
  const terms = LEGAL_DOCUMENTS.terms;
  return (
    <>
      <LegalBlocks blocks={terms.intro} newTab />
      {terms.sections.map((section) => (
        <section key={section.id} className="mt-6">
          <Section className="text-base font-semibold text-slate-900">
            {sectionHeading(terms, section)}
          </Section>
          <LegalBlocks blocks={section.blocks} newTab />
        </section>
      ))}
    </>
  );
}

export function LegalModal({ name, onClose }: { name: LegalModalName | null; onClose: () => void }) {
  const shown = name ?? 'terms';
  const title = shown === 'terms' ? TERMS_TITLE : COOKIE_POLICY.title;
  return (
    <Modal open={name !== null} onClose={onClose} width="max-w-2xl" panelClassName="flex flex-col bg-white">
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        <button type="button" onClick={onClose} className={buttonClass('secondary', 'sm')}>
          Close
        </button>
      </div>
      <div className="px-5 pb-5 break-words">
        {shown === 'terms' ? <TermsBody /> : <LegalBlocks blocks={COOKIE_POLICY.section.blocks} newTab />}
        <p className="mt-6 text-sm text-slate-600">
          {shown === 'terms' ? (
            <NewTabLink href={TERMS_PATH}>{`Open the ${TERMS_TITLE.toLowerCase()} page`}</NewTabLink>
          ) : (
            <NewTabLink
              href={`${PRIVACY_PATH}#${COOKIE_POLICY.section.id}`}
            >{`Read the full ${PRIVACY_TITLE.toLowerCase()}`}</NewTabLink>
          )}
        </p>
      </div>
    </Modal>
  );
}
