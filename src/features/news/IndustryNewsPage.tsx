/**
 * Industry news, /industry_news and /{accid}/industry_news (spec 2.1, 2.2; issue 16): the newest items of the
 * industries the account follows (GET /auth/getIndustryNews, cached per account), as cards with their title,
 * source, date, summary and a link to the article in a new tab. Chips filter by industry; the choice is kept in the
 * address (`?industry=<id>`). While the account has chosen no industry the items are of every industry, and the page
 * says so with a link to the topics step where they are chosen. Loading shows a skeleton, a failure Try again.
 *
 * "Share" (issue 18; members who may write posts, `posts.write`): the article becomes an unscheduled draft post of
 * the planner (newsShare.ts); the card then says so (a polite status in place of the button), with a link that
 * opens the draft in the planner. The confirmation is on the card rather than in a toast: a toast cannot hold the
 * link, and goes away. With no connected social network the card links to the social accounts page instead.
 */
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../domain/calendar.ts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../api/index.ts';
import { newsCalls } from '../../api/news.ts';
import { postCalls } from '../../api/posts.ts';
import { industryNews } from '../../api/queries/news.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { socialCalls } from '../../api/social.ts';
import type { PageProps } from '../../app/pages.tsx';
import { useCan } from '../../app/permissions.ts';
import { useSession } from '../../app/session.tsx';
import { useAppLocation } from '../../app/useAppLocation.ts';
import { accountPaths, postPlannerHref } from '../../domain/dashboardLinks.ts';
import {
  filterNews,
  hasSamples,
  industriesOf,
  industryFilterOf,
  newsText,
  topicsHref,
  type IndustryNews,
  type NewsIndustry,
  type NewsItem,
} from '../../domain/news.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorLine } from '../../ui/ErrorLine.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { newsShareLogic, type NewsShare } from './newsShare.ts';
import { Note } from '../../ui/Note.tsx';

const calls = newsCalls(api);
const shareNews = newsShareLogic({ calls: { ...postCalls(api), ...socialCalls(api) } });

const INDUSTRY_PARAM = 'industry';
const HEADING_ID = 'industry-news-heading';

export function IndustryNewsPage(_props: PageProps) {
  const { accountId } = useSession();
  return (
    <section aria-labelledby={HEADING_ID} className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div>
        <h1 id={HEADING_ID} className="text-2xl font-semibold text-slate-900">
          {newsText.heading}
        </h1>
        <p className="mt-1 max-w-prose text-slate-700">{newsText.intro}</p>
      </div>
      {accountId === null ? <NewsSkeleton /> : <NewsList key={accountId} accountId={accountId} />}
    </section>
  );
}

function NewsList({ accountId }: { accountId: number }) {
  const { state, retry } = useQuery(industryNews.query(calls, accountId));
  const canShare = useCan('posts.write');
  if (state.status === 'loading') return <NewsSkeleton />;
  if (state.status === 'failed') return <ErrorWithRetry message={state.message} onRetry={retry} />;
  return <NewsView news={state.data} accountId={accountId} share={canShare ? shareNews : null} />;
}

function NewsView({
  news,
  accountId,
  share,
}: {
  news: IndustryNews;
  accountId: number;
  /** Null: the member may not write posts, so no Share. */
  share: NewsShare | null;
}) {
  const location = useAppLocation();
  const params = new URLSearchParams(location.search);
  const chips = industriesOf(news.items, news.industries);
  const chosen = industryFilterOf(params.get(INDUSTRY_PARAM), chips);
  const shown = filterNews(news.items, chosen);

  const choose = (industryId: number | null) => {
    const next = new URLSearchParams(location.search);
    if (industryId === null) next.delete(INDUSTRY_PARAM);
    else next.set(INDUSTRY_PARAM, String(industryId));
    const search = next.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true });
  };

  const topicsLink = (label: string) => (
    <Link href={topicsHref(accountId)} className="font-semibold text-indigo-700 underline hover:no-underline">
      {label}
    </Link>
  );

  return (
    <div className="flex flex-col gap-4">
      {news.allIndustries ? (
        <Note>
          {newsText.allIndustriesHint} {topicsLink(newsText.chooseIndustries)}
        </Note>
      ) : (
        <p className="text-sm text-slate-700">
          {news.industries.map((industry) => industry.name).join(', ')}.{' '}
          {topicsLink(newsText.changeIndustries)}
        </p>
      )}
      {news.items.length === 0 ? (
        <EmptyState title={newsText.emptyTitle}>{newsText.emptyBody}</EmptyState>
      ) : (
        <>
          {chips.length > 1 ? <IndustryChips chips={chips} chosen={chosen} onChoose={choose} /> : null}
          {shown.length === 0 ? (
            <EmptyState title={newsText.emptyFilterTitle} />
          ) : (
            <ul aria-label={newsText.heading} className="grid gap-4 md:grid-cols-2">
              {shown.map((item) => (
                <li key={item.id} className="min-w-0">
                  <NewsCard item={item} accountId={accountId} share={share} />
                </li>
              ))}
            </ul>
          )}
          {hasSamples(shown) ? <p className="text-xs text-slate-600">{newsText.sampleNote}</p> : null}
        </>
      )}
    </div>
  );
}

function IndustryChips({
  chips,
  chosen,
  onChoose,
}: {
  chips: readonly NewsIndustry[];
  chosen: number | null;
  onChoose: (industryId: number | null) => void;
}) {
  const chip = (id: number | null, label: string) => {
    const pressed = chosen === id;
    return (
      <li key={id ?? 'all'}>
        <button
          type="button"
          aria-pressed={pressed}
          onClick={() => onChoose(id)}
          className={`rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
            pressed
              ? 'border-indigo-600 bg-indigo-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          {label}
        </button>
      </li>
    );
  };
  return (
    <div role="group" aria-label={newsText.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {chip(null, newsText.allChip)}
        {chips.map((industry) => chip(industry.id, industry.name))}
      </ul>
    </div>
  );
}

function NewsCard({
  item,
  accountId,
  share,
}: {
  item: NewsItem;
  accountId: number;
  share: NewsShare | null;
}) {
  const published = dayjs(item.publishedAt);
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{item.industry}</p>
      <h2 className="text-lg font-semibold break-words text-slate-900">{item.title}</h2>
      <p className="text-sm text-slate-600">
        {item.source} ·{' '}
        <time dateTime={item.publishedAt}>{published.isValid() ? published.format(DATE_FORMAT) : ''}</time>
      </p>
      <p className="flex-1 text-sm break-words text-slate-700">{item.summary}</p>
      <a
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        className="self-start text-sm font-semibold text-indigo-700 underline hover:no-underline"
      >
        {newsText.readMore}
        <span className="sr-only">{` about ${item.title} ${newsText.newTab}`}</span>
      </a>
      {share === null ? null : <ShareAction item={item} accountId={accountId} share={share} />}
    </article>
  );
}

type ShareState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'shared'; postId: number }
  | { kind: 'noNetworks' }
  | { kind: 'failed'; message: string };

/** Share: the button, then what came of it (the draft's link, no network to draft for, or why it failed). */
function ShareAction({ item, accountId, share }: { item: NewsItem; accountId: number; share: NewsShare }) {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const draftLink = useRef<HTMLAnchorElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The button gives way to the draft's link: the focus goes there rather than to the page.
  useEffect(() => {
    if (state.kind === 'shared') draftLink.current?.focus();
  }, [state.kind]);

  const start = () => {
    setState({ kind: 'busy' });
    share(accountId, item).then(
      (outcome) => {
        if (mounted.current) setState(outcome);
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        if (mounted.current) setState({ kind: 'failed', message: newsText.shareFailed(reason) });
      },
    );
  };

  return (
    <div className="flex flex-col items-start gap-2">
      {state.kind === 'shared' ? null : (
        <Button
          variant="secondary"
          size="sm"
          busy={state.kind === 'busy'}
          busyLabel={newsText.sharing}
          onClick={start}
        >
          {newsText.share}
          <span className="sr-only">{newsText.shareDetail(item.title)}</span>
        </Button>
      )}
      {/* Always there, so screen readers announce the outcome when it is written into it. */}
      <div role="status" className="empty:hidden">
        {state.kind === 'shared' ? (
          <p className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
            {newsText.shared}{' '}
            <Link
              ref={draftLink}
              href={postPlannerHref(accountId, state.postId)}
              className="font-semibold text-green-900 underline hover:no-underline"
            >
              {newsText.openDraft}
            </Link>
          </p>
        ) : null}
      </div>
      {state.kind === 'noNetworks' ? (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {newsText.noNetworks}{' '}
          <Link
            href={accountPaths.socialAccounts(accountId)}
            className="font-semibold text-amber-900 underline hover:no-underline"
          >
            {newsText.connectNetworks}
          </Link>
        </p>
      ) : null}
      <ErrorLine message={state.kind === 'failed' ? state.message : null} />
    </div>
  );
}

function NewsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">{newsText.loading}</span>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-3 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
