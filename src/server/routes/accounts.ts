/** Account calls of spec 7.2: getUAccounts, getaccountdetails, setlandingaccount. */
import { Hono } from 'hono';
import { noSuchAccount } from '../accountScope.ts';
import { accountDetailsRequest, setLandingAccountRequest } from '../../contract/accounts.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { ok, parseBody } from '../http.ts';
import { accountOf, accountsOf } from '../store.ts';

/** Mounted under /api; every path here is under /auth/, so session and membership are already checked. */
export function accountRoutes({ db }: { db: Db }) {
  const routes = new Hono<AppEnv>();

  routes.get('/auth/getUAccounts', async (c) => ok(c, await accountsOf(db, c.get('session').userId)));

  routes.post('/auth/getaccountdetails', async (c) => {
    const { account_id } = await parseBody(c, accountDetailsRequest);
    const account = await accountOf(db, c.get('session').userId, account_id);
    if (!account) throw noSuchAccount();
    return ok(c, [account], { code: 200 });
  });

  routes.post('/auth/setlandingaccount', async (c) => {
    const { account_id } = await parseBody(c, setLandingAccountRequest);
    const userId = c.get('session').userId;
    const account = await db.transaction(async (tx) => {
      const member = await tx.query(
        'select 1 from account_memberships where user_id = $1 and account_id = $2',
        [userId, account_id],
      );
      if (member.length === 0) return null;
      // Clear first: at most one landing account per user (partial unique index).
      await tx.query(
        'update account_memberships set is_landing = false where user_id = $1 and is_landing and account_id <> $2',
        [userId, account_id],
      );
      await tx.query(
        'update account_memberships set is_landing = true where user_id = $1 and account_id = $2',
        [userId, account_id],
      );
      return accountOf(tx, userId, account_id);
    });
    if (!account) throw noSuchAccount();
    return ok(c, account, { code: 200 });
  });

  return routes;
}
