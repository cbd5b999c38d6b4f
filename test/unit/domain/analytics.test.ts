/** The dashboard's filters, changes and summaries (src/domain/analytics.ts, dashboard.ts, roi.ts; issue 17). */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  changeOf,
  changeText,
  exportName,
  filtersFromSearch,
  hasNoFigures,
  parseIds,
  presetOf,
  presetRange,
  previousRange,
  rangeLength,
  rangeProblem,
  searchOf,
  seriesSummary,
  topPostsKey,
} from '../../../src/domain/analytics.ts';
import { dashboardHome, tabHref, tabsFor } from '../../../src/domain/dashboard.ts';
import { money, monthlyPrice, roiMonths, roiTotals } from '../../../src/domain/roi.ts';
import { NO_FIGURES, SAMPLE_FIGURES } from '../../../machines/analytics.samples.ts';

const TODAY = '2026-11-26';

describe('dashboard filters in the address', () => {
  it('defaults to the last 30 days, networks 1 to 4 (spec 9) and sortId 1 (spec 9)', () => {
    expect(filtersFromSearch('', TODAY)).toEqual({
      start: '2026-10-28',
      end: TODAY,
      ids: [1, 2, 3, 4],
      sortId: 1,
    });
    expect(searchOf(filtersFromSearch('', TODAY), TODAY)).toBe('');
  });

  it('reads a shared view back exactly', () => {
    const view = { start: '2026-01-01', end: '2026-03-31', ids: [3, 6], sortId: 2 };
    const search = searchOf(view, TODAY, '?period=week');
    expect(search).toBe('?period=week&start=2026-01-01&end=2026-03-31&ids=3,6&sort=2');
    expect(filtersFromSearch(search, TODAY)).toEqual(view);
  });

  it('keeps "no network" as its own value', () => {
    const none = { ...filtersFromSearch('', TODAY), ids: [] };
    expect(searchOf(none, TODAY)).toBe('?ids=none');
    expect(filtersFromSearch('?ids=none', TODAY).ids).toEqual([]);
  });

  it('falls back to the default for each wrong part alone, never to an error', () => {
    expect(filtersFromSearch('?start=2026-02-30&end=2026-03-01&ids=1,9&sort=7', TODAY)).toEqual({
      start: '2026-10-28',
      end: TODAY,
      ids: [1, 2, 3, 4],
      sortId: 1,
    });
    expect(filtersFromSearch('?ids=4,1,4', TODAY).ids).toEqual([1, 4]);
    expect(filtersFromSearch('?start=2026-11-20&end=2026-11-27', TODAY).start).toBe('2026-10-28');
    expect(parseIds('1;2')).toBeNull();
  });

  it('knows its presets and the previous period of the same length', () => {
    expect(presetRange(7, TODAY)).toEqual({ start: '2026-11-20', end: TODAY });
    expect(presetOf(presetRange(90, TODAY), TODAY)).toBe(90);
    expect(presetOf({ start: '2026-11-20', end: '2026-11-25' }, TODAY)).toBeNull();
    expect(previousRange({ start: '2026-11-20', end: TODAY })).toEqual({
      start: '2026-11-13',
      end: '2026-11-19',
    });
    expect(rangeLength({ start: '2024-01-01', end: '2025-12-31' })).toBe(731);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('refuses custom ranges the calls do not answer, with a sentence', () => {
    expect(rangeProblem({ start: '', end: TODAY }, TODAY)).toBe('Choose a start date.');
    expect(rangeProblem({ start: '2026-11-02', end: '2026-11-01' }, TODAY)).toBe(
      'The end date must not be before the start date.',
    );
    expect(rangeProblem({ start: '2026-11-02', end: '2026-11-27' }, TODAY)).toBe(
      'The end date must not be after today.',
    );
    expect(rangeProblem({ start: '2024-11-25', end: TODAY }, TODAY)).toBe(
      'Choose a range of at most 2 years.',
    );
    expect(rangeProblem({ start: '2024-11-26', end: TODAY }, TODAY)).toBeNull();
  });
});

describe('figures', () => {
  it('gives the change against the previous period in whole percent', () => {
    expect(changeOf(120, 100)).toEqual({ percent: 20, direction: 'up' });
    expect(changeOf(50, 100)).toEqual({ percent: -50, direction: 'down' });
    expect(changeOf(5, 0)).toEqual({ percent: null, direction: 'up' });
    expect(changeText(changeOf(120, 100), 30)).toBe('Up 20% on the previous 30 days');
    expect(changeText(changeOf(50, 100), 7)).toBe('Down 50% on the previous 7 days');
    expect(changeText(changeOf(5, 0), 1)).toBe('New since the previous 1 day');
    expect(changeText(changeOf(0, 0), 7)).toBe('No change on the previous 7 days');
  });

  it('is empty only when no series has a figure (spec 4.9)', () => {
    expect(hasNoFigures(NO_FIGURES)).toBe(true);
    expect(hasNoFigures(SAMPLE_FIGURES)).toBe(false);
  });

  it('says a series in words', () => {
    const range = { start: '2026-11-24', end: '2026-11-26' };
    expect(seriesSummary(SAMPLE_FIGURES.series.likes, range)).toBe(
      '99 likes in 3 days (24 Nov 2026 – 26 Nov 2026); the most on 25 Nov with 42.',
    );
    expect(seriesSummary(SAMPLE_FIGURES.series.followers, range)).toBe(
      'Followers went from 1,200 on 24 Nov to 1,225 on 26 Nov.',
    );
    expect(seriesSummary(NO_FIGURES.series.views, range)).toBe(
      'Views: no figures between 24 Nov 2026 – 26 Nov 2026.',
    );
  });

  it('keys top posts by everything they depend on, and names exports', () => {
    expect(topPostsKey({ start: 'a', end: 'b', ids: [1, 3], sortId: 2 })).toBe('a/b/2/1,3');
    expect(exportName('Likes per day!', { start: '2026-11-01', end: '2026-11-26' })).toBe(
      'likes-per-day-2026-11-01-to-2026-11-26',
    );
  });
});

describe('dashboard tabs', () => {
  it('hides the overview and ROI from role 3 (spec 6) and sends it to the action items', () => {
    expect(tabsFor(2).map((tab) => tab.id)).toContain('overview');
    expect(tabsFor(3).map((tab) => tab.id)).not.toContain('overview');
    expect(tabsFor(3).map((tab) => tab.id)).not.toContain('roi');
    expect(tabsFor(3)).toHaveLength(8);
    expect(dashboardHome(3)).toBe('action-items');
    expect(dashboardHome(1)).toBe('overview');
    expect(tabHref(7, 'reach', '?ids=1')).toBe('/7/dashboard/reach?ids=1');
  });
});

describe('return on investment', () => {
  it('spreads the monthly price over the days of the range in each month', () => {
    const days = [
      { day: '2026-10-31', reach: 1000, engagements: 10, clicks: 2 },
      { day: '2026-11-01', reach: 3000, engagements: 30, clicks: 8 },
      { day: '2026-11-02', reach: 0, engagements: 0, clicks: 0 },
    ];
    const months = roiMonths(days, 31);
    expect(months).toEqual([
      { month: '2026-10', days: 1, cost: 1, reach: 1000, engagements: 10, clicks: 2 },
      { month: '2026-11', days: 2, cost: 2.07, reach: 3000, engagements: 30, clicks: 8 },
    ]);
    expect(roiTotals(months)).toEqual({
      cost: 3.07,
      reach: 4000,
      engagements: 40,
      clicks: 10,
      perThousandReach: 0.77,
      perEngagement: 0.08,
      perClick: 0.31,
    });
  });

  it('divides a yearly price by 12, costs nothing on the trial, and has no cost per result without results', () => {
    expect(monthlyPrice({ price: 120, billingPeriod: 6 })).toBe(10);
    expect(monthlyPrice({ price: 15, billingPeriod: 3 })).toBe(15);
    expect(monthlyPrice(null)).toBe(0);
    expect(
      roiTotals(roiMonths([{ day: '2026-11-01', reach: 0, engagements: 0, clicks: 0 }], 30)).perClick,
    ).toBeNull();
    expect(money(1234.5, '$')).toBe('$1,234.50');
    expect(money(null, '$')).toBe('—');
  });
});
