import type { ReactNode } from 'react';
import { SkipLink } from '../../ui/SkipLink.tsx';
import { LogoHeader } from './LogoHeader.tsx';
import { MainContent } from './MainContent.tsx';

/**
 * onBoard layout (spec 2.5): logo header. The red 'We couldn’t charge your credit card!' bar belongs to the
 * paywall check and is passed in by it once it lands.
 */
export function OnBoardLayout({ children, paywallBar }: { children: ReactNode; paywallBar?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {paywallBar}
      <LogoHeader />
      <MainContent>{children}</MainContent>
    </div>
  );
}
