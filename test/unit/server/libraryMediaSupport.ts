/**
 * What the tests of My library's uploads and videos share (routes/libraryMedia.ts, issue 18): libraryMedia.test.ts
 * (images, bad uploads, pages, removal, the rate limit) and libraryVideos.test.ts (videos and byte ranges). The logins
 * each file's own seededServer makes (the files run in separate workers, each with its own server), multipart bodies
 * as a browser sends them, test images, and the calls on a file's server: upload, list a page, count the media rows.
 */
import sharp from 'sharp';
import * as v from 'valibot';
import { expect } from 'vitest';
import { libraryMediaItemResponse, libraryMediaPageResponse } from '../../../src/contract/libraryMedia.ts';
import { NEWOWNER, OWNER, VIEWER, call, type LoggedIn, type TestServer } from './support.ts';

/** The logins of both files' seededServer. */
export const MEDIA_LOGINS = { owner: OWNER, viewer: VIEWER, stranger: NEWOWNER };

export interface Upload {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** A multipart body as a browser sends it, with its Content-Type (boundary) and Content-Length. */
export async function multipart(parts: Record<string, Upload | string>) {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  }
  const request = new Request('http://library.test/', { method: 'POST', body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  return {
    body,
    headers: { 'Content-Type': request.headers.get('content-type')!, 'Content-Length': String(body.length) },
  };
}

export async function png(width = 40, height = 30, background = '#2266aa'): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer(),
  );
}

export const imageFile = async (name = 'photo.png', width = 40, height = 30) => ({
  file: { bytes: await png(width, height), name, type: 'image/png' },
});

export const stored = (answer: { json: unknown }) => v.parse(libraryMediaItemResponse, answer.json).data!;

/** The calls on `t`'s server (read once its beforeAll ran). */
export function mediaCalls(t: { server: TestServer; count(sql: string): Promise<number> }) {
  async function send(
    method: string,
    path: string,
    { token, headers = {}, body }: { token?: string; headers?: Record<string, string>; body?: BodyInit },
  ) {
    const response = await t.server.app.request(`/api${path}`, {
      method,
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, bytes, json };
  }

  /** POST /auth/uploadLibraryMedia as `who`, the account in the form's account_id field unless `headers` name it. */
  async function upload(
    who: LoggedIn,
    accountId: number | null,
    parts: Record<string, Upload | string>,
    headers: Record<string, string> = {},
  ) {
    const form = await multipart(accountId === null ? parts : { ...parts, account_id: String(accountId) });
    return send('POST', '/auth/uploadLibraryMedia', {
      token: who.token,
      headers: { ...form.headers, ...headers },
      body: form.body,
    });
  }

  const list = (who: LoggedIn, path: 'getlibraryuploads' | 'getvideoposts', body: Record<string, unknown>) =>
    call(t.server.app, 'POST', `/api/auth/${path}`, { token: who.token, body });

  const page = async (
    who: LoggedIn,
    path: 'getlibraryuploads' | 'getvideoposts',
    accountId: number,
    n = 1,
  ) => {
    const answer = await list(who, path, { page: n, account_id: accountId });
    expect(answer.status).toBe(200);
    return v.parse(libraryMediaPageResponse, answer.json);
  };

  const mediaRows = () => t.count('select 1 from media');

  /** Uploads one second apart, so newest first is a strict order. */
  const tick = () => t.server.clock.advance(1000);

  return { send, upload, list, page, mediaRows, tick };
}
