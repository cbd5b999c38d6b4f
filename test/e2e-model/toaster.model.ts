/**
 * UI model of the toaster (spec 9): toasts bottom-right, newest on top, at most 20 (the oldest goes), each hidden
 * after 5 s or when dismissed. The style guide's notifications page raises real toasts through the app's toaster,
 * one button per tone; the buttons take turns, so the order on the page shows which toast is newest.
 *
 * The page's clock is paused once the page is ready and moves 10 ms after each toast: toasts are shown at distinct
 * times, and `toast.expired` (the oldest toast's 5 s running out) runs the clock exactly to the oldest one's end.
 */
import { expect, type Page } from '@playwright/test';
import { logIn } from '../e2e/support/session.ts';
import type { UiModel, WalkContext } from './support/uiModel.ts';

const TONES = ['success', 'info', 'warning', 'error'] as const;
/** Spec 9: at most 20 toasts at once. */
const MOST_TOASTS = 20;
/** Spec 9: each toast is hidden after 5 s. */
const LIFETIME_MS = 5000;
const STEP_MS = 10;

interface Shown {
  tone: (typeof TONES)[number];
  /** Page clock time (ms since the pause) the toast was shown at. */
  at: number;
}

interface ToastScratch {
  /** Newest first, as the page lists them. */
  shown: Shown[];
  /** Page clock time since the pause. */
  now: number;
  raised: number;
}

const state = (scratch: Record<string, unknown>) =>
  (scratch.toasts ??= { shown: [], now: 0, raised: 0 }) as ToastScratch;
const list = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');

async function showsToasts({ page, scratch }: WalkContext) {
  const { shown } = state(scratch);
  await expect(list(page)).toHaveCount(shown.length);
  await expect(list(page).first()).toHaveAttribute('data-tone', shown[0]!.tone);
  await expect(list(page).last()).toHaveAttribute('data-tone', shown.at(-1)!.tone);
}

async function runClock(page: Page, toast: ToastScratch, ms: number) {
  await page.clock.runFor(ms);
  toast.now += ms;
}

export const toasterModel: UiModel = {
  machine: 'toaster',
  async start({ page }) {
    await logIn(page);
    await page.goto('/components/notifications');
    await expect(page.getByRole('button', { name: 'Show info' })).toBeVisible();
    await expect(list(page)).toHaveCount(0);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
  },
  states: {
    'toaster.empty': async ({ page }) => {
      await expect(list(page)).toHaveCount(0);
    },
    'toaster.showing': showsToasts,
  },
  actions: {
    'toast.show': async ({ page, scratch }) => {
      const toast = state(scratch);
      const tone = TONES[toast.raised % TONES.length]!;
      toast.raised += 1;
      // Enter on the focused button: the toasts stacking up over the page cannot be in the way of a keypress.
      await page.getByRole('button', { name: `Show ${tone}` }).press('Enter');
      toast.shown = [{ tone, at: toast.now }, ...toast.shown].slice(0, MOST_TOASTS);
      await runClock(page, toast, STEP_MS);
    },
    'toast.dismiss': async ({ page, scratch }) => {
      const toast = state(scratch);
      await list(page)
        .first()
        .getByRole('button', { name: /^Dismiss notification/ })
        .press('Enter');
      toast.shown = toast.shown.slice(1);
    },
    'toast.expired': async ({ page, scratch }) => {
      const toast = state(scratch);
      const oldest = toast.shown.at(-1);
      if (!oldest) throw new Error('no toast left to expire');
      await runClock(page, toast, oldest.at + LIFETIME_MS - toast.now);
      toast.shown = toast.shown.slice(0, -1);
    },
  },
};
