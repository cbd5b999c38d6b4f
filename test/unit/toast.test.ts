import { describe, expect, it } from 'vitest';
import { toastRules } from '../../src/domain/constants.ts';
import {
  isToastListFull,
  isToastShown,
  oldestToast,
  toastFrom,
  truncateToastTitle,
  withToast,
  withoutToast,
  type Toast,
} from '../../src/domain/toast.ts';

const toast = (n: number): Toast => ({ id: `toast-${n}`, tone: 'info', title: `t${n}` });

describe('toast rules (spec 9)', () => {
  it('cuts titles longer than 32 characters to 32', () => {
    expect(toastRules.titleMaxLength).toBe(32);
    expect(truncateToastTitle('a'.repeat(32))).toBe('a'.repeat(32));
    expect(truncateToastTitle('b'.repeat(33))).toBe('b'.repeat(32));
    expect(truncateToastTitle('You are now offline')).toBe('You are now offline');
  });

  it('never splits a character made of two code units', () => {
    const title = `${'x'.repeat(31)}😀😀`;
    expect(truncateToastTitle(title)).toBe(`${'x'.repeat(31)}😀`);
  });

  it('builds a toast with a cut title and keeps a non-empty message', () => {
    expect(toastFrom('toast-1', { tone: 'error', title: 'c'.repeat(40), message: 'details' })).toEqual({
      id: 'toast-1',
      tone: 'error',
      title: 'c'.repeat(32),
      message: 'details',
    });
    expect(toastFrom('toast-2', { tone: 'success', title: 'ok', message: '' })).not.toHaveProperty('message');
  });

  it('puts the newest on top and drops the oldest beyond 20', () => {
    let toasts: Toast[] = [];
    for (let n = 1; n <= 20; n++) toasts = withToast(toasts, toast(n)).toasts;
    expect(isToastListFull(toasts)).toBe(true);
    expect(toasts[0]!.id).toBe('toast-20');
    expect(oldestToast(toasts)!.id).toBe('toast-1');
    const next = withToast(toasts, toast(21));
    expect(next.toasts).toHaveLength(20);
    expect(next.toasts[0]!.id).toBe('toast-21');
    expect(next.dropped.map((t) => t.id)).toEqual(['toast-1']);
  });

  it('removes a toast by id and tells whether one is shown', () => {
    const toasts = [toast(2), toast(1)];
    expect(isToastShown(toasts, 'toast-1')).toBe(true);
    expect(withoutToast(toasts, 'toast-1')).toEqual([toast(2)]);
    expect(withoutToast(toasts, 'toast-9')).toEqual(toasts);
    expect(isToastShown([], 'toast-1')).toBe(false);
    expect(oldestToast([])).toBeUndefined();
  });
});
