import type { ReactNode } from 'react';
import { SETUP_PROGRESS_START } from '../../domain/constants.ts';
import { SkipLink } from '../../ui/SkipLink.tsx';
import { LogoHeader } from './LogoHeader.tsx';
import { MainContent } from './MainContent.tsx';

/** {product}Network layout (spec 2.5): logo header and the setup progress bar, starting at 5%. */
export function NetworkLayout({
  children,
  progress = SETUP_PROGRESS_START,
}: {
  children: ReactNode;
  progress?: number;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <LogoHeader>
        <div className="flex min-w-60 flex-1 flex-col gap-1">
          <p id="setup-progress-label" className="text-sm font-medium text-slate-700">
            Let&apos;s get you setup
          </p>
          <progress
            aria-labelledby="setup-progress-label"
            value={progress}
            max={100}
            className="h-2 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-indigo-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-indigo-600"
          >
            {progress}%
          </progress>
        </div>
      </LogoHeader>
      <MainContent>{children}</MainContent>
    </div>
  );
}
