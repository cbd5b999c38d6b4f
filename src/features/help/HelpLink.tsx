/**
 * A link of the help center to a path of the app (wouter: no page load). Underlined, so it stands out from the text
 * around it by more than its colour (WCAG 1.4.1).
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export const helpLinkClass =
  'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-1 rounded-sm';

export function HelpLink({
  href,
  children,
  className = helpLinkClass,
  ...rest
}: {
  href: string;
  children: ReactNode;
  className?: string;
  'data-help-article'?: string;
}) {
  return (
    <Link href={href} className={className} {...rest}>
      {children}
    </Link>
  );
}
