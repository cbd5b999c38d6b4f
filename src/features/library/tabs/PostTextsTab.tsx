/**
 * My library's Post texts tab (#texts; issue 18, spec 3 "do-it-yourself post text", spec 7.5 GET /getDiy_text): the
 * ready-made, fill-in-the-blanks texts of the account's content categories, grouped by category, the [blanks] marked.
 * "Copy" puts a text on the clipboard and says so in a polite live region; "Use this text" opens the planner's
 * new-post modal with it (`composeHref`, for members who may write posts). Above them, the account's language and
 * tone of voice from its brand kit (GET /auth/getBrandKit; spec 7.5 lists them with the library), with a link to
 * where they are changed. Wording and grouping: src/domain/postTexts.ts.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../../api/index.ts';
import { libraryExtrasCalls } from '../../../api/libraryExtras.ts';
import { organisationCalls } from '../../../api/organisation.ts';
import { diyTexts } from '../../../api/queries/libraryExtras.ts';
import { brandKit } from '../../../api/queries/organisation.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import { composeHref } from '../../../domain/library.ts';
import {
  brandKitHref,
  categoriesHref,
  groupTexts,
  postTextsText as text,
  textParts,
  type DiyTextGroup,
  type DiyTexts,
} from '../../../domain/postTexts.ts';
import { Button } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { Skeleton, SkeletonBlock } from '../../../ui/Skeleton.tsx';
import { buttonClass } from '../../../ui/buttonClass.ts';
import type { LibraryTabProps } from '../types.ts';
import { Note } from '../../../ui/Note.tsx';

const calls = libraryExtrasCalls(api);
const organisation = organisationCalls(api);

const HEADING_ID = 'post-texts-heading';
const LINK = 'font-semibold text-indigo-700 underline hover:no-underline';

export function PostTextsTab({ accountId, canEdit }: LibraryTabProps) {
  const { state, retry } = useQuery(diyTexts.query(calls, accountId));
  const [announcement, setAnnouncement] = useState('');

  const copy = async (value: string, category: string, index: number) => {
    try {
      await navigator.clipboard.writeText(value);
      setAnnouncement(text.copied(category, index));
    } catch {
      setAnnouncement(text.copyFailed);
    }
  };

  return (
    <section aria-labelledby={HEADING_ID} className="flex min-w-0 flex-col gap-4 pt-4">
      <div>
        <h2 id={HEADING_ID} className="text-xl font-semibold text-slate-900">
          {text.heading}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-slate-700">{text.intro}</p>
      </div>
      <VoicePanel accountId={accountId} canEdit={canEdit} />
      <p role="status" aria-live="polite" className="text-sm text-emerald-800 empty:hidden">
        {announcement}
      </p>
      {state.status === 'loading' ? <TextsSkeleton /> : null}
      {state.status === 'failed' ? <ErrorWithRetry message={state.message} onRetry={retry} /> : null}
      {state.status === 'loaded' ? (
        <TextsView
          texts={state.data}
          accountId={accountId}
          canEdit={canEdit}
          onCopy={(value, category, index) => void copy(value, category, index)}
        />
      ) : null}
    </section>
  );
}

/** The account's language and tone of voice (its brand kit), and where they are changed. */
function VoicePanel({ accountId, canEdit }: LibraryTabProps) {
  const { state, retry } = useQuery(brandKit.query(organisation, accountId));
  return (
    <section
      aria-labelledby="post-texts-voice"
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id="post-texts-voice" className="text-base font-semibold text-slate-900">
        {text.voiceHeading}
      </h3>
      {state.status === 'loading' ? (
        <SkeletonBlock label={text.voiceLoading} lines={2} className="mt-2" />
      ) : null}
      {state.status === 'failed' ? (
        <div className="mt-2">
          <ErrorWithRetry message={state.message} onRetry={retry} />
        </div>
      ) : null}
      {state.status === 'loaded' ? (
        <>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-900">{text.language}</dt>
            <dd className="text-slate-700">{state.data.language}</dd>
            <dt className="font-semibold text-slate-900">{text.tone}</dt>
            <dd className="text-slate-700">{state.data.tone_of_voice}</dd>
          </dl>
          <p className="mt-2 text-sm text-slate-700">
            {text.voiceHint}{' '}
            {canEdit ? (
              <Link href={brandKitHref(accountId)} className={LINK}>
                {text.changeVoice}
              </Link>
            ) : null}
          </p>
        </>
      ) : null}
    </section>
  );
}

function TextsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{text.loading}</span>
      {[0, 1].map((group) => (
        <div key={group} className="space-y-3">
          <Skeleton className="h-5 w-48" />
          {[0, 1].map((index) => (
            <div key={index} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function TextsView({
  texts,
  accountId,
  canEdit,
  onCopy,
}: {
  texts: DiyTexts;
  accountId: number;
  canEdit: boolean;
  onCopy: (value: string, category: string, index: number) => void;
}) {
  const groups = groupTexts(texts.texts, texts.categories);
  const link = (label: string) =>
    canEdit ? (
      <Link href={categoriesHref(accountId)} className={LINK}>
        {label}
      </Link>
    ) : null;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      {texts.allCategories ? (
        <Note>
          {text.allCategoriesHint} {link(text.chooseCategories)}
        </Note>
      ) : (
        <p className="text-sm text-slate-700">
          {texts.categories.map((category) => category.name).join(', ')}. {link(text.changeCategories)}
        </p>
      )}
      {groups.length === 0 ? (
        <EmptyState title={text.emptyTitle}>{text.emptyBody}</EmptyState>
      ) : (
        groups.map((group) => (
          <TextGroup key={group.id} group={group} accountId={accountId} canEdit={canEdit} onCopy={onCopy} />
        ))
      )}
    </div>
  );
}

function TextGroup({
  group,
  accountId,
  canEdit,
  onCopy,
}: {
  group: DiyTextGroup;
  accountId: number;
  canEdit: boolean;
  onCopy: (value: string, category: string, index: number) => void;
}) {
  const headingId = `post-texts-category-${group.id}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        {group.name} <span className="text-sm font-normal text-slate-600">({group.texts.length})</span>
      </h3>
      <ul aria-labelledby={headingId} className="grid min-w-0 gap-4 lg:grid-cols-2">
        {group.texts.map((entry, position) => {
          const index = position + 1;
          return (
            <li key={entry.id} className="min-w-0">
              <article
                aria-label={text.textLabel(group.name, index)}
                className="flex h-full min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
              >
                <p className="flex-1 text-sm break-words whitespace-pre-line text-slate-800">
                  {textParts(entry.text).map((part, at) =>
                    part.blank ? (
                      <mark key={at} className="rounded bg-amber-100 px-0.5 text-slate-900">
                        {part.text}
                      </mark>
                    ) : (
                      part.text
                    ),
                  )}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={text.copyLabel(group.name, index)}
                    onClick={() => onCopy(entry.text, group.name, index)}
                  >
                    {text.copy}
                  </Button>
                  {canEdit ? (
                    <Link
                      href={composeHref(accountId, { text: entry.text })}
                      className={buttonClass('primary', 'sm')}
                      aria-label={text.useLabel(group.name, index)}
                    >
                      {text.use}
                    </Link>
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
