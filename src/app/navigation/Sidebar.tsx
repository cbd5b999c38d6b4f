import { SIDEBAR_MENU, visibleMenu } from '../../domain/navigation.ts';
import { useSession } from '../session.tsx';
import { MenuList } from './MenuLink.tsx';
import { ConnectionIndicator } from '../../features/presence/ConnectionSpeed.tsx';
import { SidebarClock } from './SidebarClock.tsx';

const linkClass = (active: boolean) =>
  `flex rounded-md px-3 py-2 text-sm ${
    active ? 'bg-indigo-50 font-semibold text-indigo-700' : 'text-slate-700 hover:bg-slate-100'
  }`;

/** The sidebar menu of spec 2.4 with its clock, and the network-speed indicator (spec 2.6). */
export function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { accountRole } = useSession();
  return (
    <div className="flex flex-col gap-4 py-4">
      <nav aria-label="Sidebar menu">
        <MenuList
          items={visibleMenu(SIDEBAR_MENU, accountRole)}
          className="flex flex-col gap-0.5 px-2"
          linkClass={linkClass}
          onNavigate={onNavigate}
        />
      </nav>
      <SidebarClock />
      <ConnectionIndicator />
    </div>
  );
}
