/**
 * My library's Reel ideas tab (#reels; issue 18, spec 3 "reel idea folders", spec 7.5 GET /auth/getAllReelIdeasFolder):
 * the ready-made reel ideas of the account's industries (GET /auth/getReelIdeas) and the account's folders. Folders
 * are on the side (above on a phone): "All ideas", "Not in a folder" and each folder, with its count; a member who
 * may edit creates folders, renames the one shown (an inline field) and deletes it (after a confirmation; its ideas
 * stay, in no folder), and files an idea with its "Move to…" menu. A move and a rename show at once and are taken
 * back, with the server's sentence, when it refuses; what was typed stays in the field. Rules and wording:
 * src/domain/reelIdeas.ts; cached reads and writes: src/api/queries/libraryExtras.ts; the folder side:
 * ReelFolders.tsx.
 */
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../../api/index.ts';
import { libraryExtrasCalls } from '../../../api/libraryExtras.ts';
import { reelIdeaFolders, reelIdeas } from '../../../api/queries/libraryExtras.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import { topicsHref } from '../../../domain/news.ts';
import {
  NO_PENDING_CHANGES,
  durationText,
  ideasInView,
  moveTargetsOf,
  reelIdeasText as text,
  reelLibraryOf,
  viewIn,
  type PendingReelChanges,
  type ReelIdea,
  type ReelIdeaFolder,
  type ReelIdeas,
  type ReelLibrary,
  type ReelView,
} from '../../../domain/reelIdeas.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { Menu } from '../../../ui/Menu.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { LibraryTabProps } from '../types.ts';
import { FolderHeader, FolderPanel, PaneHeading, messageOf, useFocusSoon, writes } from './ReelFolders.tsx';
import { Note } from '../../../ui/Note.tsx';

const calls = libraryExtrasCalls(api);

const HEADING_ID = 'reel-ideas-heading';

export function ReelIdeasTab({ accountId, canEdit }: LibraryTabProps) {
  const ideas = useQuery(reelIdeas.query(calls, accountId));
  const folders = useQuery(reelIdeaFolders.query(calls, accountId));
  const failed = [ideas.state, folders.state].find((state) => state.status === 'failed');
  return (
    <section aria-labelledby={HEADING_ID} className="flex min-w-0 flex-col gap-4 pt-4">
      <div>
        <h2 id={HEADING_ID} className="text-xl font-semibold text-slate-900">
          {text.heading}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-slate-700">{text.intro}</p>
      </div>
      {failed ? (
        <ErrorWithRetry
          message={failed.message}
          onRetry={() => {
            if (ideas.state.status === 'failed') ideas.retry();
            if (folders.state.status === 'failed') folders.retry();
          }}
        />
      ) : ideas.state.status === 'loaded' && folders.state.status === 'loaded' ? (
        <ReelIdeasView
          accountId={accountId}
          canEdit={canEdit}
          ideas={ideas.state.data}
          folders={folders.state.data}
        />
      ) : (
        <ReelSkeleton />
      )}
    </section>
  );
}

function ReelSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
      <span className="sr-only">{text.loading}</span>
      <div className="space-y-2">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-9 w-full" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Sets `key` to `value` in a copy of `map`, or removes it when `value` is undefined. */
function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V | undefined): Map<K, V> {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
}

function ReelIdeasView({
  accountId,
  canEdit,
  ideas,
  folders,
}: LibraryTabProps & { ideas: ReelIdeas; folders: readonly ReelIdeaFolder[] }) {
  const [chosen, setChosen] = useState<ReelView>({ kind: 'all' });
  const [pending, setPending] = useState<PendingReelChanges>(NO_PENDING_CHANGES);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const paneHeading = useRef<HTMLHeadingElement>(null);
  const focusSoon = useFocusSoon();

  const library = reelLibraryOf(ideas, folders, pending);
  const view = viewIn(library, chosen);
  const shown = ideasInView(library, view);
  const folderShown =
    view.kind === 'folder' ? library.folders.find((each) => each.id === view.folderId) : undefined;

  const report = (message: string) => {
    setProblem(null);
    setNotice(message);
  };
  const fail = (error: unknown) => {
    setNotice('');
    setProblem(messageOf(error));
  };

  /** Shows the move at once; takes it back, with the server's sentence, when refused. */
  const moveIdea = async (idea: ReelIdea, folderId: number | null) => {
    const leaves = view.kind !== 'all';
    setPending((now) => ({ ...now, moves: withEntry(now.moves, idea.id, folderId) }));
    // The card leaves a folder's (or "Not in a folder") list: its menu button goes, so focus goes to the list's heading.
    if (leaves) focusSoon(paneHeading);
    try {
      report((await writes.moveIdea(accountId, idea.id, folderId)).message);
    } catch (error) {
      fail(error);
    } finally {
      setPending((now) =>
        now.moves.get(idea.id) === folderId
          ? { ...now, moves: withEntry(now.moves, idea.id, undefined) }
          : now,
      );
    }
  };

  const viewName =
    view.kind === 'all' ? text.all : view.kind === 'unfiled' ? text.unfiled : (folderShown?.name ?? '');

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <IndustriesLine ideas={ideas} accountId={accountId} canEdit={canEdit} />
      {canEdit ? null : (
        <p role="note" className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-700">
          {text.readOnly}
        </p>
      )}
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {notice}
      </p>
      {problem ? <ErrorWithRetry message={problem} onDismiss={() => setProblem(null)} /> : null}
      <div className="grid min-w-0 gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
        <FolderPanel
          accountId={accountId}
          canEdit={canEdit}
          library={library}
          view={view}
          onChoose={(next) => {
            setChosen(next);
            setNotice('');
          }}
          onCreated={(folderId, message) => {
            setChosen({ kind: 'folder', folderId });
            report(message);
          }}
        />
        <section aria-labelledby="reel-pane-heading" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            {folderShown && canEdit ? (
              <FolderHeader
                key={folderShown.id}
                accountId={accountId}
                folder={folderShown}
                library={library}
                headingRef={paneHeading}
                onRenaming={(name) =>
                  setPending((now) => ({ ...now, renames: withEntry(now.renames, folderShown.id, name) }))
                }
                onDone={report}
                onDeleted={(message) => {
                  setChosen({ kind: 'all' });
                  report(message);
                  focusSoon(paneHeading);
                }}
              />
            ) : (
              <PaneHeading headingRef={paneHeading} name={viewName} count={shown.length} />
            )}
          </div>
          {shown.length === 0 ? (
            <EmptyView view={view} hasIdeas={library.ideas.length > 0} />
          ) : (
            <ul aria-labelledby="reel-pane-heading" className="grid min-w-0 gap-4 lg:grid-cols-2">
              {shown.map((idea) => (
                <li key={idea.id} className="min-w-0">
                  <IdeaCard
                    idea={idea}
                    library={library}
                    showFolder={view.kind === 'all'}
                    showIndustry={ideas.industries.length !== 1}
                    canEdit={canEdit}
                    onMove={(folderId) => void moveIdea(idea, folderId)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

function IndustriesLine({
  ideas,
  accountId,
  canEdit,
}: {
  ideas: ReelIdeas;
  accountId: number;
  canEdit: boolean;
}) {
  const link = (label: string) =>
    canEdit ? (
      <Link
        href={topicsHref(accountId)}
        className="font-semibold text-indigo-700 underline hover:no-underline"
      >
        {label}
      </Link>
    ) : null;
  if (ideas.allIndustries) {
    return (
      <Note>
        {text.allIndustriesHint} {link(text.chooseIndustries)}
      </Note>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {ideas.industries.map((industry) => industry.name).join(', ')}. {link(text.changeIndustries)}
    </p>
  );
}

function EmptyView({ view, hasIdeas }: { view: ReelView; hasIdeas: boolean }) {
  if (view.kind === 'folder')
    return <EmptyState title={text.emptyFolderTitle}>{text.emptyFolderBody}</EmptyState>;
  if (view.kind === 'unfiled' && hasIdeas) return <EmptyState title={text.emptyUnfiledTitle} />;
  return <EmptyState title={text.emptyTitle}>{text.emptyBody}</EmptyState>;
}

function IdeaCard({
  idea,
  library,
  showFolder,
  showIndustry,
  canEdit,
  onMove,
}: {
  idea: ReelIdea;
  library: ReelLibrary;
  showFolder: boolean;
  showIndustry: boolean;
  canEdit: boolean;
  onMove: (folderId: number | null) => void;
}) {
  const folder = idea.folderId === null ? null : library.folders.find((each) => each.id === idea.folderId);
  const targets = canEdit ? moveTargetsOf(idea, library.folders) : [];
  const titleId = `reel-idea-${idea.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {showIndustry ? (
            <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{idea.industry}</p>
          ) : null}
          <h4 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {idea.title}
          </h4>
        </div>
        {targets.length > 0 ? (
          <Menu
            label={
              <>
                {text.moveTo}
                <span className="sr-only"> ({idea.title})</span>
              </>
            }
            items={targets.map((target) => ({
              label: target.label,
              onSelect: () => onMove(target.folderId),
            }))}
          />
        ) : null}
      </div>
      {showFolder && folder ? (
        <p>
          <Badge tone="info">{text.inFolder(folder.name)}</Badge>
        </p>
      ) : null}
      <p className="text-sm break-words text-slate-800 italic">“{idea.hook}”</p>
      <div>
        <p className="text-sm font-semibold text-slate-900" id={`${titleId}-shots`}>
          {text.shots}
        </p>
        <ol
          aria-labelledby={`${titleId}-shots`}
          className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700"
        >
          {idea.shots.map((shot, index) => (
            <li key={index} className="break-words">
              {shot}
            </li>
          ))}
        </ol>
      </div>
      <dl className="mt-auto flex gap-1 text-sm text-slate-700">
        <dt className="font-semibold text-slate-900">{text.duration}:</dt>
        <dd>{durationText(idea.durationSeconds)}</dd>
      </dl>
    </article>
  );
}
