/**
 * Where to point the mouse on the design editor's canvas (react-konva): the stage is read through the Konva global
 * the library installs (`window.Konva.stages`), only to find where a layer is drawn; the presses themselves are
 * real mouse events. Playwright's clock is paused during a walk, so the canvas is given a few animation frames to
 * draw (Konva draws, and updates its hit regions, on requestAnimationFrame) before it is read.
 */
import type { Page } from '@playwright/test';

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Lets Konva draw what changed (two animation frames on the paused clock). */
export async function drawCanvas(page: Page): Promise<void> {
  await page.clock.runFor(40);
}

/**
 * A point on the screen where a press lands on the first selected layer ('selected': the Transformer's first node,
 * at a spot no other layer covers) or on nothing ('empty': the page's background or the view around it).
 */
export async function canvasPoint(page: Page, target: 'selected' | 'empty'): Promise<ScreenPoint> {
  await drawCanvas(page);
  const point = await page.evaluate((wanted) => {
    interface Box {
      x: number;
      y: number;
      width: number;
      height: number;
    }
    interface KonvaNode {
      id(): string;
      name(): string;
      getParent(): KonvaNode | null;
      getClientRect(): Box;
      nodes?(): KonvaNode[];
    }
    interface KonvaStage {
      container(): HTMLElement;
      width(): number;
      height(): number;
      getIntersection(point: { x: number; y: number }): KonvaNode | null;
      findOne(selector: string): KonvaNode | undefined;
    }
    const konva = (window as unknown as { Konva?: { stages: KonvaStage[] } }).Konva;
    const stage = konva?.stages.find((candidate) => document.body.contains(candidate.container()));
    if (!stage) return null;
    let area: Box = { x: 0, y: 0, width: stage.width(), height: stage.height() };
    let accepts: (hit: KonvaNode | null) => boolean = (hit) =>
      hit === null || hit.name() === 'page-background';
    if (wanted === 'selected') {
      const node = stage.findOne('Transformer')?.nodes?.()[0];
      if (!node) return null;
      const id = node.id();
      area = node.getClientRect();
      accepts = (hit) => {
        for (let at = hit; at !== null; at = at.getParent()) if (at.id() === id) return true;
        return false;
      };
    }
    const share = [0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9];
    for (const fy of share) {
      for (const fx of share) {
        const x = area.x + area.width * fx;
        const y = area.y + area.height * fy;
        if (x < 2 || y < 2 || x > stage.width() - 2 || y > stage.height() - 2) continue;
        if (!accepts(stage.getIntersection({ x, y }))) continue;
        const box = stage.container().getBoundingClientRect();
        return { x: box.left + x, y: box.top + y };
      }
    }
    return null;
  }, target);
  if (!point)
    throw new Error(
      `no spot on the canvas where a press lands on ${target === 'selected' ? 'the selected layer' : 'nothing'}`,
    );
  return point;
}
