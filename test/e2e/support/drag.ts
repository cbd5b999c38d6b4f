/**
 * Dragging cards in the planner as a hand would (the e2e suite and the planner's UI model): a few small steps first
 * (a mouse drag starts after 5 px), then on to the target, held there until the planner shows it as the drop target;
 * the same with a finger (a long press, then the move); and the check that a dropped card is where it was aimed.
 */
import { expect, type Locator, type Mouse, type Page } from '@playwright/test';

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

/**
 * Scrolls the card and the slot into view with the middle between them at the middle of their scrolling region: a
 * card or slot near a region's edge lies in dnd-kit's auto-scroll zone, and the grid scrolls under a pointer held
 * there (seen under load: a drop aimed at 11:00 landed at 12:00, or at 22:00). The card is kept clear of the grid's
 * sticky day headings.
 */
export async function centreBoth(source: Locator, target: Locator) {
  const slot = await target.elementHandle();
  await source.evaluate((card, slotElement) => {
    if (!slotElement) return;
    slotElement.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    let region: HTMLElement | null = card.parentElement;
    while (
      region &&
      !(region.scrollHeight > region.clientHeight && /auto|scroll/.test(getComputedStyle(region).overflowY))
    )
      region = region.parentElement;
    if (region) {
      const a = card.getBoundingClientRect();
      const b = slotElement.getBoundingClientRect();
      const box = region.getBoundingClientRect();
      region.scrollTop +=
        (Math.min(a.top, b.top) + Math.max(a.bottom, b.bottom)) / 2 - (box.top + box.height / 2);
      region.scrollLeft +=
        (Math.min(a.left, b.left) + Math.max(a.right, b.right)) / 2 - (box.left + box.width / 2);
    }
    card.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  }, slot);
  await slot?.dispose();
}

/** Drags `source` onto `target` with the mouse and lets go once the planner shows `target` as the drop target. */
export async function dragCard(mouse: Mouse, source: Locator, target: Locator) {
  await centreBoth(source, target);
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

/**
 * Drags `source` onto `target` with a finger, through Chromium's touch input (CDP): a press that holds still until
 * the drag starts (the planner's 250 ms long press: the dragged card's copy appears), then a move to the target and
 * the finger lifted.
 */
export async function touchDrag(page: Page, source: Locator, target: Locator) {
  await centreBoth(source, target);
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the card or the slot is not on screen');
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  const start = { x: from.x + from.width / 2, y: from.y + 12 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(start.x, start.y) });
    await expect(page.getByTestId('drag-preview')).toBeVisible();
    for (let step = 1; step <= 12; step += 1) {
      const x = start.x + ((end.x - start.x) * step) / 12;
      const y = start.y + ((end.y - start.y) * step) / 12;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
    }
    await aimAt(target, (x, y) =>
      cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) }),
    );
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * Waits for the dropped card in `slot`; if it does not come, fails saying where the card is and what the page said
 * (a drop the planner never got leaves the card in place with no toast; one that landed elsewhere says where).
 */
export async function expectDroppedIn(page: Page, slot: Locator, text: string) {
  try {
    await expect(slot.locator('article', { hasText: text })).toBeVisible();
  } catch (error) {
    const where = await page
      .locator('article[data-post-id]', { hasText: text })
      .evaluateAll((cards) =>
        cards.map((element) => {
          const cell = element.closest('td');
          return `${cell?.dataset.day ?? '?'} ${cell?.dataset.time ?? '?'}`;
        }),
      )
      .catch(() => []);
    const said = await page
      .getByRole('status')
      .allInnerTexts()
      .catch(() => []);
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `the card is not in the slot: it is at [${where.join(', ')}]; status: ${JSON.stringify(said)}; ` +
        `alerts: ${JSON.stringify(alerts)}\n${String(error)}`,
      { cause: error },
    );
  }
}
