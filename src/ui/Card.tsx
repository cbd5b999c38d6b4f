/** A white panel with a border (issue 14), optionally titled: the frame of settings sections, plan cards and lists. */
import { useId, type ReactNode } from 'react';

export function Card({
  title,
  description,
  actions,
  as: Tag = 'section',
  className = '',
  children,
}: {
  /** A heading (h2) that also names the section for screen readers. */
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  as?: 'section' | 'div' | 'li' | 'article';
  className?: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Tag
      aria-labelledby={title ? titleId : undefined}
      className={`min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {title ? (
              <h2 id={titleId} className="text-base font-semibold text-slate-900">
                {title}
              </h2>
            ) : null}
            {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Tag>
  );
}
