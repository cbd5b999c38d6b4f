/**
 * The line beside a form that commits the visitor (issue 16): "By creating an account you agree to the Terms and
 * conditions and the Privacy policy", both links opening in a new tab so what was typed stays. The registration
 * form and the plan picker show it; the plan picker adds who takes the payment.
 */
import {
  type ConsentAction,
  consentLead,
  PRIVACY_PATH,
  PRIVACY_TITLE,
  TERMS_PATH,
  TERMS_TITLE,
} from '../../domain/legalLinks.ts';
import { NewTabLink } from './LegalText.tsx';

export function LegalConsent({
  action,
  note,
  className = '',
}: {
  action: ConsentAction;
  /** A sentence after the links. */
  note?: string;
  className?: string;
}) {
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      {consentLead(action)} <NewTabLink href={TERMS_PATH}>{TERMS_TITLE}</NewTabLink> and the{' '}
      <NewTabLink href={PRIVACY_PATH}>{PRIVACY_TITLE}</NewTabLink>.{note ? ` ${note}` : null}
    </p>
  );
}
