/**
 * /components/tables: the design system's Table with sorting, pages and its empty, loading and failed states, and
 * two tables read from the server through the query layer (the plans and the countries), which show the top
 * progress bar when a reload takes longer than 200 ms.
 */
import type { ReactNode } from 'react';
import { api } from '../../api/index.ts';
import { cardCalls } from '../../api/card.ts';
import { planCalls } from '../../api/plans.ts';
import { countries } from '../../api/queries/countries.ts';
import { publicPlans } from '../../api/queries/plans.ts';
import { useQuery, type Loaded } from '../../api/queries/useQuery.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import { Table } from '../../ui/Table.tsx';
import { GuideFrame, GuideSection } from './GuideFrame.tsx';
import { MEMBER_COLUMNS, WIDE_MEMBER_COLUMNS } from './memberColumns.tsx';
import { SAMPLE_MEMBERS } from './samples.ts';

const plansCalls = planCalls(api);
const lowestPrice = (plan: { variants: readonly { price: number }[] }) =>
  Math.min(...plan.variants.map((variant) => variant.price));
const countryCalls = cardCalls(api);

/** A table read from the server: skeleton while loading, the message and Try again when it failed. */
function LiveTable<Row>({
  title,
  state,
  reload,
  children,
}: {
  title: string;
  state: Loaded<readonly Row[]>;
  reload: () => void;
  children: (rows: readonly Row[]) => ReactNode;
}) {
  return (
    <Card
      title={title}
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={reload}
          busy={state.status === 'loading'}
          busyLabel="Loading…"
        >
          Reload {title.toLowerCase()}
        </Button>
      }
    >
      {state.status === 'loading' ? (
        <SkeletonBlock label={`Loading ${title.toLowerCase()}`} lines={4} />
      ) : state.status === 'failed' ? (
        <ErrorWithRetry message={state.message} onRetry={reload} />
      ) : (
        <div data-testid={`live-${title.toLowerCase()}`}>{children(state.data)}</div>
      )}
    </Card>
  );
}

function PlansTable() {
  const { state, retry } = useQuery(publicPlans.query(plansCalls));
  return (
    <LiveTable title="Plans" state={state} reload={retry}>
      {(plans) => (
        <Table
          caption="Plans from the server"
          rows={plans}
          rowKey={(plan) => plan.group_code}
          pageSize={5}
          empty="No plans"
          columns={[
            { id: 'title', header: 'Plan', cell: (plan) => plan.title, sortValue: (plan) => plan.title },
            {
              id: 'variants',
              header: 'Billing periods',
              cell: (plan) => plan.variants.map((variant) => variant.billCode).join(', '),
            },
            {
              id: 'from',
              header: 'Lowest price',
              nowrap: true,
              cell: (plan) => String(lowestPrice(plan)),
              sortValue: lowestPrice,
            },
          ]}
        />
      )}
    </LiveTable>
  );
}

function CountriesTable() {
  const { state, retry } = useQuery(countries.query(countryCalls));
  return (
    <LiveTable title="Countries" state={state} reload={retry}>
      {(rows) => (
        <Table
          caption="Countries from the server"
          rows={rows}
          rowKey={(country) => country.sortname}
          pageSize={5}
          empty="No countries"
          columns={[
            {
              id: 'name',
              header: 'Country',
              cell: (country) => country.name,
              sortValue: (country) => country.name,
            },
            {
              id: 'code',
              header: 'Code',
              cell: (country) => country.sortname,
              sortValue: (country) => country.sortname,
            },
          ]}
        />
      )}
    </LiveTable>
  );
}

export function TablesPage() {
  return (
    <GuideFrame
      title="Tables"
      intro="Table in src/ui: click a column's header to sort (again to reverse, a third time to undo), move through pages, and see a table too wide for a phone show its rows as cards."
    >
      <GuideSection title="Sortable and paged" about="27 made-up members, ten to a page.">
        <Table
          caption="Sample members"
          columns={MEMBER_COLUMNS}
          rows={SAMPLE_MEMBERS}
          rowKey={(member) => member.id}
          empty="No members"
        />
      </GuideSection>
      <GuideSection
        title="Too wide for its room"
        about="With their e-mail and approved posts the members do not fit a phone: each row becomes a card of its fields, and the sortable headers stay above it as buttons. With room again, it is a table."
      >
        <Table
          caption="Members with their e-mail"
          columns={WIDE_MEMBER_COLUMNS}
          rows={SAMPLE_MEMBERS}
          rowKey={(member) => member.id}
          pageSize={5}
          empty="No members"
        />
      </GuideSection>
      <GuideSection title="Empty" about="A table with nothing to show says so, and what would fill it.">
        <Table
          caption="Members invited"
          columns={MEMBER_COLUMNS}
          rows={[]}
          rowKey={(member) => member.id}
          empty={
            <EmptyState title="No invitations yet">People you invite to this account show here.</EmptyState>
          }
        />
      </GuideSection>
      <GuideSection
        title="From the server"
        about="Read through the query layer (cached for 5 minutes); Reload asks again. A reload longer than 200 ms shows the top progress bar."
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <PlansTable />
          <CountriesTable />
        </div>
      </GuideSection>
    </GuideFrame>
  );
}
