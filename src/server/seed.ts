/**
 * Demo data, created at every start when missing (never overwritten): two demo users and two
 * accounts, so the app can be tried at once. DEMO_LOGINS is what main.ts prints and the README copies.
 */
import type { Db, Queryable } from './db.ts';
import { hashPassword } from './security.ts';

export interface DemoLogin {
  email: string;
  password: string;
  shows: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    email: 'owner@demo.test',
    password: 'demo1234',
    shows: 'Olivia Owner: two accounts (Acme Bakery, landing; Northwind Studio), account_role 1',
  },
  {
    email: 'member@demo.test',
    password: 'demo1234',
    shows: 'Milo Member: Acme Bakery only, account_role 3 (no Dashboard or My library)',
  },
];

/** The table main.ts prints after 'Listening on ...'. */
export function demoLoginTable(): string {
  const header = { email: 'e-mail', password: 'password', shows: 'what it shows' };
  const rows = [header, ...DEMO_LOGINS];
  const width = (key: 'email' | 'password') => Math.max(...rows.map((row) => row[key].length));
  const line = (row: typeof header) =>
    `  ${row.email.padEnd(width('email'))}  ${row.password.padEnd(width('password'))}  ${row.shows}`;
  return ['Demo logins:', ...rows.map(line)].join('\n');
}

interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
  memberships: { account: string; accountRole: number; roleType: number; landing: boolean }[];
}

const DEMO_ACCOUNTS = ['Acme Bakery', 'Northwind Studio'] as const;

const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'owner@demo.test',
    password: 'demo1234',
    firstName: 'Olivia',
    lastName: 'Owner',
    company: 'Acme Bakery',
    memberships: [
      { account: 'Acme Bakery', accountRole: 1, roleType: 1, landing: true },
      { account: 'Northwind Studio', accountRole: 1, roleType: 1, landing: false },
    ],
  },
  {
    email: 'member@demo.test',
    password: 'demo1234',
    firstName: 'Milo',
    lastName: 'Member',
    company: 'Acme Bakery',
    memberships: [{ account: 'Acme Bakery', accountRole: 3, roleType: 1, landing: true }],
  },
];

/** Arbitrary constant naming the seed lock (several instances may start at once on PostgreSQL). */
const SEED_LOCK = 7_351_003;
const DEFAULT_ONBOARDING_TYPE = 6;

async function accountId(tx: Queryable, name: string): Promise<number> {
  const found = await tx.query<{ id: number }>(
    'select id from accounts where account_name = $1 order by id limit 1',
    [name],
  );
  if (found[0]) return found[0].id;
  const created = await tx.query<{ id: number }>(
    'insert into accounts (account_name) values ($1) returning id',
    [name],
  );
  return created[0]!.id;
}

/** Creates the demo users, accounts and memberships that are missing. Returns the e-mails created now. */
export async function seed(db: Db): Promise<string[]> {
  // Hash outside the transaction: scrypt is slow and PGlite has one connection.
  const existing = await db.query<{ email: string }>(
    'select lower(email) as email from users where lower(email) = any($1)',
    [DEMO_USERS.map((user) => user.email)],
  );
  const known = new Set(existing.map((row) => row.email));
  const hashes = new Map<string, string>();
  for (const user of DEMO_USERS) {
    if (!known.has(user.email)) hashes.set(user.email, await hashPassword(user.password));
  }

  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const ids = new Map<string, number>();
    for (const name of DEMO_ACCOUNTS) ids.set(name, await accountId(tx, name));

    const created: string[] = [];
    for (const user of DEMO_USERS) {
      let rows = await tx.query<{ id: number }>('select id from users where lower(email) = $1', [user.email]);
      const hash = hashes.get(user.email);
      if (!rows[0] && hash) {
        rows = await tx.query<{ id: number }>(
          `insert into users (email, password_hash, first_name, last_name, company)
           values ($1, $2, $3, $4, $5) returning id`,
          [user.email, hash, user.firstName, user.lastName, user.company],
        );
        created.push(user.email);
      }
      const userId = rows[0]?.id;
      if (userId === undefined) continue;
      const hasLanding = await tx.query(
        'select 1 from account_memberships where user_id = $1 and is_landing',
        [userId],
      );
      for (const membership of user.memberships) {
        await tx.query(
          `insert into account_memberships
             (user_id, account_id, account_role, role_type, onboarding_type_id, is_landing)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (user_id, account_id) do nothing`,
          [
            userId,
            ids.get(membership.account),
            membership.accountRole,
            membership.roleType,
            DEFAULT_ONBOARDING_TYPE,
            membership.landing && hasLanding.length === 0,
          ],
        );
      }
    }
    return created;
  });
}
