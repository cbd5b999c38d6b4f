/**
 * Which component renders which route. Routes not listed render the placeholder page (title and one honest line)
 * until their feature lands; a later issue adds its page here.
 *
 * Only the login page is in the first bundle: every other feature's pages load on first visit (React.lazy), so the
 * first route's JavaScript stays small. RouteScreen shows a loading state while a page's chunk arrives.
 */
import { lazy, type ComponentType } from 'react';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import type { RouteMatch } from '../domain/routes.ts';
import { RedirectingPage } from './RedirectingPage.tsx';

export type PageProps = RouteMatch;

type PageTable = Readonly<Record<string, ComponentType<PageProps>>>;

/** Pages of one feature module, each loaded with the module on first use. */
function lazyPages(
  names: readonly string[],
  load: () => Promise<Readonly<Record<string, unknown>>>,
): PageTable {
  const entries = names.map((name): [string, ComponentType<PageProps>] => [
    name,
    lazy(async () => {
      const component = (await load())[name];
      if (typeof component !== 'function' && typeof component !== 'object') {
        throw new Error(`The page module has no page named ${name}`);
      }
      return { default: component as ComponentType<PageProps> };
    }),
  ]);
  return Object.fromEntries(entries);
}

const authPages = lazyPages(['forgot_password', 'reset', 'password_setup', 'change_password'], async () => {
  const module = await import('../features/auth/pages.ts');
  return module.authPages;
});

const billingPages = lazyPages(['billing', 'accid-billing', 'userSetting', 'accid-userSetting'], async () => {
  const module = await import('../features/billing/index.ts');
  return module.billingPages;
});

const planPages = lazyPages(
  ['plan', 'pay', 'accid-payment', 'special_offer', 'corporate_offer', 'invite_offer'],
  async () => {
    const module = await import('../features/plans/index.ts');
    return module.planPages;
  },
);

const networkPages = lazyPages(['network'], async () => {
  const module = await import('../features/networking/index.ts');
  return module.networkPages;
});

const plannerPages = lazyPages(
  ['contentplanner', 'accid-contentplanner', 'contentplanner-id-id', 'accid-contentplanner-id-id'],
  async () => {
    const module = await import('../features/planner/index.ts');
    return module.plannerPages;
  },
);

const socialPages = lazyPages(['social_accounts', 'socialAuth'], async () => {
  const module = await import('../features/social/index.ts');
  return module.socialPages;
});

const schedulePages = lazyPages(['dayTimeSchedule'], async () => {
  const module = await import('../features/schedule/index.ts');
  return module.schedulePages;
});

/** Staff and development only (routeGuards.ts `canOpenRoute`): its chunk, with elkjs, never loads for customers. */
const statechartPages = lazyPages(['statecharts'], async () => {
  const module = await import('../features/statecharts/StatechartsPage.tsx');
  return { statecharts: module.StatechartsPage };
});

export const pages: PageTable = {
  index: LoginPage,
  redirect: RedirectingPage,
  ...authPages,
  ...billingPages,
  ...planPages,
  ...networkPages,
  ...socialPages,
  ...plannerPages,
  ...schedulePages,
  ...statechartPages,
};
