/**
 * Serves the built SPA from the same process: files of the static folder (hashed files under
 * /assets cached for a year, immutable), and index.html for any other GET that is neither
 * /api/*, /heartbeat, /dev/* nor /sandbox/* (the SPA renders its own 404). Without index.html: 503 telling to build.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { errorBody, messages } from './http.ts';

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

async function sendFile(c: Context<AppEnv>, file: string, cacheControl: string) {
  const body = await readFile(file);
  c.header('Content-Type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControl);
  return c.body(new Uint8Array(body), 200);
}

export function serveSpa(staticDir: string): MiddlewareHandler<AppEnv> {
  const root = resolve(staticDir);
  const index = resolve(root, 'index.html');
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || isServerPath(c.req.path)) return next();

    const file = fileFor(root, c.req.path);
    if (file && file !== index && (await isFile(file))) {
      const hashed = c.req.path.startsWith('/assets/');
      return sendFile(c, file, hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    }
    // A missing hashed file is a real 404: answering HTML would hide a stale chunk behind a MIME error.
    if (c.req.path.startsWith('/assets/')) return next();

    if (!(await isFile(index))) {
      c.header('Cache-Control', 'no-store');
      return c.json(errorBody(503, messages.notBuilt), 503);
    }
    return sendFile(c, index, REVALIDATE_CACHE);
  };
}
