// `npm run bench`, part 9 (issue 18, the content library; called by scripts/bench.mjs; alone:
// `node scripts/benchLibrary.mjs`, which writes test-results/bench-library.json). Its own server (demo mode) on a
// temp DATA_DIR and a free port (BENCH_LIBRARY_PORT to pick one): started once to create, migrate and seed, stopped,
// BENCH_LIBRARY_POSTS (10,000) generated library posts added on top of the ready-made ones
// (scripts/seedBenchLibrary.ts), started again. Then:
// 1. API: GET /api/auth/getAllLibrary on loopback, sequential, as the demo owner (Acme Bakery). Every search kind
//    (one common word, one rare word, two words, a 3-letter prefix, no search) with every filter (none, a category,
//    an industry, a network, the account's own picks), page 1 and a later page (page 10, or the last page when there
//    are fewer; dropped when there is only one): one warm-up round, then ROUNDS rounds in a shuffled order, each call
//    followed by a reference call (GET /api/me and GET /heartbeat in turn) so the references see the same machine.
//    p50 / p95 / p99 per kind, per filter, per page and overall, and each as a ratio to GET /api/me's (absolute
//    times vary 2x on shared machines). Target: p95 <= 50 ms overall.
// 2. Browser: Chromium on /{account}/my_library#content with 'All industries'; the Category select changed to each
//    category in turn (twice: any network, then Instagram), each combination loaded for the first time (not from
//    the query cache): time from the change to the first card of the new results drawn and painted (the results grid
//    `ul[data-library-page]` has its page number again and its first card is of the chosen category), median and
//    p95 after one warm-up change; also to the first card's image loaded (for information). Before each change the
//    images in view have loaded. Target: median <= 300 ms.
// The load average is recorded before and after. Only loopback traffic; every wait is bounded; the server and the
// browser are stopped and the temp folder removed in `finally` (and on SIGINT/SIGTERM when run alone).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, launchBrowser, loggedInContext, median } from './benchBrowser.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const LIBRARY_TARGETS = { apiP95Ms: 50, paintMedianMs: 300 };
const POSTS = Number(process.env.BENCH_LIBRARY_POSTS ?? 10_000);
const ROUNDS = Math.min(200, Math.max(1, Number(process.env.BENCH_LIBRARY_ROUNDS ?? 20)));
const START_TIMEOUT_MS = 180_000;
const WAIT_MS = 30_000;
const PAGE_SIZE = 12;
const LATER_PAGE = 10;
const INSTAGRAM = 3;
/** The results of the Library tab (src/features/library/LibraryBrowser.tsx). */
const RESULTS = 'section[aria-label="Ready-made posts"]';

/** The searches of each kind (the generated posts' word lists, scripts/seedBenchLibrary.ts); rotated per filter. */
const SEARCHES = {
  common: ['fresh', 'customers', 'team'],
  rare: ['Balin', 'Kamira', 'Gudun'],
  twoWords: ['fresh recipe', 'local workshop'],
  prefix: ['sea', 'pro', 'win'],
  noSearch: [''],
};
/** The filters, as getAllLibrary's query (src/contract/library.ts): absent = the account's own picks. */
const FILTERS = {
  none: { industries: 'all', categories: 'all' },
  category: { industries: 'all', categories: '3' },
  industry: { industries: '9', categories: 'all' },
  network: { industries: 'all', categories: 'all', network: String(INSTAGRAM) },
  accountPicks: {},
};

const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest rank.
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return {
    n: samples.length,
    p50: +at(0.5).toFixed(2),
    p95: +at(0.95).toFixed(2),
    p99: +at(0.99).toFixed(2),
    max: +sorted.at(-1).toFixed(2),
  };
}

const ratio = (value, reference) => +(value / reference).toFixed(1);
const ratios = (s, reference) => ({
  p50: ratio(s.p50, reference.p50),
  p95: ratio(s.p95, reference.p95),
  p99: ratio(s.p99, reference.p99),
});

/** A fixed order per round (mulberry32-based shuffle), so runs are comparable. */
function shuffled(list, seed) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** The bench's own server: start, wait for /heartbeat, stop. */
function serverAt(port, dataDir, staticDir, children) {
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    async start() {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          STATIC_DIR: resolve(staticDir),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      children.add(child);
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr = (stderr + String(chunk)).slice(-2000);
      });
      const started = performance.now();
      while (performance.now() - started < START_TIMEOUT_MS) {
        if (child.exitCode !== null)
          throw new Error(`the server stopped: ${stderr.trim().split('\n').at(-1)}`);
        try {
          const response = await fetch(`${base}/heartbeat`);
          if (response.ok) return { child, ms: Math.round(performance.now() - started) };
        } catch {
          // not listening yet
        }
        await new Promise((resolveWait) => setTimeout(resolveWait, 50));
      }
      child.kill('SIGKILL');
      children.delete(child);
      throw new Error(`the server was not healthy after ${START_TIMEOUT_MS / 1000} s`);
    },
    async stop(child) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      children.delete(child);
    },
  };
}

/** Part 1: getAllLibrary for every search kind, filter and page, against GET /api/me and GET /heartbeat. */
async function measureApi(base) {
  const login = await fetch(`${base}/api/webauthenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@demo.test', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const { data } = await login.json();
  const headers = {
    Authorization: `Bearer ${data.token}`,
    apptype: 'Y3VzdG9tZXItYXBw',
    account_Id: String(data.user.accountId),
  };
  const get = async (path) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return { ms, body };
  };
  const libraryPath = (spec, page) => {
    const query = new URLSearchParams({ ...FILTERS[spec.filter], page: String(page) });
    if (spec.q !== '') query.set('q', spec.q);
    return `/api/auth/getAllLibrary?${query}`;
  };

  // The calls, and how many posts each matches; a later page only where there is one.
  const calls = [];
  for (const [kind, words] of Object.entries(SEARCHES)) {
    Object.keys(FILTERS).forEach((filter, index) => {
      calls.push({ kind, filter, q: words[index % words.length] });
    });
  }
  const specs = [];
  for (const call of calls) {
    const { body } = await get(libraryPath(call, 1));
    const rows = JSON.parse(Buffer.from(body).toString('utf8')).rows;
    specs.push({ ...call, page: 1, rows });
    const later = Math.min(LATER_PAGE, Math.ceil(rows / PAGE_SIZE));
    if (later > 1) specs.push({ ...call, page: later, rows });
  }
  // One unmeasured round of every call and of the references.
  for (const spec of specs) {
    spec.path = libraryPath(spec, spec.page);
    await get(spec.path);
  }
  for (let index = 0; index < 20; index += 1) {
    await get('/api/me');
    await get('/heartbeat');
  }

  const samples = new Map(specs.map((spec) => [spec, []]));
  const me = [];
  const heartbeat = [];
  let turn = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const spec of shuffled(specs, round + 1)) {
      samples.get(spec).push((await get(spec.path)).ms);
      turn += 1;
      if (turn % 2 === 0) me.push((await get('/api/me')).ms);
      else heartbeat.push((await get('/heartbeat')).ms);
    }
  }

  const reference = stats(me);
  const group = (keyOf) => {
    const groups = {};
    for (const [spec, values] of samples) (groups[keyOf(spec)] ??= []).push(...values);
    return Object.fromEntries(
      Object.entries(groups).map(([key, values]) => {
        const s = stats(values);
        return [key, { ...s, xMe: ratios(s, reference) }];
      }),
    );
  };
  const overall = stats([...samples.values()].flat());
  const perCall = specs.map((spec) => {
    const s = stats(samples.get(spec));
    return {
      kind: spec.kind,
      filter: spec.filter,
      q: spec.q,
      page: spec.page,
      rows: spec.rows,
      p50: s.p50,
      p95: s.p95,
    };
  });
  return {
    rounds: ROUNDS,
    requests: overall.n,
    reference: { me: reference, heartbeat: stats(heartbeat) },
    overall: { ...overall, xMe: ratios(overall, reference) },
    byKind: group((spec) => spec.kind),
    byFilter: group((spec) => spec.filter),
    byPage: group((spec) => (spec.page === 1 ? 'first' : 'later')),
    worstCall: perCall.reduce((worst, call) => (call.p95 > worst.p95 ? call : worst)),
    calls: perCall,
  };
}

/** Part 2: the library page in Chromium, from a Category change to the new first card painted. */
async function measurePage(port) {
  const browser = await launchBrowser();
  try {
    const { context, user } = await loggedInContext(browser, port);
    const page = await context.newPage();
    await page.goto(`/${user.accountId}/my_library#content`);
    const grid = page.locator('ul[data-library-page="1"]');
    await grid.waitFor({ timeout: 60_000 });
    const category = page.getByLabel('Category', { exact: true });
    const industry = page.getByLabel('Industry', { exact: true });
    const network = page.getByLabel('Network', { exact: true });
    // The category options are loaded with the page (the setup's list).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('select')].some((select) =>
          [...select.options].some((option) => /^\d+$/.test(option.value)),
        ),
      null,
      { timeout: WAIT_MS },
    );
    const categories = await category.evaluate((select) =>
      [...select.options].filter((option) => /^\d+$/.test(option.value)).map((option) => option.text),
    );
    if (categories.length === 0) throw new Error('no category to choose');

    /** Waits for the page to settle: the grid loaded and the images in view loaded (or failed). */
    const settled = async () => {
      await grid.waitFor({ timeout: WAIT_MS });
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('ul[data-library-page] img')].every((img) => {
            const box = img.getBoundingClientRect();
            return box.top > innerHeight || box.bottom < 0 || img.complete;
          }),
        null,
        { timeout: WAIT_MS },
      );
    };
    const change = (value, name) =>
      category.evaluate(
        async (select, { value, name, waitMs, results }) => {
          // The first card of the grid, once its category line (the card's first paragraph) names the chosen one.
          const shown = (list) => {
            const card = list?.querySelector(':scope > li');
            return card?.querySelector('p')?.textContent?.startsWith(`${name} ·`) ? card : null;
          };
          const start = performance.now();
          let card = null;
          await new Promise((resolveRun, reject) => {
            const timer = setTimeout(() => reject(new Error(`${name}: no results in ${waitMs} ms`)), waitMs);
            const check = () => {
              card = shown(document.querySelector('ul[data-library-page="1"]'));
              if (!card) return;
              observer.disconnect();
              clearTimeout(timer);
              // The frame that shows the card: after it is painted.
              requestAnimationFrame(() => setTimeout(resolveRun, 0));
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, { childList: true, subtree: true, attributes: true });
            select.value = value;
            select.dispatchEvent(new Event('change', { bubbles: true }));
          });
          const painted = performance.now();
          const longTasks = window.__longTasks.filter((task) => task.start >= start && task.start < painted);
          // For information: the first card's image (drawn by the server on first request) loaded and painted.
          const img = card.querySelector('img');
          const imageLoaded = await new Promise((resolveImage) => {
            if (!img) return resolveImage(false);
            const done = (ok) => requestAnimationFrame(() => setTimeout(() => resolveImage(ok), 0));
            if (img.complete) return done(img.naturalWidth > 0);
            const timer = setTimeout(() => resolveImage(false), waitMs);
            img.addEventListener('load', () => (clearTimeout(timer), done(true)), { once: true });
            img.addEventListener('error', () => (clearTimeout(timer), done(false)), { once: true });
          });
          const rows = /\d[\d,]*/.exec(
            document.querySelector(`${results} [role="status"]`)?.textContent ?? '',
          )?.[0];
          return {
            ms: painted - start,
            imageMs: imageLoaded ? performance.now() - start : null,
            rows: rows ? Number(rows.replaceAll(',', '')) : null,
            longTaskMs: longTasks.reduce((sum, task) => sum + task.duration, 0),
          };
        },
        { value, name, waitMs: WAIT_MS, results: RESULTS },
      );

    /** A select changed outside the measure: waits for the result count to change and the grid to load. */
    const choose = async (select, value) => {
      const count = page.locator(`${RESULTS} [role="status"]`);
      const before = await count.textContent();
      await select.selectOption(value);
      await page.waitForFunction(
        ({ text, results }) =>
          document.querySelector(`${results} [role="status"]`)?.textContent !== text &&
          document.querySelector('ul[data-library-page="1"]') !== null,
        { text: before, results: RESULTS },
        { timeout: WAIT_MS },
      );
      await settled();
    };
    // Every industry, so a category matches about a twelfth of all 10,000+ posts.
    await settled();
    await choose(industry, 'all');
    const runs = [];
    for (const networkChoice of ['', String(INSTAGRAM)]) {
      if (networkChoice !== '') await choose(network, networkChoice);
      for (const name of categories) {
        const value = await category.evaluate(
          (select, text) => [...select.options].find((option) => option.text === text)?.value,
          name,
        );
        const sample = await change(value, name);
        runs.push({ category: name, network: networkChoice === '' ? 'any' : 'Instagram', ...sample });
        await settled();
      }
    }
    const measured = runs.slice(1); // the first change is the warm-up
    const times = measured.map((run) => run.ms);
    const images = measured.map((run) => run.imageMs).filter((ms) => ms !== null);
    return {
      changes: measured.length,
      medianMs: Math.round(median(times)),
      p95Ms: Math.round(stats(times).p95),
      maxMs: Math.round(Math.max(...times)),
      medianImageMs: images.length > 0 ? Math.round(median(images)) : null,
      medianLongTaskMs: Math.round(median(measured.map((run) => run.longTaskMs))),
      runs: runs.map((run, index) => ({
        category: run.category,
        network: run.network,
        rows: run.rows,
        ms: Math.round(run.ms),
        imageMs: run.imageMs === null ? null : Math.round(run.imageMs),
        longTaskMs: Math.round(run.longTaskMs),
        warmUp: index === 0,
      })),
    };
  } finally {
    await browser.close();
  }
}

/** Part 9 of the bench; `children` collects the servers started, for a signal handler. */
export async function benchLibrary({ staticDir, children = new Set() }) {
  const started = performance.now();
  const result = { posts: POSTS, loadAverage: { before: loadAverage() } };
  const port = Number(process.env.BENCH_LIBRARY_PORT ?? (await freePort()));
  const dataDir = mkdtempSync(join(tmpdir(), 'brandpilot-bench-library-'));
  const server = serverAt(port, dataDir, staticDir, children);
  let child = null;
  try {
    child = (await server.start()).child;
    await server.stop(child);
    child = null;
    const seedStarted = performance.now();
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/seedBenchLibrary.ts', dataDir, String(POSTS)],
      { cwd: repoRoot, encoding: 'utf8', timeout: START_TIMEOUT_MS },
    );
    if (seeded.status !== 0)
      throw new Error(`seeding the library failed: ${seeded.stderr.trim().split('\n').at(-1)}`);
    result.seed = {
      ...JSON.parse(seeded.stdout.trim().split('\n').at(-1)),
      ms: Math.round(performance.now() - seedStarted),
    };
    child = (await server.start()).child;
    try {
      result.api = await measureApi(server.base);
      result.api.targetP95Ms = LIBRARY_TARGETS.apiP95Ms;
    } catch (error) {
      result.api = { error: error instanceof Error ? error.message : String(error) };
    }
    try {
      result.page = await measurePage(port);
      result.page.targetMedianMs = LIBRARY_TARGETS.paintMedianMs;
    } catch (error) {
      result.page = { error: error instanceof Error ? error.message : String(error) };
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    if (child) await server.stop(child);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
  result.loadAverage.after = loadAverage();
  result.seconds = Math.round((performance.now() - started) / 1000);
  return result;
}

const verdict = (met) => (met ? 'met' : 'NOT met');

export function printLibrary(library) {
  if (!library) return;
  if (library.error) {
    console.log(`  library          not measured: ${library.error}`);
    return;
  }
  const load = `load average ${library.loadAverage.before.join(' ')} -> ${library.loadAverage.after.join(' ')}`;
  console.log(
    `  library          ${library.seed.total} library posts (${library.seed.posts} generated), ${library.seconds} s, ${load}`,
  );
  const api = library.api;
  if (api.error) {
    console.log(`    getAllLibrary  not measured: ${api.error}`);
  } else {
    const line = (name, s) =>
      console.log(
        `    ${name.padEnd(22)} p50 ${s.p50} / p95 ${s.p95} / p99 ${s.p99} ms (x GET /api/me: ${s.xMe.p50} / ${s.xMe.p95} / ${s.xMe.p99}), n=${s.n}`,
      );
    const me = api.reference.me;
    const heartbeat = api.reference.heartbeat;
    console.log(
      `    getAllLibrary, ${api.requests} requests in ${api.rounds} rounds; target p95 <= ${api.targetP95Ms} ms overall: ${verdict(api.overall.p95 <= api.targetP95Ms)}`,
    );
    console.log(
      `    reference GET /api/me p50 ${me.p50} / p95 ${me.p95} / p99 ${me.p99} ms; GET /heartbeat p50 ${heartbeat.p50} / p95 ${heartbeat.p95} / p99 ${heartbeat.p99} ms`,
    );
    line('overall', api.overall);
    const worst = api.worstCall;
    console.log(
      `    worst call p95 ${worst.p95} ms (p50 ${worst.p50}): ${worst.kind} ${JSON.stringify(worst.q)}, filter ${worst.filter}, page ${worst.page}, ${worst.rows} posts match`,
    );
    for (const [name, s] of Object.entries(api.byKind)) line(`kind ${name}`, s);
    for (const [name, s] of Object.entries(api.byFilter)) line(`filter ${name}`, s);
    for (const [name, s] of Object.entries(api.byPage)) line(`page ${name}`, s);
  }
  const page = library.page;
  if (page.error) {
    console.log(`    library page   not measured: ${page.error}`);
  } else {
    console.log(
      `    library page   Category change to first card painted: median ${page.medianMs} ms, p95 ${page.p95Ms} ms over ${page.changes} changes (target median <= ${page.targetMedianMs} ms: ${verdict(page.medianMs <= page.targetMedianMs)}); first image median ${page.medianImageMs} ms; long tasks median ${page.medianLongTaskMs} ms`,
    );
    console.log(
      `      runs ${page.runs
        .filter((run) => !run.warmUp)
        .map((run) => run.ms)
        .join(', ')} ms`,
    );
  }
}

// Alone: `node scripts/benchLibrary.mjs` (BENCH_STATIC_DIR: the build to serve, default dist/, built when missing).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const staticDir = process.env.BENCH_STATIC_DIR ?? 'dist';
  if (!existsSync(join(staticDir, 'index.html'))) {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', staticDir, '--emptyOutDir'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const children = new Set();
  const onSignal = (signal) => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const library = await benchLibrary({ staticDir, children });
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/bench-library.json', `${JSON.stringify(library, null, 2)}\n`);
  console.log('Benchmark part 9, the content library (loopback)');
  printLibrary(library);
}
