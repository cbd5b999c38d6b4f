/**
 * What the tests of the library's smaller calls share (routes/libraryExtras.ts, issue 18): reelIdeas.test.ts (reel
 * ideas and their folders) and libraryExtras.test.ts (post texts, user details, spec 7.5's paths, mail). The logins
 * each file's own seededServer makes (the files run in separate workers, each with its own server), role 3's
 * refusal, and calls on a file's server as a signed-in user (or nobody) about an account.
 */
import {
  MANY,
  NEWOWNER,
  OWNER,
  STAFF,
  VIEWER,
  call,
  errorJson,
  type CallOptions,
  type LoggedIn,
  type TestServer,
} from './support.ts';

/** The logins of both files' seededServer. */
export const EXTRAS_LOGINS = { owner: OWNER, viewer: VIEWER, many: MANY, stranger: NEWOWNER, staff: STAFF };

export const ROLE_REFUSED = errorJson(403, 'Your role on this account does not allow this.');

export const onAccount = (accountId: number, header = 'accountId') => ({
  headers: { [header]: String(accountId) },
});

/** Calls on `t`'s server (read once its beforeAll ran), and the account's picked industries or categories. */
export function extrasCalls(t: { server: TestServer }) {
  const as = (who: LoggedIn | null, method: string, path: string, options: CallOptions = {}) =>
    call(t.server.app, method, `/api${path}`, { ...(who ? { token: who.token } : {}), ...options });
  const post = (who: LoggedIn | null, path: string, body: Record<string, unknown>) =>
    as(who, 'POST', path, { body });

  async function pick(table: 'account_industries' | 'account_categories', accountId: number, ids: number[]) {
    const column = table === 'account_industries' ? 'industry_id' : 'category_id';
    await t.server.db.query(`delete from ${table} where account_id = $1`, [accountId]);
    for (const id of ids) {
      await t.server.db.query(`insert into ${table} (account_id, ${column}) values ($1, $2)`, [
        accountId,
        id,
      ]);
    }
  }

  return { as, post, pick };
}
