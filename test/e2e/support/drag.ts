/**
 * Dragging cards in the planner as a hand would (the e2e suite and the planner's UI model): a few small steps first
 * (a mouse drag starts after 5 px), then on to the target, held there until the planner shows it as the drop target.
 */
import { expect, type Locator, type Mouse } from '@playwright/test';

/**
 * Keeps the pointer on `target` until the planner shows it as the drop target: a drag near a scroll region's edge
 * scrolls it, which can move the slot from under a pointer that stood still.
 */
export async function aimAt(target: Locator, moveTo: (x: number, y: number) => Promise<unknown>) {
  await expect(async () => {
    const box = await target.boundingBox();
    if (!box) throw new Error('the slot is not on screen');
    await moveTo(box.x + box.width / 2, box.y + box.height / 2);
    await expect(target).toHaveClass(/outline-indigo-600/, { timeout: 500 });
  }).toPass();
}

/** Drags `source` onto `target` with the mouse and lets go once the planner shows `target` as the drop target. */
export async function dragCard(mouse: Mouse, source: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the card or the slot is not on screen');
  // Near the card's top: a card in the last hour of a scrolled grid may be cut off below.
  await mouse.move(from.x + from.width / 2, from.y + 12);
  await mouse.down();
  await mouse.move(from.x + from.width / 2 + 8, from.y + 20, { steps: 4 });
  await mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await aimAt(target, (x, y) => mouse.move(x, y));
  await mouse.up();
}
