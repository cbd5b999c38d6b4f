import type { ReactNode } from 'react';
import { SkipLink } from '../../ui/SkipLink.tsx';
import { MainContent } from './MainContent.tsx';

/** fourOhOne layout (spec 2.5): the error layout, centred, nothing else. */
export function FourOhOneLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <MainContent className="flex items-center justify-center px-4 py-16">{children}</MainContent>
    </div>
  );
}
