/** Checks every page of the product passes (issue 14): no sideways scrolling, and axe's WCAG 2.1 A and AA rules. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** How far the page scrolls sideways (0: it fits its viewport). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** axe's WCAG 2.1 A and AA violations on the page as it is, one line per rule with its first nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
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
