/**
 * My library, /my_library and /{accid}/my_library (spec 2.1, 2.2: `my_library#content`; issue 18): the tabs of
 * src/domain/library.ts, each named by the address's hash (#content, #favourites, #shared, #uploads, #videos, #reels,
 * #texts) so a reload or a shared link opens the same tab. Members whose role may not write posts see the lists
 * without the buttons that change them (spec 6 keeps role 3 out of the page altogether).
 */
import { navigate } from 'wouter/use-browser-location';
import type { PageProps } from '../../app/pages.tsx';
import { useSession } from '../../app/session.tsx';
import { useAppLocation } from '../../app/useAppLocation.ts';
import {
  LIBRARY_TABS,
  libraryTabLabels,
  libraryTabOf,
  libraryText,
  type LibraryTab as TabName,
} from '../../domain/library.ts';
import { can } from '../../domain/permissions.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { FavouritesTab } from './tabs/FavouritesTab.tsx';
import { LibraryTab } from './tabs/LibraryTab.tsx';
import { PostTextsTab } from './tabs/PostTextsTab.tsx';
import { ReelIdeasTab } from './tabs/ReelIdeasTab.tsx';
import { SharedImagesTab } from './tabs/SharedImagesTab.tsx';
import { UploadsTab } from './tabs/UploadsTab.tsx';
import { VideosTab } from './tabs/VideosTab.tsx';
import type { LibraryTabProps } from './types.ts';

const HEADING_ID = 'my-library-heading';

const TAB_VIEWS: Record<Exclude<TabName, 'content'>, (props: LibraryTabProps) => React.JSX.Element> = {
  favourites: FavouritesTab,
  shared: SharedImagesTab,
  uploads: UploadsTab,
  videos: VideosTab,
  reels: ReelIdeasTab,
  texts: PostTextsTab,
};

export function MyLibraryPage(_props: PageProps) {
  const { accountId, accountRole } = useSession();
  const location = useAppLocation();
  const tab = libraryTabOf(location.hash);
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6"
    >
      <div>
        <h1 id={HEADING_ID} className="text-2xl font-semibold text-slate-900">
          {libraryText.heading}
        </h1>
        <p className="mt-1 max-w-prose text-slate-700">{libraryText.intro}</p>
      </div>
      {accountId === null ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <LibraryTabs
          key={accountId}
          tab={tab}
          accountId={accountId}
          canEdit={can(accountRole, 'posts.write')}
          onSelect={(next) => navigate(`${location.pathname}${location.search}#${next}`, { replace: true })}
        />
      )}
    </section>
  );
}

function LibraryTabs({
  tab,
  accountId,
  canEdit,
  onSelect,
}: LibraryTabProps & { tab: TabName; onSelect: (tab: TabName) => void }) {
  return (
    <Tabs
      label={libraryText.heading}
      selected={tab}
      onSelect={(id) => onSelect(id as TabName)}
      tabs={LIBRARY_TABS.map((id) => {
        const View = id === 'content' ? null : TAB_VIEWS[id];
        return {
          id,
          label: libraryTabLabels[id],
          keepMounted: id === 'content',
          // The Library tab stays mounted (its machine keeps filters and page while another tab is open).
          content: View ? (
            <View accountId={accountId} canEdit={canEdit} />
          ) : (
            <LibraryTab accountId={accountId} canEdit={canEdit} tab={tab} />
          ),
        };
      })}
    />
  );
}
