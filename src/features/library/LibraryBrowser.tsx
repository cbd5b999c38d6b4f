/**
 * The ready-made posts with their filters (industry, category, network), the search field and the pager: the
 * Library tab of My library and the planner's library modal (spec 2.6) both show it. A projection of the library
 * machine (machines/library.machine.ts): the view sends what the user does and renders the machine's state; the
 * page shown stays while the next loads (aria-busy), and the results say how many posts match.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { api } from '../../api/index.ts';
import { libraryCalls } from '../../api/library.ts';
import { categories, industries } from '../../api/queries/setup.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { onboardingCalls } from '../../api/onboarding.ts';
import { inspect } from '../../app/inspection.ts';
import {
  DEFAULT_LIBRARY_FILTERS,
  LIBRARY_SEARCH_MAX,
  libraryText,
  totalPagesOf,
  type LibraryFilters,
  type LibraryPost,
  type LibraryTab,
  type PickFilter,
} from '../../domain/library.ts';
import { SOCIAL_PROVIDERS } from '../../domain/posts.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LibraryPostCard } from './LibraryPostCard.tsx';
import { libraryLogic } from './libraryLogic.ts';
import { useFavourite } from './useFavourite.ts';

const calls = libraryCalls(api);
const setupCalls = onboardingCalls(api);

const pickValue = (pick: PickFilter) => String(pick);
const pickOf = (value: string): PickFilter => (value === 'mine' || value === 'all' ? value : Number(value));

export function LibraryBrowser({
  accountId,
  tab = 'content',
  canFavourite,
  onUse,
  useLabel,
}: {
  accountId: number;
  /** The tab of My library shown (the machine loads only while it is the Library tab). */
  tab?: LibraryTab;
  canFavourite: boolean;
  onUse: (post: LibraryPost) => void;
  useLabel?: string;
}) {
  const [logic] = useState(() => libraryLogic({ calls }));
  const actor = useActorRef(logic, { input: { accountId, tab, filters: DEFAULT_LIBRARY_FILTERS }, inspect });
  const snapshot = useSelector(actor, (current) => current);
  useEffect(() => {
    actor.send({ type: 'tab.selected', tab });
  }, [actor, tab]);
  const markFavourite = useCallback(
    (postId: number, favourite: boolean) => actor.send({ type: 'favourite.marked', postId, favourite }),
    [actor],
  );
  const { toggle, pending } = useFavourite(accountId, markFavourite);

  const { filters, searchText, page, result, error } = snapshot.context;
  const loading = snapshot.hasTag('loading');
  const changeFilter = (change: Partial<Omit<LibraryFilters, 'q'>>) => {
    const { q: _q, ...current } = filters;
    actor.send({ type: 'filters.changed', filters: { ...current, ...change } });
  };
  const resultsId = useId();
  const industryList = useQuery(industries.query(setupCalls)).state;
  const categoryList = useQuery(categories.query(setupCalls)).state;
  const pages = result ? totalPagesOf(result.rows) : 1;

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={libraryText.filtersLabel}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField
          type="search"
          label={libraryText.searchLabel}
          placeholder={libraryText.searchPlaceholder}
          value={searchText}
          maxLength={LIBRARY_SEARCH_MAX}
          aria-controls={resultsId}
          onChange={(event) => actor.send({ type: 'search.typed', text: event.target.value })}
        />
        <PickSelect
          label={libraryText.industryLabel}
          mine={libraryText.mineIndustries}
          all={libraryText.allIndustries}
          value={filters.industry}
          options={industryList}
          onChange={(industry) => changeFilter({ industry })}
        />
        <PickSelect
          label={libraryText.categoryLabel}
          mine={libraryText.mineCategories}
          all={libraryText.allCategories}
          value={filters.category}
          options={categoryList}
          onChange={(category) => changeFilter({ category })}
        />
        <SelectField
          label={libraryText.networkLabel}
          value={filters.network === null ? '' : String(filters.network)}
          onChange={(event) =>
            changeFilter({ network: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">{libraryText.anyNetwork}</option>
          {SOCIAL_PROVIDERS.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.name}
            </option>
          ))}
        </SelectField>
      </form>

      <section
        id={resultsId}
        aria-label="Ready-made posts"
        aria-busy={loading || snapshot.hasTag('typing') || undefined}
      >
        {error !== null ? (
          <ErrorWithRetry message={error} onRetry={() => actor.send({ type: 'retry' })} />
        ) : null}
        {result === null && error === null ? <ResultsSkeleton /> : null}
        {snapshot.hasTag('empty') ? (
          <EmptyState
            title={libraryText.empty}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  actor.send({ type: 'search.typed', text: '' });
                  changeFilter({ industry: 'mine', category: 'mine', network: null });
                }}
              >
                {libraryText.clearFilters}
              </Button>
            }
          >
            {libraryText.emptyHint}
          </EmptyState>
        ) : null}
        {result !== null && result.rows > 0 ? (
          <>
            <p role="status" className="mb-3 text-sm text-slate-600">
              {libraryText.resultCount(result.rows)}
            </p>
            <ul
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
              data-library-page={loading ? undefined : `${page}`}
            >
              {result.items.map((post) => (
                <LibraryPostCard
                  key={post.id}
                  post={post}
                  favouriteBusy={pending.has(post.id)}
                  onFavourite={
                    canFavourite ? (chosen) => void toggle(chosen.id, !chosen.favourite) : undefined
                  }
                  onUse={onUse}
                  useLabel={useLabel}
                />
              ))}
            </ul>
            <Pager
              label="Library pages"
              page={page}
              pages={pages}
              busy={loading}
              onPage={(next) => actor.send({ type: 'page.requested', page: next })}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}

function PickSelect({
  label,
  mine,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  mine: string;
  all: string;
  value: PickFilter;
  options: { status: string; data?: readonly { id: number; name: string }[] };
  onChange: (pick: PickFilter) => void;
}) {
  const list = options.status === 'loaded' ? (options.data ?? []) : [];
  return (
    <SelectField
      label={label}
      value={pickValue(value)}
      onChange={(event) => onChange(pickOf(event.target.value))}
    >
      <option value="mine">{mine}</option>
      <option value="all">{all}</option>
      {list.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}

function ResultsSkeleton() {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="rounded-lg border border-slate-200 bg-white p-4">
          <Skeleton className="aspect-square w-full" />
          <Skeleton className="mt-3 h-4 w-3/4" />
          <Skeleton className="mt-2 h-3 w-full" />
        </li>
      ))}
    </ul>
  );
}
