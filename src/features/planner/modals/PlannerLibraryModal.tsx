/**
 * The planner's library modal (spec 2.6): the ready-made posts (the library browser of My library, loaded with its
 * own chunk when first opened) and, for each, "Use on <day>": the new-post modal opens prefilled on the day the
 * planner shows (today when that day is past), as "Use this post" does from My library.
 */
import { lazy, Suspense } from 'react';
import { composeDayOf, prefillFromPost } from '../composeRequest.ts';
import { PlannerActorContext } from '../plannerContext.ts';
import { libraryText, type LibraryPost } from '../../../domain/library.ts';
import { Modal, ModalHeader } from '../../../ui/Modal.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useStableShowToast } from '../../../ui/toast/index.ts';
import { composeRequestMessages } from '../composeRequest.ts';

const LibraryBrowser = lazy(() =>
  import('../../library/index.ts').then((module) => ({ default: module.LibraryBrowser })),
);

export function PlannerLibraryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const actor = PlannerActorContext.useActorRef();
  const accountId = PlannerActorContext.useSelector((snapshot) => snapshot.context.accountId);
  const cursor = PlannerActorContext.useSelector((snapshot) => snapshot.context.cursor);
  const today = PlannerActorContext.useSelector((snapshot) => snapshot.context.today);
  const showToast = useStableShowToast();
  const day = composeDayOf(cursor, today);
  const use = (post: LibraryPost) => {
    onClose();
    prefillFromPost(accountId, post).then(
      (prefill) => actor.send({ type: 'post.composeStarted', dayKey: day, prefill }),
      () =>
        showToast({
          tone: 'error',
          title: composeRequestMessages.failedTitle,
          message: composeRequestMessages.postMissing,
        }),
    );
  };
  return (
    <Modal open={open} onClose={onClose} width="max-w-5xl">
      <ModalHeader title={libraryText.libraryModalTitle} onClose={onClose} />
      <div className="mt-4">
        {open ? (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <LibraryBrowser accountId={accountId} canFavourite onUse={use} useLabel={`Use on ${day}`} />
          </Suspense>
        ) : null}
      </div>
    </Modal>
  );
}
