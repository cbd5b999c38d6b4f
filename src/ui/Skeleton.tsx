/**
 * Grey shapes where content will appear (issue 14), so the page does not jump when it arrives. The region is
 * `aria-busy` with a label read once; the shapes themselves are hidden from assistive technology.
 */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded bg-slate-200 motion-reduce:animate-none ${className}`}
    />
  );
}

/** `lines` text-like bars under a label that screen readers announce ('Loading posts'). */
export function SkeletonBlock({
  label,
  lines = 3,
  className = '',
}: {
  label: string;
  lines?: number;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={`space-y-2 ${className}`}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={`h-4 ${index === lines - 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}
