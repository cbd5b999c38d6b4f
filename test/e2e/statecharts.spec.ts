/**
 * The statechart viewer (issue 7) against the real server and a production build: staff see every machine and
 * the drawn charts, the Mermaid export is the text of docs/statecharts, customers and visitors get the 404 page.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { catalogue } from '../../machines/catalogue.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';

const STAFF = { username: 'staff@demo.test', password: 'demo1234' };

/** The diagram of a committed chart (docs/statecharts/<id>.md), as Mermaid text. */
function committedDiagram(id: string): string {
  const markdown = readFileSync(`docs/statecharts/${id}.md`, 'utf8');
  const match = /```mermaid\n([\s\S]*?)\n```/.exec(markdown);
  if (!match) throw new Error(`docs/statecharts/${id}.md has no mermaid block`);
  return `${match[1]}\n`;
}

test('staff see every machine and the auth chart drawn, and export its Mermaid text', async ({ page }) => {
  await logIn(page, STAFF);
  await page.goto('/statecharts?machine=auth');
  await expect(page.getByRole('heading', { name: 'Statecharts' })).toBeVisible();

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
  expect(mermaid).toBe(committedDiagram('auth'));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Mermaid' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('auth.mmd');
  const path = await download.path();
  expect(readFileSync(path, 'utf8')).toBe(committedDiagram('auth'));

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
