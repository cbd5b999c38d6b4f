import type { ReactNode } from 'react';

/** Small pill next to a label ('beta'). */
export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="ml-1.5 rounded-full bg-amber-100 px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-wide text-amber-800 uppercase">
      {children}
    </span>
  );
}
