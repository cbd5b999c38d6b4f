/**
 * Paddle webhook hardening (issue 12, finding 9): Paddle's own 5-second signature tolerance, and a validly signed
 * event that cannot be applied (bad date, bad id, an account id the database cannot hold) answers 200, logged, and
 * changes nothing, instead of a 500 that Paddle would retry forever. And the events themselves: a status change, a
 * cancel, a new subscription, each applied once.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PADDLE_WEBHOOK_SECRET } from '../../../src/server/config.ts';
import { paddleSignature } from '../../../src/server/routes/paddleWebhook.ts';
import { call, seededServer } from './support.ts';

const t = seededServer();

const nowSeconds = () => Math.floor(t.server.clock.now().getTime() / 1000);
/** Signs a body as Paddle does, at `ts` (seconds; default now). */
const signedAt =
  (ts = nowSeconds()) =>
  (raw: string) =>
    paddleSignature(DEFAULT_PADDLE_WEBHOOK_SECRET, raw, ts);
/** Posts `event` (JSON, or text as it is) to the webhook with the Paddle-Signature `signature` makes. */
function send(event: unknown, signature = signedAt()) {
  const raw = typeof event === 'string' ? event : JSON.stringify(event);
  return call(t.server.app, 'POST', '/api/paddle/webhook', {
    body: raw,
    headers: { 'Paddle-Signature': signature(raw) },
  });
}
async function subscriptionOf(account: string) {
  const rows = await t.server.db.query<{
    sub_id: string;
    status: string;
    end_at: Date | null;
    updated_at: Date;
  }>('select sub_id, status, end_at, updated_at from subscriptions where account_id = $1', [t.ids[account]]);
  return rows[0]!;
}
const eventCount = async () =>
  (await t.server.db.query<{ n: number }>('select count(*)::int as n from paddle_events'))[0]!.n;

describe('Paddle webhook signature age', () => {
  it('accepts a signature 5 seconds old and refuses one 6 seconds old', async () => {
    const sub = await subscriptionOf('Harbor Lights Cafe');
    const event = (id: string) => ({
      event_id: id,
      event_type: 'subscription.updated',
      data: { id: sub.sub_id, status: 'active' },
    });
    expect((await send(event('evt_01fresh5'), signedAt(nowSeconds() - 5))).status).toBe(200);
    const stale = await send(event('evt_01stale6'), signedAt(nowSeconds() - 6));
    expect(stale.status).toBe(401);
    const stored = await t.server.db.query('select event_id from paddle_events where event_id = $1', [
      'evt_01stale6',
    ]);
    expect(stored).toHaveLength(0);
  });
});

describe('a validly signed event that cannot be applied', () => {
  it('an account id above what the database holds: 200, logged, no subscription made', async () => {
    const answer = await send({
      event_id: 'evt_01bigaccount',
      event_type: 'subscription.created',
      data: {
        id: 'sub_01nosuchsub',
        status: 'active',
        items: [{ price: { id: 'pri_01growth_mo' } }],
        custom_data: { account_id: 2147483648 },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ data: { event_id: 'evt_01bigaccount', applied: false } });
    const made = await t.server.db.query('select 1 from subscriptions where sub_id = $1', [
      'sub_01nosuchsub',
    ]);
    expect(made).toHaveLength(0);
  });

  const cases: [string, (subId: string) => unknown][] = [
    [
      'a cancel date PostgreSQL refuses',
      (subId) => ({
        event_id: 'evt_01baddate',
        event_type: 'subscription.canceled',
        data: {
          id: subId,
          status: 'canceled',
          current_billing_period: { ends_at: '+275760-09-13T00:00:00.000Z' },
        },
      }),
    ],
    [
      'a date that is only a number',
      (subId) => ({
        event_id: 'evt_01numdate',
        event_type: 'subscription.canceled',
        data: { id: subId, status: 'canceled', canceled_at: '1' },
      }),
    ],
    [
      'an id with a NUL character',
      (subId) => ({
        event_id: 'evt_01nul',
        event_type: 'subscription.updated',
        data: { id: `${subId}\u0000`, status: 'past_due' },
      }),
    ],
    [
      'an event id of the wrong type',
      (subId) => ({ event_id: 42, event_type: 'subscription.updated', data: { id: subId } }),
    ],
    ['not JSON at all', () => '{"event_id":'],
    ['null', () => null],
  ];

  it.each(cases)('%s: 200, logged, nothing changes', async (_name, event) => {
    const before = await subscriptionOf('Bluebell Florists');
    const events = await eventCount();
    const warnings = t.server.log.entries.filter((entry) => entry.level !== 'info').length;
    const answer = await send(event(before.sub_id));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 200, data: { applied: false } });
    expect(await subscriptionOf('Bluebell Florists')).toEqual(before);
    expect(await eventCount()).toBe(events);
    expect(t.server.log.entries.filter((entry) => entry.level !== 'info').length).toBeGreaterThan(warnings);
  });
});

describe('Paddle webhook events', () => {
  it('a good signature moves the status; the same event again changes nothing', async () => {
    const sub = await subscriptionOf('Harbor Lights Cafe');
    const event = {
      event_id: 'evt_01pastdue1',
      event_type: 'subscription.past_due',
      data: { id: sub.sub_id, status: 'past_due' },
    };
    const first = await send(event);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ data: { event_id: 'evt_01pastdue1', duplicate: false } });
    expect((await subscriptionOf('Harbor Lights Cafe')).status).toBe('past_due');
    await t.server.db.query(`update subscriptions set status = 'active' where sub_id = $1`, [sub.sub_id]);
    const replay = await send(event);
    expect(replay.json).toMatchObject({ data: { duplicate: true } });
    expect((await subscriptionOf('Harbor Lights Cafe')).status).toBe('active');
    expect(await t.count(`select 1 from paddle_events where event_id = 'evt_01pastdue1'`)).toBe(1);
  });

  it('canceled sets end_at; activated makes it active again', async () => {
    const sub = await subscriptionOf('Summit Fitness');
    await send({
      event_id: 'evt_01cancel',
      event_type: 'subscription.canceled',
      data: {
        id: sub.sub_id,
        status: 'canceled',
        current_billing_period: { ends_at: '2025-02-01T00:00:00Z' },
      },
    });
    const cancelled = await subscriptionOf('Summit Fitness');
    expect(cancelled.status).toBe('canceled');
    expect(new Date(cancelled.end_at!).toISOString()).toBe('2025-02-01T00:00:00.000Z');
    await send({
      event_id: 'evt_01activate',
      event_type: 'subscription.activated',
      data: { id: sub.sub_id, status: 'active' },
    });
    expect(await subscriptionOf('Summit Fitness')).toMatchObject({ status: 'active', end_at: null });
  });

  it('created for an account without subscription creates it (custom_data.account_id, price id)', async () => {
    const account = t.ids['Newowner Ventures']!;
    await t.server.db.query('delete from subscriptions where account_id = $1', [account]);
    await send({
      event_id: 'evt_01created',
      event_type: 'subscription.created',
      data: {
        id: 'sub_01paddlenew',
        status: 'active',
        items: [{ price: { id: 'pri_01growth_mo' } }],
        custom_data: { account_id: account },
      },
    });
    const rows = await t.server.db.query(
      'select sub_id, plan_id, status from subscriptions where account_id = $1',
      [account],
    );
    expect(rows).toEqual([{ sub_id: 'sub_01paddlenew', plan_id: 13, status: 'active' }]);
  });

  it.each([
    ['a bad signature', (raw: string) => paddleSignature('wrong-secret', raw, nowSeconds())],
    // Paddle's own SDK allows 5 seconds.
    [
      'a stale signature',
      (raw: string) => paddleSignature(DEFAULT_PADDLE_WEBHOOK_SECRET, raw, nowSeconds() - 6),
    ],
    [
      'a future signature',
      (raw: string) => paddleSignature(DEFAULT_PADDLE_WEBHOOK_SECRET, raw, nowSeconds() + 6),
    ],
    ['no h1', () => `ts=${nowSeconds()}`],
    ['garbage', () => 'nonsense'],
  ])('%s is a JSON 401 and changes nothing', async (_name, signature) => {
    const sub = await subscriptionOf('Bluebell Florists');
    const eventId = `evt_01refused${_name.length}`;
    const answer = await send(
      {
        event_id: eventId,
        event_type: 'subscription.canceled',
        data: { id: sub.sub_id, status: 'canceled' },
      },
      signature,
    );
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ status: 401, message: 'Invalid or stale Paddle-Signature.' });
    expect((await subscriptionOf('Bluebell Florists')).status).toBe('active');
    expect(await t.count('select 1 from paddle_events where event_id = $1', [eventId])).toBe(0);
  });

  it('a signed body that is not an event is acknowledged (Paddle would retry a 4xx forever) and changes nothing', async () => {
    const answer = await send({ hello: 'world' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ data: { event_id: null, applied: false } });
    expect(
      t.server.log.entries.some((e) => e.level === 'warn' && e.message.includes('cannot be applied')),
    ).toBe(true);
  });
});
