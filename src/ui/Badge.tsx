/** A small pill beside a label (issue 14): 'beta', a payment's status, a plan's trial. Tones pass 4.5:1 contrast. */
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'beta';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  info: 'bg-indigo-100 text-indigo-800',
  success: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-800',
  beta: 'bg-amber-100 text-amber-800 uppercase tracking-wide text-[0.65rem]',
};

export function Badge({
  tone = 'beta',
  className = '',
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  const size = tone === 'beta' ? 'ml-1.5 px-1.5 py-0.5' : 'px-2 py-0.5 text-xs';
  return (
    <span
      className={`inline-flex items-center rounded-full font-semibold ${size} ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
