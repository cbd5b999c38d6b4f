/**
 * The generated charts (docs/statecharts, `npm run charts`) as Mermaid really draws them (issue 15): every
 * ```mermaid block of every chart is rendered in Chromium with the pinned Mermaid's browser bundle, with both of
 * its layouts (ELK, Mermaid 12's default for state diagrams, and dagre, the default of older renderers), and
 * measured: each state's box lies inside the box of every composite state it is written in, no state is first
 * named by an arrow outside its parent, and no diagram is wider than MAX_WIDTH. Needs no app server.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import {
  type MermaidLayout,
  diagramNesting,
  mermaidBlocks,
  misplacedStates,
  openMermaidPage,
  renderDiagram,
} from './support/mermaidLayout.ts';

const CHARTS_DIR = 'docs/statecharts';
/** Wider than this a diagram no longer reads on a laptop screen: the generator draws big machines in parts. */
const MAX_WIDTH = 1600;
const LAYOUTS: readonly MermaidLayout[] = ['elk', 'dagre'];

const charts = readdirSync(CHARTS_DIR)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .sort();

test('there are charts to check', () => {
  expect(charts.length).toBeGreaterThan(0);
});

for (const layout of LAYOUTS) {
  test.describe(`${layout} layout`, () => {
    // One page with Mermaid loaded (5 MB of script) for all charts; a failing chart does not stop the others.
    test.describe.configure({ mode: 'default' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await openMermaidPage(page, layout);
    });
    test.afterAll(async () => {
      await page.close();
    });

    for (const chart of charts) {
      test(`${chart}: states inside their parents, at most ${MAX_WIDTH} px wide`, async () => {
        const blocks = mermaidBlocks(readFileSync(join(CHARTS_DIR, chart), 'utf8'));
        expect(blocks.length, `${chart} has no mermaid block`).toBeGreaterThan(0);
        const problems: string[] = [];
        const measured: string[] = [];
        for (const [index, source] of blocks.entries()) {
          const where = `${chart} diagram ${index + 1}`;
          const nesting = diagramNesting(source);
          const drawn = await renderDiagram(page, source, `chart${index}`);
          const misplaced = misplacedStates(nesting, drawn);
          measured.push(`${index + 1}: ${Math.round(drawn.width)} px wide, ${misplaced.length} misplaced`);
          for (const id of nesting.undeclared)
            problems.push(`${where}: ${id} is named by an arrow, not declared`);
          for (const problem of misplaced) problems.push(`${where}: ${problem}`);
          if (drawn.width > MAX_WIDTH) {
            problems.push(`${where}: ${Math.round(drawn.width)} px wide (at most ${MAX_WIDTH})`);
          }
        }
        test.info().annotations.push({ type: 'measured', description: measured.join('; ') });
        expect(problems, `${chart} as Mermaid draws it (${layout})`).toEqual([]);
      });
    }
  });
}
