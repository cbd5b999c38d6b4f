/**
 * Benchmark data (`npm run bench`, never the tests): BENCH_POSTS posts (at most 10,000) for Acme Bakery in one month, two months
 * after the current one (the demo seed fills the current and the next month), written straight into the bench
 * server's database while the server is stopped.
 *
 *   node --import tsx scripts/seedBenchPosts.ts <DATA_DIR or postgres:// URL> [posts=2000]
 *
 * Prints `{"posts": n, "month": "YYYY-MM"}`. The posts wait for approval or are being generated (none is approved,
 * so the restart enqueues no publishing job), spread over every day of the month at bakery hours, with one to
 * three channels each. Bounded: one insert statement for the posts, one for their channels.
 */
import { join } from 'node:path';
import { openPglite, openPostgres } from '../src/server/db.ts';

const [dataDir, countArg] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: seedBenchPosts.ts <DATA_DIR> [posts]');
  process.exit(2);
}
const posts = Math.min(10_000, Math.max(1, Number(countArg ?? 2000)));

const now = new Date();
const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
const month = monthStart.toISOString().slice(0, 7);
const daysInMonth = new Date(
  Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0),
).getUTCDate();

const db = /^postgres(ql)?:\/\//.test(dataDir)
  ? await openPostgres(dataDir)
  : await openPglite(join(dataDir, 'pgdata'));
try {
  const [account] = await db.query<{ id: number }>(
    "select id from accounts where account_name = 'Acme Bakery' order by id limit 1",
  );
  if (!account) throw new Error('no Acme Bakery account: start the server once first');
  await db.transaction(async (tx) => {
    // Day and hour in UTC around London's bakery hours (08:00 to 19:30): the zone shifts them by at most an hour.
    await tx.query(
      `insert into posts (account_id, description, media, scheduled_at, status, approved, favourite, created_at,
         updated_at)
       select $1,
         'Bench post ' || n || ': fresh bread, warm coffee and a long description that needs three lines on a card.',
         '[]'::jsonb,
         $2::timestamptz + ((n % $3) * interval '1 day') + ((8 + (n / $3) % 12) * interval '1 hour')
           + ((n % 2) * interval '30 minutes'),
         (array['SCHEDULED', 'SCHEDULED', 'BRANDING', 'INSERTED', 'PENDING'])[1 + n % 5],
         0, 0, now(), now()
       from generate_series(0, $4 - 1) as n`,
      [account.id, monthStart.toISOString(), daysInMonth, posts],
    );
    await tx.query(
      `insert into post_channels (post_id, provider_id, status)
       select p.id, c.provider_id, 'SCHEDULED'
       from posts p
       cross join (values (1), (3), (4)) as c (provider_id)
       where p.account_id = $1 and p.description like 'Bench post %'
         and c.provider_id <= case p.id % 3 when 0 then 1 when 1 then 3 else 4 end
       on conflict do nothing`,
      [account.id],
    );
  });
  console.log(JSON.stringify({ posts, month }));
} finally {
  await db.close();
}
