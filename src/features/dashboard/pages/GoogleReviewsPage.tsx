/**
 * Google reviews, /dashboard/google-reviews (spec 2.2; issue 17): the account's Google Business Profile. Not
 * connected: what the page would show and a "Connect Google Business Profile" button (roles that may manage social
 * networks). Connected: the average rating overall and in the range (with stars and their words, "4.6 out of 5"),
 * how many reviews, the ratings of the range as bars, the average per week as a line, the newest reviews of the range,
 * and "Disconnect" behind a confirmation. The range comes from the frame; networks do not apply here.
 */
import { useId, useState } from 'react';
import { api } from '../../../api/index.ts';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../../domain/calendar.ts';
import {
  connectGoogleBusiness,
  disconnectGoogleBusiness,
  googleReviewsRead,
} from '../../../api/queries/dashboardInsights.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import { reviewsCalls } from '../../../api/reviews.ts';
import { useCan } from '../../../app/permissions.ts';
import { exportName, shortDay, type DashboardRange } from '../../../domain/analytics.ts';
import {
  dashboardInsightsText as text,
  distributionSummary,
  ratingText,
  sharePercent,
  starFills,
  weeklyRatingSummary,
  type GoogleReviews,
  type Review,
} from '../../../domain/dashboardInsights.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { ChartPanel, barChart, lineChart, useExportTable } from '../charts/index.ts';
import type { DashboardTabProps } from '../types.ts';

const calls = reviewsCalls(api);

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? `${fallback} ${error.message}` : fallback;

export function GoogleReviewsPage({ accountId, filters }: DashboardTabProps) {
  const range = { start: filters.start, end: filters.end };
  const { state, retry } = useQuery(googleReviewsRead(calls, accountId, range));
  const canManage = useCan('socials.manage');

  if (state.status === 'failed') return <ErrorWithRetry message={text.reviewsFailed} onRetry={retry} />;
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading your Google reviews" className="flex flex-col gap-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  const reviews = state.data;
  if (!reviews.connected) return <NotConnected accountId={accountId} canManage={canManage} />;
  return <Connected accountId={accountId} canManage={canManage} reviews={reviews} range={range} />;
}

function NotConnected({ accountId, canManage }: { accountId: number; canManage: boolean }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const connect = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await connectGoogleBusiness(calls, accountId);
    } catch (error) {
      setProblem(errorText(error, text.connectFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {problem ? <ErrorWithRetry message={problem} onDismiss={() => setProblem(null)} /> : null}
      <EmptyState
        title={
          <span role="heading" aria-level={2}>
            {text.notConnectedTitle}
          </span>
        }
        action={
          canManage ? (
            <Button busy={busy} busyLabel={text.connecting} onClick={() => void connect()}>
              {text.connect}
            </Button>
          ) : undefined
        }
      >
        <p>{text.notConnectedHelp}</p>
        {canManage ? null : <p className="mt-2">{text.readOnly}</p>}
      </EmptyState>
    </div>
  );
}

function Connected({
  accountId,
  canManage,
  reviews,
  range,
}: {
  accountId: number;
  canManage: boolean;
  reviews: GoogleReviews;
  range: DashboardRange;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = reviews.profile?.name ?? '';
  const disconnect = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await disconnectGoogleBusiness(calls, accountId);
      setConfirming(false);
    } catch (error) {
      setProblem(errorText(error, text.disconnectFailed));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-slate-600">
          {text.connectedProfile(name)}
          {reviews.profile?.syncedAt ? ` ${text.syncedAt(dateText(reviews.profile.syncedAt))}` : null}
        </p>
        {canManage ? (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {text.disconnect}
          </Button>
        ) : null}
      </div>
      {problem ? <ErrorWithRetry message={problem} onDismiss={() => setProblem(null)} /> : null}
      <Averages reviews={reviews} />
      {reviews.range.count === 0 ? (
        <EmptyState title={text.noReviews}>{text.noReviewsHelp}</EmptyState>
      ) : (
        <>
          <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-2">
            <Distribution reviews={reviews} range={range} />
            <Weekly reviews={reviews} range={range} />
          </div>
          <Latest reviews={reviews.latest} />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={busy}
        title={text.disconnectTitle}
        explanation={text.disconnectBody(name)}
        cancelLabel={text.cancel}
        confirmLabel={text.disconnect}
        busyLabel={text.disconnecting}
        onConfirm={() => void disconnect()}
      />
    </div>
  );
}

/** A day as the page shows it (spec 9's date format, "2025-11-03"), in the reader's time zone. */
function dateText(iso: string): string {
  const day = dayjs(iso);
  return day.isValid() ? day.format(DATE_FORMAT) : '';
}

function Averages({ reviews }: { reviews: GoogleReviews }) {
  const cards = [
    {
      id: 'overall',
      label: text.averageRating,
      figure: reviews.overall,
      note: text.overall(reviews.overall.count),
    },
    {
      id: 'range',
      label: text.inRange,
      figure: reviews.range,
      note: text.reviewsInRange(reviews.range.count),
    },
  ];
  return (
    <section aria-labelledby="reviews-averages">
      <h2 id="reviews-averages" className="sr-only">
        {text.averageRating}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {cards.map((card) => (
          <li
            key={card.id}
            data-rating={card.id}
            className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <p className="text-sm font-medium text-slate-600">{card.label}</p>
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <p className="text-3xl font-semibold text-slate-900">
                <span aria-hidden="true">
                  {card.figure.average === null ? '–' : card.figure.average.toFixed(1)}
                </span>
                <span className="sr-only">{ratingText(card.figure.average)}</span>
              </p>
              {card.figure.average === null ? null : <Stars rating={card.figure.average} size="lg" />}
            </div>
            <p className="mt-1 text-sm text-slate-600">{card.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5z';

/** Five stars filled to `rating` (decorative: the rating is said in words beside them). */
function Stars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'lg' }) {
  const id = useId();
  const box = size === 'lg' ? 'h-6 w-6' : 'h-4 w-4';
  return (
    <span aria-hidden="true" className="inline-flex shrink-0 items-center gap-0.5">
      {starFills(rating).map((fill, index) => (
        <svg key={index} viewBox="0 0 24 24" className={box}>
          {fill === 'half' ? (
            <defs>
              <linearGradient id={`${id}-half`}>
                <stop offset="50%" stopColor="#d97706" />
                <stop offset="50%" stopColor="#cbd5e1" />
              </linearGradient>
            </defs>
          ) : null}
          <path
            d={STAR_PATH}
            fill={fill === 'full' ? '#d97706' : fill === 'half' ? `url(#${id}-half)` : '#cbd5e1'}
          />
        </svg>
      ))}
    </span>
  );
}

function Distribution({ reviews, range }: { reviews: GoogleReviews; range: DashboardRange }) {
  const label = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`;
  return (
    <ChartPanel
      title={text.distributionHeading}
      summary={distributionSummary(reviews)}
      option={barChart({
        categories: reviews.distribution.map((part) => label(part.rating)),
        series: [{ name: 'Reviews', data: reviews.distribution.map((part) => part.count) }],
        horizontal: true,
      })}
      table={{
        columns: ['Rating', 'Reviews', 'Share (%)'],
        rows: reviews.distribution.map((part) => [
          label(part.rating),
          part.count,
          sharePercent(part.count, reviews.range.count),
        ]),
      }}
      fileName={exportName('google ratings', range)}
      height="sm"
    />
  );
}

function Weekly({ reviews, range }: { reviews: GoogleReviews; range: DashboardRange }) {
  // The line joins the weeks that have reviews; the table lists every week.
  const rated = reviews.weeks.filter((week) => week.average !== null);
  return (
    <ChartPanel
      title={text.weeklyChart}
      summary={weeklyRatingSummary(reviews, range)}
      option={lineChart({
        categories: rated.map((week) => shortDay(week.start)),
        series: [{ name: 'Average rating', data: rated.map((week) => week.average!) }],
      })}
      table={{
        columns: ['Week from', 'Week to', 'Average rating', 'Reviews'],
        rows: reviews.weeks.map((week) => [week.start, week.end, week.average ?? '', week.count]),
      }}
      fileName={exportName('google rating per week', range)}
      height="sm"
    />
  );
}

function Latest({ reviews }: { reviews: readonly Review[] }) {
  useExportTable(text.latestHeading, {
    columns: ['Date', 'Author', 'Rating', 'Review', 'Reply'],
    rows: reviews.map((review) => [
      review.createdAt.slice(0, 10),
      review.author,
      review.rating,
      review.text,
      review.reply?.text ?? '',
    ]),
  });
  return (
    <Card title={text.latestHeading} description={text.latestNote(reviews.length)}>
      <ol className="flex flex-col divide-y divide-slate-100">
        {reviews.map((review) => (
          <li key={review.id} className="flex flex-col gap-1 py-3" data-review-id={review.id}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="font-medium text-slate-900">{review.author}</p>
              <Stars rating={review.rating} />
              <span className="sr-only">{ratingText(review.rating)}</span>
              <p className="text-xs text-slate-600">
                <time dateTime={review.createdAt}>{dateText(review.createdAt)}</time>
              </p>
            </div>
            {review.text ? (
              <p className="text-sm break-words text-slate-800">{review.text}</p>
            ) : (
              <p className="text-sm text-slate-600 italic">{text.noText}</p>
            )}
            {review.reply ? (
              <div className="mt-1 rounded-md border-l-4 border-slate-200 bg-slate-50 px-3 py-2">
                <p className="text-xs font-medium text-slate-600">
                  {text.reply} ·{' '}
                  <time dateTime={review.reply.createdAt}>{dateText(review.reply.createdAt)}</time>
                </p>
                <p className="text-sm break-words text-slate-800">{review.reply.text}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
