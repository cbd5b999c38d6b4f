import { useState, type ReactNode } from 'react';
import { SETUP_PROGRESS_START } from '../../domain/constants.ts';
import { SkipLink } from '../../ui/SkipLink.tsx';
import { LogoHeader } from './LogoHeader.tsx';
import { MainContent } from './MainContent.tsx';
import { SetupProgressContext } from './setupProgress.ts';

/**
 * {product}Network layout (spec 2.5): logo header and the setup progress bar, starting at 5%. The page inside may
 * move the bar with `useSetupProgress` (setupProgress.ts); otherwise it shows `progress`.
 */
export function NetworkLayout({
  children,
  progress: initial = SETUP_PROGRESS_START,
}: {
  children: ReactNode;
  progress?: number;
}) {
  const [reported, setReported] = useState<number | null>(null);
  const progress = reported ?? initial;
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
      <MainContent>
        <SetupProgressContext.Provider value={setReported}>{children}</SetupProgressContext.Provider>
      </MainContent>
    </div>
  );
}
