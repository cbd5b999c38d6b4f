/**
 * Action items, /{accid}/dashboard/action-items (spec 2.2; issue 17): the account's to-dos as the server works them
 * out now (GET /auth/getActionItems; the rules and wording in src/domain/dashboardLinks.ts), grouped by severity,
 * each with its title, detail and a link to the page that fixes it. Nothing to do: a cheerful empty state.
 */
import { Link } from 'wouter';
import { dashboardLinkCalls } from '../../../api/dashboardLinks.ts';
import { api } from '../../../api/index.ts';
import { actionItems } from '../../../api/queries/dashboardLinks.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import {
  ACTION_LABELS,
  SEVERITY_LABELS,
  actionItemsText,
  groupBySeverity,
  type ActionItem,
  type ActionSeverity,
} from '../../../domain/dashboardLinks.ts';
import { Badge, type BadgeTone } from '../../../ui/Badge.tsx';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { DashboardTabProps } from '../types.ts';

const calls = dashboardLinkCalls(api);

const TONES: Readonly<
  Record<ActionSeverity, { badge: BadgeTone; border: string; button: 'primary' | 'secondary' }>
> = {
  urgent: { badge: 'danger', border: 'border-l-red-600', button: 'primary' },
  warning: { badge: 'warning', border: 'border-l-amber-500', button: 'secondary' },
  info: { badge: 'info', border: 'border-l-indigo-400', button: 'secondary' },
};

export function ActionItemsPage({ accountId }: DashboardTabProps) {
  const { state, retry } = useQuery(actionItems.query(calls, accountId));
  if (state.status === 'failed') {
    return <ErrorWithRetry message={`${actionItemsText.failed} ${state.message}`} onRetry={retry} />;
  }
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading your action items" className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  const items = state.data;
  if (items.length === 0) {
    return (
      <EmptyState title={actionItemsText.emptyTitle}>
        <span aria-hidden="true">🎉 </span>
        {actionItemsText.empty}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-sm text-slate-600">
        {actionItemsText.intro}{' '}
        <span className="font-medium text-slate-900">{actionItemsText.summary(items.length)}</span>
      </p>
      {groupBySeverity(items).map((group) => (
        <section key={group.severity} aria-labelledby={`action-items-${group.severity}`}>
          <h2
            id={`action-items-${group.severity}`}
            className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900"
          >
            {SEVERITY_LABELS[group.severity]}
            <Badge tone={TONES[group.severity].badge}>{group.items.length}</Badge>
          </h2>
          <ul className="flex flex-col gap-3">
            {group.items.map((item) => (
              <ActionItemCard key={item.kind} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ActionItemCard({ item }: { item: ActionItem }) {
  const tone = TONES[item.severity];
  return (
    <li
      className={`flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-lg border border-l-4 border-slate-200 bg-white p-4 shadow-sm ${tone.border}`}
      data-action-item={item.kind}
    >
      <div className="min-w-0 flex-1 basis-64">
        <h3 className="font-semibold text-slate-900">{item.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{item.detail}</p>
      </div>
      <Link href={item.href} className={buttonClass(tone.button, 'sm', 'shrink-0')}>
        {ACTION_LABELS[item.kind]}
        <span className="sr-only">: {item.title}</span>
      </Link>
    </li>
  );
}
