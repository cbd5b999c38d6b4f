/**
 * The product's buttons (issue 14): one look per purpose, written once. `buttonClass` styles a `<button>` and
 * anything that acts as one (a link to another page, Headless UI's own buttons); views do not write their own.
 */

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'warning' | 'ghost' | 'inverse';
/** sm: toolbars and table rows; md: forms and dialogs; block: the full-width button of a narrow form. */
export type ButtonSize = 'sm' | 'md' | 'block';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:ring-indigo-500',
  secondary:
    'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:ring-indigo-500',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:ring-red-500',
  warning: 'bg-amber-700 text-white hover:bg-amber-800 focus-visible:ring-amber-700',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:ring-indigo-500',
  /** On a coloured bar (the paywall's red one). */
  inverse: 'bg-white text-red-800 hover:bg-red-50 focus-visible:ring-white focus-visible:ring-offset-red-700',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5',
  md: 'px-4 py-2',
  block: 'w-full px-4 py-2.5',
};

/** The classes of a button of `variant` and `size`, with `extra` (spacing, width) after them. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}${extra ? ` ${extra}` : ''}`;
}
