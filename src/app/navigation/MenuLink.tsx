import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isMenuItemActive, menuHref, type MenuItem } from '../../domain/navigation.ts';
import { Badge } from '../../ui/Badge.tsx';
import { useSession } from '../session.tsx';
import { useAppLocation } from '../useAppLocation.ts';

/**
 * A menu's entries as a list, for the current page and account; the current one carries aria-current="page"
 * (spec 2.4). `children` are further entries at its end.
 */
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
      {items.map((item) => {
        const active = isMenuItemActive(item, pathname);
        return (
          <li key={item.id}>
            <Link
              href={menuHref(item, accountId)}
              aria-current={active ? 'page' : undefined}
              className={linkClass(active)}
              onClick={onNavigate}
            >
              {item.label}
              {item.badge ? <Badge>{item.badge}</Badge> : null}
            </Link>
          </li>
        );
      })}
      {children}
    </ul>
  );
}
