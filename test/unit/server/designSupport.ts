/**
 * What the designs' tests share (routes/designs.ts, issue 19): designs.test.ts (create, list, read, rename,
 * duplicate, delete, who may, saving and conflicts), designDocs.test.ts (documents the server refuses),
 * designTemplateUse.test.ts (the templates) and designImages.test.ts (the rendered image). Each file has its own
 * seededServer with these logins; nodes and documents to send; the calls, and what is stored.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { designResponse, type DesignWire } from '../../../src/contract/designs.ts';
import type { DesignDoc, DesignNode, ImageNode, RectNode, TextNode } from '../../../src/domain/design.ts';
import { mediaCalls, multipart, png, stored as storedMedia, type Upload } from './libraryMediaSupport.ts';
import { NEWOWNER, OWNER, VIEWER, call, type CallOptions, type LoggedIn, type Seeded } from './support.ts';

/** Acme Bakery's owner (also of Northwind Studio), its read-only member, and the owner of Newowner Ventures. */
export const DESIGN_LOGINS = { owner: OWNER, viewer: VIEWER, stranger: NEWOWNER };
export type DesignTest = Seeded<keyof typeof DESIGN_LOGINS>;

const base = { rotation: 0, opacity: 1, locked: false, hidden: false };

export const textNode = (patch: Partial<TextNode> = {}): TextNode => ({
  ...base,
  id: 'title',
  name: 'Title',
  kind: 'text',
  x: 80,
  y: 90,
  text: 'Fresh bread\nevery morning',
  fontFamily: 'helvetica',
  fontSize: 64,
  fontStyle: 'bold',
  fill: '#222222',
  align: 'left',
  lineHeight: 1.2,
  width: 600,
  ...patch,
});

export const rectNode = (patch: Partial<RectNode> = {}): RectNode => ({
  ...base,
  id: 'box',
  name: 'Box',
  kind: 'rect',
  x: 0,
  y: 0,
  width: 540,
  height: 540,
  fill: '#FF0000',
  stroke: '',
  strokeWidth: 0,
  cornerRadius: 0,
  ...patch,
});

export const imageNode = (patch: Partial<ImageNode> = {}): ImageNode => ({
  ...base,
  id: 'picture',
  name: 'Picture',
  kind: 'image',
  x: 540,
  y: 540,
  width: 540,
  height: 540,
  src: '',
  ...patch,
});

export const squareDoc = (nodes: DesignNode[] = [], background = '#FFFFFF'): DesignDoc => ({
  width: 1080,
  height: 1080,
  background,
  nodes,
});

export const designOf = (answer: { json: unknown }): DesignWire => v.parse(designResponse, answer.json).data!;

/** The calls on `t`'s server (read once its beforeAll ran). */
export function designCalls(t: DesignTest) {
  const api = (who: LoggedIn, method: string, path: string, options: CallOptions = {}) =>
    call(t.server.app, method, `/api${path}`, { token: who.token, ...options });
  const header = (accountId: number) => ({ headers: { account_Id: String(accountId) } });

  const create = (who: LoggedIn, accountId: number, body: Record<string, unknown> = {}) =>
    api(who, 'POST', '/auth/designs', {
      body: { account_id: accountId, preset: 'square', width: 1080, height: 1080, ...body },
    });

  /** A new square design of `accountId` by its owner: the design as answered. */
  const newDesign = async (accountId: number, body: Record<string, unknown> = {}, who = t.owner) => {
    const answer = await create(who, accountId, body);
    expect(answer.status, answer.text).toBe(201);
    return designOf(answer);
  };

  const get = (who: LoggedIn, accountId: number, id: number) =>
    api(who, 'GET', `/auth/designs/${id}`, header(accountId));

  const list = (who: LoggedIn, accountId: number, query = '') =>
    api(who, 'GET', `/auth/designs${query === '' ? '' : `?${query}`}`, header(accountId));

  const save = (
    who: LoggedIn,
    accountId: number,
    id: number,
    version: number,
    doc: unknown,
    extra: Record<string, unknown> = {},
  ) => api(who, 'PUT', `/auth/designs/${id}`, { body: { account_id: accountId, version, doc, ...extra } });

  const rename = (who: LoggedIn, accountId: number, id: number, name: unknown) =>
    api(who, 'PATCH', `/auth/designs/${id}`, { body: { account_id: accountId, name } });

  const duplicate = (who: LoggedIn, accountId: number, id: number) =>
    api(who, 'POST', `/auth/designs/${id}/duplicate`, { body: { account_id: accountId } });

  const remove = (who: LoggedIn, accountId: number, id: number) =>
    api(who, 'DELETE', `/auth/designs/${id}`, { body: { account_id: accountId } });

  /** The stored row of a design (null when there is none). */
  const row = async (id: number) => {
    const rows = await t.server.db.query<{
      name: string;
      version: number;
      doc: DesignDoc;
      is_template: boolean;
      deleted_at: Date | null;
      account_id: number | null;
    }>('select name, version, doc, is_template, deleted_at, account_id from designs where id = $1', [id]);
    return rows[0] ?? null;
  };

  const designRows = () => t.count('select 1 from designs');

  const media = mediaCalls(t);

  /** A library upload of `accountId`: its URL. */
  const uploadFile = async (who: LoggedIn, accountId: number, file: Upload) => {
    const answer = await media.upload(who, accountId, { file });
    expect(answer.status).toBe(200);
    return storedMedia(answer).url;
  };

  /** A library upload of `accountId` (a `width` × `height` PNG of `colour`): its URL. */
  const upload = async (who: LoggedIn, accountId: number, width = 40, height = 30, colour = '#2266AA') =>
    uploadFile(who, accountId, {
      bytes: await png(width, height, colour),
      name: 'photo.png',
      type: 'image/png',
    });

  /** Sets the account's logo (a `colour` PNG): its URL. */
  const setLogo = async (who: LoggedIn, accountId: number, colour = '#00AA00') => {
    const form = await multipart({
      file: { bytes: await png(64, 64, colour), name: 'logo.png', type: 'image/png' },
    });
    const answer = await media.send('POST', '/media/logo', {
      token: who.token,
      headers: { ...form.headers, account_Id: String(accountId) },
      body: form.body,
    });
    expect(answer.status).toBe(200);
    return (answer.json as { data: { logo: string } }).data.logo;
  };

  return {
    api,
    header,
    create,
    newDesign,
    get,
    list,
    save,
    rename,
    duplicate,
    remove,
    row,
    designRows,
    upload,
    uploadFile,
    setLogo,
  };
}
