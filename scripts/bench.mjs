// `npm run bench`: measures what users feel, outside the test suite (never as timed assertions).
// 1. JavaScript the first route downloads (entry + modulepreloads in dist/index.html), raw and gzip.
// 2. Server start to a healthy /heartbeat: first start (create + migrate + seed) and restart on the same data.
// 3. API latency on loopback: GET /heartbeat and GET /api/me, sequential, p50/p95/max.
// Writes test-results/bench.json. Only loopback traffic; every loop is bounded.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const port = Number(process.env.BENCH_PORT ?? 4319);
const base = `http://127.0.0.1:${port}`;
const results = {};

function kib(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

// 1. First-route JavaScript.
if (!existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const html = readFileSync('dist/index.html', 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => m[1]);
let raw = 0;
let gzip = 0;
for (const src of new Set(scripts)) {
  const bytes = readFileSync(join('dist', src));
  raw += bytes.length;
  gzip += gzipSync(bytes).length;
}
const allJs = spawnSync('find', ['dist/assets', '-name', '*.js'], { encoding: 'utf8' })
  .stdout.trim()
  .split('\n')
  .filter(Boolean);
results.firstRouteJs = { files: scripts.length, rawKiB: kib(raw), gzipKiB: kib(gzip) };
results.allJs = {
  files: allJs.length,
  rawKiB: kib(allJs.reduce((sum, file) => sum + statSync(file).size, 0)),
};

// 2. Server start.
async function waitHealthy(deadlineMs) {
  const start = performance.now();
  while (performance.now() - start < deadlineMs) {
    try {
      const response = await fetch(`${base}/heartbeat`);
      if (response.ok) return performance.now() - start;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not become healthy in time');
}

function startServer(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  return child;
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const dataDir = mkdtempSync(join(tmpdir(), 'brandpilot-bench-'));
let server = startServer(dataDir);
results.firstStartMs = Math.round(await waitHealthy(120_000));
await stopServer(server);
server = startServer(dataDir);
results.restartMs = Math.round(await waitHealthy(120_000));

// 3. Latency.
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    n: samples.length,
    p50: +at(0.5).toFixed(2),
    p95: +at(0.95).toFixed(2),
    max: +sorted.at(-1).toFixed(2),
  };
}
async function time(n, request) {
  const samples = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`bench request failed: ${response.status}`);
    samples.push(performance.now() - start);
  }
  return stats(samples);
}
try {
  const login = await fetch(`${base}/api/webauthenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@demo.test', password: 'demo1234' }),
  });
  const { data } = await login.json();
  const auth = { Authorization: `Bearer ${data.token}`, apptype: 'Y3VzdG9tZXItYXBw' };
  await time(20, () => fetch(`${base}/heartbeat`)); // warm-up
  results.heartbeatMs = await time(300, () => fetch(`${base}/heartbeat`));
  results.meMs = await time(300, () => fetch(`${base}/api/me`, { headers: auth }));
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Benchmarks (2 cores; loopback)');
console.log(
  `  first route JS   ${results.firstRouteJs.files} files, ${results.firstRouteJs.rawKiB} KiB raw, ${results.firstRouteJs.gzipKiB} KiB gzip`,
);
console.log(`  all JS           ${results.allJs.files} files, ${results.allJs.rawKiB} KiB raw`);
console.log(`  first start      ${results.firstStartMs} ms to healthy /heartbeat (create, migrate, seed)`);
console.log(`  restart          ${results.restartMs} ms to healthy /heartbeat (same data)`);
for (const key of ['heartbeatMs', 'meMs']) {
  const s = results[key];
  console.log(`  ${key.padEnd(16)} p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms (n=${s.n})`);
}
