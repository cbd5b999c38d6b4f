/**
 * Property-based fuzzing of every route (issue 12): bodies derived from each route's contract schema with hostile
 * values (ids past int4, huge, negative and fractional numbers, NUL characters, very long text, dates PostgreSQL
 * refuses, wrong types, null, arrays, nested objects), whole bodies that are not objects or not JSON, hostile path
 * parameters, query strings and account headers; each case both as a logged-in member and anonymously. A case the
 * contract refuses must answer 4xx and change no row; no case may answer 5xx. The seed is fixed so a failure
 * reproduces; fuzzRoutes.ts says how each route is called, and a route of the app without an entry there fails.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRefField, nulPath } from '../../../src/contract/fields.ts';
import { DEFAULT_PADDLE_WEBHOOK_SECRET } from '../../../src/server/config.ts';
import type { Db } from '../../../src/server/db.ts';
import { paddleSignature } from '../../../src/server/routes/paddleWebhook.ts';
import { API_FUZZ_ROUTES, type FuzzContext, type RouteSpec } from './fuzzRoutes.ts';
import { SANDBOX_FUZZ_ROUTES } from './fuzzSandboxRoutes.ts';
import { OWNER, logIn, startTestServer, type TestServer } from './support.ts';
import { hostileHeader, hostileText, rawBodies, spoil, spoiledObject } from './fuzzValues.ts';

/**
 * Fixed, so a failure reproduces (fast-check names the seed and path); FUZZ_SEED and FUZZ_RUNS run a longer or
 * different hunt locally, e.g. `FUZZ_RUNS=200 FUZZ_SEED=7 npx vitest run --project unit test/unit/server/fuzz.test.ts`.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 12_012);
const RUNS_PER_CALLER = Number(process.env.FUZZ_RUNS ?? 12);

/** Every route of the app: a route without an entry fails the first test. */
const FUZZ_ROUTES: Record<string, RouteSpec> = { ...API_FUZZ_ROUTES, ...SANDBOX_FUZZ_ROUTES };

let server: TestServer;
let ctx: FuzzContext;

async function contextOf(db: Db): Promise<FuzzContext> {
  const one = async <T>(sql: string): Promise<T> => {
    const rows = await db.query<{ value: T }>(sql);
    if (!rows[0]) throw new Error(`no seed row for: ${sql}`);
    return rows[0].value;
  };
  const acme = await one<number>(
    "select id as value from accounts where account_name = 'Acme Bakery' limit 1",
  );
  const ownerId = await one<number>("select id as value from users where email = 'owner@demo.test'");
  return {
    ownerId,
    viewerId: await one<number>("select id as value from users where email = 'viewer@demo.test'"),
    acme,
    postId: await one<number>(`select min(id) as value from posts where account_id = ${acme}`),
    conversationId: await one<number>(
      `select min(id) as value from conversations where member_id1 = ${ownerId} or member_id2 = ${ownerId}`,
    ),
    subId: await one<string>(`select sub_id as value from subscriptions where account_id = ${acme}`),
    priceId: await one<string>(
      'select sandbox_price_id as value from plans where sandbox_price_id is not null limit 1',
    ),
    pricingId: await one<number>('select pricing_id as value from plans order by id limit 1'),
    onboardingTypeId: await one<number>('select min(id) as value from onboarding_types'),
  };
}

/**
 * A position in the change log of every public table (see beforeAll): a trigger notes each row inserted, updated or
 * deleted and each table truncated. (Scanning every table for its newest row version after each case took most of
 * this file's time.)
 */
async function fingerprint(): Promise<number> {
  const rows = await server.db.query<{ n: number }>(
    'select coalesce(max(id), 0)::int as n from fuzz_changes',
  );
  return rows[0]?.n ?? 0;
}

/** The tables changed between two positions of the change log. */
async function changedTables(before: number, after: number): Promise<string[]> {
  if (after === before) return [];
  const rows = await server.db.query<{ name: string }>(
    'select distinct tbl as name from fuzz_changes where id > $1 and id <= $2 order by 1',
    [before, after],
  );
  return rows.map((row) => row.name);
}

interface Case {
  /** The body as sent (undefined: none). */
  body?: string;
  form: boolean;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  signed: boolean;
  /** Why the contract refuses this case, or null when it may be valid. */
  refused: string | null;
}

/** Percent-encodes every byte but the unreserved ones (a lone surrogate becomes U+FFFD, as in any URL). */
function encode(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}
/** What the server reads back from `encode(text)`. */
const decoded = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

function refusal(schema: v.GenericSchema | null, value: unknown, what: string): string | null {
  if (schema === null) return null;
  const result = v.safeParse(schema, value);
  return result.success ? null : `${what}: ${result.issues[0]?.message ?? 'refused'}`;
}

const KEEP = Symbol('keep');

/** Path parameters or query strings: each kept, dropped (queries only) or hostile. */
function textInputs(
  inputs: RouteSpec['params'],
  canDrop: boolean,
): fc.Arbitrary<Record<string, string | typeof KEEP | undefined>> {
  const entries = Object.keys(inputs ?? {}).map((name) => {
    const choices = [fc.constant(KEEP), hostileText, ...(canDrop ? [fc.constant(undefined)] : [])];
    return [name, fc.oneof(...choices)] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

function caseArbitrary(spec: RouteSpec, path: string): fc.Arbitrary<Case> {
  const bodySpec = spec.body;
  const bodyArb: fc.Arbitrary<{ text?: string; refused: string | null }> =
    bodySpec === undefined
      ? fc.constant({ refused: null })
      : bodySpec === 'ignored'
        ? fc.oneof(rawBodies, spoil({})).map((value) => ({
            text: typeof value === 'string' ? value : JSON.stringify(value),
            refused: null,
          }))
        : fc.oneof(
            { weight: 1, arbitrary: rawBodies.map((text) => ({ text, refused: 'not a JSON object' })) },
            {
              weight: 6,
              arbitrary: spoiledObject(bodySpec.example(ctx)).map((value) => {
                const text = JSON.stringify(spec.freshen ? spec.freshen(value) : value);
                const parsed = JSON.parse(text) as Record<string, unknown>;
                const sent = bodySpec.form
                  ? Object.fromEntries(Object.entries(parsed).map(([key, item]) => [key, formText(item)]))
                  : parsed;
                const auth = path.startsWith('/api/auth/') ? authBodyRefusal(sent) : null;
                // Text holding a NUL character is refused for every body (the input boundary of http.ts).
                const nul = nulPath(sent) === null ? null : 'a NUL character';
                return {
                  text: bodySpec.form ? new URLSearchParams(sent as Record<string, string>).toString() : text,
                  refused: nul ?? auth ?? refusal(bodySpec.schema, sent, 'body'),
                };
              }),
            },
          );
  const headerArb: fc.Arbitrary<Record<string, string>> = path.startsWith('/api/auth/')
    ? fc.record({ accountId: hostileHeader, account_Id: hostileHeader }, { requiredKeys: [] })
    : fc.constant({});
  return fc
    .record({
      body: bodyArb,
      params: textInputs(spec.params, false),
      query: textInputs(spec.query, true),
      headers: headerArb,
      signed: fc.boolean(),
    })
    .map(({ body, params, query, headers, signed }) => {
      const reasons: (string | null)[] = [body.refused];
      const pick = (
        inputs: RouteSpec['params'],
        chosen: Record<string, string | typeof KEEP | undefined>,
      ) => {
        const out: Record<string, string> = {};
        for (const [name, choice] of Object.entries(chosen)) {
          if (choice === undefined) continue;
          const input = inputs![name]!;
          const value = choice === KEEP ? input.example(ctx) : choice;
          out[name] = value;
          reasons.push(refusal(input.schema, decoded(value), name));
        }
        return out;
      };
      const chosenParams = pick(spec.params, params);
      const chosenQuery = pick(spec.query, query);
      for (const [name, value] of Object.entries(headers)) {
        if (value.trim() !== '') reasons.push(refusal(accountRefField(name), value.trim(), name));
      }
      return {
        ...(body.text === undefined ? {} : { body: body.text }),
        form: bodySpec !== undefined && bodySpec !== 'ignored' && (bodySpec.form ?? false),
        params: chosenParams,
        query: chosenQuery,
        headers: headers,
        signed: (spec.paddleSigned ?? false) && signed,
        refused: reasons.find((reason) => reason !== null) ?? null,
      };
    });
}

/** How a form field reads a JSON value. */
function formText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The membership check of /auth/ routes refuses an `account_id` it cannot read as an account (0: none). */
function authBodyRefusal(body: unknown): string | null {
  const named = (body as Record<string, unknown>).account_id;
  if (named === undefined || named === null) return null;
  return refusal(accountRefField('account_id'), named, 'account_id');
}

async function send(method: string, path: string, one: Case, token: string | null, ip: string) {
  let url = path;
  for (const [name, value] of Object.entries(one.params)) url = url.replace(`:${name}`, encode(value));
  const query = Object.entries(one.query).map(([name, value]) => `${encode(name)}=${encode(value)}`);
  if (query.length > 0) url += `?${query.join('&')}`;
  const headers: Record<string, string> = { ...one.headers };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (one.body !== undefined) {
    headers['Content-Type'] = one.form ? 'application/x-www-form-urlencoded' : 'application/json';
    if (one.signed) {
      const seconds = Math.floor(server.clock.now().getTime() / 1000);
      headers['Paddle-Signature'] = paddleSignature(DEFAULT_PADDLE_WEBHOOK_SECRET, one.body, seconds);
    }
  }
  const env = { incoming: { socket: { remoteAddress: ip } } };
  const response = await server.app.request(url, { method, headers, body: one.body }, env);
  // A stream of changes (GET /api/live) stays open: its first bytes say what it answered.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const reader = response.body!.getReader();
    const first = await reader.read();
    await reader.cancel();
    return { url, status: response.status, text: new TextDecoder().decode(first.value).slice(0, 300) };
  }
  return { url, status: response.status, text: (await response.text()).slice(0, 300) };
}

describe('every route, fuzzed with hostile input', () => {
  beforeAll(async () => {
    server = await startTestServer();
    ctx = await contextOf(server.db);
    const tables = await server.db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    await server.db.exec(`
      create table fuzz_changes (id serial primary key, tbl text not null);
      create function fuzz_note() returns trigger language plpgsql as $$
        begin insert into fuzz_changes (tbl) values (tg_table_name); return null; end $$;
    `);
    // The rate limits' counters (rate_limit_hits) count calls, refused ones too (a failed login, a review link that
    // does not exist): that is what they are for, not a change of the product's data.
    for (const { name } of tables.filter((table) => table.name !== 'rate_limit_hits')) {
      // Every logged-in call moves its session's last_seen_at: only other changes of a session count.
      const rowChanges =
        name === 'sessions'
          ? `create trigger fuzz_write after insert or delete on "${name}" for each row execute function fuzz_note();
             create trigger fuzz_update after update on "${name}" for each row
               when ((to_jsonb(old) - 'last_seen_at') is distinct from (to_jsonb(new) - 'last_seen_at'))
               execute function fuzz_note();`
          : `create trigger fuzz_write after insert or update or delete on "${name}"
               for each row execute function fuzz_note();`;
      await server.db.exec(`${rowChanges}
        create trigger fuzz_truncate after truncate on "${name}" for each statement execute function fuzz_note();`);
    }
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('has a fuzz entry for every route of the app, and none for a route it lacks', () => {
    const routes = new Set(
      server.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    );
    const missing = [...routes].filter((route) => !(route in FUZZ_ROUTES));
    const stale = Object.keys(FUZZ_ROUTES).filter((route) => !routes.has(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    expect(routes.size).toBeGreaterThan(100);
  });

  it('the fingerprint sees an insert, an update and a delete, and a session only when more than its last call moves', async () => {
    const start = await fingerprint();
    await server.db.query("insert into countries (name, sortname) values ('Fuzzland', 'FZ')");
    const inserted = await fingerprint();
    await server.db.query("update countries set name = 'Fuzz Land' where sortname = 'FZ'");
    const updated = await fingerprint();
    await server.db.query("delete from countries where sortname = 'FZ'");
    const deleted = await fingerprint();
    await logIn(server.app, OWNER);
    const loggedIn = await fingerprint();
    await server.db.query("update sessions set last_seen_at = last_seen_at + interval '1 second'");
    const touched = await fingerprint();
    await server.db.query("update sessions set created_at = created_at - interval '1 second'");
    const changed = await fingerprint();
    expect(await changedTables(start, inserted)).toEqual(['countries']);
    expect(await changedTables(inserted, updated)).toEqual(['countries']);
    expect(await changedTables(updated, deleted)).toEqual(['countries']);
    expect(await changedTables(deleted, loggedIn)).toContain('sessions');
    // A session's last_seen_at moves on every call: that alone is no change; any other column is one.
    expect(await changedTables(loggedIn, touched)).toEqual([]);
    expect(await changedTables(touched, changed)).toEqual(['sessions']);
  });

  let ipCounter = 0;
  let logged = 0;
  it.for(Object.keys(FUZZ_ROUTES))('%s: never 5xx, refused input 4xx and no row changed', async (key) => {
    const spec = FUZZ_ROUTES[key]!;
    const [method, path] = key.split(' ') as [string, string];
    const member = await logIn(server.app, OWNER);
    logged = server.log.entries.length;
    for (const token of [member.token, null]) {
      let before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(caseArbitrary(spec, path), async (one) => {
          ipCounter += 1;
          const answer = await send(method, path, one, token, `127.1.${ipCounter >> 8}.${ipCounter & 255}`);
          const seen = `${method} ${answer.url} (${token ? 'member' : 'anonymous'}) ${JSON.stringify(one)} -> ${answer.status} ${answer.text}`;
          expect(answer.status, seen).toBeLessThan(500);
          // Also no error logged: the safety net of app.onError answers 400 to a value PostgreSQL refuses, but such
          // a value should never get past the input checks.
          const errors = server.log.entries.slice(logged).filter((entry) => entry.level === 'error');
          logged = server.log.entries.length;
          expect(
            errors.map((entry) => `${entry.message}: ${String(entry.detail)}`),
            seen,
          ).toEqual([]);
          const after = await fingerprint();
          if (one.refused !== null) {
            if (!spec.lenient) expect(answer.status, seen).toBeGreaterThanOrEqual(400);
            expect(await changedTables(before, after), `rows changed: ${seen}`).toEqual([]);
          } else if (!spec.writes) {
            expect(await changedTables(before, after), `rows changed by a read: ${seen}`).toEqual([]);
          }
          before = after;
        }),
        { seed: SEED, numRuns: RUNS_PER_CALLER, endOnFailure: true },
      );
    }
  });
});
