import type { ReactNode } from 'react';
import { PaywallBar } from '../../features/paywall/index.ts';
import { SkipLink } from '../../ui/SkipLink.tsx';
import { LogoHeader } from './LogoHeader.tsx';
import { MainContent } from './MainContent.tsx';
import { SessionCorner } from './SessionCorner.tsx';
import { SiteFooter } from './SiteFooter.tsx';

/**
 * onBoard layout (spec 2.5): logo header, under the paywall's red 'We couldn’t charge your credit card!' bar
 * (shown when the paywall check answers code 1; a caller may pass another bar). `header` goes beside the logo; the
 * footer links to the terms, the privacy policy and the help center. A logged-in user sees their name and Log out.
 */
export function OnBoardLayout({
  children,
  paywallBar,
  header,
}: {
  children: ReactNode;
  paywallBar?: ReactNode;
  header?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {paywallBar ?? <PaywallBar titled />}
      <LogoHeader>
        {header}
        <SessionCorner />
      </LogoHeader>
      <MainContent>{children}</MainContent>
      <SiteFooter />
    </div>
  );
}
