/**
 * Precompressed static files (issue 14): the build's Brotli and gzip copies (scripts/precompress.ts) are sent when
 * the request accepts them, the plain file otherwise, always with the original type and `Vary: Accept-Encoding`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.ts';
import { acceptsEncoding } from '../../../src/server/static.ts';
import { startTestServer, type TestServer } from './support.ts';

const SCRIPT = `console.log(${JSON.stringify('brandpilot '.repeat(200))});`;
const INDEX = `<!doctype html><html><head><title>Brandpilot</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'brandpilot-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {};');
  writeFileSync(join(dist, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  precompress(dist);
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

async function get(path: string, acceptEncoding?: string) {
  const response = await server.app.request(path, {
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('precompressed static files', () => {
  it('the build step writes a .br and a .gz copy of text files of 1 KiB or more only', () => {
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-abc123.js.br'))).toString()).toBe(
      SCRIPT,
    );
    expect(gunzipSync(readFileSync(join(dist, 'index.html.gz'))).toString()).toBe(INDEX);
    expect(() => readFileSync(join(dist, 'assets', 'tiny-abc123.js.br'))).toThrow();
    expect(() => readFileSync(join(dist, 'assets', 'logo-abc123.png.gz'))).toThrow();
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip', 'gzip'],
    ['*', 'br'],
  ] as const)(
    'Accept-Encoding %s gets the %s copy, which decompresses to the file',
    async (header, encoding) => {
      const { response, bytes } = await get('/assets/index-abc123.js', header);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const plain = encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
      expect(plain.toString()).toBe(SCRIPT);
      expect(bytes.length).toBeLessThan(SCRIPT.length / 4);
    },
  );

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0'])(
    'Accept-Encoding %s gets the plain file',
    async (header) => {
      const { response, bytes } = await get('/assets/index-abc123.js', header);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(bytes.toString()).toBe(SCRIPT);
    },
  );

  it('the app page and the 404 answer are compressed too; a file without copies is sent plain', async () => {
    const page = await get('/contentplanner', 'br');
    expect(page.response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(page.bytes).toString()).toBe(INDEX);
    const unknown = await get('/no/such/page', 'gzip');
    expect(unknown.response.status).toBe(404);
    expect(gunzipSync(unknown.bytes).toString()).toBe(INDEX);
    const tiny = await get('/assets/tiny-abc123.js', 'br');
    expect(tiny.response.headers.get('content-encoding')).toBeNull();
    expect(tiny.bytes.toString()).toBe('export {};');
    const image = await get('/assets/logo-abc123.png', 'br');
    expect(image.response.headers.get('content-encoding')).toBeNull();
    expect(image.response.headers.get('vary')).toBeNull();
  });

  it.each([
    ['gzip, br', 'br', true],
    ['GZIP;q=0.5', 'gzip', true],
    ['gzip;q=0', 'gzip', false],
    ['*;q=0', 'br', false],
    ['', 'br', false],
    ['deflate', 'gzip', false],
  ] as const)('acceptsEncoding(%j, %s) is %s', (header, encoding, accepted) => {
    expect(acceptsEncoding(header, encoding)).toBe(accepted);
  });
});
