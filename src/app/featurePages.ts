/**
 * How a feature attaches its pages to the routes of `src/domain/routeTable.ts`: by page name, each loaded with the
 * feature's module on first visit (React.lazy), so the first route's JavaScript stays small. A feature declares its
 * pages once, in `src/features/<area>/routes.ts`; `pages.tsx` composes them.
 */
import { lazy, type ComponentType } from 'react';
import type { PageName, RouteMatch } from '../domain/routes.ts';

export type PageProps = RouteMatch;

/** Components by page name (twins share theirs); a route whose page is absent renders the placeholder page. */
export type PageTable = { readonly [Name in PageName]?: ComponentType<PageProps> };

/**
 * The pages of one feature module: `load` imports the module (its own chunk), `pick` names each page's component
 * in it. A page name that is not declared is a type error.
 */
export function lazyPages<Module>(
  load: () => Promise<Module>,
  pick: { readonly [Name in PageName]?: (module: Module) => ComponentType<PageProps> },
): PageTable {
  const entries = Object.entries(pick).map(([name, component]) => [
    name,
    lazy(async () => ({ default: component(await load()) })),
  ]);
  return Object.fromEntries(entries) as PageTable;
}
