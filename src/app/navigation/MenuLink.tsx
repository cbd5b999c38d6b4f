import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isMenuItemActive, menuHref, type MenuItem } from '../../domain/navigation.ts';
import { Badge } from '../../ui/Badge.tsx';
import { useSession } from '../session.tsx';
import { useAppLocation } from '../useAppLocation.ts';

/** One menu entry; the current one carries aria-current="page" (spec 2.4). */
function MenuLink({
  item,
  pathname,
  accountId,
  className,
  onNavigate,
}: {
  item: MenuItem;
  pathname: string;
  accountId: number | null;
  className: (active: boolean) => string;
  onNavigate?: () => void;
}) {
  const active = isMenuItemActive(item, pathname);
  return (
    <Link
      href={menuHref(item, accountId)}
      aria-current={active ? 'page' : undefined}
      className={className(active)}
      onClick={onNavigate}
    >
      {item.label}
      {item.badge ? <Badge>{item.badge}</Badge> : null}
    </Link>
  );
}

/** A menu's entries as a list, for the current page and account; `children` are further entries at its end. */
export function MenuList({
  items,
  className,
  linkClass,
  onNavigate,
  children,
}: {
  items: readonly MenuItem[];
  className: string;
  linkClass: (active: boolean) => string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const { accountId } = useSession();
  const { pathname } = useAppLocation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <MenuLink
            item={item}
            pathname={pathname}
            accountId={accountId}
            className={linkClass}
            onNavigate={onNavigate}
          />
        </li>
      ))}
      {children}
    </ul>
  );
}
