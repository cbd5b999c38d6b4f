/**
 * A note beside a list that explains what it shows and how to change it (role "note"): industry news, reel ideas
 * and post texts of every industry or category while the account has chosen none.
 */
import type { ReactNode } from 'react';

export function Note({ children }: { children: ReactNode }) {
  return (
    <p
      role="note"
      className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {children}
    </p>
  );
}
