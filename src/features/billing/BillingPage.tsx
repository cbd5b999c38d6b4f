/**
 * The billing page, /billing and /{accid}/billing (spec 2.6, 3, 4.4, 7.3): the payments (successful or failed
 * badge, plan, date), the saved card (name, •••• last4, expiry), the billing info and card form, 'Update card'
 * (the card-update popup, also opened by `?updateCard=1` from the paywall's red bar) and 'Change plan' (the plan
 * picker's change-plan modal). A canceled subscription adds the account-cancellation alert (spec 2.6, domain
 * `cancellationAlert`) with 'Reactivate subscription': the paywall popup stays closed on this page. A role without
 * billing rights (src/domain/permissions.ts) sees a read-only notice instead, and nothing is loaded. Also the billing
 * tab of the settings hub (src/features/settings), where `level` 2 makes its title an <h2> under the hub's <h1>.
 */
import dayjs from 'dayjs';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../api/index.ts';
import { billingCalls } from '../../api/billing.ts';
import { cardCalls } from '../../api/card.ts';
import { billingInfo } from '../../api/queries/billingInfo.ts';
import { countries } from '../../api/queries/countries.ts';
import { creditCard } from '../../api/queries/creditCard.ts';
import { payments as paymentList } from '../../api/queries/payments.ts';
import { subscriptions } from '../../api/queries/subscriptions.ts';
import { useQuery, type Loaded } from '../../api/queries/useQuery.ts';
import { useAppLocation } from '../../app/useAppLocation.ts';
import { useSession } from '../../app/session.tsx';
import type { BillingInfo, CardInfo, Payment, Subscription } from '../../contract/billing.ts';
import { DATE_TIME_FORMAT } from '../../domain/calendar.ts';
import { cardMessages, formatSavedExpiry, type BillingFields, type YearMonth } from '../../domain/card.ts';
import { BILLING_PERMISSIONS, permissionMessages, readOnlyOn } from '../../domain/permissions.ts';
import { cancellationAlert } from '../../domain/subscription.ts';
import { ReadOnlyNotice } from '../../ui/ReadOnlyNotice.tsx';
import { headingTags, type PageLevel } from '../../ui/headingLevel.ts';
import { CardForm, type CardOwner } from './CardForm.tsx';
import { ChangePlanDialog } from '../plans/index.ts';
import { usePaywallRecheck } from '../paywall/index.ts';
import { CardUpdateDialog } from './CardUpdateDialog.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Table, type Column } from '../../ui/Table.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';

/** The query the paywall's 'Update credit card' adds to open the card-update popup. */
export const UPDATE_CARD_QUERY = 'updateCard';

const calls = cardCalls(api);
const subscriptionCalls = billingCalls(api);

/** Spec 9: dates read 'YYYY-MM-DD hh:mm A'. */
function formatPaymentDate(iso: string): string {
  return dayjs(iso).format(DATE_TIME_FORMAT);
}

function formatAmount(payment: Payment): string {
  return `${payment.symbol}${payment.amount.toFixed(2)}`;
}

function thisMonth(): YearMonth {
  const now = dayjs();
  return { year: now.year(), month: now.month() + 1 };
}

function Panel({
  title,
  level,
  actions,
  children,
}: {
  title: string;
  level: PageLevel;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = headingTags(level).section;
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Heading id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}

function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-slate-500">
      {children}
    </p>
  );
}

function FailedLine({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

function SavedCard({ state }: { state: Loaded<CardInfo | null> }) {
  if (state.status === 'loading') return <LoadingLine>Loading your card…</LoadingLine>;
  if (state.status === 'failed') return <FailedLine message={state.message} />;
  const card = state.data;
  if (!card) return <p className="text-sm text-slate-600">No card saved yet.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Saved card">
      <dt className="text-slate-500">Name</dt>
      <dd className="font-medium text-slate-900">{card.name || '—'}</dd>
      <dt className="text-slate-500">Card</dt>
      <dd className="font-medium text-slate-900">
        {card.last4 ? (
          <>
            <span aria-hidden="true">•••• </span>
            <span className="sr-only">ending in </span>
            {card.last4}
          </>
        ) : (
          '—'
        )}
      </dd>
      <dt className="text-slate-500">Expires</dt>
      <dd className="font-medium text-slate-900">{formatSavedExpiry(card.exp_month, card.exp_year)}</dd>
    </dl>
  );
}

/** The account-cancellation alert (spec 2.6): shown while the account's subscription is canceled. */
function CancellationNotice({ state }: { state: Loaded<Subscription[]> }) {
  const alert = state.status === 'loaded' ? cancellationAlert(state.data[0] ?? null) : null;
  if (!alert) return null;
  return (
    <div
      role="status"
      data-testid="cancellation-alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>{alert.message}</p>
      <button
        type="button"
        onClick={() => navigate(alert.actionPath)}
        className="inline-flex items-center justify-center rounded-md bg-amber-600 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2"
      >
        {alert.actionLabel}
      </button>
    </div>
  );
}

function PaymentBadge({ status }: { status: Payment['status'] }) {
  return status === 'success' ? (
    <Badge tone="success">Successful</Badge>
  ) : (
    <Badge tone="danger">Failed</Badge>
  );
}

const PAYMENT_COLUMNS: readonly Column<Payment>[] = [
  {
    id: 'date',
    header: 'Date',
    nowrap: true,
    cell: (payment) => <time dateTime={payment.date}>{formatPaymentDate(payment.date)}</time>,
    sortValue: (payment) => payment.date,
  },
  { id: 'plan', header: 'Plan', cell: (payment) => payment.plan, sortValue: (payment) => payment.plan },
  { id: 'amount', header: 'Amount', nowrap: true, cell: formatAmount },
  { id: 'status', header: 'Status', cell: (payment) => <PaymentBadge status={payment.status} /> },
];

function Payments({ state }: { state: Loaded<Payment[]> }) {
  if (state.status === 'loading') return <LoadingLine>Loading payments…</LoadingLine>;
  if (state.status === 'failed') return <FailedLine message={state.message} />;
  return (
    <Table
      caption="Payments, newest first"
      columns={PAYMENT_COLUMNS}
      rows={state.data}
      rowKey={(payment) => payment.id}
      empty={<p className="text-sm text-slate-600">No payments yet</p>}
    />
  );
}

/** A read's data, or `fallback` while it loads or when it failed. */
function dataOr<T>(state: Loaded<T>, fallback: T): T {
  return state.status === 'loaded' ? state.data : fallback;
}

/** Billing info (spec 3) as the form's starting values; the e-mail is always the user's (read-only, spec 5). */
function billingFieldsOf(info: BillingInfo | null, email: string): Partial<BillingFields> {
  if (!info) return { email };
  return {
    name: info.name,
    email,
    telephone: info.telephone,
    address: info.address,
    zipCode: info.zip_code,
    country: info.country.toUpperCase(),
  };
}

export function BillingPage() {
  return <Billing level={1} />;
}

/** The billing page's content: `level` 1 on /billing; 2 as a tab of the settings hub (title <h2>, panels <h3>). */
export function Billing({ level }: { level: PageLevel }) {
  const session = useSession();
  if (readOnlyOn(session, BILLING_PERMISSIONS)) {
    return <ReadOnlyNotice title="Billing" line={permissionMessages.billingReadOnly} level={level} />;
  }
  return <BillingDetails level={level} />;
}

function BillingDetails({ level }: { level: PageLevel }) {
  const session = useSession();
  const email = session.user?.email ?? '';
  const accountId = session.accountId ?? 0;
  const [today] = useState(thisMonth);
  const owner: CardOwner = { userId: session.user?.id ?? 0, accountId, today, calls };

  // Each read is the data cache's entry of this account: the writes (card form, plan change) invalidate them, and
  // the page shows the new answers as they come. No account or a failed subscription load shows no alert; failed
  // billing info or countries leave the form empty.
  const subscription = useQuery(subscriptions.query(subscriptionCalls, accountId), {
    enabled: accountId > 0,
  });
  const card = useQuery(creditCard.query(calls, accountId));
  const payments = useQuery(paymentList.query(calls, accountId));
  const info = useQuery(billingInfo.query(calls, accountId));
  const countryList = useQuery(countries.query(calls));

  const location = useAppLocation();
  const requested = new URLSearchParams(location.search).get(UPDATE_CARD_QUERY) === '1';
  const [opened, setOpened] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);
  const [cardNotice, setCardNotice] = useState<string | null>(null);
  const popupOpen = requested || opened;

  const closePopup = useCallback(() => {
    setOpened(false);
    if (requested) {
      const params = new URLSearchParams(location.search);
      params.delete(UPDATE_CARD_QUERY);
      const search = params.toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true });
    }
  }, [requested, location]);
  // A saved card can end a failed charge (the server reactivates a past_due subscription): the paywall checks again.
  const recheckPaywall = usePaywallRecheck();
  const popupSaved = useCallback(() => {
    setCardNotice(cardMessages.cardUpdated);
    closePopup();
    recheckPaywall();
  }, [closePopup, recheckPaywall]);

  const nestedTitleId = useId();
  const titleId = level === 1 ? 'page-title' : nestedTitleId;
  const Title = headingTags(level).title;

  return (
    <section
      aria-labelledby={titleId}
      className={level === 1 ? 'mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6' : 'space-y-6'}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title
          id={titleId}
          className={`${level === 1 ? 'text-2xl' : 'text-xl'} font-semibold text-slate-900`}
        >
          Billing
        </Title>
        <button type="button" onClick={() => setPlanOpen(true)} className={buttonClass('secondary')}>
          Change plan
        </button>
      </div>
      <CancellationNotice state={subscription.state} />
      {cardNotice ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {cardNotice}
        </p>
      ) : null}
      <div className="grid min-w-0 gap-6 lg:grid-cols-[1fr_2fr]">
        <Panel
          title="Saved card"
          level={level}
          actions={
            <button
              type="button"
              onClick={() => {
                setCardNotice(null);
                setOpened(true);
              }}
              className={buttonClass('primary')}
            >
              Update card
            </button>
          }
        >
          <SavedCard state={card.state} />
        </Panel>
        <Panel title="Payments" level={level}>
          <Payments state={payments.state} />
        </Panel>
      </div>
      <Panel title="Billing details" level={level}>
        {info.state.status === 'loading' || countryList.state.status === 'loading' || !session.user ? (
          <LoadingLine>Loading your billing details…</LoadingLine>
        ) : (
          <CardForm
            key={accountId}
            mode="billing"
            label="Billing details and card"
            {...owner}
            billing={billingFieldsOf(dataOr(info.state, null), email)}
            countries={dataOr(countryList.state, [])}
            onCardSaved={recheckPaywall}
          />
        )}
      </Panel>
      <ChangePlanDialog open={planOpen} onClose={() => setPlanOpen(false)} />
      <CardUpdateDialog open={popupOpen} onClose={closePopup} onCardSaved={popupSaved} {...owner} />
    </section>
  );
}
