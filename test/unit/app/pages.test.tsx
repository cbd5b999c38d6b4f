import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyPages, preloadPage } from '../../../src/app/featurePages.ts';
import { pages } from '../../../src/app/pages.tsx';
import { RedirectingPage } from '../../../src/app/RedirectingPage.tsx';
import { ROUTES, type PageName } from '../../../src/domain/routes.ts';
import { LoginPage } from '../../../src/features/auth/LoginPage.tsx';

const LAZY = Symbol.for('react.lazy');

/** The pages that have their component; every other route shows the placeholder page. */
const BUILT: readonly PageName[] = [
  'index',
  'redirect',
  'forgot_password',
  'reset',
  'password_setup',
  'change_password',
  'callback',
  'billing',
  'userSetting',
  'plan',
  'pay',
  'payment',
  'special_offer',
  'corporate_offer',
  'invite_offer',
  'network',
  'contentplanner',
  'contentplanner-id-id',
  'dashboard',
  'dashboard-overview',
  'dashboard-roi',
  'roi',
  'dashboard-reach',
  'dashboard-leads',
  'dashboard-website-traffic',
  'dashboard-new-connections',
  'dashboard-leaderboard',
  'dashboard-hashtag-analytics',
  'dashboard-google-reviews',
  'dashboard-action-items',
  'social_accounts',
  'socialAuth',
  'dayTimeSchedule',
  'userprofile',
  'Organisationprofile',
  'brandkit',
  'pages-my-profile',
  'subjects_services',
  'goals_objectives',
  'chaptername',
  'topics',
  'categories',
  'privacy',
  'terms_and_conditions',
  'help_center',
  'statecharts',
  'components',
  'components-notifications',
  'components-tables',
  'forms',
  'typography',
  'pages',
  'sample',
  'charts',
  'industry_news',
  'my_library',
  'designer',
  'editor-id',
  'editor-id-id',
  'posteditor-id',
  'usereditor-id',
  'cuseditor-id',
  'templateeditor-id',
  'sharedposteditor-id',
  'usermediaditor-id',
  'my_designs',
  'fbDeletionStatus',
  'users',
];

async function html(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(<Suspense fallback="loading">{element}</Suspense>);
  return new Response(prelude).text();
}

describe('the page table (src/app/pages.tsx)', () => {
  it('gives a component to exactly the built pages, each of a declared route', () => {
    expect(Object.keys(pages).sort()).toEqual([...BUILT].sort());
    const declared = new Set(ROUTES.map((route) => route.page));
    for (const page of BUILT) expect(declared.has(page), page).toBe(true);
  });

  it('keeps the login and redirecting pages in the first bundle and loads every other page lazily', () => {
    expect(pages.index).toBe(LoginPage);
    expect(pages.redirect).toBe(RedirectingPage);
    for (const page of BUILT.filter((name) => name !== 'index' && name !== 'redirect')) {
      expect((pages[page] as unknown as { $$typeof: symbol }).$$typeof, page).toBe(LAZY);
    }
  });

  it('gives each page its own lazy component, even where two pages show one view', () => {
    expect(pages['contentplanner']).not.toBe(pages['contentplanner-id-id']);
    expect(pages['pay']).not.toBe(pages['payment']);
  });
});

describe('lazyPages (src/app/featurePages.ts)', () => {
  function Billing({ route }: { route: { title: string } }) {
    return <p>{`${route.title} page`}</p>;
  }

  it('loads the module on first render only, and renders the page it picks', async () => {
    let loads = 0;
    const table = lazyPages(
      () => {
        loads += 1;
        return Promise.resolve({ Billing, Other: () => <p>other</p> });
      },
      { billing: (module) => module.Billing },
    );
    expect(Object.keys(table)).toEqual(['billing']);
    expect(loads).toBe(0);
    const Page = table.billing!;
    const route = ROUTES.find((candidate) => candidate.name === 'accid-billing')!;
    expect(await html(<Page route={route} params={{ accid: '12' }} />)).toContain('Billing page');
    expect(loads).toBe(1);
  });

  it('refuses a page name that is not declared', () => {
    const table = lazyPages(() => Promise.resolve({ Billing }), {
      // @ts-expect-error: no page is named 'biling'
      biling: (module: { Billing: typeof Billing }) => module.Billing,
    });
    expect(Object.keys(table)).toEqual(['biling']);
  });

  it('starts loading the module of a page early on request, and only of that page', async () => {
    let loads = 0;
    const table = lazyPages(
      () => {
        loads += 1;
        return Promise.resolve({ Typography: () => null });
      },
      { typography: (module) => module.Typography },
    );
    expect(table.typography).toBeDefined();
    expect(loads).toBe(0);
    preloadPage('typography');
    expect(loads).toBe(1);
    preloadPage('charts');
    await Promise.resolve();
    expect(loads).toBe(1);
  });
});
