/**
 * Account creation and onboarding calls of spec 7.2, and the once-only welcome mail of 7.1:
 * - /auth/ (session and account membership checked by the app): getaccountowner, createAccount,
 *   getallonboardingtypes, getOnboardingPlans, getUserTimeZone, welcomeMailDollar1;
 * - public reference data: getonboardingtype, getDefaultBrandColor, getTimeZone, getCountries, getStates.
 */
import { Hono } from 'hono';
import {
  ACCOUNT_EXISTS_SERVER_MESSAGE,
  NO_ACCOUNT_TYPE_FLOW_MESSAGE,
  createAccountRequest,
  defaultBrandColorRequest,
  onboardingPlansRequest,
  onboardingTypeRequest,
  statesQuery,
  welcomeMailRequest,
} from '../../contract/onboarding.ts';
import { DEFAULT_ONBOARDING_TYPE, PRODUCT_NAME } from '../../domain/constants.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, badField, check, ok, parseBody } from '../http.ts';
import { startSetup } from './setup.ts';
import {
  DEFAULT_TIMEZONE,
  PLAN_COLUMNS,
  TIMEZONE_COLUMNS,
  accountOf,
  planOf,
  type PlanRow,
  type TimezoneRow,
} from '../store.ts';

/** Spec 5: account creation offers only plans priced above 1 with a paddle price id. */
export const OFFERED_PLAN_SQL = 'p.price_cents > 100 and p.paddle_price_id is not null';
/** Arbitrary constant naming the per-user lock of account creation (two int4 keys: this and the user id). */
export const CREATE_ACCOUNT_LOCK = 7_351_004;
const MAP_TIMEZONE_MAX = 100;

interface OnboardingTypeRow {
  id: number;
  name: string;
  onboarding_flow: string | null;
  default_brand_color: string;
}

async function onboardingType(db: Queryable, id: number): Promise<OnboardingTypeRow | null> {
  const rows = await db.query<OnboardingTypeRow>(
    'select id, name, onboarding_flow, default_brand_color from onboarding_types where id = $1',
    [id],
  );
  return rows[0] ?? null;
}

const noSuchType = (field: string) => badField(field, 'no such account type');

/** The IANA name a timezone field names (by IANA name or display name); '' is none; unknown is a 400. */
async function zoneNamed(db: Queryable, field: string, value: string): Promise<string | null> {
  const wanted = value.trim();
  if (wanted === '') return null;
  if (wanted.length > MAP_TIMEZONE_MAX)
    throw badField(field, `${field} must have at most ${MAP_TIMEZONE_MAX} characters`);
  const rows = await db.query<{ timezone: string }>(
    'select timezone from timezones where timezone = $1 or zonename = $1 order by id limit 1',
    [wanted],
  );
  if (!rows[0]) throw badField(field, `${field} is not a known timezone (see GET /getTimeZone)`);
  return rows[0].timezone;
}

const timezoneOf = (row: TimezoneRow) => ({
  id: row.id,
  timezone: row.timezone,
  zonename: row.zonename,
  country: row.country,
  offset: row.offset,
  pin: row.pin,
});

/** The account id of a header (the SPA sends `account_Id`; headers ignore case), or null when absent or 0. */
export function onboardingRoutes({ db, clock, mail, log }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  // ---- /auth/: session and membership already checked -------------------------------------------

  /** Header account_id (spec 7.2): [{accountName, logo}] of that account. */
  routes.get('/auth/getaccountowner', async (c) => {
    const accountId = c.get('accountId');
    if (accountId === null) throw badField('account_id', 'account_id is required (header)');
    const rows = await db.query<{ account_name: string; logo: string | null }>(
      'select account_name, logo from accounts where id = $1',
      [accountId],
    );
    return ok(
      c,
      rows.map((row) => ({ accountName: row.account_name, logo: row.logo })),
      { code: 200 },
    );
  });

  /** Every onboarding type; `selected` marks the type of the account in the header (default type 6). */
  routes.get('/auth/getallonboardingtypes', async (c) => {
    const accountId = c.get('accountId');
    let selected = DEFAULT_ONBOARDING_TYPE;
    if (accountId !== null) {
      const member = await db.query<{ onboarding_type_id: number | null }>(
        'select onboarding_type_id from account_memberships where user_id = $1 and account_id = $2',
        [c.get('session').userId, accountId],
      );
      selected = member[0]?.onboarding_type_id ?? DEFAULT_ONBOARDING_TYPE;
    }
    const rows = await db.query<OnboardingTypeRow>(
      'select id, name, onboarding_flow, default_brand_color from onboarding_types order by sort_order, id',
    );
    return ok(
      c,
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        selected: row.id === selected,
        onboarding_flow: row.onboarding_flow,
      })),
    );
  });

  /** The plans a type shows, cheapest first per billing period; the SPA filters them further (spec 5). */
  routes.post('/auth/getOnboardingPlans', async (c) => {
    const { Obid } = await parseBody(c, onboardingPlansRequest);
    if (!(await onboardingType(db, Obid))) throw noSuchType('Obid');
    const rows = await db.query<PlanRow>(
      `select ${PLAN_COLUMNS} from plans p
       join onboarding_type_plans tp on tp.plan_id = p.id and tp.onboarding_type_id = $1
       order by p.billing_period, p.price_cents, p.sort_order, p.id`,
      [Obid],
    );
    return ok(
      c,
      rows.map((row) => planOf(row)),
    );
  });

  routes.post('/auth/createAccount', async (c) => {
    const body = await parseBody(c, createAccountRequest);
    const userId = c.get('session').userId;
    const type = await onboardingType(db, body.Onboarding_type_id);
    if (!type) throw noSuchType('Onboarding_type_id');
    if (type.onboarding_flow === null) throw badField('Onboarding_type_id', NO_ACCOUNT_TYPE_FLOW_MESSAGE);
    const plans = await db.query<{ id: number }>(
      `select p.id from plans p
       join onboarding_type_plans tp on tp.plan_id = p.id and tp.onboarding_type_id = $2
       where p.pricing_id = $1 and ${OFFERED_PLAN_SQL}`,
      [body.pricing_id, type.id],
    );
    const plan = plans[0];
    if (!plan) throw badField('pricing_id', 'this plan is not offered for this account type');
    const timezone = await zoneNamed(db, 'timezone', body.timezone);
    const mapTimezone = body.maptimezone.trim();
    const mapZone = await zoneNamed(db, 'maptimezone', mapTimezone);
    // Spec 6: onboarding type 2 saves the type's default brand colour on the new account.
    const brandColor = type.id === 2 ? type.default_brand_color : null;
    const now = clock.now().toISOString();

    const account = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1, $2)', [CREATE_ACCOUNT_LOCK, userId]);
      const same = await tx.query(
        `select 1 from account_memberships m join accounts a on a.id = m.account_id
         where m.user_id = $1 and lower(btrim(a.account_name)) = lower($2)`,
        [userId, body.company],
      );
      if (same.length > 0) return null;
      const created = await tx.query<{ id: number }>(
        `insert into accounts (account_name, timezone, map_timezone, brand_color, plan_id, created_by_user_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          body.company,
          timezone ?? mapZone,
          mapTimezone === '' ? null : mapTimezone,
          brandColor,
          plan.id,
          userId,
          now,
        ],
      );
      const accountId = created[0]!.id;
      const landing = await tx.query('select 1 from account_memberships where user_id = $1 and is_landing', [
        userId,
      ]);
      await tx.query(
        `insert into account_memberships
           (user_id, account_id, account_role, role_type, landing_url, onboarding_type_id, is_landing, created_at)
         values ($1, $2, 1, 1, $3, $4, $5, $6)`,
        [userId, accountId, body.landing_url, type.id, landing.length === 0, now],
      );
      await startSetup(tx, accountId, new Date(now));
      return accountOf(tx, userId, accountId);
    });
    if (!account) {
      // The legacy API's answer, which the SPA reads (spec 8): HTTP 200 with code 500.
      return c.json({ status: 500, code: 500, message: ACCOUNT_EXISTS_SERVER_MESSAGE, data: null }, 200);
    }
    log.info(
      `createAccount: user #${userId} created account #${account.id} (type ${type.id}, plan ${plan.id})`,
    );
    return ok(c, account, { code: 200, message: 'Account created' });
  });

  /** The timezone of the account in the header (else the landing account); UTC when it has none. */
  routes.get('/auth/getUserTimeZone', async (c) => {
    const accountId = c.get('account');
    const rows = await db.query<TimezoneRow>(
      `select ${TIMEZONE_COLUMNS} from timezones
       where timezone = coalesce((select timezone from accounts where id = $1), $2)`,
      [accountId, DEFAULT_TIMEZONE],
    );
    const zone = rows[0];
    if (!zone) throw new Error(`the timezone list has no ${DEFAULT_TIMEZONE}`);
    return ok(c, timezoneOf(zone));
  });

  /**
   * Mails the welcome once per user; later calls answer 200 with `sent: false` and do nothing, and so
   * do calls from an impersonation session (staff must not mail customers by browsing as them). The
   * mail goes to the user's stored address: username and firstName of the body are only checked.
   */
  routes.post('/auth/welcomeMailDollar1', async (c) => {
    const body = await parseBody(c, welcomeMailRequest);
    const { userId, impersonatorUserId } = c.get('session');
    if (body.user_id !== userId) throw new HttpError(403, 'You can only send the welcome mail to yourself.');
    const plans = await db.query<PlanRow>(`select ${PLAN_COLUMNS} from plans where id = $1`, [body.plan_id]);
    const plan = plans[0];
    if (!plan) throw badField('plan_id', 'no such plan');
    if (impersonatorUserId !== null) {
      return ok(c, { sent: false }, { code: 200, message: 'Not sent while impersonating.' });
    }

    const claimed = await db.query<{ email: string; first_name: string }>(
      `update users set welcome_mail_sent_at = $2 where id = $1 and welcome_mail_sent_at is null
       returning email, first_name`,
      [userId, clock.now().toISOString()],
    );
    const user = claimed[0];
    if (!user) return ok(c, { sent: false }, { code: 200, message: 'Welcome mail already sent.' });
    const shown = planOf(plan);
    try {
      await mail.send({
        to: user.email,
        subject: `Welcome to ${PRODUCT_NAME}`,
        text: [
          `Hi ${user.first_name || 'there'},`,
          '',
          `Welcome to ${PRODUCT_NAME}: your account helps you manage and automate your social media.`,
          `Your plan: ${shown.title} (${shown.symbol}${shown.price.toFixed(2)} ${shown.currencyCode}).`,
          '',
          'Plan your first posts in the Content Planner and connect your social channels to publish them.',
        ].join('\n'),
      });
    } catch (error) {
      // Let a later call try again.
      await db.query('update users set welcome_mail_sent_at = null where id = $1', [userId]);
      throw error;
    }
    return ok(c, { sent: true }, { code: 200, message: 'Welcome mail sent.' });
  });

  // ---- public reference data --------------------------------------------------------------------

  routes.post('/getonboardingtype', async (c) => {
    const { id } = await parseBody(c, onboardingTypeRequest);
    const type = await onboardingType(db, id);
    if (!type) throw noSuchType('id');
    return ok(c, [{ id: type.id, onboarding_flow: type.onboarding_flow }]);
  });

  routes.post('/getDefaultBrandColor', async (c) => {
    const { id } = await parseBody(c, defaultBrandColorRequest);
    const type = await onboardingType(db, id);
    if (!type) throw noSuchType('id');
    return ok(c, { brandColor: type.default_brand_color });
  });

  routes.get('/getTimeZone', async (c) => {
    const rows = await db.query<TimezoneRow>(`select ${TIMEZONE_COLUMNS} from timezones order by id`);
    return ok(c, rows.map(timezoneOf));
  });

  routes.get('/getCountries', async (c) => {
    const rows = await db.query<{ name: string; sortname: string }>(
      'select name, sortname from countries order by name',
    );
    return ok(c, rows);
  });

  routes.get('/getStates', async (c) => {
    const { country } = check(statesQuery, { country: c.req.query('country') });
    const rows = await db.query<{ name: string; country: string }>(
      'select name, country from states where country = $1 order by name',
      [country],
    );
    return ok(c, rows);
  });

  return routes;
}
