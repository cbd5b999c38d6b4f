import { lazy, Suspense, type ReactNode } from 'react';
import { messages } from '../domain/constants.ts';
import {
  documentTitle,
  matchRoute,
  NOT_FOUND_HEAD,
  specialOfferTitle,
  type RouteMatch,
} from '../domain/routes.ts';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { PlaceholderPage } from '../ui/PlaceholderPage.tsx';
import { FourOhOneLayout } from './layouts/FourOhOneLayout.tsx';
import { NetworkLayout } from './layouts/NetworkLayout.tsx';
import { OnBoardLayout } from './layouts/OnBoardLayout.tsx';
import { SpecialOfferLayout } from './layouts/SpecialOfferLayout.tsx';
import { RouteLoading } from './progress/TopProgress.tsx';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { announcesMainContent, loadOnce, preloadPage, preloadPageData } from './featurePages.ts';
import { useAnnounceMainContent } from './mainContent.ts';
import { pages } from './pages.tsx';
import { useDocumentHead } from './useDocumentHead.ts';

/** The default layout (top bar, menus, account switcher, banners) loads after the first route: the login page and
 * the public pages do not need it. */
const loadDefaultLayout = loadOnce(() => import('./layouts/DefaultLayout.tsx'));
const DefaultLayout = lazy(async () => ({ default: (await loadDefaultLayout()).DefaultLayout }));

/**
 * Starts loading what the first route needs before anything renders (issue 14): its page's chunk and, when a session
 * token is present, the page's first reads (those it declared) and, for a page of the default layout (shown only to a
 * logged-in user), the layout's chunk.
 */
export function preloadFirstRoute(pathname: string, hasSession: boolean): void {
  const match = matchRoute(pathname);
  if (!match) return;
  preloadPage(match.route.page);
  if (!hasSession) return;
  preloadPageData(match);
  if (match.route.layout === 'default') loadDefaultLayout().catch(() => undefined);
}

function NotFoundScreen() {
  useDocumentHead(NOT_FOUND_HEAD.title, NOT_FOUND_HEAD.description);
  return (
    <FourOhOneLayout>
      <NotFoundPage message={messages.unknownPage} />
    </FourOhOneLayout>
  );
}

/** A page that does not announce its main content itself counts as shown once it is mounted. */
function ShownOnMount() {
  useAnnounceMainContent(true);
  return null;
}

function PageScreen({ match }: { match: RouteMatch }) {
  const { route } = match;
  useDocumentHead(documentTitle(route), route.description);
  const Page = pages[route.page];
  const shownOnMount = announcesMainContent(route.page) ? null : <ShownOnMount />;
  // Keyed by route: moving between twins (`/x` and `/{accid}/x`) mounts the page afresh, as moving between routes.
  const page = Page ? (
    <ChunkErrorBoundary resetKey={route.name}>
      <Suspense fallback={<RouteLoading />}>
        <Page key={route.name} {...match} />
        {shownOnMount}
      </Suspense>
    </ChunkErrorBoundary>
  ) : (
    <>
      <PlaceholderPage title={route.title} line={route.upcoming} />
      {shownOnMount}
    </>
  );
  // A second boundary for the layout's own chunk (the default layout loads lazily too).
  return (
    <ChunkErrorBoundary resetKey={`layout:${route.layout}`}>
      <Suspense fallback={<RouteLoading />}>{inLayout(match, page)}</Suspense>
    </ChunkErrorBoundary>
  );
}

function inLayout({ route }: RouteMatch, page: ReactNode) {
  switch (route.layout) {
    case 'onBoard':
      return <OnBoardLayout>{page}</OnBoardLayout>;
    case 'specialOffer':
      return <SpecialOfferLayout headerTitle={specialOfferTitle(route)}>{page}</SpecialOfferLayout>;
    case 'network':
      return <NetworkLayout>{page}</NetworkLayout>;
    case 'fourOhOne':
      return <FourOhOneLayout>{page}</FourOhOneLayout>;
    case 'default':
      return <DefaultLayout hideTopBar={route.hideTopBar}>{page}</DefaultLayout>;
  }
}

/** The page of a matched route inside its layout, or the 404 page for an unknown one. */
export function RouteScreen({ match }: { match: RouteMatch | null }) {
  return match ? <PageScreen match={match} /> : <NotFoundScreen />;
}
