/**
 * Toast rules of spec section 9: newest on top, at most 20 (the oldest is dropped), title cut to 32 characters.
 * Pure functions: the toaster machine applies them, views only render the result.
 */
import { toastRules } from './constants.ts';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

/** What a caller asks to show. */
export interface ToastInput {
  tone: ToastTone;
  title: string;
  message?: string;
}

/** A toast on screen. */
export interface Toast extends ToastInput {
  id: string;
}

/** Cuts a title to `max` characters (code points, so an emoji is never split). */
export function truncateToastTitle(title: string, max: number = toastRules.titleMaxLength): string {
  const characters = Array.from(title);
  return characters.length > max ? characters.slice(0, max).join('') : title;
}

/** Builds the toast shown for `input`, with its title cut to the limit. */
export function toastFrom(id: string, input: ToastInput): Toast {
  const toast: Toast = { id, tone: input.tone, title: truncateToastTitle(input.title) };
  if (input.message !== undefined && input.message !== '') toast.message = input.message;
  return toast;
}

/** The list is newest first; true when one more toast would exceed the limit. */
export function isToastListFull(toasts: readonly Toast[], max: number = toastRules.maxToasts): boolean {
  return toasts.length >= max;
}

/** Puts `toast` on top and drops the oldest ones beyond `max`. */
export function withToast(
  toasts: readonly Toast[],
  toast: Toast,
  max: number = toastRules.maxToasts,
): { toasts: Toast[]; dropped: Toast[] } {
  const next = [toast, ...toasts];
  return { toasts: next.slice(0, max), dropped: next.slice(max) };
}

/** The oldest toast (last in the newest-first list), if any. */
export function oldestToast(toasts: readonly Toast[]): Toast | undefined {
  return toasts[toasts.length - 1];
}

export function withoutToast(toasts: readonly Toast[], id: string): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}

export function isToastShown(toasts: readonly Toast[], id: string): boolean {
  return toasts.some((toast) => toast.id === id);
}
