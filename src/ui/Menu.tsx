/**
 * A button that opens a list of actions (issue 14), on Headless UI's Menu: arrow keys, type-ahead, Escape, and focus
 * back on the button. Items are buttons or links; a danger item is red.
 */
import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './buttonClass.ts';

export type MenuAction =
  | {
      readonly label: string;
      readonly onSelect: () => void;
      readonly danger?: boolean;
      readonly disabled?: boolean;
    }
  | { readonly label: string; readonly href: string };

const ITEM =
  'block w-full px-3 py-2 text-left text-sm data-disabled:opacity-50 data-focus:bg-slate-100 focus:outline-none';

export function Menu({
  label,
  items,
  variant = 'secondary',
  align = 'end',
}: {
  label: ReactNode;
  items: readonly MenuAction[];
  variant?: ButtonVariant;
  align?: 'start' | 'end';
}) {
  return (
    <HeadlessMenu>
      <MenuButton className={buttonClass(variant, 'sm')}>
        {label}
        <span aria-hidden="true">▾</span>
      </MenuButton>
      <MenuItems
        anchor={align === 'end' ? 'bottom end' : 'bottom start'}
        className="z-30 mt-1 min-w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg [--anchor-gap:4px] focus:outline-none"
      >
        {items.map((item) => (
          <MenuItem key={item.label} disabled={'onSelect' in item ? item.disabled : false}>
            {'href' in item ? (
              <a href={item.href} className={`${ITEM} text-slate-700`}>
                {item.label}
              </a>
            ) : (
              <button
                type="button"
                onClick={item.onSelect}
                className={`${ITEM} ${item.danger ? 'text-red-700' : 'text-slate-700'}`}
              >
                {item.label}
              </button>
            )}
          </MenuItem>
        ))}
      </MenuItems>
    </HeadlessMenu>
  );
}
