/**
 * The top bar's two dropdowns (profile menu, book a call) open on mouse hover, close after a grace delay when the
 * mouse leaves, open pinned on a click and close on Escape. Their UI models share how the user does that:
 * - the pointer goes to the button (`hover`) or to an empty spot of the page (`leave`), so only the events the
 *   step names are sent (a Playwright click would move the mouse onto the button first and send a hover too);
 * - a click is the keyboard's Enter on the focused button, which sends the click without moving the mouse.
 * The page's clock is paused once the page is ready: the grace delay runs only when a path's delay step runs it.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { logIn } from '../../e2e/support/session.ts';
import type { WalkContext } from './uiModel.ts';

/** A spot of the page's main area, away from the top bar and its dropdowns. */
export async function moveMouseAway(page: Page): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(Math.round(viewport.width / 3), Math.round(viewport.height * 0.8));
}

/** Logs in, opens the planner and pauses the page's clock with the mouse away from the top bar. */
export async function startOnPlanner({ page }: WalkContext, button: (page: Page) => Locator): Promise<void> {
  await logIn(page);
  await page.goto('/contentplanner');
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
  await expect(button(page)).toBeVisible();
  await moveMouseAway(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Moves the mouse onto the button's centre (a hover, no click). */
export async function hover(button: Locator): Promise<void> {
  await button.hover();
}

/** Presses Enter on the button: a click that does not move the mouse. */
export async function pressButton(button: Locator): Promise<void> {
  await button.press('Enter');
}

/** The dropdown's button and panel agree that it is open or closed. */
export async function expectOpen(button: Locator, panel: Locator, open: boolean): Promise<void> {
  await expect(button).toHaveAttribute('aria-expanded', String(open));
  if (open) await expect(panel).toBeVisible();
  else await expect(panel).toHaveCount(0);
}
