/** Checks every page of the product passes (issue 14): no sideways scrolling, and axe's WCAG 2.1 A and AA rules. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** How far the page scrolls sideways (0: it fits its viewport). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The narrowest margin the page content keeps from the window's edges. */
export const CONTENT_INSET = 12;

/**
 * How far the page's heading (the first shown `h1` of `main`) keeps from the window's left and right edges, the
 * smaller of the two; null when the page has no shown heading. Text that touches the screen's edge on a phone is
 * a page without its side padding.
 */
export const headingInset = (page: Page) =>
  page.evaluate(() => {
    const heading = [...document.querySelectorAll('main h1')].find((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 2 && box.height > 2;
    });
    if (!heading) return null;
    const box = heading.getBoundingClientRect();
    return Math.min(box.left, document.documentElement.clientWidth - box.right);
  });

/** Whether `item` shows wholly inside the visible part of `strip` (a tab strip that scrolls sideways). */
export async function shownInStrip(item: Locator, strip: Locator): Promise<boolean> {
  const [box, stripBox] = await Promise.all([item.boundingBox(), strip.boundingBox()]);
  if (!box || !stripBox) return false;
  return box.x >= stripBox.x - 0.5 && box.x + box.width <= stripBox.x + stripBox.width + 0.5;
}

/**
 * axe's WCAG 2.1 A and AA violations on the page as it is, one line per rule with its first nodes.
 * A page without frames is checked by `axe.run` in the page itself (AxeBuilder's legacy mode): the same rules and
 * results, in half the time. By default AxeBuilder runs axe in each frame and opens a blank page to join the frames'
 * results, about 0.7 s of every check (the e2e run makes some 170). A page with a frame (the checkout) is checked
 * the default way, its frames included.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const framed = (await page.locator('iframe').count()) > 0;
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(!framed)
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const found = await axeViolations(page);
  expect(found, found.join('\n')).toEqual([]);
}

/** Waits two frames: what the page drew since has been laid out, painted and reported to its observers. */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Sets the viewport and waits two frames, so media queries and the components that follow them have re-rendered. */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  const current = page.viewportSize();
  if (current?.width === width && current.height === height) return;
  await page.setViewportSize({ width, height });
  await afterTwoFrames(page);
}

export interface LayoutShift {
  value: number;
  /** The start of the text of each element that moved. */
  moved: string[];
}

/** From the next navigation on, records the page's layout shifts; `layoutShifts` reads them. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node: Node | null }[];
      })[]) {
        const moved = entry.sources.map((source) => source.node?.textContent?.slice(0, 40) ?? '?');
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far (`recordLayoutShifts`), once the last two frames have reported theirs. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  await afterTwoFrames(page);
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}
