/**
 * Return on investment, /dashboard/roi and /roi (spec 1, 2.1; issue 17): what the plan costs against the reach,
 * engagements and link clicks of every connected network, per month of the range, with the method explained
 * (src/domain/roi.ts). The plan's cost is read only by members who manage the plan; others see the results alone.
 */
import { analyticsCalls } from '../../../api/analytics.ts';
import { api } from '../../../api/index.ts';
import { planCalls } from '../../../api/plans.ts';
import { accountInsightsRead } from '../../../api/queries/analytics.ts';
import { currentPlan } from '../../../api/queries/plans.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import { useCan } from '../../../app/permissions.ts';
import type { AccountInsights } from '../../../contract/analytics.ts';
import {
  INSIGHT_NETWORK_IDS,
  exportName,
  rangeText,
  type DashboardFilters,
} from '../../../domain/analytics.ts';
import { compactNumber, withThousands } from '../../../domain/format.ts';
import {
  money,
  monthText,
  monthlyPrice,
  roiMonths,
  roiText,
  roiTotals,
  type RoiPlan,
  type RoiTotals,
} from '../../../domain/roi.ts';
import { Card } from '../../../ui/Card.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { ChartPanel, barChart } from '../charts/index.ts';
import type { DashboardTabProps } from '../types.ts';

const calls = analyticsCalls(api);
const plans = planCalls(api);

export function RoiPage({ accountId, filters }: DashboardTabProps) {
  const mayReadCost = useCan('plan.manage');
  const request = { start: filters.start, end: filters.end, ids: INSIGHT_NETWORK_IDS };
  const insights = useQuery(accountInsightsRead(calls, accountId, request));
  const plan = useQuery(currentPlan.query(plans, accountId), { enabled: mayReadCost });

  if (insights.state.status === 'loading' || (mayReadCost && plan.state.status === 'loading')) {
    return (
      <div role="status" aria-label="Loading your return on investment" className="flex flex-col gap-4">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (insights.state.status === 'failed') {
    return <ErrorWithRetry message={insights.state.message} onRetry={insights.retry} />;
  }
  const costKnown = mayReadCost && plan.state.status === 'loaded';
  const thePlan = plan.state.status === 'loaded' ? plan.state.data : null;
  return (
    <div className="flex flex-col gap-6">
      {mayReadCost && plan.state.status === 'failed' ? (
        <ErrorWithRetry message={plan.state.message} onRetry={plan.retry} />
      ) : null}
      {mayReadCost ? null : <p className="text-sm text-slate-600">{roiText.noCostAccess}</p>}
      <RoiFigures
        insights={insights.state.data}
        plan={costKnown ? thePlan : null}
        costKnown={costKnown}
        filters={filters}
      />
      <Card title="How these figures are worked out">
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-slate-700">
          {roiText.method.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

function RoiFigures({
  insights,
  plan,
  costKnown,
  filters,
}: {
  insights: AccountInsights;
  plan: RoiPlan | null;
  costKnown: boolean;
  filters: DashboardFilters;
}) {
  const months = roiMonths(insights.days, monthlyPrice(plan));
  const totals = roiTotals(months);
  const symbol = plan?.symbol ?? '$';
  if (totals.reach === 0 && totals.engagements === 0 && totals.clicks === 0) {
    return (
      <EmptyState title={roiText.empty}>
        Results appear once your connected networks report reach, engagements or link clicks for the posts you
        publish.
      </EmptyState>
    );
  }
  return (
    <>
      {costKnown && plan === null ? <p className="text-sm text-slate-700">{roiText.trial}</p> : null}
      <RoiSummary totals={totals} symbol={symbol} costKnown={costKnown} planTitle={plan?.title ?? null} />
      <ChartPanel
        title="Results per month"
        summary={`Between ${rangeText(filters)}: ${withThousands(totals.reach)} reached, ${withThousands(totals.engagements)} engagements and ${withThousands(totals.clicks)} link clicks${costKnown ? ` for ${money(totals.cost, symbol)}` : ''}.`}
        option={barChart({
          categories: months.map((month) => monthText(month.month)),
          series: [
            { name: 'Engagements', data: months.map((month) => month.engagements) },
            { name: 'Link clicks', data: months.map((month) => month.clicks) },
          ],
        })}
        table={{
          columns: [
            'Month',
            'Days in range',
            ...(costKnown ? ['Cost'] : []),
            'Reach',
            'Engagements',
            'Link clicks',
            ...(costKnown ? ['Cost per 1,000 reached', 'Cost per engagement', 'Cost per click'] : []),
          ],
          rows: months.map((month) => {
            const each = roiTotals([month]);
            return [
              monthText(month.month),
              month.days,
              ...(costKnown ? [month.cost] : []),
              month.reach,
              month.engagements,
              month.clicks,
              ...(costKnown
                ? [each.perThousandReach ?? '', each.perEngagement ?? '', each.perClick ?? '']
                : []),
            ];
          }),
        }}
        fileName={exportName('roi per month', filters)}
        height="lg"
      />
    </>
  );
}

function RoiSummary({
  totals,
  symbol,
  costKnown,
  planTitle,
}: {
  totals: RoiTotals;
  symbol: string;
  costKnown: boolean;
  planTitle: string | null;
}) {
  const figures: { label: string; value: string; exact?: string }[] = [
    ...(costKnown
      ? [{ label: planTitle ? `Cost (${planTitle})` : 'Cost', value: money(totals.cost, symbol) }]
      : []),
    { label: 'People reached', value: compactNumber(totals.reach), exact: withThousands(totals.reach) },
    {
      label: 'Engagements',
      value: compactNumber(totals.engagements),
      exact: withThousands(totals.engagements),
    },
    { label: 'Link clicks', value: compactNumber(totals.clicks), exact: withThousands(totals.clicks) },
    ...(costKnown
      ? [
          { label: 'Cost per 1,000 reached', value: money(totals.perThousandReach, symbol) },
          { label: 'Cost per engagement', value: money(totals.perEngagement, symbol) },
          { label: 'Cost per click', value: money(totals.perClick, symbol) },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="roi-totals">
      <h2 id="roi-totals" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900" title={figure.exact}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
