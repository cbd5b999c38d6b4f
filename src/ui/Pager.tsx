/**
 * Previous and Next for a paged list (spec 9: page size 12; total pages = rows / page size rounded up), with
 * "Page 2 of 5" between them, announced politely when it changes. Hidden while there is only one page.
 */
import { Button } from './Button.tsx';

export function Pager({
  page,
  pages,
  onPage,
  label,
  busy = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the navigation for screen readers ('Library pages'). */
  label: string;
  busy?: boolean;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-3 py-2">
      <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
