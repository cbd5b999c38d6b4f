import type { ReactNode } from 'react';
import { OnBoardLayout } from './OnBoardLayout.tsx';

/**
 * specialOffer layout (spec 2.5): the onBoard layout with the offer's title ('Corporate', 'Welcome to the
 * Network' ...) beside the logo, under the paywall's red 'We couldn’t charge your credit card!' bar (paywall check
 * code 1).
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
  const title = (
    <p className="text-lg font-medium text-indigo-700" data-testid="special-offer-title">
      {headerTitle}
    </p>
  );
  return (
    <OnBoardLayout paywallBar={paywallBar} header={title}>
      {children}
    </OnBoardLayout>
  );
}
