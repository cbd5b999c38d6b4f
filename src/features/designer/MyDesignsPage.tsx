/**
 * My designs, `/my_designs` (spec 2.1; issue 19): the account's designs as cards, newest change first, a page of
 * DESIGNS_PAGE_SIZE at a time: the thumbnail, the name (a link to the editor), the size and when it was last
 * edited, and a menu: Open, Rename (a dialog), Duplicate, Delete (after a confirmation) and Use in a post (the
 * planner's new-post modal with the design's image, composeHref `?design=`). "New design" opens the chooser
 * (NewDesignDialog). Every write marks the cached pages stale (src/api/queries/designs.ts `designWrites`), so the
 * list shows it once read again; a toast says it is done. Wording: src/domain/design.ts and designPages.ts.
 */
import { useDialogAction } from '../../ui/useDialogAction.ts';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { designCalls, type DesignCalls } from '../../api/designs.ts';
import { api } from '../../api/index.ts';
import { designPages, designWrites } from '../../api/queries/designs.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import type { PageProps } from '../../app/pages.tsx';
import { useCan } from '../../app/permissions.ts';
import { useSession } from '../../app/session.tsx';
import { DESIGNS_PAGE_SIZE } from '../../contract/designs.ts';
import { designMessages, type DesignSummary } from '../../domain/design.ts';
import {
  designNameError,
  designSizeLabel,
  editedLabel,
  editorHref,
  myDesignsText as text,
  pageWithin,
} from '../../domain/designPages.ts';
import { composeHref, totalPagesOf } from '../../domain/library.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Menu } from '../../ui/Menu.tsx';
import { Modal, ModalHeader } from '../../ui/Modal.tsx';
import { Note } from '../../ui/Note.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useStableShowToast } from '../../ui/toast/index.ts';
import { DesignThumbnail } from './DesignThumbnail.tsx';
import { NewDesignDialog } from './NewDesignDialog.tsx';

const calls = designCalls(api);

const HEADING_ID = 'my-designs-heading';
const GRID = 'grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function MyDesignsPage(_props: PageProps) {
  const { accountId } = useSession();
  const canWrite = useCan('posts.write');
  const [creating, setCreating] = useState(false);
  const newDesign = (
    <Button onClick={() => setCreating(true)}>
      <span aria-hidden="true">+</span> {text.newDesign}
    </Button>
  );
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id={HEADING_ID} className="text-2xl font-semibold text-slate-900">
            {text.heading}
          </h1>
          <p className="mt-1 max-w-prose text-slate-700">{text.intro}</p>
        </div>
        {accountId !== null && canWrite ? newDesign : null}
      </div>
      {accountId === null ? (
        <DesignsSkeleton />
      ) : canWrite ? (
        <>
          <DesignList key={accountId} accountId={accountId} newDesign={newDesign} />
          <NewDesignDialog accountId={accountId} open={creating} onClose={() => setCreating(false)} />
        </>
      ) : (
        <Note>{text.readOnly}</Note>
      )}
    </section>
  );
}

function DesignsSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{text.loading}</span>
      <ul className={GRID}>
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
            <Skeleton className="aspect-square w-full rounded-md" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function DesignList({ accountId, newDesign }: { accountId: number; newDesign: React.ReactNode }) {
  const writes = useMemo(() => designWrites(calls, accountId), [accountId]);
  const showToast = useStableShowToast();
  const [page, setPage] = useState(1);
  const [renaming, setRenaming] = useState<DesignSummary | null>(null);
  const [deleting, setDeleting] = useState<DesignSummary | null>(null);
  const { state, retry } = useQuery(designPages.query(calls, accountId, 'designs', page));
  const total = state.status === 'loaded' ? state.data.total : null;

  // The last design of the last page went (deleted here or elsewhere): show the page before it.
  useEffect(() => {
    if (total !== null) setPage((now) => pageWithin(now, total, DESIGNS_PAGE_SIZE));
  }, [total]);

  const duplicate = async (design: DesignSummary) => {
    try {
      await writes.duplicate(design.id);
      setPage(1);
      showToast({ tone: 'success', title: designMessages.duplicated });
    } catch (error) {
      showToast({ tone: 'error', title: text.actionFailedTitle, message: messageOf(error) });
    }
  };

  let body: React.ReactNode;
  if (state.status === 'failed') body = <ErrorWithRetry message={state.message} onRetry={retry} />;
  else if (state.status === 'loading') body = <DesignsSkeleton />;
  else if (state.data.total === 0) {
    body = (
      <EmptyState title={text.emptyTitle} action={newDesign}>
        {designMessages.emptyList}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul aria-labelledby={HEADING_ID} className={GRID}>
          {state.data.designs.map((design) => (
            <li key={design.id} className="min-w-0">
              <DesignCard
                accountId={accountId}
                design={design}
                onRename={() => setRenaming(design)}
                onDuplicate={() => void duplicate(design)}
                onDelete={() => setDeleting(design)}
              />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pages={totalPagesOf(state.data.total, DESIGNS_PAGE_SIZE)}
          onPage={setPage}
          label={text.pagesLabel}
        />
      </>
    );
  }
  return (
    <>
      {body}
      <RenameDialog
        writes={writes}
        design={renaming}
        onClose={() => setRenaming(null)}
        onDone={() => {
          setRenaming(null);
          showToast({ tone: 'success', title: designMessages.renamed });
        }}
      />
      <DeleteDialog
        writes={writes}
        design={deleting}
        onClose={() => setDeleting(null)}
        onDone={() => {
          setDeleting(null);
          showToast({ tone: 'success', title: designMessages.deleted });
        }}
      />
    </>
  );
}

export function DesignCard({
  accountId,
  design,
  onRename,
  onDuplicate,
  onDelete,
}: {
  accountId: number;
  design: DesignSummary;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const href = editorHref(accountId, design.id);
  const titleId = `design-${design.id}-name`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      <DesignThumbnail src={design.thumbnailUrl} alt={design.name} />
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold break-words text-slate-900">
            <Link href={href} className="hover:underline focus-visible:underline">
              {design.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">
            {designSizeLabel(design)} ·{' '}
            <time dateTime={design.updatedAt}>{editedLabel(design.updatedAt)}</time>
          </p>
        </div>
        <Menu
          label={
            <>
              {text.actions}
              <span className="sr-only"> ({design.name})</span>
            </>
          }
          items={[
            { label: text.open, onSelect: () => navigate(href) },
            { label: text.rename, onSelect: onRename },
            { label: text.duplicate, onSelect: onDuplicate },
            {
              label: text.useInPost,
              onSelect: () => navigate(composeHref(accountId, { designId: design.id })),
            },
            { label: text.delete, onSelect: onDelete, danger: true },
          ]}
        />
      </div>
    </article>
  );
}

function RenameDialog({
  writes,
  design,
  onClose,
  onDone,
}: {
  writes: DesignCalls;
  design: DesignSummary | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState<DesignSummary | null>(null);
  // A new design to rename: start from its name.
  if (design !== shownFor) {
    setShownFor(design);
    if (design) {
      setName(design.name);
      setError(null);
    }
  }
  const close = () => {
    if (!busy) onClose();
  };
  const save = async () => {
    if (!design) return;
    const problem = designNameError(name, true);
    if (problem !== null) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await writes.rename(design.id, name.trim());
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={design !== null} onClose={close} width="max-w-md" compact busy={busy}>
      <ModalHeader title={text.renameTitle} onClose={close} busy={busy} />
      <form
        className="mt-4 flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void save();
        }}
      >
        <TextField
          label={text.nameLabel}
          value={name}
          autoComplete="off"
          required
          data-autofocus
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={error}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" busy={busy} busyLabel={text.saving}>
            {text.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function DeleteDialog({
  writes,
  design,
  onClose,
  onDone,
}: {
  writes: DesignCalls;
  design: DesignSummary | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { busy, error, close, run } = useDialogAction(design, onClose);
  const confirm = () =>
    design
      ? run(async () => {
          await writes.remove(design.id);
          onDone();
        }, messageOf)
      : Promise.resolve();
  return (
    <ConfirmDialog
      open={design !== null}
      onClose={close}
      busy={busy}
      title={text.deleteQuestion(design?.name ?? '')}
      explanation={text.deleteExplained}
      error={error}
      cancelLabel={text.cancel}
      confirmLabel={text.delete}
      busyLabel={text.deleting}
      onConfirm={() => void confirm()}
    />
  );
}
