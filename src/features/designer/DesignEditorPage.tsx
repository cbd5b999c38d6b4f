/**
 * The design editor, `/editor/{accid}/{id}` (spec 2.1, 2.2; issue 19): a projection of the design editor's machine
 * (machines/designEditor.machine.ts). The toolbar, the layers and the properties send edits; the canvas shows the
 * document and sends selections, transforms and text edits; the save status, the conflict choice and the offline
 * note come from the machine's persistence region. Nothing here decides what an edit does (src/domain/designOps.ts)
 * or when to save (the machine).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../api/index.ts';
import { designCalls } from '../../api/designs.ts';
import { designWrites } from '../../api/queries/designs.ts';
import { inspect } from '../../app/inspection.ts';
import type { PageProps } from '../../app/pages.tsx';
import { useSession } from '../../app/session.tsx';
import { useAppLocation } from '../../app/useAppLocation.ts';
import { newPostFromDesignHref } from '../../domain/postEditorWords.ts';
import { designMessages, newLayerColours, type DesignEdit, type DesignNode } from '../../domain/design.ts';
import { canRedo, canUndo } from '../../domain/designHistory.ts';
import { makeEllipse, makeImage, makeRect, makeText } from '../../domain/designOps.ts';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { browserDraftStore } from './designDrafts.ts';
import { designEditorLogic } from './designEditorLogic.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { download, exportDesign, exportFileName, type ExportFormat } from './exportDesign.ts';
import { ImagePickerDialog } from './ImagePickerDialog.tsx';
import { useBrand } from './useBrand.ts';
import { saveStatusOf } from './saveStatus.ts';

const calls = designCalls(api);

export function DesignEditorPage({ params }: PageProps) {
  const { accountId } = useSession();
  const designId = Number(params.id);
  if (accountId === null || !Number.isInteger(designId) || designId < 1) {
    return accountId === null ? <LoadingScreen label={designMessages.loading} /> : <MissingDesign />;
  }
  return <DesignEditor key={`${accountId}/${designId}`} accountId={accountId} designId={designId} />;
}

function MissingDesign() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-semibold text-slate-900">{designMessages.notFound}</h1>
      <p className="mt-2 text-slate-700">
        <a className="text-blue-700 underline" href="/my_designs">
          {designMessages.backToDesigns}
        </a>
      </p>
    </div>
  );
}

function DesignEditor({ accountId, designId }: { accountId: number; designId: number }) {
  const [logic] = useState(() =>
    designEditorLogic({
      // Each save also makes My designs read its list again (a new thumbnail, the order by last change).
      calls: designWrites(calls, accountId),
      drafts: browserDraftStore(),
      open: (id) => navigate(`/editor/${accountId}/${id}`),
    }),
  );
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  const actor = useActorRef(logic, { input: { accountId, designId, online }, inspect });
  const snapshot = useSelector(actor, (current) => current);
  const toast = useToast();
  const brand = useBrand(accountId);
  const location = useAppLocation();
  const [picking, setPicking] = useState<null | { replace: string | null }>(null);

  // The network (spec 4.9) and leaving the page: the machine decides what to save.
  useEffect(() => {
    const goOnline = () => actor.send({ type: 'online' });
    const goOffline = () => actor.send({ type: 'offline' });
    const leave = () => actor.send({ type: 'leave' });
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('pagehide', leave);
      actor.send({ type: 'leave' });
    };
  }, [actor]);

  const edit = useCallback((change: DesignEdit) => actor.send({ type: 'edit', edit: change }), [actor]);
  const { context } = snapshot;
  const doc = context.history?.present ?? null;
  const status = useMemo(() => saveStatusOf(snapshot), [snapshot]);

  if (snapshot.matches('loading')) return <LoadingScreen label={designMessages.loading} />;
  if (snapshot.matches('missing')) return <MissingDesign />;
  if (snapshot.matches('failed') || doc === null) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <ErrorWithRetry
          message={context.error ?? designMessages.loadFailed}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      </div>
    );
  }

  const add = (node: DesignNode) => edit({ type: 'add', node });
  const exportAs = async (format: ExportFormat, scale: 1 | 2) => {
    try {
      const blob = await exportDesign(doc, format, scale);
      download(blob, exportFileName(context.name, doc, format, scale));
    } catch {
      toast.show({
        tone: 'error',
        title: designMessages.exportFailedTitle,
        message: designMessages.exportFailed,
      });
    }
  };

  return (
    <>
      <EditorFrame
        name={context.name}
        postHref={newPostFromDesignHref(accountId, designId, new URLSearchParams(location.search).get('day'))}
        onRename={(name) => actor.send({ type: 'rename', name })}
        doc={doc}
        selection={context.selection}
        editingTextId={context.editingTextId}
        brand={brand}
        status={status}
        offline={!context.online}
        canUndo={context.history !== null && canUndo(context.history)}
        canRedo={context.history !== null && canRedo(context.history)}
        onUndo={() => actor.send({ type: 'undo' })}
        onRedo={() => actor.send({ type: 'redo' })}
        onSave={() => actor.send({ type: 'save' })}
        onEdit={edit}
        onSelect={(ids, mode) => actor.send({ type: 'select', ids, mode })}
        onTransformStart={() => actor.send({ type: 'transform.start' })}
        onTransformEnd={(change) => actor.send({ type: 'transform.end', edit: change })}
        onTransformCancel={() => actor.send({ type: 'transform.cancel' })}
        onTextEditStart={(id) => actor.send({ type: 'text.start', id })}
        onTextCommit={(id, text, width) => actor.send({ type: 'text.commit', id, text, width })}
        onTextCancel={() => actor.send({ type: 'text.cancel' })}
        onAddText={() =>
          add(
            makeText(doc, {
              text: designMessages.newText,
              fontFamily: brand.headingFont,
              fill: newLayerColours(brand.colors).text,
            }),
          )
        }
        onAddRect={() => add(makeRect(doc, newLayerColours(brand.colors).rect))}
        onAddEllipse={() => add(makeEllipse(doc, newLayerColours(brand.colors).ellipse))}
        onAddImage={() => setPicking({ replace: null })}
        onReplaceImage={(id) => setPicking({ replace: id })}
        onAddLogo={brand.logo ? () => add(makeImage(doc, brand.logo!.src, brand.logo!.size, 'logo')) : null}
        onExport={(format, scale) => void exportAs(format, scale)}
      />
      <ImagePickerDialog
        open={picking !== null}
        accountId={accountId}
        onClose={() => setPicking(null)}
        onPick={(src, size) => {
          if (picking?.replace) edit({ type: 'update', ids: [picking.replace], patch: { src } });
          else add(makeImage(doc, src, size));
          setPicking(null);
        }}
      />
      <ConflictDialog
        open={
          snapshot.matches({ ready: { persistence: 'conflict' } }) ||
          snapshot.matches({ ready: { persistence: 'copying' } })
        }
        busy={snapshot.matches({ ready: { persistence: 'copying' } })}
        error={snapshot.matches({ ready: { persistence: 'conflict' } }) ? context.error : null}
        onKeepMine={() => actor.send({ type: 'conflict.keepMine' })}
        onTakeTheirs={() => actor.send({ type: 'conflict.takeTheirs' })}
        onKeepCopy={() => actor.send({ type: 'conflict.keepCopy' })}
      />
    </>
  );
}
