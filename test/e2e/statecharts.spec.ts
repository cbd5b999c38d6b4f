/**
 * The statechart viewer (issue 7) against the real server and a production build: staff see every machine and
 * the drawn charts, the Mermaid export is the whole machine as scripts/mermaid.ts writes it, customers and visitors
 * get the 404 page.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { catalogue } from '../../machines/catalogue.ts';
import { allStateNodes, allTransitionKeys } from '../../machines/chartModel.ts';
import { mermaidStateDiagram } from '../../scripts/mermaid.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';

const STAFF = { username: 'staff@demo.test', password: 'demo1234' };

/**
 * The Mermaid text the viewer exports: the whole machine in one diagram (scripts/mermaid.ts). It is the chart of
 * docs/statecharts for a small machine; a big one (auth) is drawn there in parts (scripts/mermaidParts.ts).
 */
function wholeDiagram(id: string): string {
  const entry = catalogue.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no machine ${id} in the catalogue`);
  return mermaidStateDiagram(entry.machine);
}

test('staff see every machine and the auth chart drawn, and export its Mermaid text', async ({ page }) => {
  await logIn(page, STAFF);
  await page.goto('/statecharts?machine=auth');
  // The viewer is a lazy chunk of 1.5 MB (elkjs): slow to arrive on a busy 2-core machine.
  await expect(page.getByRole('heading', { name: 'Statecharts' })).toBeVisible({ timeout: 20_000 });

  const list = page.getByRole('navigation', { name: 'Machines' });
  for (const entry of catalogue) {
    await expect(list.locator(`[data-machine="${entry.id}"]`)).toContainText(entry.title);
  }

  const chart = page.locator('svg[data-statechart="auth"]');
  await expect(chart).toBeVisible({ timeout: 15_000 });
  const authEntry = catalogue.find((entry) => entry.id === 'auth')!;
  await expect(page.getByRole('img', { name: `${authEntry.title} statechart` })).toBeVisible();
  for (const node of Object.values(authEntry.machine.root.states)) {
    await expect(chart.locator(`[data-state="${node.id}"]`)).toContainText(node.key);
  }

  const mermaid = await page.locator('pre[data-mermaid="auth"]').textContent();
  expect(mermaid).toBe(wholeDiagram('auth'));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Mermaid' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('auth.mmd');
  const path = await download.path();
  expect(readFileSync(path, 'utf8')).toBe(wholeDiagram('auth'));

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('auth.svg');
  expect(readFileSync(await svg.path(), 'utf8')).toContain('data-state="auth.loggedIn"');

  // Another machine, picked from the list.
  await list.locator('[data-machine="chat"]').click();
  await expect(page.locator('svg[data-statechart="chat"]')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/machine=chat/);
});

test('a customer gets the 404 page', async ({ page }) => {
  await logIn(page, DEMO_OWNER);
  await page.goto('/statecharts');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.locator('svg[data-statechart]')).toHaveCount(0);
});

test('a logged-out visitor gets the 404 page, not the login form', async ({ page }) => {
  await page.goto('/statecharts');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page).toHaveURL(/\/statecharts$/);
});

test('the Coverage tab draws what the last model run did not cover in red, and says when there is no report', async ({
  page,
}) => {
  const file = process.env.E2E_MODEL_COVERAGE_FILE!;
  rmSync(file, { force: true });
  await logIn(page, STAFF);
  await page.goto('/statecharts?machine=betaToggle');
  await page.getByRole('tab', { name: 'Coverage' }).click({ timeout: 20_000 });
  await expect(page.getByRole('alert')).toContainText('No coverage report yet: run npm run test:model');

  // A report (the shape test/model/machines.test.ts writes) in which one state and one transition were missed.
  const entry = catalogue.find((candidate) => candidate.id === 'betaToggle')!;
  const states = allStateNodes(entry.machine).map((node) => node.id);
  const transitions = allTransitionKeys(entry.machine);
  const missedState = 'betaToggle.confirming';
  const missedTransition = transitions.find((key) => key.startsWith('betaToggle.off on beta.turnedOn'))!;
  const coveredStates = states.filter((id) => id !== missedState);
  const coveredTransitions = transitions.filter((key) => key !== missedTransition);
  writeFileSync(
    file,
    JSON.stringify({
      machines: [
        {
          id: 'betaToggle',
          states: { covered: coveredStates.length, total: states.length },
          transitions: { covered: coveredTransitions.length, total: transitions.length },
          coveredStates,
          coveredTransitions,
        },
      ],
    }),
  );
  await page.reload();
  await page.getByRole('tab', { name: 'Coverage' }).click({ timeout: 20_000 });
  await expect(
    page.getByText(
      `States ${coveredStates.length}/${states.length}, transitions ${coveredTransitions.length}/${transitions.length} covered`,
    ),
  ).toBeVisible();
  const chart = page.locator('svg[data-statechart="betaToggle"]');
  await expect(chart.locator('[data-legend="coverage"]')).toContainText('(1 states, 1 transitions)');
  await expect(chart.locator(`[data-state="${missedState}"][data-uncovered="true"]`)).toHaveCount(1);
  await expect(chart.locator('[data-state="betaToggle.on"][data-uncovered="true"]')).toHaveCount(0);
  await expect(
    chart.locator(`[data-transition="${missedTransition}"][data-uncovered="true"]`),
  ).not.toHaveCount(0);
  rmSync(file, { force: true });
});

test('a large chart opens with readable labels, zooms with Ctrl and the wheel, and moves by dragging (issue 15)', async ({
  page,
}) => {
  await logIn(page, STAFF);
  await page.goto('/statecharts?machine=planner');
  await expect(page.getByRole('heading', { name: 'Statecharts' })).toBeVisible({ timeout: 20_000 });
  const list = page.getByRole('navigation', { name: 'Machines' });
  /** Each state label's drawn size in CSS pixels: its font size times the chart's scale. */
  const labelSizes = (id: string) =>
    page.locator(`svg[data-statechart="${id}"]`).evaluate((svg) => {
      const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      return [...svg.querySelectorAll('[data-state] > text')].map(
        (text) => Number(text.getAttribute('font-size')) * scale,
      );
    });
  for (const id of ['planner', 'auth', 'chat', 'accountSwitch']) {
    await list.locator(`[data-machine="${id}"]`).click();
    await expect(page.locator(`svg[data-statechart="${id}"]`)).toBeVisible({ timeout: 15_000 });
    const sizes = await labelSizes(id);
    expect(sizes.length).toBeGreaterThan(5);
    expect(Math.min(...sizes), `${id}: the smallest state label`).toBeGreaterThanOrEqual(11);
  }

  const chart = page.locator('svg[data-statechart="accountSwitch"]');
  const region = page.getByRole('region', { name: /^Chart/ });
  const width = async () => (await chart.boundingBox())!.width;
  const before = await width();
  const box = (await region.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect.poll(width).toBeGreaterThan(before * 1.5);
  // The wheel alone does not zoom.
  const zoomed = await width();
  await page.mouse.wheel(0, 200);
  expect(await width()).toBeCloseTo(zoomed, 0);

  // A drag moves the chart: the region scrolls the other way.
  const scroll = () =>
    region.evaluate((element) => ({
      left: element.scrollLeft,
      top: element.scrollTop,
      roomLeft: element.scrollWidth - element.clientWidth - element.scrollLeft,
      roomTop: element.scrollHeight - element.clientHeight - element.scrollTop,
    }));
  // The wheel above scrolls smoothly, over several frames: start once the region has stopped moving (it failed a
  // fresh-clone CI when read mid-scroll: the drag seemed to move 230 px instead of 60).
  await region.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = -1;
    for (let frames = 0; frames < 120 && element.scrollTop !== last; frames += 1) {
      last = element.scrollTop;
      await frame();
      await frame();
    }
  });
  const start = await scroll();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 - 60, { steps: 5 });
  await page.mouse.up();
  const moved = await scroll();
  // As far as the chart has room to move (the region cannot scroll past its end).
  expect(start.roomLeft).toBeGreaterThan(150);
  expect(moved.left - start.left).toBeCloseTo(150, -1);
  expect(moved.top - start.top).toBeCloseTo(Math.min(60, start.roomTop), -1);

  // The keys zoom too, and the JSON for Stately downloads.
  await region.focus();
  const beforeKey = await width();
  await page.keyboard.press('-');
  await expect.poll(width).toBeLessThan(beforeKey);
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download for Stately' }).click(),
  ]);
  expect(json.suggestedFilename()).toBe('accountSwitch.stately.json');
  expect(readFileSync(await json.path(), 'utf8')).toBe(
    readFileSync('docs/statecharts/accountSwitch.stately.json', 'utf8'),
  );
});
