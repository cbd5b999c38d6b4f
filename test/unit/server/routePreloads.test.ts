/**
 * Route preload hints (issue 14): the build's table of lazily loaded modules and their chunks (scripts/routePreloads.ts)
 * and the index.html the server sends for a page (src/server/routePreloads.ts, static.ts): a signed-in visitor's page
 * names its page, data-preload and layout chunks as modulepreload links; a visitor without a session token, an unknown
 * path, or a build without the table gets index.html as built.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePreloadTable, type ChunkFacts } from '../../../scripts/routePreloads.ts';
import {
  parseRoutePreloadTable,
  preloadsFor,
  ROUTE_PRELOADS_FILE,
  withPreloadLinks,
  type RoutePreloadTable,
} from '../../../src/server/routePreloads.ts';
import { startTestServer, type TestServer } from './support.ts';

const ROOT = '/repo';
const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  ...facts,
});

const CHUNKS: ChunkFacts[] = [
  chunk('assets/index-a.js', { isEntry: true, imports: ['assets/react-b.js'] }),
  chunk('assets/react-b.js'),
  chunk('assets/planner-c.js', {
    isDynamicEntry: true,
    facadeModuleId: `${ROOT}/src/features/planner/index.ts`,
    imports: ['assets/react-b.js', 'assets/machine-d.js'],
  }),
  chunk('assets/machine-d.js'),
  chunk('assets/plannerPreload-e.js', {
    isDynamicEntry: true,
    facadeModuleId: `${ROOT}/src/features/planner/plannerPreload.ts`,
    imports: ['assets/react-b.js'],
  }),
  chunk('assets/DefaultLayout-f.js', {
    isDynamicEntry: true,
    facadeModuleId: `${ROOT}/src/app/layouts/DefaultLayout.tsx`,
    imports: ['assets/menu-g.js'],
  }),
  chunk('assets/menu-g.js'),
  chunk('assets/PlannerModalSet-h.js', {
    isDynamicEntry: true,
    facadeModuleId: `${ROOT}/src/features/planner/modals/PlannerModalSet.tsx`,
  }),
  chunk('assets/schedule-i.js', {
    isDynamicEntry: true,
    facadeModuleId: `${ROOT}/src/features/schedule/index.ts`,
  }),
  chunk('assets/billingStatus-j.js', {
    isDynamicEntry: true,
    facadeModuleId: `${ROOT}/src/features/paywall/billingStatus.ts`,
    imports: ['assets/cache-k.js'],
  }),
  chunk('assets/cache-k.js'),
];

describe('the build table', () => {
  const table = routePreloadTable(CHUNKS, ROOT);

  it("lists the entry's chunks and, per lazy module, its chunks the entry does not bring", () => {
    expect(table.entry).toEqual(['/assets/index-a.js', '/assets/react-b.js']);
    expect(table.modules['src/features/planner/index.ts']).toEqual([
      '/assets/planner-c.js',
      '/assets/machine-d.js',
    ]);
    expect(table.modules['src/app/layouts/DefaultLayout.tsx']).toEqual([
      '/assets/DefaultLayout-f.js',
      '/assets/menu-g.js',
    ]);
    expect(Object.keys(table.modules)).toHaveLength(6);
  });

  it('reads back through the server parser; anything else is no table', () => {
    expect(parseRoutePreloadTable(JSON.stringify(table))).toEqual(table);
    expect(parseRoutePreloadTable('not json')).toBeNull();
    expect(parseRoutePreloadTable('{"entry":["x.js"],"modules":{}}')).toBeNull();
    expect(parseRoutePreloadTable('{"entry":[],"modules":{"a":[1]}}')).toBeNull();
  });
});

describe('the hints of a page', () => {
  const table = routePreloadTable(CHUNKS, ROOT);

  it("a signed-in planner gets its page, data preload, layout and billing-read chunks, not a modal's", () => {
    expect(preloadsFor(table, '/1/contentplanner', true).sort()).toEqual(
      [
        '/assets/planner-c.js',
        '/assets/machine-d.js',
        '/assets/plannerPreload-e.js',
        '/assets/DefaultLayout-f.js',
        '/assets/menu-g.js',
        '/assets/billingStatus-j.js',
        '/assets/cache-k.js',
      ].sort(),
    );
  });

  it('nothing without a session token, for an unknown path, or for an area with no built module', () => {
    expect(preloadsFor(table, '/1/contentplanner', false)).toEqual([]);
    expect(preloadsFor(table, '/no/such/page', true)).toEqual([]);
    expect(preloadsFor(table, '/1/my_library', true)).toEqual([
      '/assets/DefaultLayout-f.js',
      '/assets/menu-g.js',
      '/assets/billingStatus-j.js',
      '/assets/cache-k.js',
    ]);
  });

  it('links go before </head>, escaped; no URLs or no head leave the page as it is', () => {
    const html = '<html><head>\n    <title>x</title>\n  </head><body></body></html>';
    const out = withPreloadLinks(html, ['/assets/a.js', '/assets/"b.js']);
    // Low priority: the entry and its stylesheet come first (they check the session and paint the wait screen).
    expect(out).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a.js">\n');
    expect(out).toContain('href="/assets/&quot;b.js"');
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('</head>'));
    expect(withPreloadLinks(html, [])).toBe(html);
    expect(withPreloadLinks('<p>no head</p>', ['/assets/a.js'])).toBe('<p>no head</p>');
  });
});

describe('index.html as the server sends it', () => {
  const INDEX =
    '<!doctype html><html><head><title>Brandpilot</title></head><body><div id="root"></div></body></html>';
  let dist: string;
  let server: TestServer;
  const table: RoutePreloadTable = routePreloadTable(CHUNKS, ROOT);

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'brandpilot-preloads-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(table));
    server = await startTestServer({ staticDir: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => server.app.request(path, { headers });

  it('names the planner chunks for a signed-in visitor, compressed when asked, and varies on the cookie', async () => {
    const plain = await get('/1/contentplanner', { Cookie: 'auth.token=t' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    expect(plain.headers.get('Content-Type')).toContain('text/html');
    const html = await plain.text();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/planner-c.js">',
    );
    expect(html).toContain('href="/assets/plannerPreload-e.js"');

    const br = await get('/1/contentplanner', { Cookie: 'auth.token=t', 'Accept-Encoding': 'br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
  });

  it('the session token is the auth.token cookie with a value', async () => {
    const hinted = async (cookie?: string) =>
      (
        await (await get('/1/contentplanner', cookie === undefined ? {} : { Cookie: cookie })).text()
      ).includes('modulepreload');
    expect(await hinted('a=1; auth.token=abc; b=2')).toBe(true);
    expect(await hinted('auth.token=')).toBe(false);
    expect(await hinted('xauth.token=abc')).toBe(false);
    expect(await hinted(undefined)).toBe(false);
  });

  it('sends the page as built to a visitor without a session, and keeps 404 for unknown pages', async () => {
    const anonymous = await get('/1/contentplanner');
    expect(await anonymous.text()).toBe(INDEX);
    expect(anonymous.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    const unknown = await get('/no/such/page', { Cookie: 'auth.token=t' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(INDEX);
  });
});
