/**
 * Demo data, created at every start when missing (never overwritten): demo users and their accounts,
 * so the app can be tried at once. Reference data (onboarding types, plans, timezones, countries) comes
 * with the migrations. DEMO_LOGINS is what main.ts prints and the README copies.
 */
import { DEFAULT_ONBOARDING_TYPE } from '../domain/constants.ts';
import type { Db, Queryable } from './db.ts';
import { hashPassword } from './security.ts';

export interface DemoLogin {
  email: string;
  password: string;
  shows: string;
}

const DEMO_PASSWORD = 'demo1234';

export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    email: 'owner@demo.test',
    password: DEMO_PASSWORD,
    shows:
      'Olivia Owner: Acme Bakery (landing, /contentplanner) and Northwind Studio (/dashboard), account_role 1',
  },
  {
    email: 'many@demo.test',
    password: DEMO_PASSWORD,
    shows: 'Max Many: 5 accounts (account switcher with "View all accounts"), account_role 1 or 2',
  },
  {
    email: 'viewer@demo.test',
    password: DEMO_PASSWORD,
    shows: 'Vera Viewer: Acme Bakery only, account_role 3 (no Dashboard or My library)',
  },
  {
    email: 'staff@demo.test',
    password: DEMO_PASSWORD,
    shows:
      'Sam Staff: staff, no account; impersonates: npm run impersonate -- staff@demo.test owner@demo.test',
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

interface DemoMembership {
  account: string;
  accountRole: number;
  roleType: number;
  landing: boolean;
  landingUrl: string;
}

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  isStaff: boolean;
  memberships: DemoMembership[];
}

/** Demo accounts and their timezone (IANA names of the timezones table). */
const DEMO_ACCOUNTS: readonly { name: string; timezone: string }[] = [
  { name: 'Acme Bakery', timezone: 'Europe/London' },
  { name: 'Northwind Studio', timezone: 'America/New_York' },
  { name: 'Harbor Lights Cafe', timezone: 'America/Los_Angeles' },
  { name: 'Summit Fitness', timezone: 'Europe/Berlin' },
  { name: 'Bluebell Florists', timezone: 'Australia/Sydney' },
];

const member = (
  account: string,
  accountRole: number,
  landingUrl: string,
  landing = false,
): DemoMembership => ({ account, accountRole, roleType: 1, landing, landingUrl });

const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'owner@demo.test',
    firstName: 'Olivia',
    lastName: 'Owner',
    company: 'Acme Bakery',
    isStaff: false,
    memberships: [
      member('Acme Bakery', 1, '/contentplanner', true),
      member('Northwind Studio', 1, '/dashboard'),
    ],
  },
  {
    email: 'many@demo.test',
    firstName: 'Max',
    lastName: 'Many',
    company: 'Harbor Lights Cafe',
    isStaff: false,
    memberships: [
      member('Acme Bakery', 2, '/contentplanner', true),
      member('Northwind Studio', 2, '/dashboard'),
      member('Harbor Lights Cafe', 1, '/contentplanner'),
      member('Summit Fitness', 1, '/contentplanner'),
      member('Bluebell Florists', 1, '/contentplanner'),
    ],
  },
  {
    email: 'viewer@demo.test',
    firstName: 'Vera',
    lastName: 'Viewer',
    company: 'Acme Bakery',
    isStaff: false,
    memberships: [member('Acme Bakery', 3, '/contentplanner', true)],
  },
  {
    email: 'staff@demo.test',
    firstName: 'Sam',
    lastName: 'Staff',
    company: null,
    isStaff: true,
    memberships: [],
  },
];

/** Arbitrary constant naming the seed lock (several instances may start at once on PostgreSQL). */
const SEED_LOCK = 7_351_003;

async function accountId(tx: Queryable, name: string, timezone: string): Promise<number> {
  const found = await tx.query<{ id: number }>(
    'select id from accounts where account_name = $1 order by id limit 1',
    [name],
  );
  if (found[0]) return found[0].id;
  const created = await tx.query<{ id: number }>(
    'insert into accounts (account_name, timezone) values ($1, $2) returning id',
    [name, timezone],
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
    if (!known.has(user.email)) hashes.set(user.email, await hashPassword(DEMO_PASSWORD));
  }

  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const ids = new Map<string, number>();
    for (const account of DEMO_ACCOUNTS)
      ids.set(account.name, await accountId(tx, account.name, account.timezone));

    const created: string[] = [];
    for (const user of DEMO_USERS) {
      let rows = await tx.query<{ id: number }>('select id from users where lower(email) = $1', [user.email]);
      const hash = hashes.get(user.email);
      if (!rows[0] && hash) {
        rows = await tx.query<{ id: number }>(
          `insert into users (email, password_hash, first_name, last_name, company, is_staff)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [user.email, hash, user.firstName, user.lastName, user.company, user.isStaff],
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
             (user_id, account_id, account_role, role_type, landing_url, onboarding_type_id, is_landing)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (user_id, account_id) do nothing`,
          [
            userId,
            ids.get(membership.account),
            membership.accountRole,
            membership.roleType,
            membership.landingUrl,
            DEFAULT_ONBOARDING_TYPE,
            membership.landing && hasLanding.length === 0,
          ],
        );
      }
    }
    return created;
  });
}
