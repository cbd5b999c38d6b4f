import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { REDIRECT_PATH } from '../../domain/routeGuards.ts';
import { Logo } from '../../ui/Logo.tsx';

/** The logo, leading home (/redirect). */
export function HomeLink({
  className = 'rounded-md',
  nameClassName,
}: {
  className?: string;
  /** Classes of the product name beside the mark (the top bar hides it on a phone). */
  nameClassName?: string;
}) {
  return (
    <Link href={REDIRECT_PATH} aria-label="Brandpilot home" className={className}>
      <Logo nameClassName={nameClassName} />
    </Link>
  );
}

/** The logo header of the onBoard, specialOffer and network layouts (spec 2.5). Home leads to /redirect. */
export function LogoHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex min-h-16 max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <HomeLink />
        {children}
      </div>
    </header>
  );
}
