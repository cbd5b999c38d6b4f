/**
 * GET /auth/getActionItems (issue 17): each kind of to-do appears while its condition holds and goes once it is
 * fixed, most severe first, each linking to a real page of the app under the account; any member reads it, a stranger
 * to the account gets the 404 of every account call.
 */
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionItemsResponse, type ActionItemWire } from '../../../src/contract/actionItems.ts';
import { ACTION_SEVERITIES, type ActionItemKind } from '../../../src/domain/dashboardLinks.ts';
import { matchRoute } from '../../../src/domain/routes.ts';
import {
  CANCELLED,
  CARDFAIL,
  MANY,
  NEWOWNER,
  NO_SUCH_ACCOUNT,
  OWNER,
  VIEWER,
  call,
  seededServer,
  type LoggedIn,
} from './support.ts';

const t = seededServer({
  owner: OWNER,
  viewer: VIEWER,
  stranger: NEWOWNER,
  cardfail: CARDFAIL,
  cancelled: CANCELLED,
  many: MANY,
});
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An account made for this file: nothing connected, no plan, no posts, its setup just started. */
let fresh: number;

const at = (ms: number) => new Date(t.server.clock.now().getTime() + ms).toISOString();

async function itemsOf(accountId = fresh, who: LoggedIn = t.owner): Promise<ActionItemWire[]> {
  const answer = await call(t.server.app, 'GET', '/api/auth/getActionItems', {
    token: who.token,
    headers: { accountId: String(accountId) },
  });
  expect(answer.status, answer.text).toBe(200);
  const data = v.parse(actionItemsResponse, answer.json).data!;
  expect(data.account_id).toBe(accountId);
  return data.items;
}

const kindsOf = async (accountId = fresh) => (await itemsOf(accountId)).map((item) => item.kind);
const itemOf = async (kind: ActionItemKind, accountId = fresh) =>
  (await itemsOf(accountId)).find((item) => item.kind === kind);

async function addPost(values: {
  status: string;
  approved: number;
  scheduledAt: string | null;
  channels?: [number, string][];
}): Promise<number> {
  const [row] = await t.server.db.query<{ id: number }>(
    `insert into posts (account_id, description, scheduled_at, status, approved, created_at, updated_at)
     values ($1, 'Action item test post', $2, $3, $4, $5, $5) returning id`,
    [fresh, values.scheduledAt, values.status, values.approved, at(0)],
  );
  for (const [providerId, status] of values.channels ?? []) {
    await t.server.db.query('insert into post_channels (post_id, provider_id, status) values ($1, $2, $3)', [
      row!.id,
      providerId,
      status,
    ]);
  }
  return row!.id;
}

const removePost = (id: number) =>
  t.server.db.query('update posts set deleted_at = $2 where id = $1', [id, at(0)]);

beforeAll(async () => {
  const answer = await call(t.server.app, 'POST', '/api/auth/createAccount', {
    token: t.owner.token,
    body: {
      company: 'Action Items Bakery',
      pricing_id: 11,
      maptimezone: '',
      timezone: 'Europe/London',
      Onboarding_type_id: 6,
      landing_url: '/subjects_services',
    },
  });
  expect(answer.status, answer.text).toBe(200);
  fresh = (answer.json as { data: { id: number } }).data.id;
});

describe('a new account', () => {
  it('has no network (urgent), a setup to finish and a week with nothing scheduled (info)', async () => {
    const items = await itemsOf();
    expect(items.map((item) => [item.kind, item.severity, item.count])).toEqual([
      ['noNetwork', 'urgent', 1],
      ['setupUnfinished', 'info', 6],
      ['scheduleGap', 'info', 7],
    ]);
    expect(items[0]).toMatchObject({
      title: 'No social network is connected',
      href: `/${fresh}/social_accounts`,
    });
    expect(items[1]).toMatchObject({ href: `/${fresh}/subjects_services` });
    expect(items[2]!.title).toBe('7 days of the next 7 have no post scheduled');
  });
});

describe('each kind appears while its condition holds and goes once fixed', () => {
  it('networks: none connected, then one disconnected, then reconnected', async () => {
    await t.server.db.query(
      `insert into social_links (account_id, provider_id, name, external_id, access_token, connected, created_at, updated_at)
       values ($1, 1, 'Action page', 'action-fb', 'token', true, $2, $2)`,
      [fresh, at(0)],
    );
    expect(await kindsOf()).not.toContain('noNetwork');
    await t.server.db.query('update social_links set connected = false where account_id = $1', [fresh]);
    const item = await itemOf('networkDisconnected');
    expect(item).toMatchObject({
      severity: 'urgent',
      title: 'Facebook is disconnected',
      count: 1,
      href: `/${fresh}/social_accounts`,
    });
    expect(await kindsOf()).not.toContain('noNetwork');
    await t.server.db.query('update social_links set connected = true where account_id = $1', [fresh]);
    expect(await kindsOf()).not.toContain('networkDisconnected');
  });

  it('posts needing approval: urgent when one is due within a day, a warning otherwise; gone once approved', async () => {
    const later = await addPost({ status: 'SCHEDULED', approved: 0, scheduledAt: at(3 * DAY) });
    const one = await itemOf('approvalNeeded');
    expect(one).toMatchObject({
      severity: 'warning',
      count: 1,
      title: '1 post needs your approval',
      href: `/${fresh}/contentplanner/${fresh}/${later}`,
    });
    const soon = await addPost({ status: 'SCHEDULED', approved: 0, scheduledAt: at(2 * HOUR) });
    const two = await itemOf('approvalNeeded');
    expect(two).toMatchObject({ severity: 'urgent', count: 2, href: `/${fresh}/contentplanner` });
    const approved = await call(t.server.app, 'POST', '/api/auth/approvePosts', {
      token: t.owner.token,
      body: { account_id: fresh, post_ids: [later, soon] },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(await kindsOf()).not.toContain('approvalNeeded');
    await removePost(later);
    await removePost(soon);
  });

  it('posts not published or partially published in the last 30 days; older ones and deleted ones do not count', async () => {
    const failed = await addPost({
      status: 'FAILED',
      approved: 1,
      scheduledAt: at(-2 * DAY),
      channels: [[1, 'FAILED']],
    });
    const partial = await addPost({
      status: 'POSTED',
      approved: 1,
      scheduledAt: at(-3 * DAY),
      channels: [
        [1, 'POSTED'],
        [4, 'FAILED'],
      ],
    });
    const old = await addPost({
      status: 'FAILED',
      approved: 1,
      scheduledAt: at(-40 * DAY),
      channels: [[1, 'FAILED']],
    });
    const items = await itemsOf();
    expect(items.find((item) => item.kind === 'publishFailed')).toMatchObject({
      severity: 'urgent',
      count: 1,
      href: `/${fresh}/contentplanner/${fresh}/${failed}`,
    });
    expect(items.find((item) => item.kind === 'partiallyPublished')).toMatchObject({
      severity: 'warning',
      count: 1,
      href: `/${fresh}/contentplanner/${fresh}/${partial}`,
    });
    await removePost(failed);
    await removePost(partial);
    const after = await kindsOf();
    expect(after).not.toContain('publishFailed');
    expect(after).not.toContain('partiallyPublished');
    await removePost(old);
  });

  it('billing: card failed, trial ending, canceled, ended, card expiring or expired; nothing while all is well', async () => {
    const [account] = await t.server.db.query<{ plan_id: number }>(
      'select plan_id from accounts where id = $1',
      [fresh],
    );
    await t.server.db.query(
      `insert into subscriptions (sub_id, account_id, plan_id, status, created_at, updated_at)
       values ('sub_01actionitems', $1, $2, 'past_due', $3, $3)`,
      [fresh, account!.plan_id, at(0)],
    );
    const set = (sql: string, params: unknown[] = []) => t.server.db.query(sql, [fresh, ...params]);
    const billingKinds = async () =>
      (await kindsOf()).filter((kind) =>
        [
          'cardFailed',
          'subscriptionEnded',
          'subscriptionCanceled',
          'trialEnding',
          'cardExpired',
          'cardExpiring',
        ].includes(kind),
      );
    expect(await itemOf('cardFailed')).toMatchObject({ severity: 'urgent', href: `/${fresh}/billing` });

    await set(`update subscriptions set status = 'active', trial_end_at = $2 where account_id = $1`, [
      at(3 * DAY),
    ]);
    expect(await itemOf('trialEnding')).toMatchObject({
      severity: 'warning',
      title: 'Your free trial ends in 3 days',
      href: `/${fresh}/billing`,
    });
    await set(`update subscriptions set trial_end_at = $2 where account_id = $1`, [at(10 * DAY)]);
    expect(await billingKinds()).toEqual([]);

    await set(`update subscriptions set status = 'canceled', end_at = $2 where account_id = $1`, [
      at(5 * DAY),
    ]);
    expect(await itemOf('subscriptionCanceled')).toMatchObject({ severity: 'warning' });
    await set(`update subscriptions set end_at = $2 where account_id = $1`, [at(-DAY)]);
    expect(await billingKinds()).toEqual(['subscriptionEnded']);

    const now = t.server.clock.now();
    await set(
      `update subscriptions set status = 'active', end_at = null, trial_end_at = null where account_id = $1`,
    );
    await set(
      `insert into cards (account_id, last4, exp_month, exp_year, name, updated_at) values ($1, '4242', $2, $3, 'Card', $4)`,
      [now.getUTCMonth() + 1, now.getUTCFullYear(), at(0)],
    );
    expect(await itemOf('cardExpiring')).toMatchObject({
      severity: 'warning',
      detail: expect.stringContaining('4242'),
    });
    await set('update cards set exp_year = $2 where account_id = $1', [now.getUTCFullYear() - 1]);
    expect(await billingKinds()).toEqual(['cardExpired']);
    await set('update cards set exp_year = $2 where account_id = $1', [now.getUTCFullYear() + 3]);
    expect(await billingKinds()).toEqual([]);
  });

  it('schedule gaps: only the posting days of the schedule count; a scheduled post fills its day', async () => {
    const tomorrow = new Date(t.server.clock.now().getTime() + DAY);
    // London is UTC in January, so the UTC weekday is the account's.
    const weekday = tomorrow.getUTCDay();
    await t.server.db.query(
      `insert into feed_schedules (account_id, schedule, updated_at) values ($1, $2::jsonb, $3)`,
      [fresh, JSON.stringify([{ day: weekday, time: '09:00' }]), at(0)],
    );
    const gap = await itemOf('scheduleGap');
    expect(gap).toMatchObject({ count: 1, href: `/${fresh}/contentplanner` });
    const day = tomorrow.toISOString().slice(0, 10);
    const weekdayName = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'short',
      timeZone: 'UTC',
    });
    expect(gap!.detail).toContain(weekdayName);
    const post = await addPost({ status: 'SCHEDULED', approved: 1, scheduledAt: `${day}T12:00:00.000Z` });
    expect(await kindsOf()).not.toContain('scheduleGap');
    await removePost(post);
    expect(await kindsOf()).toContain('scheduleGap');
  });

  it('setup: gone once the account finished its setup', async () => {
    expect(await kindsOf()).toContain('setupUnfinished');
    await t.server.db.query('update account_onboarding set finished_at = $2 where account_id = $1', [
      fresh,
      at(0),
    ]);
    expect(await kindsOf()).not.toContain('setupUnfinished');
  });
});

describe('every account', () => {
  it('lists its items most severe first, each linking to a page of the app under the account', async () => {
    const cases: [LoggedIn, number][] = [
      [t.owner, fresh],
      [t.owner, t.acme],
      [t.cardfail, t.ids['Cardfail Co']!],
      [t.cancelled, t.ids['Cancelled Crafts']!],
      [t.many, t.northwind],
    ];
    const seen = new Set<string>();
    for (const [who, accountId] of cases) {
      const list = await itemsOf(accountId, who);
      const order = list.map((item) => ACTION_SEVERITIES.indexOf(item.severity));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const item of list) {
        seen.add(item.kind);
        const match = matchRoute(item.href);
        expect(match, item.href).not.toBeNull();
        expect(match!.route.scope, item.href).toBe('account');
        expect(match!.params.accid, item.href).toBe(String(accountId));
      }
    }
    expect(seen).toContain('cardFailed');
    expect(seen).toContain('subscriptionCanceled');
    expect(seen).toContain('trialEnding');
  });

  it('Acme Bakery (seeded) has posts to approve and posts that failed', async () => {
    const kinds = await kindsOf(t.acme);
    expect(kinds).toContain('approvalNeeded');
    expect(kinds).toContain('publishFailed');
    expect(kinds).toContain('partiallyPublished');
    expect(kinds).not.toContain('noNetwork');
  });

  it('answers role 3 too, and refuses a stranger to the account like every account call', async () => {
    expect(await itemsOf(t.acme, t.viewer)).toEqual(await itemsOf(t.acme, t.owner));
    const refused = await call(t.server.app, 'GET', '/api/auth/getActionItems', {
      token: t.stranger.token,
      headers: { accountId: String(t.acme) },
    });
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual(NO_SUCH_ACCOUNT);
  });
});
