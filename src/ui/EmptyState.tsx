/** What a list says when it has nothing to show (issue 14): a title, why, and the action that fills it. */
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  children,
  action,
  className = '',
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`rounded-lg border border-dashed border-slate-300 bg-white px-6 py-8 text-center ${className}`}
    >
      <p className="font-semibold text-slate-900">{title}</p>
      {children ? <div className="mx-auto mt-1 max-w-prose text-sm text-slate-600">{children}</div> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
