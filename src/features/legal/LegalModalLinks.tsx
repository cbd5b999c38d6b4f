/**
 * The content planner's way to its terms and cookie-policy modals (spec 2.6; issue 16): two quiet buttons under the
 * calendar. The spec names the modals but not what opens them; these buttons do, and the dialog's code (Headless
 * UI) loads the first time one opens (src/ui/LoadWhenShown.tsx), not with the planner.
 */
import { useState } from 'react';
import { COOKIE_POLICY_TITLE, TERMS_TITLE } from '../../domain/legalLinks.ts';
import { loadWhenShown } from '../../ui/LoadWhenShown.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import type { LegalModalName } from './LegalModal.tsx';

const Modal = loadWhenShown(async () => (await import('./LegalModal.tsx')).LegalModal);

const BUTTONS: readonly { name: LegalModalName; label: string }[] = [
  { name: 'terms', label: TERMS_TITLE },
  { name: 'cookies', label: COOKIE_POLICY_TITLE },
];

export function LegalModalLinks({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState<LegalModalName | null>(null);
  return (
    <div className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      {BUTTONS.map((button) => (
        <button
          key={button.name}
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(button.name)}
          className={buttonClass('ghost', 'sm')}
        >
          {button.label}
        </button>
      ))}
      <Modal shown={open !== null} name={open} onClose={() => setOpen(null)} />
    </div>
  );
}
