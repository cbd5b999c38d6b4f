/**
 * The product's button (issue 14): `buttonClass` looks, and a busy state that keeps the button's width, shows a
 * spinner, sets `aria-busy` and refuses clicks while the work runs. Links that act as buttons use `buttonClass`.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './buttonClass.ts';
import { Spinner } from './Spinner.tsx';

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-busy'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work started by this button is running: a spinner, `aria-busy`, no second click. */
  busy?: boolean;
  /** What the button says while busy ('Saving...'); its label stays otherwise. */
  busyLabel?: ReactNode;
}) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, size, className)}
    >
      {busy ? <Spinner tone={variant === 'secondary' || variant === 'ghost' ? 'dark' : 'light'} /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
