/**
 * Serves the built SPA from the same process: files of the static folder (hashed files under /assets cached for a
 * year, immutable), and index.html for the app's pages; a GET of a path the app has no page for gets index.html with
 * status 404 (the SPA renders its 404 page), and a missing file (a path with an extension, a stale chunk) a plain
 * 404. /api/*, /heartbeat, /dev/* and /sandbox/* are never answered here. Without index.html: 503 telling to build.
 *
 * Text files are sent as the build's Brotli or gzip copy (`<file>.br`, `<file>.gz`, scripts/precompress.ts) when the
 * request's Accept-Encoding allows it, with `Vary: Accept-Encoding`.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isAppPath } from '../domain/routeGuards.ts';
import type { AppEnv } from './env.ts';
import { errorBody, messages } from './http.ts';
import { SESSION_COOKIE } from './sandbox/guard.ts';
import {
  parseRoutePreloadTable,
  preloadsFor,
  ROUTE_PRELOADS_FILE,
  withPreloadLinks,
  type RoutePreloadTable,
} from './routePreloads.ts';
/** Distinct index.html variants kept compressed in memory (one per page kind and encoding; a handful in practice). */
const MAX_INDEX_VARIANTS = 64;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** Paths the SPA fallback never answers: the API, the heartbeat, /dev and /sandbox have their own 404. */
export function isServerPath(path: string): boolean {
  return ['/api', '/heartbeat', '/dev', '/sandbox'].some(
    (root) => path === root || path.startsWith(`${root}/`),
  );
}

/** The file under `root` that `urlPath` names, or null (outside the root, hidden, or not decodable). */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const parts = decoded.split('/').filter((part) => part !== '');
  if (parts.some((part) => part.startsWith('.'))) return null;
  const file = resolve(root, ...parts);
  return file.startsWith(root + sep) ? file : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Types the build keeps compressed copies of (scripts/precompress.ts). */
const COMPRESSED_TYPES = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.webmanifest', '.txt']);

/** Whether an Accept-Encoding header accepts `encoding` (listed, or `*`, with a quality above 0). */
export function acceptsEncoding(header: string | undefined, encoding: 'br' | 'gzip'): boolean {
  let accepted = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const refused = quality !== undefined && Number(quality.slice(2)) === 0;
    if (name === encoding) return !refused;
    if (name === '*') accepted = !refused;
  }
  return accepted;
}

/** The precompressed copy of `file` to send for this request, if the client takes one and the build has it. */
async function encodedCopy(c: Context<AppEnv>, file: string) {
  const header = c.req.header('Accept-Encoding');
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (acceptsEncoding(header, encoding) && (await isFile(`${file}${suffix}`)))
      return { encoding, path: `${file}${suffix}` };
  }
  return null;
}

async function sendFile(c: Context<AppEnv>, file: string, cacheControl: string, status: 200 | 404 = 200) {
  const type = extname(file).toLowerCase();
  const encoded = COMPRESSED_TYPES.has(type) ? await encodedCopy(c, file) : null;
  const body = await readFile(encoded?.path ?? file);
  c.header('Content-Type', CONTENT_TYPES[type] ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControl);
  if (COMPRESSED_TYPES.has(type)) c.header('Vary', 'Accept-Encoding');
  if (encoded) c.header('Content-Encoding', encoded.encoding);
  return c.body(new Uint8Array(body), status);
}

/**
 * Sends index.html for the page asked for, with that page's preload hints (src/server/routePreloads.ts) when it has
 * any, compressed as the request accepts; without hints, the file as built. The page and the table are read again
 * when index.html changes (a new build). The answer depends on the session cookie: `Vary` says so.
 */
function indexSender(root: string, index: string) {
  let build: { mtimeMs: number; html: string; table: RoutePreloadTable | null } | null = null;
  const variants = new Map<string, Uint8Array<ArrayBuffer>>();
  const current = async () => {
    const { mtimeMs } = await stat(index);
    if (build?.mtimeMs !== mtimeMs) {
      const html = await readFile(index, 'utf8');
      const table = await readFile(resolve(root, ROUTE_PRELOADS_FILE), 'utf8').then(
        parseRoutePreloadTable,
        () => null,
      );
      build = { mtimeMs, html, table };
      variants.clear();
    }
    return build;
  };
  return async (c: Context<AppEnv>, status: 200 | 404) => {
    const { html, table } = await current();
    const token = getCookie(c, SESSION_COOKIE)?.trim();
    const urls = table ? preloadsFor(table, c.req.path, Boolean(token)) : [];
    if (urls.length === 0) {
      const response = await sendFile(c, index, REVALIDATE_CACHE, status);
      response.headers.set('Vary', 'Accept-Encoding, Cookie');
      return response;
    }
    const header = c.req.header('Accept-Encoding');
    const encoding = acceptsEncoding(header, 'br') ? 'br' : acceptsEncoding(header, 'gzip') ? 'gzip' : null;
    const key = `${encoding ?? 'identity'} ${urls.join(' ')}`;
    let body = variants.get(key);
    if (!body) {
      const page = Buffer.from(withPreloadLinks(html, urls));
      body = new Uint8Array(
        encoding === 'br' ? brotliCompressSync(page) : encoding === 'gzip' ? gzipSync(page) : page,
      );
      if (variants.size < MAX_INDEX_VARIANTS) variants.set(key, body);
    }
    c.header('Content-Type', CONTENT_TYPES['.html']);
    c.header('Cache-Control', REVALIDATE_CACHE);
    c.header('Vary', 'Accept-Encoding, Cookie');
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(body, status);
  };
}

export function serveSpa(staticDir: string): MiddlewareHandler<AppEnv> {
  const root = resolve(staticDir);
  const index = resolve(root, 'index.html');
  const sendIndex = indexSender(root, index);
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || isServerPath(c.req.path)) return next();

    const file = fileFor(root, c.req.path);
    if (file && file !== index && (await isFile(file))) {
      const hashed = c.req.path.startsWith('/assets/');
      return sendFile(c, file, hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    }
    // A missing hashed file is a real 404: answering HTML would hide a stale chunk behind a MIME error. So is any
    // other missing file (a name with an extension, such as /favicon.ico): the app's pages have none.
    const last = c.req.path.split('/').pop() ?? '';
    if (c.req.path.startsWith('/assets/') || extname(last) !== '') return next();

    if (!(await isFile(index))) {
      c.header('Cache-Control', 'no-store');
      return c.json(errorBody(503, messages.notBuilt), 503);
    }
    return sendIndex(c, isAppPath(c.req.path) ? 200 : 404);
  };
}
