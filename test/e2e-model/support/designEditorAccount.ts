/**
 * The design editor UI model's account and design (designEditor.model.ts): many@demo.test on Harbor Lights Cafe,
 * which no other UI model or e2e spec edits designs of. Harbor is made the browser's current account through its
 * storage and the user detail cookie, as a switch would leave them, without opening another account's address
 * (that would change his landing account on the server, which the account switching model relies on). The design
 * is made once per worker through the API, holding the samples' SAMPLE_DOC.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { SAMPLE_DESIGN, SAMPLE_DOC } from '../../../machines/designEditor.samples.ts';
import { apiHeaders } from '../../e2e/support/api.ts';

export const MANY = { username: 'many@demo.test', password: 'demo1234' };
const HARBOR = 'Harbor Lights Cafe';

export interface Harbor {
  accountId: number;
  accountRole: number;
  designId: number;
}

let harborDesign: Promise<Harbor> | undefined;

export function openHarbor(page: Page, token: string): Promise<Harbor> {
  harborDesign ??= (async () => {
    const request = page.context().request;
    const listed = await request.get('/api/auth/getUAccounts', { headers: apiHeaders(token) });
    const rows = (
      (await listed.json()) as { data: { id: number; accountName: string; account_role: number }[] }
    ).data;
    const row = rows.find((account) => account.accountName === HARBOR)!;
    const headers = apiHeaders(token, row.id);
    const created = await request.post('/api/auth/designs', {
      headers,
      data: { account_id: row.id, name: SAMPLE_DESIGN.name, preset: 'square', width: 1080, height: 1080 },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const saved = await request.put(`/api/auth/designs/${id}`, {
      headers,
      data: { account_id: row.id, version: 1, doc: SAMPLE_DOC },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    return { accountId: row.id, accountRole: row.account_role, designId: id };
  })();
  return harborDesign;
}

/** Harbor Lights Cafe as the browser's current account: its storage and the user detail cookie (no switch). */
export async function selectHarbor(context: BrowserContext, harbor: Harbor): Promise<void> {
  const detail = (await context.cookies()).find((cookie) => cookie.name === 'auth.usedetail')!;
  const value = JSON.parse(decodeURIComponent(detail.value)) as Record<string, unknown>;
  const mine = { ...value, accountId: harbor.accountId, account_role: harbor.accountRole };
  await context.addCookies([{ ...detail, value: encodeURIComponent(JSON.stringify(mine)) }]);
  await context.addInitScript(
    ([accountId, role]) => {
      localStorage.setItem('accountId', accountId);
      localStorage.setItem('account_role', role);
    },
    [String(harbor.accountId), String(harbor.accountRole)] as const,
  );
}
