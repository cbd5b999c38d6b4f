/**
 * The design calls of the SPA (src/api/designs.ts, issue 19): what each sends (method, path, the account header or
 * `account_id` in the body), the answers turned into the domain's shapes, a stale save answered as a conflict with
 * the stored design (the 409's `data`) rather than an error, and the image's address; then the same calls against
 * the in-process reference server, and the cache (src/api/queries/designs.ts): one entry per account, kind and
 * page, every successful write marking the account's pages and designs stale.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import { designCalls, designImageUrl, type DesignCalls } from '../../../src/api/designs.ts';
import { createQueryClient, fetchCached } from '../../../src/api/queries/client.ts';
import { designDetail, designPages, designWrites } from '../../../src/api/queries/designs.ts';
import type { DesignSummaryWire, DesignWire } from '../../../src/contract/designs.ts';
import { apiMessages } from '../../../src/domain/apiMessages.ts';
import { designMessages, type DesignDoc } from '../../../src/domain/design.ts';
import { OWNER } from '../server/support.ts';
import { clientWith, credentials, json, scriptedFetch, seededServer, type Seen } from './clientSupport.ts';

const DOC: DesignDoc = {
  width: 1080,
  height: 1080,
  background: '#FFFFFF',
  nodes: [
    {
      id: 'box',
      name: 'Box',
      kind: 'rect',
      x: 0,
      y: 0,
      width: 540,
      height: 540,
      rotation: 0,
      opacity: 1,
      locked: false,
      hidden: false,
      fill: '#FF0000',
      stroke: '',
      strokeWidth: 0,
      cornerRadius: 0,
    },
  ],
};

const summaryWire = (patch: Partial<DesignSummaryWire> = {}): DesignSummaryWire => ({
  id: 7,
  name: 'Bread week',
  preset: 'square',
  width: 1080,
  height: 1080,
  version: 3,
  is_template: false,
  thumbnail_url: '/api/designs/7/image?format=webp&width=360&v=3&account_Id=5',
  updated_at: '2026-11-20T09:00:00.000Z',
  industry_id: null,
  ...patch,
});
const designWire = (patch: Partial<DesignWire> = {}): DesignWire => ({
  ...summaryWire(),
  doc: DOC,
  ...patch,
});

const SUMMARY = {
  id: 7,
  name: 'Bread week',
  preset: 'square',
  width: 1080,
  height: 1080,
  version: 3,
  isTemplate: false,
  thumbnailUrl: '/api/designs/7/image?format=webp&width=360&v=3&account_Id=5',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

/** Calls on account 5 whose requests `answer` answers, and what they sent. */
function scripted(answer: (seen: Seen) => Response, accountId: number | null = 5) {
  const fetch = scriptedFetch(answer);
  return { calls: designCalls(clientWith(fetch.fetch, credentials('tok', accountId))), seen: fetch.seen };
}

const bodyOf = (seen: Seen | undefined) => JSON.parse(seen?.body ?? 'null') as Record<string, unknown>;
const pathOf = (seen: Seen | undefined) => {
  const url = new URL(seen?.url ?? 'http://x.test/');
  return `${url.pathname}${url.search}`;
};

describe('designCalls', () => {
  it('lists a page of one kind with the account header, in the domain’s shape, with the total', async () => {
    const { calls, seen } = scripted(() =>
      json(200, { status: 200, data: [summaryWire(), summaryWire({ id: 8, is_template: true })], rows: 30 }),
    );
    const list = await calls.list('templates', 2);
    expect(seen[0]?.method).toBe('GET');
    expect(pathOf(seen[0])).toBe('/api/auth/designs?kind=templates&page=2');
    expect(seen[0]?.headers.get('account_Id')).toBe('5');
    expect(list).toEqual({ designs: [SUMMARY, { ...SUMMARY, id: 8, isTemplate: true }], total: 30 });
  });

  it('reads one design with its document', async () => {
    const { calls, seen } = scripted(() => json(200, { status: 200, data: designWire() }));
    expect(await calls.get(7)).toEqual({ ...SUMMARY, doc: DOC });
    expect(pathOf(seen[0])).toBe('/api/auth/designs/7');
    expect(seen[0]?.headers.get('account_Id')).toBe('5');
  });

  it('creates with the account in the body, naming the template and the name only when given', async () => {
    const { calls, seen } = scripted(() => json(201, { status: 201, data: designWire({ version: 1 }) }));
    const made = await calls.create({ preset: 'story', width: 1080, height: 1920 });
    expect(made.version).toBe(1);
    expect(seen[0]?.method).toBe('POST');
    expect(pathOf(seen[0])).toBe('/api/auth/designs');
    expect(bodyOf(seen[0])).toEqual({ account_id: 5, preset: 'story', width: 1080, height: 1920 });
    await calls.create({ name: 'Sale', preset: 'square', width: 1080, height: 1080, templateId: 12 });
    expect(bodyOf(seen[1])).toEqual({
      account_id: 5,
      name: 'Sale',
      preset: 'square',
      width: 1080,
      height: 1080,
      template_id: 12,
    });
  });

  it('saves with PUT and the version it started from, and answers the new version', async () => {
    const { calls, seen } = scripted(() => json(200, { status: 200, data: designWire({ version: 4 }) }));
    const outcome = await calls.save(7, { version: 3, doc: DOC, name: 'Bread', asTemplate: true });
    expect(seen[0]?.method).toBe('PUT');
    expect(pathOf(seen[0])).toBe('/api/auth/designs/7');
    expect(bodyOf(seen[0])).toEqual({
      account_id: 5,
      version: 3,
      doc: DOC,
      name: 'Bread',
      as_template: true,
    });
    expect(outcome).toEqual({ ok: true, design: { ...SUMMARY, version: 4, doc: DOC } });
    await calls.save(7, { version: 4, doc: DOC });
    expect(bodyOf(seen[1])).toEqual({ account_id: 5, version: 4, doc: DOC });
  });

  it('answers a stale save (409) with the design as stored, not an error', async () => {
    const stored = designWire({
      version: 5,
      name: 'Changed elsewhere',
      doc: { ...DOC, background: '#000000' },
    });
    const { calls } = scripted(() =>
      json(409, { status: 409, message: designMessages.conflictTitle, data: stored }),
    );
    const outcome = await calls.save(7, { version: 3, doc: DOC });
    expect(outcome).toEqual({
      ok: false,
      conflict: { ...SUMMARY, version: 5, name: 'Changed elsewhere', doc: { ...DOC, background: '#000000' } },
    });
  });

  it('refuses a 409 whose body is not a design, and passes other refusals on', async () => {
    const broken = scripted(() => json(409, { status: 409, message: 'Conflict', data: { id: 7 } }));
    const error = await broken.calls.save(7, { version: 3, doc: DOC }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'badResponse', message: apiMessages.badResponse, status: 409 });

    const refused = scripted(() =>
      json(413, { status: 413, message: designMessages.docTooBig, field: 'doc', data: null }),
    );
    const tooBig = await refused.calls.save(7, { version: 3, doc: DOC }).catch((failure: unknown) => failure);
    expect(tooBig).toMatchObject({ kind: 'http', status: 413 });
    expect((tooBig as ApiError).message).toContain(designMessages.docTooBig);
  });

  it('sends a save as the page goes away with keepalive', async () => {
    let keepalive: boolean | undefined;
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
      keepalive = init?.keepalive;
      return Promise.resolve(json(200, { status: 200, data: designWire({ version: 4 }) }));
    };
    const calls = designCalls(clientWith(fetch, credentials('tok', 5)));
    await calls.save(7, { version: 3, doc: DOC }, { keepalive: true });
    expect(keepalive).toBe(true);
  });

  it('renames with PATCH, duplicates and deletes, each naming the account', async () => {
    const { calls, seen } = scripted((request) => {
      if (request.method === 'PATCH') return json(200, { status: 200, data: summaryWire({ name: 'New' }) });
      if (request.method === 'DELETE') return json(200, { status: 200, data: { id: 7 } });
      return json(201, { status: 201, data: designWire({ id: 9, name: 'Bread week (copy)', version: 1 }) });
    });
    expect(await calls.rename(7, 'New')).toEqual({ ...SUMMARY, name: 'New' });
    expect(await calls.duplicate(7)).toMatchObject({
      id: 9,
      name: 'Bread week (copy)',
      version: 1,
      doc: DOC,
    });
    await expect(calls.remove(7)).resolves.toBeUndefined();
    expect(seen.map((request) => [request.method, pathOf(request), bodyOf(request)])).toEqual([
      ['PATCH', '/api/auth/designs/7', { account_id: 5, name: 'New' }],
      ['POST', '/api/auth/designs/7/duplicate', { account_id: 5 }],
      ['DELETE', '/api/auth/designs/7', { account_id: 5 }],
    ]);
  });

  it('sends no write without a current account', async () => {
    const { calls, seen } = scripted(() => json(200, { status: 200, data: designWire() }), null);
    await expect(calls.create({ preset: 'square', width: 1080, height: 1080 })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(calls.remove(7)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(0);
  });
});

describe('designImageUrl', () => {
  it('is the server’s image route for the version, format, scale and account', () => {
    expect(designImageUrl({ id: 7, version: 3 }, 5, { format: 'png', scale: 1 })).toBe(
      '/api/designs/7/image?format=png&scale=1&v=3&account_Id=5',
    );
    expect(designImageUrl({ id: 12, version: 1 }, 40, { format: 'jpeg', scale: 2 })).toBe(
      '/api/designs/12/image?format=jpeg&scale=2&v=1&account_Id=40',
    );
  });
});

const live = seededServer({ owner: OWNER });

describe('designCalls against the reference server', () => {
  it('creates, lists, saves, meets a conflict, renames, duplicates and deletes', async () => {
    const calls = designCalls(live.clientAs(live.as.owner));
    const made = await calls.create({ name: 'Client test', preset: 'portrait', width: 1080, height: 1350 });
    expect(made).toMatchObject({ name: 'Client test', preset: 'portrait', version: 1, isTemplate: false });
    expect(made.doc).toMatchObject({ width: 1080, height: 1350, nodes: [] });

    const doc = { ...DOC, width: 1080, height: 1350 };
    const saved = await calls.save(made.id, { version: 1, doc });
    expect(saved.ok && saved.design.version).toBe(2);
    // A second tab still on version 1: the stored version 2 comes back, and nothing is written.
    const stale = await calls.save(made.id, { version: 1, doc: { ...doc, background: '#000000' } });
    expect(stale).toMatchObject({ ok: false, conflict: { id: made.id, version: 2, doc } });
    expect((await calls.get(made.id)).doc.background).toBe('#FFFFFF');

    expect(await calls.rename(made.id, 'Renamed')).toMatchObject({ name: 'Renamed', version: 2 });
    const copy = await calls.duplicate(made.id);
    expect(copy).toMatchObject({ name: 'Renamed (copy)', version: 1, doc });
    const list = await calls.list('designs', 1);
    expect(list.designs.slice(0, 2).map((design) => design.id)).toEqual([copy.id, made.id]);
    expect(list.total).toBeGreaterThanOrEqual(2);

    await calls.remove(made.id);
    const gone = await calls.get(made.id).catch((failure: unknown) => failure);
    expect(gone).toMatchObject({ kind: 'http', status: 404 });
    expect((await calls.list('designs', 1)).designs.some((design) => design.id === made.id)).toBe(false);
  });
});

describe('the designs’ cache', () => {
  /** Calls that count the reads and answer from a script. */
  function counted() {
    const asked: string[] = [];
    const summary = { ...SUMMARY, preset: 'square' as const };
    const calls: DesignCalls = {
      list: (kind, page) => {
        asked.push(`list ${kind} ${page}`);
        return Promise.resolve({ designs: [summary], total: 1 });
      },
      get: (id) => {
        asked.push(`get ${id}`);
        return Promise.resolve({ ...summary, id, doc: DOC });
      },
      create: () => Promise.resolve({ ...summary, doc: DOC }),
      save: () => Promise.resolve({ ok: true, design: { ...summary, doc: DOC } }),
      rename: () => Promise.resolve(summary),
      duplicate: () => Promise.resolve({ ...summary, doc: DOC }),
      remove: () => Promise.reject(new ApiError('http', designMessages.notFound, 404)),
    };
    return { calls, asked };
  }

  it('keeps one entry per account, kind and page', async () => {
    const { calls, asked } = counted();
    const cache = createQueryClient();
    await designPages.fetch(calls, 5, 'designs', 1, cache);
    await designPages.fetch(calls, 5, 'designs', 1, cache);
    await designPages.fetch(calls, 5, 'templates', 1, cache);
    await designPages.fetch(calls, 5, 'designs', 2, cache);
    await designPages.fetch(calls, 6, 'designs', 1, cache);
    expect(asked).toEqual(['list designs 1', 'list templates 1', 'list designs 2', 'list designs 1']);
  });

  it.each([
    ['create', (writes: DesignCalls) => writes.create({ preset: 'square', width: 1080, height: 1080 })],
    ['save', (writes: DesignCalls) => writes.save(7, { version: 3, doc: DOC })],
    ['rename', (writes: DesignCalls) => writes.rename(7, 'New')],
    ['duplicate', (writes: DesignCalls) => writes.duplicate(7)],
  ])('marks the account’s pages and designs stale after %s, not another account’s', async (_, write) => {
    const { calls, asked } = counted();
    const cache = createQueryClient();
    await designPages.fetch(calls, 5, 'designs', 1, cache);
    await designPages.fetch(calls, 5, 'templates', 1, cache);
    await fetchCached(designDetail.query(calls, 5, 7), cache);
    await designPages.fetch(calls, 6, 'designs', 1, cache);
    await write(designWrites(calls, 5, cache));
    asked.length = 0;
    await designPages.fetch(calls, 5, 'designs', 1, cache);
    await designPages.fetch(calls, 5, 'templates', 1, cache);
    await fetchCached(designDetail.query(calls, 5, 7), cache);
    await designPages.fetch(calls, 6, 'designs', 1, cache);
    expect(asked).toEqual(['list designs 1', 'list templates 1', 'get 7']);
  });

  it('leaves the cache as it was when a write fails', async () => {
    const { calls, asked } = counted();
    const cache = createQueryClient();
    await designPages.fetch(calls, 5, 'designs', 1, cache);
    await expect(designWrites(calls, 5, cache).remove(7)).rejects.toBeInstanceOf(ApiError);
    await designPages.fetch(calls, 5, 'designs', 1, cache);
    expect(asked).toEqual(['list designs 1']);
  });
});
