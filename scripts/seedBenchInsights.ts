/**
 * Benchmark data (`npm run bench`, never the tests): a year of insights for every network of spec 9 (1, 2, 3, 4, 6)
 * that Acme Bakery has none of, written straight into the bench server's database while the server is stopped, so
 * the overview benchmark draws 365 days x 5 networks.
 *
 *   node --import tsx scripts/seedBenchInsights.ts <DATA_DIR>
 *
 * Prints `{"account": id, "networks": [...], "seededHere": [...]}`.
 */
import { join } from 'node:path';
import { openPglite } from '../src/server/db.ts';
import { seedBenchNetwork } from './benchSeedNetwork.ts';

const NETWORKS = [1, 2, 3, 4, 6];
const [dataDir] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: seedBenchInsights.ts <DATA_DIR>');
  process.exit(2);
}

const db = await openPglite(join(dataDir, 'pgdata'));
try {
  const [account] = await db.query<{ id: number }>(
    "select id from accounts where account_name = 'Acme Bakery' order by id limit 1",
  );
  if (!account) throw new Error('no Acme Bakery account: start the server once first');
  const present = await db.query<{ provider_id: number }>(
    'select distinct provider_id from insight_days where account_id = $1',
    [account.id],
  );
  const missing = NETWORKS.filter((id) => !present.some((row) => row.provider_id === id));
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const providerId of missing) await seedBenchNetwork(tx, account.id, providerId, now);
  });
  console.log(JSON.stringify({ account: account.id, networks: NETWORKS, seededHere: missing }));
} finally {
  await db.close();
}
