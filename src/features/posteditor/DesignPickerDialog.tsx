/**
 * Choosing one of the account's designs for a post (issue 19): My designs a page at a time, each with its thumbnail;
 * the post keeps the design's image address (the server renders the design's version at publishing).
 */
import { useState } from 'react';
import { designCalls, type DesignListKind } from '../../api/designs.ts';
import { api } from '../../api/index.ts';
import { designPages } from '../../api/queries/designs.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { DESIGNS_PAGE_SIZE } from '../../contract/designs.ts';
import type { DesignSummary } from '../../domain/design.ts';
import { totalPagesOf } from '../../domain/library.ts';
import { postEditorText as text } from '../../domain/postEditorWords.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import { DesignThumbnail } from '../designer/DesignThumbnail.tsx';

const calls = designCalls(api);
const KIND: DesignListKind = 'designs';

export function DesignPickerDialog({
  open,
  accountId,
  onClose,
  onPick,
}: {
  open: boolean;
  accountId: number;
  onClose: () => void;
  onPick: (design: DesignSummary) => void;
}) {
  return (
    <Modal open={open} onClose={onClose} width="max-w-2xl">
      {open ? <Picker accountId={accountId} onClose={onClose} onPick={onPick} /> : null}
    </Modal>
  );
}

function Picker({
  accountId,
  onClose,
  onPick,
}: {
  accountId: number;
  onClose: () => void;
  onPick: (design: DesignSummary) => void;
}) {
  const [page, setPage] = useState(1);
  const { state, retry } = useQuery(designPages.query(calls, accountId, KIND, page));
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{text.designsTitle}</h2>
      <div>
        {state.status === 'loading' ? <SkeletonBlock label="Loading your designs" lines={4} /> : null}
        {state.status === 'failed' ? <ErrorWithRetry message={state.message} onRetry={retry} /> : null}
        {state.status === 'loaded' && state.data.designs.length === 0 ? (
          <EmptyState title={text.designsEmpty} />
        ) : null}
        {state.status === 'loaded' && state.data.designs.length > 0 ? (
          <>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {state.data.designs.map((design) => (
                <li key={design.id} className="rounded-lg border border-slate-200 p-2">
                  <DesignThumbnail src={design.thumbnailUrl} alt={text.designAlt(design.name)} />
                  <p className="mt-1 truncate text-sm text-slate-800">{design.name}</p>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-1 w-full"
                    aria-label={`${text.pick} ${design.name}`}
                    onClick={() => onPick(design)}
                  >
                    {text.pick}
                  </Button>
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pages={totalPagesOf(state.data.total, DESIGNS_PAGE_SIZE)}
              onPage={setPage}
              label="Design pages"
            />
          </>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {text.close}
        </Button>
      </div>
    </div>
  );
}
