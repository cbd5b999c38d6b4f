/**
 * The text of a legal document (src/domain/legal.ts): paragraphs and lists of plain text and links, never HTML.
 * A link to another page of the app follows it in the same tab, unless `newTab` (inside a dialog, or beside a form
 * whose typing must not be lost); an e-mail address is a `mailto:` link.
 */
import { Link } from 'wouter';
import { NEW_TAB_NOTE } from '../../domain/legalLinks.ts';
import type { LegalBlock, LegalInline, LegalLink } from '../../domain/legal.ts';

export const legalLinkClass =
  'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 rounded-sm';

/** A link of the app that opens in a new tab, saying so to those who cannot see it. */
export function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={legalLinkClass}>
      {children}
      <span className="sr-only"> {NEW_TAB_NOTE}</span>
    </a>
  );
}

function InlineLink({ link, newTab }: { link: LegalLink; newTab: boolean }) {
  if (!link.href.startsWith('/')) {
    return (
      <a href={link.href} className={`${legalLinkClass} break-all`}>
        {link.text}
      </a>
    );
  }
  if (newTab) return <NewTabLink href={link.href}>{link.text}</NewTabLink>;
  return (
    <Link href={link.href} className={legalLinkClass}>
      {link.text}
    </Link>
  );
}

function Inline({ parts, newTab }: { parts: readonly LegalInline[]; newTab: boolean }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? part : <InlineLink key={index} link={part} newTab={newTab} />,
      )}
    </>
  );
}

/** The blocks of a section (or of the introduction), in order. */
export function LegalBlocks({ blocks, newTab = false }: { blocks: readonly LegalBlock[]; newTab?: boolean }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index} className="mt-3 leading-7 text-slate-700">
            <Inline parts={block.parts} newTab={newTab} />
          </p>
        ) : (
          <ul key={index} className="mt-3 list-disc space-y-2 pl-5 leading-7 text-slate-700">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inline parts={item} newTab={newTab} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
