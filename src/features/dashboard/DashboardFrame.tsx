/**
 * The dashboard's frame (spec 2.6 "dashboard with tabs"; issue 17): the heading with the beta label, the tabs as
 * links (each its own address, /{accid}/dashboard/<tab>), the filters and the page's CSV export, around the tab's
 * own content. The filters live in the address (`?start=&end=&ids=&sort=`, src/domain/analytics.ts) so a view can
 * be shared; a tab that does not use them (action items) hides them, one that uses only the range (ROI, Google
 * reviews) hides the networks. Role 3 does not see the overview and ROI tabs (spec 6).
 */
import dayjs from 'dayjs';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useSession } from '../../app/session.tsx';
import { useAppLocation } from '../../app/useAppLocation.ts';
import {
  INSIGHT_NETWORK_IDS,
  RANGE_PRESETS,
  exportName,
  filtersFromSearch,
  networkName,
  presetOf,
  presetRange,
  rangeProblem,
  rangeText,
  searchOf,
  type DashboardFilters,
} from '../../domain/analytics.ts';
import {
  dashboardText,
  tabHref,
  tabsFor,
  type DashboardTab,
  type DashboardTabId,
} from '../../domain/dashboard.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { inputClass } from '../../ui/Field.tsx';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { PageExportButton, PageExportProvider } from './charts/index.ts';
import type { DashboardTabProps } from './types.ts';

/** Today in the user's time zone. */
const todayOf = () => dayjs().format('YYYY-MM-DD');

export function DashboardFrame({
  tab,
  Content,
}: {
  tab: DashboardTabId;
  Content: ComponentType<DashboardTabProps>;
}) {
  const { accountId, accountRole } = useSession();
  const location = useAppLocation();
  const [today] = useState(todayOf);
  const filters = filtersFromSearch(location.search, today);
  const tabs = tabsFor(accountRole);
  const current = tabs.find((candidate) => candidate.id === tab) ?? tabs[0]!;
  const change = (next: DashboardFilters) =>
    navigate(`${location.pathname}${searchOf(next, today, location.search)}${location.hash}`, {
      replace: true,
    });

  return (
    <section
      aria-labelledby="dashboard-heading"
      className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-6 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <div className="flex items-center">
            <h1 id="dashboard-heading" className="text-2xl font-semibold text-slate-900">
              {dashboardText.heading}
            </h1>
            <Badge>beta</Badge>
          </div>
          {current.filters === 'none' ? null : (
            <p className="mt-1 text-sm text-slate-600">
              {rangeText(filters)}
              {current.filters === 'all' ? ` · ${networksText(filters.ids)}` : ''}
            </p>
          )}
        </div>
        {current.filters === 'none' ? null : (
          <PageExportButton fileName={exportName(`dashboard ${current.label}`, filters)} />
        )}
      </div>
      {accountId === null ? null : (
        <TabLinks tabs={tabs} current={current} accountId={accountId} search={location.search} />
      )}
      {current.filters === 'none' ? null : (
        <Filters filters={filters} today={today} withNetworks={current.filters === 'all'} onChange={change} />
      )}
      {accountId === null ? null : (
        <PageExportProvider key={`${accountId}/${current.id}`}>
          <Content accountId={accountId} filters={filters} today={today} />
        </PageExportProvider>
      )}
    </section>
  );
}

function networksText(ids: readonly number[]): string {
  if (ids.length === 0) return 'no network selected';
  return ids.map(networkName).join(', ');
}

function TabLinks({
  tabs,
  current,
  accountId,
  search,
}: {
  tabs: readonly DashboardTab[];
  current: DashboardTab;
  accountId: number;
  search: string;
}) {
  return (
    <LinkTabs
      label={dashboardText.tabsLabel}
      tabs={tabs.map((tab) => ({
        href: tabHref(accountId, tab.id, search),
        label: tab.label,
        current: tab.id === current.id,
      }))}
    />
  );
}

function Filters({
  filters,
  today,
  withNetworks,
  onChange,
}: {
  filters: DashboardFilters;
  today: string;
  withNetworks: boolean;
  onChange: (next: DashboardFilters) => void;
}) {
  const preset = presetOf(filters, today);
  const [customOpen, setCustomOpen] = useState(false);
  const showCustom = customOpen || preset === null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={dashboardText.rangeLabel}>
        {RANGE_PRESETS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={preset === days && !customOpen ? 'primary' : 'secondary'}
            aria-pressed={preset === days && !customOpen}
            onClick={() => {
              setCustomOpen(false);
              onChange({ ...filters, ...presetRange(days, today) });
            }}
          >
            {`Last ${days} days`}
          </Button>
        ))}
        <Button
          size="sm"
          variant={showCustom ? 'primary' : 'secondary'}
          aria-pressed={showCustom}
          aria-expanded={showCustom}
          onClick={() => setCustomOpen(true)}
        >
          {dashboardText.custom}
        </Button>
      </div>
      {showCustom ? (
        <CustomRange
          key={`${filters.start}/${filters.end}`}
          filters={filters}
          today={today}
          onApply={(range) => {
            setCustomOpen(false);
            onChange({ ...filters, ...range });
          }}
        />
      ) : null}
      {withNetworks ? (
        <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
          <legend className="sr-only">{dashboardText.networksLabel}</legend>
          <span aria-hidden="true" className="mr-1 text-sm font-medium text-slate-700">
            {dashboardText.networksLabel}
          </span>
          {INSIGHT_NETWORK_IDS.map((id) => {
            const checked = filters.ids.includes(id);
            return (
              <label
                key={id}
                className={`inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 ${
                  checked
                    ? 'border-indigo-300 bg-indigo-50 text-indigo-900'
                    : 'border-slate-300 bg-white text-slate-700'
                }`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  onChange={() =>
                    onChange({
                      ...filters,
                      ids: INSIGHT_NETWORK_IDS.filter((other) =>
                        other === id ? !checked : filters.ids.includes(other),
                      ),
                    })
                  }
                />
                <NetworkIcon providerId={id} size="xs" />
                {networkName(id)}
                <span aria-hidden="true" className={checked ? 'text-indigo-700' : 'text-transparent'}>
                  ✓
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}

function CustomRange({
  filters,
  today,
  onApply,
}: {
  filters: DashboardFilters;
  today: string;
  onApply: (range: { start: string; end: string }) => void;
}) {
  const [start, setStart] = useState(filters.start);
  const [end, setEnd] = useState(filters.end);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = rangeProblem({ start, end }, today);
    setProblem(reason);
    if (reason === null) onApply({ start, end });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" aria-label="Custom range">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-700">
          {dashboardText.from}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={start}
          max={today}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setStart(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-700">
          {dashboardText.to}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={end}
          max={today}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setEnd(event.target.value)}
          className={inputClass}
        />
      </div>
      <Button type="submit" size="sm">
        {dashboardText.apply}
      </Button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
