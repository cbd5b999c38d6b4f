// The dashboard's part of `npm run bench` (issue 17), used by scripts/bench.mjs:
// - echartsInFirstRoute(staticDir): whether ECharts is in the first route's JavaScript (the login page is in the first
//   bundle): the entry script and modulepreloads of index.html and, recursively, every chunk they import
//   statically (`import ... from "./x.js"`, not `import("./x.js")`), searched for ECharts' own marker (the DOM
//   attribute `_echarts_instance_` every ECharts build carries). Also names the chunks that hold ECharts.
// - analyticsCalls(requests): the 8 analytics calls of spec 7.6 on a seeded year of 5 networks, through
//   app.request() in a process of its own (scripts/benchAnalytics.ts), p50/p95 per call and range, with GET /api/me
//   of the same run as the reference.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

const ECHARTS_MARKER = '_echarts_instance_';
export const ANALYTICS_P95_TARGET_MS = 50;

/** The chunks a module imports statically (minified ES modules: `import{a}from"./x.js"`, `import"./x.js"`). */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    found.add(match[1]);
  }
  for (const match of code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g)) {
    found.add(match[1]);
  }
  return [...found];
}

export function echartsInFirstRoute(staticDir) {
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1].replace(/^\//, ''));
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(staticDir, file), 'utf8');
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.')) continue;
      queue.push(posix.normalize(posix.join(dirname(file), spec)));
    }
  }
  const firstRoute = [...seen];
  const withEcharts = (files) =>
    files.filter((file) => readFileSync(join(staticDir, file), 'utf8').includes(ECHARTS_MARKER));
  const assets = readdirSync(join(staticDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const echartsChunks = withEcharts(assets);
  return {
    firstRouteChunks: firstRoute.length,
    echartsInFirstRoute: withEcharts(firstRoute),
    echartsChunks,
    // Without a chunk holding ECharts the check above proves nothing: the marker must be found somewhere.
    markerFound: echartsChunks.length > 0,
  };
}

export function analyticsCalls(requests = Number(process.env.BENCH_ANALYTICS_REQUESTS ?? 200)) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/benchAnalytics.ts', String(requests)],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  if (run.status !== 0) return { error: `benchAnalytics.ts failed: ${run.stderr.trim().split('\n').at(-1)}` };
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1));
  const worstP95 = Math.max(
    ...Object.values(result.calls).flatMap((ranges) => Object.values(ranges).map((s) => s.p95)),
  );
  return { ...result, targetP95Ms: ANALYTICS_P95_TARGET_MS, worstP95 };
}

export function printCharts(results) {
  const check = results.echarts;
  if (check) {
    const verdict = !check.markerFound
      ? 'not checked: no chunk holds ECharts (marker missing)'
      : check.echartsInFirstRoute.length === 0
        ? 'no'
        : `YES (${check.echartsInFirstRoute.join(', ')})`;
    console.log(
      `  echarts in first route JS: ${verdict}; ${check.firstRouteChunks} first-route chunks; ECharts in ${check.echartsChunks.join(', ') || 'none'}`,
    );
  }
  const calls = results.analyticsCalls;
  if (!calls) return;
  if (calls.error) {
    console.log(`  analytics calls  not measured: ${calls.error}`);
    return;
  }
  const ref = calls.reference;
  console.log(
    `  analytics calls  ${calls.days} days x ${calls.networks.length} networks (${calls.insightDays} day rows, ${calls.insightPosts} posts), ${calls.requests} requests each via app.request(); target p95 <= ${calls.targetP95Ms} ms; worst p95 ${calls.worstP95} ms`,
  );
  console.log(
    `    reference GET /api/me  p50 ${ref.before.p50} ms, p95 ${ref.before.p95} ms (after: p50 ${ref.after.p50}, p95 ${ref.after.p95})`,
  );
  for (const [name, ranges] of Object.entries(calls.calls)) {
    const cells = Object.entries(ranges).map(([range, s]) => `${range} ${s.p50}/${s.p95}`);
    console.log(`    ${name.padEnd(25)} p50/p95 ms: ${cells.join('  ')}`);
  }
}
