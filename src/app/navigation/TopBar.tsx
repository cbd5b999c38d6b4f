import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Suspense, lazy, type ComponentType } from 'react';
import { AccountSwitchProvider } from '../../features/accounts/index.ts';
import { BetaToggleProvider, useBetaDashboard } from '../../features/beta/index.ts';
import { BookCallLinks, BookCallMenu } from '../../features/bookCall/index.ts';
import { ProfileMenu } from '../../features/profileMenu/index.ts';
import { LOGOUT_LABEL, TOP_MENU, visibleMenu } from '../../domain/navigation.ts';
import { withBetaDashboard } from '../../domain/profileMenu.ts';
import { HomeLink } from '../layouts/LogoHeader.tsx';
import { useMainContentShown } from '../mainContent.ts';
import { useSession } from '../session.tsx';
import { MenuList } from './MenuLink.tsx';
import { CurrentAccountName } from './CurrentAccountName.tsx';
import { SidebarMenu } from './Sidebar.tsx';
import { useFits } from './useFits.ts';

// The chat bells and inbox load lazily, once the page's main content is on screen (src/app/mainContent.ts): the
// first route's JavaScript does not grow, and their code does not delay the page's largest paint. A chunk that fails
// to load (offline, a new deploy) leaves the bells out until the next page load, never a blank page.
const ChatBells = lazy<ComponentType>(() =>
  import('../../features/chat/index.ts').then(
    (chat) => ({ default: chat.ChatBells }),
    (error: unknown) => {
      console.warn('[chat] loading the chat failed', error);
      return { default: () => null };
    },
  ),
);

/** Two bell-sized spaces (h-10 w-10, as the bells' buttons). */
function ChatBellsPlaceholder() {
  return (
    <div aria-hidden="true" className="flex items-center gap-1">
      <span className="h-10 w-10" />
      <span className="h-10 w-10" />
    </div>
  );
}

const desktopLinkClass = (active: boolean) =>
  `inline-flex items-center rounded-md px-3 py-2 text-sm font-medium ${
    active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100'
  }`;

const mobileLinkClass = (active: boolean) =>
  `flex items-center rounded-md px-3 py-2 text-base font-medium ${
    active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100'
  }`;

function LogOutButton({ className }: { className: string }) {
  const { status, logOut } = useSession();
  const leaving = status === 'loggingOut';
  return (
    <button type="button" className={className} onClick={logOut} disabled={leaving} aria-disabled={leaving}>
      {leaving ? 'Logging out…' : LOGOUT_LABEL}
    </button>
  );
}

/**
 * The top bar of the default layout (spec 2.4): logo, the current account, top menu, the profile menu (spec 4.6),
 * log out. When the top menu does not fit in one row beside them (measured, `useFits`), a Menu button opens it in a
 * panel with the book-a-call links and the sidebar's. It runs the account switcher (spec 4.5) and the beta dashboard
 * toggle (spec 4.7).
 */
export function TopBar() {
  return (
    <BetaToggleProvider>
      <AccountSwitchProvider>
        <TopBarView />
      </AccountSwitchProvider>
    </BetaToggleProvider>
  );
}

function TopBarView() {
  const { accountRole } = useSession();
  const pageShown = useMainContentShown();
  const betaDashboard = useBetaDashboard();
  // With the beta dashboard on (spec 4.7), the top menu's Dashboard opens the beta dashboard overview.
  const items = visibleMenu(TOP_MENU, accountRole).map((item) => withBetaDashboard(item, betaDashboard));
  // The menu is laid out at its natural width in the room between the logo and the user's controls; when it does
  // not fit there it is hidden (still measured) and the Menu button takes its place.
  const { slot, row, toggle, fits } = useFits<HTMLDivElement, HTMLElement, HTMLButtonElement>();
  return (
    <Disclosure as="header" className="border-b border-slate-200 bg-white">
      {({ close }) => (
        <>
          <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-3 px-4 sm:gap-4 sm:px-6">
            <div className="flex shrink-0 flex-col justify-center">
              <HomeLink className="rounded-md" nameClassName="hidden sm:inline" />
              {/* The name's line is kept while the accounts load: the logo does not move when it arrives. */}
              <div className="hidden h-4 sm:block">
                <CurrentAccountName className="max-w-36 text-xs leading-4" />
              </div>
            </div>
            <div ref={slot} className="relative min-w-0 flex-1 overflow-hidden">
              <nav
                ref={row}
                aria-label="Main"
                aria-hidden={fits ? undefined : true}
                className={`w-max ${fits ? '' : 'invisible'}`}
              >
                <MenuList items={items} className="flex items-center gap-1" linkClass={desktopLinkClass} />
              </nav>
            </div>
            <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
              <BookCallMenu />
              {/* The bells' room is kept while their chunk loads: nothing shifts under the pointer (a shift used to
                  open the hover menus next to them). */}
              {pageShown ? (
                <Suspense fallback={<ChatBellsPlaceholder />}>
                  <ChatBells />
                </Suspense>
              ) : (
                <ChatBellsPlaceholder />
              )}
              <ProfileMenu />
              <LogOutButton className="hidden rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60 md:inline-flex" />
            </div>
            {fits ? null : (
              <DisclosureButton
                ref={toggle}
                className="inline-flex shrink-0 items-center gap-2 rounded-md border border-slate-300 px-2.5 py-2 text-sm font-medium text-slate-700 sm:px-3"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                  <path d="M3 5h14v2H3V5Zm0 4h14v2H3V9Zm0 4h14v2H3v-2Z" />
                </svg>
                <span className="sr-only sm:not-sr-only">Menu</span>
              </DisclosureButton>
            )}
          </div>
          {fits ? null : (
            <DisclosurePanel className="border-t border-slate-200">
              <CurrentAccountName className="px-5 pt-3 sm:hidden" />
              <nav aria-label="Main" className="px-2 py-3">
                <MenuList
                  items={items}
                  className="flex flex-col gap-1"
                  linkClass={mobileLinkClass}
                  onNavigate={close}
                >
                  <li className="md:hidden">
                    <LogOutButton className="w-full rounded-md px-3 py-2 text-left text-base font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60" />
                  </li>
                </MenuList>
              </nav>
              <div className="border-t border-slate-200 md:hidden">
                <BookCallLinks onNavigate={close} />
              </div>
              <div className="border-t border-slate-200 md:hidden">
                <SidebarMenu onNavigate={close} />
              </div>
            </DisclosurePanel>
          )}
        </>
      )}
    </Disclosure>
  );
}
