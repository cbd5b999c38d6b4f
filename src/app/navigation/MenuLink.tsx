import { Link } from 'wouter';
import { isMenuItemActive, menuHref, type MenuItem } from '../../domain/navigation.ts';
import { Badge } from '../../ui/Badge.tsx';

/** One menu entry; the current one carries aria-current="page" (spec 2.4). */
export function MenuLink({
  item,
  pathname,
  accountId,
  className,
  onNavigate,
}: {
  item: MenuItem;
  pathname: string;
  accountId: string | null;
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
