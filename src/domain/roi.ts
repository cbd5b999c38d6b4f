/**
 * Return on investment (spec 1 "ROI analytics", 2.1 /roi, /dashboard/roi; issue 17): what the plan costs against the
 * reach, engagements and link clicks the connected networks brought, month by month.
 *
 * Method (shown on the page): the plan's price per month (a yearly price divided by 12) is spread over the days of
 * the range that fall in each month (a month half inside the range costs half); reach, engagements and link clicks
 * are the daily figures of every connected network summed. Cost per result divides the cost by the result; with no
 * result (0) there is no cost per result. On the free trial the cost is 0.
 */
import { formatDate, utcDay } from './dateFormat.ts';
import { BILLING_PERIODS } from './plans.ts';

export interface RoiPlan {
  title: string;
  price: number;
  billingPeriod: number;
  symbol: string;
}

export interface RoiDay {
  day: string;
  reach: number;
  engagements: number;
  clicks: number;
}

export interface RoiMonth {
  /** YYYY-MM. */
  month: string;
  /** Days of the range in this month. */
  days: number;
  cost: number;
  reach: number;
  engagements: number;
  clicks: number;
}

export interface RoiTotals {
  cost: number;
  reach: number;
  engagements: number;
  clicks: number;
  /** Cost per 1,000 people reached (CPM); null without reach. */
  perThousandReach: number | null;
  perEngagement: number | null;
  perClick: number | null;
}

/** The plan's price per month: a yearly price over 12. No plan (the trial): 0. */
export function monthlyPrice(plan: Pick<RoiPlan, 'price' | 'billingPeriod'> | null): number {
  if (!plan) return 0;
  return plan.billingPeriod === BILLING_PERIODS.yearly ? plan.price / 12 : plan.price;
}

function daysInMonth(month: string): number {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The range's days grouped by month, each with its share of the plan's price. */
export function roiMonths(days: readonly RoiDay[], pricePerMonth: number): RoiMonth[] {
  const months = new Map<string, RoiMonth>();
  for (const day of days) {
    const month = day.day.slice(0, 7);
    const entry = months.get(month) ?? { month, days: 0, cost: 0, reach: 0, engagements: 0, clicks: 0 };
    entry.days += 1;
    entry.reach += day.reach;
    entry.engagements += day.engagements;
    entry.clicks += day.clicks;
    months.set(month, entry);
  }
  return [...months.values()].map((entry) => ({
    ...entry,
    cost: cents((pricePerMonth * entry.days) / daysInMonth(entry.month)),
  }));
}

const per = (cost: number, result: number, scale = 1) => (result > 0 ? cents((cost / result) * scale) : null);

export function roiTotals(months: readonly RoiMonth[]): RoiTotals {
  const sum = (key: 'cost' | 'reach' | 'engagements' | 'clicks') =>
    months.reduce((total, month) => total + month[key], 0);
  const cost = cents(sum('cost'));
  const reach = sum('reach');
  const engagements = sum('engagements');
  const clicks = sum('clicks');
  return {
    cost,
    reach,
    engagements,
    clicks,
    perThousandReach: per(cost, reach, 1000),
    perEngagement: per(cost, engagements),
    perClick: per(cost, clicks),
  };
}

/** A sum of money with the plan's symbol ("$12.50"); "—" for none. */
export function money(value: number | null, symbol: string): string {
  if (value === null) return '—';
  return `${symbol}${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A month in words ("Nov 2026"). */
export function monthText(month: string): string {
  return formatDate(utcDay(`${month}-01`), 'monthYear');
}

export const roiText = {
  method: [
    "Cost: your plan's price per month (a yearly plan's price divided by 12), shared out over the days of the range in each month, so a month only half in the range costs half.",
    'Results: the reach, engagements (likes, comments, shares and link clicks) and link clicks of every connected network, added up per day from the figures the networks report.',
    'Cost per result: the cost divided by the result. Cost per 1,000 reached is the cost of showing your posts to a thousand people.',
  ],
  trial: 'You are on the free trial: your results have cost nothing so far.',
  noCostAccess:
    "Only members who manage the account's plan see its cost; the results below are for everyone.",
  empty: 'No results in this range yet.',
} as const;
