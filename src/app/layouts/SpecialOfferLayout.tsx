import type { ReactNode } from 'react';
import { PaywallBar } from '../../features/paywall/index.ts';
import { SkipLink } from '../../ui/SkipLink.tsx';
import { LogoHeader } from './LogoHeader.tsx';
import { MainContent } from './MainContent.tsx';

/**
 * specialOffer layout (spec 2.5): logo header with the offer's title ('Corporate', 'Welcome to the Network' ...),
 * under the paywall's red 'We couldn’t charge your credit card!' bar (paywall check code 1).
 */
export function SpecialOfferLayout({
  children,
  headerTitle,
  paywallBar,
}: {
  children: ReactNode;
  headerTitle: string;
  paywallBar?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {paywallBar ?? <PaywallBar titled />}
      <LogoHeader>
        <p className="text-lg font-medium text-indigo-700" data-testid="special-offer-title">
          {headerTitle}
        </p>
      </LogoHeader>
      <MainContent>{children}</MainContent>
    </div>
  );
}
