import { Link } from 'wouter';
import { CookieSettingsButton } from '../../features/consent/index.ts';
import { FOOTER_LINKS, FOOTER_NAV_LABEL } from '../../domain/legalLinks.ts';

const ITEM_CLASS =
  'inline-block rounded-md px-2 py-1 text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/**
 * The small footer of the onBoard and default layouts (issue 16): Terms, Privacy and the Help center, in the
 * same tab, and Cookie settings once a tracker is configured and the visitor has chosen (it asks again). Quiet, at
 * the end of the page (after <main>, so the skip link and the page's focus order are kept); it follows the content
 * and never overlaps it.
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <nav aria-label={FOOTER_NAV_LABEL} className="mx-auto max-w-screen-2xl px-4 py-3 sm:px-6">
        <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1 text-sm">
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={ITEM_CLASS}>
                {link.label}
              </Link>
            </li>
          ))}
          <CookieSettingsButton className={ITEM_CLASS} wrap={(button) => <li>{button}</li>} />
        </ul>
      </nav>
    </footer>
  );
}
