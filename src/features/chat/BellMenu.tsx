/**
 * What the message and notification bells share: an icon button named by `label` with the count badge, and a
 * 300 px dropdown under it with a heading, the items (or a line when there are none) and what follows them.
 */
import { Menu, MenuButton, MenuHeading, MenuItems, MenuSection } from '@headlessui/react';
import type { ReactNode } from 'react';

const bellButtonClass =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[open]:bg-slate-100';
const badgeClass =
  'absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-semibold text-white';
const dropdownClass =
  'z-30 w-[300px] rounded-lg border border-slate-200 bg-white py-1 shadow-lg [--anchor-gap:4px] focus:outline-none';

export function BellMenu({
  label,
  icon,
  badge,
  title,
  empty,
  opened,
  footer,
  children,
}: {
  label: string;
  icon: ReactNode;
  /** The badge's text (src/domain/chat.ts `badgeCount`); '' shows no badge. */
  badge: string;
  /** The dropdown's name and heading. */
  title: string;
  /** The line shown instead of the items, or null when there are some. */
  empty: string | null;
  /** Rendered first while the dropdown is open. */
  opened?: ReactNode;
  /** Items after the heading's section. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Menu>
      <MenuButton aria-label={label} className={bellButtonClass}>
        {icon}
        {badge !== '' ? (
          <span aria-hidden="true" className={badgeClass}>
            {badge}
          </span>
        ) : null}
      </MenuButton>
      <MenuItems anchor="bottom end" aria-label={title} className={dropdownClass}>
        {opened}
        <MenuSection>
          <MenuHeading className="px-3 py-2 text-sm font-semibold text-slate-900">{title}</MenuHeading>
          {empty !== null ? <p className="px-3 pb-2 text-sm text-slate-500">{empty}</p> : null}
          {children}
        </MenuSection>
        {footer}
      </MenuItems>
    </Menu>
  );
}
