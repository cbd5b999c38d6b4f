/**
 * Paddle webhook hardening (issue 12, finding 9): Paddle's own 5-second signature tolerance, and a validly signed
 * event that cannot be applied (bad date, bad id, an account id the database cannot hold) answers 200, logged, and
 * changes nothing, instead of a 500 that Paddle would retry forever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PADDLE_WEBHOOK_SECRET } from '../../../src/server/config.ts';
import { paddleSignature } from '../../../src/server/routes/paddleWebhook.ts';
import { accountIds, call, startTestServer, type TestServer } from './support.ts';

let server: TestServer;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await startTestServer();
  ids = await accountIds(server.db);
});
afterAll(() => server.close());

const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);
function send(event: unknown, ts = nowSeconds()) {
  const raw = JSON.stringify(event);
  return call(server.app, 'POST', '/api/paddle/webhook', {
    body: raw,
    headers: { 'Paddle-Signature': paddleSignature(DEFAULT_PADDLE_WEBHOOK_SECRET, raw, ts) },
  });
}
async function subscriptionOf(account: string) {
  const rows = await server.db.query<{
    sub_id: string;
    status: string;
    end_at: Date | null;
    updated_at: Date;
  }>('select sub_id, status, end_at, updated_at from subscriptions where account_id = $1', [ids[account]]);
  return rows[0]!;
}
const eventCount = async () =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from paddle_events'))[0]!.n;

describe('Paddle webhook signature age', () => {
  it('accepts a signature 5 seconds old and refuses one 6 seconds old', async () => {
    const sub = await subscriptionOf('Harbor Lights Cafe');
    const event = (id: string) => ({
      event_id: id,
      event_type: 'subscription.updated',
      data: { id: sub.sub_id, status: 'active' },
    });
    expect((await send(event('evt_01fresh5'), nowSeconds() - 5)).status).toBe(200);
    const stale = await send(event('evt_01stale6'), nowSeconds() - 6);
    expect(stale.status).toBe(401);
    const stored = await server.db.query('select event_id from paddle_events where event_id = $1', [
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
    const made = await server.db.query('select 1 from subscriptions where sub_id = $1', ['sub_01nosuchsub']);
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
    const warnings = server.log.entries.filter((entry) => entry.level !== 'info').length;
    const body = event(before.sub_id);
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const answer = await call(server.app, 'POST', '/api/paddle/webhook', {
      body: raw,
      headers: { 'Paddle-Signature': paddleSignature(DEFAULT_PADDLE_WEBHOOK_SECRET, raw, nowSeconds()) },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 200, data: { applied: false } });
    expect(await subscriptionOf('Bluebell Florists')).toEqual(before);
    expect(await eventCount()).toBe(events);
    expect(server.log.entries.filter((entry) => entry.level !== 'info').length).toBeGreaterThan(warnings);
  });
});
