/**
 * Which account a call is about, answered once for every route that acts on an account (`/auth/*` in app.ts, and
 * the `member` routes outside /auth/ of routes/*.ts). Every account the request names (`account_id` in the body,
 * the `account_Id` or `accountId` header; 0 means "no account", spec 7.4) must be one of the user's, else 404
 * `No such account.`: the same answer as for an id that does not exist, so ids cannot be probed. The call is then
 * about the first named account, else the user's landing account (null when the user has none); routes read it with
 * `scopedAccount` (404 when there is none) or `c.get('account')`. The user's role on those accounts is checked
 * against the route's permission (permissions.ts, ROUTE_RULES) before the route runs.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { accountRefField } from '../contract/fields.ts';
import type { Db } from './db.ts';
import type { AppEnv } from './env.ts';
import { HttpError, check, jsonBody, messages } from './http.ts';
import { requirePermission } from './permissions.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The 404 of an account that is not the user's, or that the user does not have. */
export const noSuchAccount = () => new HttpError(404, messages.noSuchAccount);

/** Every account id the request names (body first, then the headers); ids of 0 are left out. */
async function namedAccounts(c: Context<AppEnv>): Promise<number[]> {
  const named: number[] = [];
  if (BODY_METHODS.has(c.req.method)) {
    const body = await jsonBody(c);
    if (body.account_id !== undefined && body.account_id !== null) {
      named.push(check(accountRefField('account_id'), body.account_id, 'account_id'));
    }
  }
  for (const header of ['account_Id', 'accountId'] as const) {
    const value = c.req.header(header);
    if (value !== undefined && value.trim() !== '') {
      named.push(check(accountRefField(header), value, header));
    }
  }
  return named.filter((id) => id !== 0);
}

interface Membership {
  account_id: number;
  account_role: number;
}

/**
 * Membership of every named account (else 404), the account of the call (`account`: the first named, else the
 * landing account) and the user's roles there (`accountRoles`, read by requirePermission).
 */
function resolveAccount(deps: { db: Db }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const named = await namedAccounts(c);
    const ids = [...new Set(named)];
    const userId = c.get('session').userId;
    const rows =
      ids.length > 0
        ? await deps.db.query<Membership>(
            `select account_id, account_role from account_memberships
             where user_id = $1 and account_id = any($2::int[])`,
            [userId, ids],
          )
        : await deps.db.query<Membership>(
            `select account_id, account_role from account_memberships where user_id = $1
             order by is_landing desc, account_id limit 1`,
            [userId],
          );
    if (rows.length !== ids.length && ids.length > 0) throw noSuchAccount();
    c.set(
      'accountRoles',
      rows.map((row) => row.account_role),
    );
    c.set('accountId', named[0] ?? null);
    c.set('account', named[0] ?? rows[0]?.account_id ?? null);
    await next();
  };
}

/** The account middleware: the account of the call, resolved and checked, then the route's permission. */
export function accountScope(deps: { db: Db }): MiddlewareHandler<AppEnv> {
  return every(resolveAccount(deps), requirePermission());
}

/** The account the call is about (accountScope ran before); 404 when the user has none. */
export function scopedAccount(c: Context<AppEnv>): number {
  const account = c.get('account');
  if (account === null) throw noSuchAccount();
  return account;
}
