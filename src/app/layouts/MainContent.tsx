import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink.tsx';

/** The one <main> landmark of a layout; the skip link's target. */
export function MainContent({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`min-w-0 flex-1 ${className}`}>
      {children}
    </main>
  );
}
