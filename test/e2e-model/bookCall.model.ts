/**
 * UI model of the book-a-call dropdown (spec 2.6, 9): hover opens it, leaving closes it after 300 ms unless the
 * mouse comes back, a click pins it open, a second click, Escape or a click outside closes it. The entries are the
 * spec's support e-mails (src/domain/bookCall.ts).
 */
import { expect, type Page } from '@playwright/test';
import { BOOK_CALL_ITEMS } from '../../src/domain/bookCall.ts';
import { expectOpen, hover, moveMouseAway, pressButton, startOnPlanner } from './support/dropdownModel.ts';
import type { UiModel, WalkContext } from './support/uiModel.ts';

const button = (page: Page) => page.getByRole('button', { name: 'Book a call' });
const panel = (page: Page) => page.getByRole('region', { name: 'Book a call' });

async function showsEntries({ page }: WalkContext) {
  await expectOpen(button(page), panel(page), true);
  for (const item of BOOK_CALL_ITEMS) await expect(panel(page)).toContainText(item.label);
}

export const bookCallModel: UiModel = {
  machine: 'bookCall',
  start: (ctx) => startOnPlanner(ctx, button),
  states: {
    'bookCall.closed': ({ page }) => expectOpen(button(page), panel(page), false),
    'bookCall.open.hovered': showsEntries,
    'bookCall.open.leaving': showsEntries,
    'bookCall.open.pinned': showsEntries,
  },
  actions: {
    'bookCall.pointerEntered': ({ page }) => hover(button(page)),
    'bookCall.pointerLeft': ({ page }) => moveMouseAway(page),
    'bookCall.buttonClicked': ({ page }) => pressButton(button(page)),
    'bookCall.dismissed': ({ page }) => page.keyboard.press('Escape'),
  },
};
