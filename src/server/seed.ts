/**
 * Demo data, created at every start when missing (never overwritten): demo users and their accounts,
 * so the app can be tried at once. Reference data (onboarding types, plans, timezones, countries) comes
 * with the migrations. DEMO_LOGINS is what main.ts prints and the README copies.
 */
import { DEFAULT_ONBOARDING_TYPE } from '../domain/constants.ts';
import { isOnboardingStep } from '../domain/onboarding.ts';
import type { Db, Queryable } from './db.ts';
import { SOCIAL_PROVIDER_IDS } from './providers.ts';
import { SOCIAL_ONLY_PASSWORD } from './routes/socialSignIn.ts';
import { sandboxSocialId } from './sandbox/social.ts';
import { hashPassword } from './security.ts';
import { seedChat } from './seedChat.ts';
import { DAY_MS, DEMO_ACCOUNTS, DEMO_SUBSCRIPTIONS, DEMO_USERS } from './seedData.ts';
import { seedInsights } from './seedInsights.ts';
import { seedLinks } from './seedLinks.ts';
import { seedPosts } from './seedPosts.ts';

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
  {
    email: 'cardfail@demo.test',
    password: DEMO_PASSWORD,
    shows: 'Carl Cardfail: Cardfail Co, subscription past_due (paywall code 1, "Update credit card")',
  },
  {
    email: 'cardfix@demo.test',
    password: DEMO_PASSWORD,
    shows: 'Cleo Cardfix: Cardfix Co, past_due like cardfail; kept for trying (and testing) a card update',
  },
  {
    email: 'cancelled@demo.test',
    password: DEMO_PASSWORD,
    shows: 'Cora Cancelled: Cancelled Crafts, canceled, access ends in 20 days (paywall code 2.2)',
  },
  {
    email: 'reactivate@demo.test',
    password: DEMO_PASSWORD,
    shows:
      'Remy Reactivate: Reactivate Rentals, canceled like cancelled; kept for trying (and testing) a reactivation',
  },
  {
    email: 'newowner@demo.test',
    password: DEMO_PASSWORD,
    shows: 'Nina Newowner: Newowner Ventures, roleType 5 without subscription (sent to /payment)',
  },
  {
    email: 'newbuyer@demo.test',
    password: DEMO_PASSWORD,
    shows:
      'Ned Newbuyer: Newbuyer Goods, roleType 5 without subscription; kept for trying (and testing) checkout',
  },
  {
    email: 'sandbox@demo.test',
    password: DEMO_PASSWORD,
    shows: 'Sid Sandbox: Sandbox Labs, roleType 11 (payment sandbox, sandbox price ids), active',
  },
  {
    email: 'chatstart@demo.test',
    password: DEMO_PASSWORD,
    shows: 'Chloe Chatstart: Chat Corner with Rory Chatreply, no conversation yet (start one in the chat)',
  },
  {
    email: 'chatreply@demo.test',
    password: DEMO_PASSWORD,
    shows: 'Rory Chatreply: Chat Corner with Chloe Chatstart; log in in a second browser to answer her',
  },
  {
    email: 'networker@demo.test',
    password: DEMO_PASSWORD,
    shows:
      'Nora Networker: Network Nook, partnerId 0 (networking asks for consent, then Circle Network sandbox)',
  },
  {
    email: 'partner@demo.test',
    password: DEMO_PASSWORD,
    shows: 'Paula Partner: Network Nook, partnerId 4242 (networking opens Circle Network at once)',
  },
  {
    email: 'reviewer@demo.test',
    password: DEMO_PASSWORD,
    shows:
      'Rita Reviewer: staff (opens /statecharts) and member of Review Room and Preview Lab, to watch account switching live',
  },
  {
    email: 'starter@demo.test',
    password: DEMO_PASSWORD,
    shows:
      'Stella Starter: Starter Studio, a new account whose first-run setup has not started (lands on its first step)',
  },
  {
    email: 'setupbuyer@demo.test',
    password: DEMO_PASSWORD,
    shows:
      'Bea Setupbuyer: billing owner (roleType 5) without a subscription whose setup runs: the setup, then /payment',
  },
  {
    email: 'social@demo.test',
    password: '(none)',
    shows:
      'Sofia Social: Social Studio; no password: "Continue with LinkedIn", then this e-mail on the sandbox consent page',
  },
  {
    email: 'idle@demo.test',
    password: DEMO_PASSWORD,
    shows:
      'Ivy Idle: Idle Inn, an account of its own for watching an idle planner tab (nothing else writes to it)',
  },
  {
    email: 'paywalled@demo.test',
    password: DEMO_PASSWORD,
    shows:
      'Pia Paywalled: read-only (role 3) in Cancelled Crafts, also in Bluebell Florists: the paywall names the blocked account and links the other',
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

/**
 * Demo subscriptions with a card (4242, name of the plan holder) and their payment history; a
 * subscription that exists is left alone, so the seed stays idempotent.
 */
async function seedSubscriptions(tx: Queryable, ids: Map<string, number>, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  for (const [index, demo] of DEMO_SUBSCRIPTIONS.entries()) {
    const accountId = ids.get(demo.account);
    if (accountId === undefined) continue;
    const subId = `sub_01demo${String(index + 1).padStart(4, '0')}${demo.account.replace(/[^A-Za-z]/g, '').toLowerCase()}`;
    const created = await tx.query(
      `insert into subscriptions (sub_id, account_id, plan_id, status, customer_id, business_id, end_at,
         trial_end_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
       on conflict do nothing returning id`,
      [
        subId,
        accountId,
        demo.planId,
        demo.status,
        `ctm_01demo${index + 1}`,
        `biz_01demo${index + 1}`,
        demo.endsInDays === undefined ? null : at(demo.endsInDays),
        demo.trialEndsInDays === undefined ? null : at(demo.trialEndsInDays),
        at(-60),
      ],
    );
    if (created.length === 0) continue;
    await tx.query('update accounts set plan_id = $2 where id = $1 and plan_id is null', [
      accountId,
      demo.planId,
    ]);
    await tx.query(
      `insert into cards (account_id, last4, exp_month, exp_year, name, updated_at)
       values ($1, '4242', 12, $2, $3, $4) on conflict (account_id) do nothing`,
      [accountId, now.getUTCFullYear() + 2, demo.account, at(-60)],
    );
    const payments: ['success' | 'failed', number][] =
      demo.status === 'past_due'
        ? [
            ['success', -60],
            ['success', -30],
            ['failed', -1],
          ]
        : [
            ['success', -60],
            ['success', -30],
          ];
    for (const [paymentIndex, [status, days]] of payments.entries()) {
      await tx.query(
        `insert into payments (account_id, plan_id, transaction_id, status, amount_cents, symbol, currency_code, created_at)
         select $1, p.id, $3, $4, p.price_cents, p.symbol, p.currency_code, $5 from plans p where p.id = $2
         on conflict (transaction_id) do nothing`,
        [accountId, demo.planId, `txn_01demo${index + 1}x${paymentIndex + 1}`, status, at(days)],
      );
    }
  }
}

/**
 * Creates the demo users, accounts, memberships, subscriptions, conversations and planner posts (seedPosts.ts)
 * that are missing. Returns the
 * e-mails created now. `now` dates the subscriptions (trial and cancellation ends).
 */
export async function seed(db: Db, now: Date = new Date()): Promise<string[]> {
  // Hash outside the transaction: scrypt is slow and PGlite has one connection.
  const existing = await db.query<{ email: string }>(
    'select lower(email) as email from users where lower(email) = any($1)',
    [DEMO_USERS.map((user) => user.email)],
  );
  const known = new Set(existing.map((row) => row.email));
  const hashes = new Map<string, string>();
  for (const user of DEMO_USERS) {
    if (known.has(user.email)) continue;
    hashes.set(user.email, user.socialOnly ? SOCIAL_ONLY_PASSWORD : await hashPassword(DEMO_PASSWORD));
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
          `insert into users (email, password_hash, first_name, last_name, company, is_staff, partner_id)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [user.email, hash, user.firstName, user.lastName, user.company, user.isStaff, user.partnerId ?? 0],
        );
        created.push(user.email);
        if (user.socialOnly) {
          await tx.query(
            `insert into social_logins (user_id, provider_id, social_id, name, email, created_at)
             values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
            [
              rows[0]!.id,
              SOCIAL_PROVIDER_IDS[user.socialOnly],
              sandboxSocialId(user.socialOnly, user.email),
              `${user.firstName} ${user.lastName}`,
              user.email,
              now.toISOString(),
            ],
          );
        }
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
        // An account that lands on a setup step has its setup running (src/domain/onboarding.ts).
        if (isOnboardingStep(membership.landingUrl.replace(/^\//, ''))) {
          await tx.query(
            `insert into account_onboarding (account_id, updated_at) values ($1, $2) on conflict do nothing`,
            [ids.get(membership.account), now.toISOString()],
          );
        }
      }
    }
    await seedSubscriptions(tx, ids, now);
    // Acme Bakery's topics and categories (issue 18): its library and news start with bakery content.
    const acme = ids.get('Acme Bakery');
    if (acme !== undefined) {
      await tx.query(
        `insert into account_industries (account_id, industry_id) values ($1, 9) on conflict do nothing`,
        [acme],
      );
      await tx.query(
        `insert into account_categories (account_id, category_id)
         select $1, id from content_categories where is_default on conflict do nothing`,
        [acme],
      );
      // Its brand kit's colours (issue 19): the design editor offers them as swatches.
      await tx.query(
        `update accounts set brand_color = coalesce(brand_color, '#B45309'),
           brand_palette = case when brand_palette is null or brand_palette = '[]'::jsonb
             then '["#7C2D12", "#FDE68A"]'::jsonb else brand_palette end
         where id = $1`,
        [acme],
      );
    }
    await seedChat(tx, now);
    await seedPosts(tx, now);
    await seedInsights(tx, now);
    await seedLinks(tx, now);
    return created;
  });
}
