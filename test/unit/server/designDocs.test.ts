/**
 * Documents the server refuses (issue 19; routes/designs.ts, src/contract/designs.ts designDoc): two layers with one
 * id, numbers that are not numbers, too many layers, a body or a document over the size limits, and images that are
 * not the account's own media or the library's. Each answers 400 or 413 with a sentence, and the design keeps its
 * version and document.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_DOC_BYTES_MAX, DESIGN_NODES_MAX, designMessages } from '../../../src/domain/design.ts';
import { DESIGN_BODY_BYTES_MAX, designRouteMessages } from '../../../src/server/routes/designs.ts';
import {
  DESIGN_LOGINS,
  designCalls,
  designOf,
  imageNode,
  rectNode,
  squareDoc,
  textNode,
} from './designSupport.ts';
import { seededServer } from './support.ts';

const t = seededServer(DESIGN_LOGINS);
const d = designCalls(t);

let design: { id: number };
const stored = squareDoc([rectNode({ fill: '#ABCDEF' })]);

beforeAll(async () => {
  const made = await d.newDesign(t.acme);
  expect((await d.save(t.owner, t.acme, made.id, 1, stored)).status).toBe(200);
  design = made;
});

/** Expects the design as it was: version 2 with `stored`. */
async function unchanged() {
  const row = await d.row(design.id);
  expect([row!.version, row!.doc]).toEqual([2, stored]);
}

/** A document of text layers whose JSON is close to `bytes` long (within a few hundred bytes). */
function docOfSize(bytes: number) {
  const count = DESIGN_NODES_MAX;
  const empty = JSON.stringify(
    squareDoc(Array.from({ length: count }, (_, n) => textNode({ id: `t${n}`, text: '' }))),
  ).length;
  const each = Math.floor((bytes - empty) / count);
  return squareDoc(
    Array.from({ length: count }, (_, n) => textNode({ id: `t${n}`, text: 'x'.repeat(each) })),
  );
}

describe('documents the contract refuses', () => {
  it('refuses two layers with one id', async () => {
    const answer = await d.save(t.owner, t.acme, design.id, 2, squareDoc([rectNode(), rectNode()]));
    expect(answer.json).toEqual({
      status: 400,
      message: 'doc: Two layers have the same id.',
      field: 'doc',
      data: null,
    });
    await unchanged();
  });

  it('refuses numbers that are not finite numbers (null for NaN, 1e999 for Infinity, text)', async () => {
    const nan = await d.save(t.owner, t.acme, design.id, 2, squareDoc([rectNode({ x: Number.NaN })]));
    expect(nan.json).toMatchObject({ status: 400, field: 'doc.nodes.0.x' });
    const raw = JSON.stringify({ account_id: t.acme, version: 2, doc: squareDoc([rectNode()]) }).replace(
      '"x":0',
      '"x":1e999',
    );
    const infinite = await d.api(t.owner, 'PUT', `/auth/designs/${design.id}`, { body: raw });
    expect(infinite.json).toMatchObject({ status: 400, field: 'doc.nodes.0.x' });
    const text = await d.save(t.owner, t.acme, design.id, 2, squareDoc([rectNode({ width: '12' as never })]));
    expect(text.json).toMatchObject({ status: 400, field: 'doc.nodes.0.width' });
    const page = await d.save(t.owner, t.acme, design.id, 2, { ...squareDoc(), width: 5000 });
    expect(page.json).toMatchObject({ status: 400, field: 'doc.width' });
    await unchanged();
  });

  it('refuses more than DESIGN_NODES_MAX layers with its sentence', async () => {
    const many = squareDoc(
      Array.from({ length: DESIGN_NODES_MAX + 1 }, (_, n) => rectNode({ id: `r${n}`, x: n })),
    );
    const answer = await d.save(t.owner, t.acme, design.id, 2, many);
    expect(answer.json).toMatchObject({
      status: 400,
      message: `doc.nodes: ${designMessages.tooManyNodes}`,
    });
    await unchanged();
    // DESIGN_NODES_MAX itself is fine (on a copy).
    const copy = await d.newDesign(t.acme);
    const full = squareDoc(many.nodes.slice(0, DESIGN_NODES_MAX));
    expect((await d.save(t.owner, t.acme, copy.id, 1, full)).status).toBe(200);
  });

  it('refuses an unknown kind, a colour that is not #RRGGBB and text over its limit', async () => {
    for (const node of [
      { ...rectNode(), kind: 'video' },
      rectNode({ fill: 'red' }),
      textNode({ text: 'y'.repeat(2001) }),
      textNode({ fontStyle: 'heavy' as never }),
    ]) {
      const answer = await d.save(t.owner, t.acme, design.id, 2, squareDoc([node as never]));
      expect(answer.status).toBe(400);
    }
    await unchanged();
  });
});

describe('text PostgreSQL would refuse', () => {
  it('stores a lone surrogate as U+FFFD and refuses a NUL character', async () => {
    const copy = await d.newDesign(t.acme);
    const answer = await d.save(
      t.owner,
      t.acme,
      copy.id,
      1,
      squareDoc([textNode({ text: 'half \uD83D emoji' })]),
    );
    expect(answer.status).toBe(200);
    const node = (await d.row(copy.id))!.doc.nodes[0]!;
    expect(node.kind === 'text' && node.text).toBe('half \uFFFD emoji');
    const nul = await d.save(t.owner, t.acme, copy.id, 2, squareDoc([textNode({ text: 'a\u0000b' })]));
    expect(nul.json).toMatchObject({ status: 400, field: 'doc.nodes.0.text' });
    expect((await d.row(copy.id))!.version).toBe(2);
  });
});

describe('size limits', () => {
  it('answers a document over DESIGN_DOC_BYTES_MAX in a body under the body limit with 413 docTooBig', async () => {
    const doc = docOfSize(DESIGN_DOC_BYTES_MAX + 2000);
    const size = JSON.stringify(doc).length;
    expect(size).toBeGreaterThan(DESIGN_DOC_BYTES_MAX);
    expect(size + 200).toBeLessThan(DESIGN_BODY_BYTES_MAX);
    const answer = await d.save(t.owner, t.acme, design.id, 2, doc);
    expect(answer.json).toEqual({ status: 413, message: designMessages.docTooBig, field: 'doc', data: null });
    await unchanged();
  });

  it('answers a body over the design body limit (and one over the 1 MB API limit) with 413 docTooBig', async () => {
    for (const bytes of [DESIGN_BODY_BYTES_MAX + 1000, 2 * 1024 * 1024]) {
      const answer = await d.save(t.owner, t.acme, design.id, 2, docOfSize(bytes));
      expect(answer.json).toEqual({
        status: 413,
        message: designMessages.docTooBig,
        field: 'doc',
        data: null,
      });
    }
    await unchanged();
    const rows = await d.designRows();
    const created = await d.api(t.owner, 'POST', '/auth/designs', {
      body: { account_id: t.acme, preset: 'square', width: 1080, height: 1080, name: 'z'.repeat(600_000) },
    });
    expect(created.status).toBe(413);
    expect(await d.designRows()).toBe(rows);
  });

  it('still saves a document just under the limit', async () => {
    const copy = await d.newDesign(t.acme);
    const doc = docOfSize(DESIGN_DOC_BYTES_MAX - 2000);
    expect(JSON.stringify(doc).length).toBeLessThanOrEqual(DESIGN_DOC_BYTES_MAX);
    const answer = await d.save(t.owner, t.acme, copy.id, 1, doc);
    expect(answer.status).toBe(200);
    expect(designOf(answer).version).toBe(2);
  });
});

describe('image sources', () => {
  const refusedAt = (index: number) => ({
    status: 400,
    message: `doc.nodes.${index}.src: ${designRouteMessages.foreignImage}`,
    field: `doc.nodes.${index}.src`,
    data: null,
  });

  it('accepts the account’s own uploads, its logo (and their thumbnails) and library images', async () => {
    const upload = await d.upload(t.owner, t.acme);
    const logo = await d.setLogo(t.owner, t.acme);
    const copy = await d.newDesign(t.acme);
    const doc = squareDoc([
      imageNode({ id: 'a', src: upload }),
      imageNode({ id: 'b', src: `${upload}/thumbnail` }),
      imageNode({ id: 'c', src: logo, role: 'logo' }),
      imageNode({ id: 'd', src: '/api/library/images/1001.png' }),
      imageNode({ id: 'e', src: '/api/library/images/1001/thumbnail.webp' }),
      imageNode({ id: 'f', src: '', role: 'slot' }),
    ]);
    const answer = await d.save(t.owner, t.acme, copy.id, 1, doc);
    expect(answer.status, answer.text).toBe(200);
    expect(designOf(answer).doc).toEqual(doc);
  });

  it('refuses another account’s upload or logo, an unknown library image, other paths and other sites', async () => {
    const theirs = await d.upload(t.stranger, t.ids['Newowner Ventures']!);
    const theirLogo = await d.setLogo(t.stranger, t.ids['Newowner Ventures']!);
    const mine = await d.upload(t.owner, t.acme);
    for (const src of [
      theirs,
      `${theirs}/thumbnail`,
      theirLogo,
      '/api/media/AAAAAAAAAAAAAAAAAAAAAA',
      '/api/library/images/999999.png',
      '/api/me',
      '/api/media/../auth/getUAccounts',
    ]) {
      const doc = squareDoc([imageNode({ id: 'ok', src: mine }), imageNode({ id: 'bad', src })]);
      const answer = await d.save(t.owner, t.acme, design.id, 2, doc);
      expect([src, answer.json]).toEqual([src, refusedAt(1)]);
    }
    const offSite = await d.save(
      t.owner,
      t.acme,
      design.id,
      2,
      squareDoc([imageNode({ src: 'https://example.test/cat.png' })]),
    );
    expect(offSite.json).toMatchObject({ status: 400, field: 'doc.nodes.0.src' });
    await unchanged();
  });

  it('keeps accepting a src the design already holds after the upload was removed', async () => {
    const upload = await d.upload(t.owner, t.acme);
    const copy = await d.newDesign(t.acme);
    const doc = squareDoc([imageNode({ src: upload })]);
    expect((await d.save(t.owner, t.acme, copy.id, 1, doc)).status).toBe(200);
    const id = upload.split('/').pop();
    const removed = await d.api(t.owner, 'POST', '/auth/deleteLibraryMedia', {
      body: { account_id: t.acme, id },
    });
    expect(removed.status).toBe(200);
    const again = await d.save(t.owner, t.acme, copy.id, 2, { ...doc, background: '#000000' });
    expect(again.status).toBe(200);
    // A new design may not point at it.
    const other = await d.newDesign(t.acme);
    expect((await d.save(t.owner, t.acme, other.id, 1, doc)).json).toEqual(refusedAt(0));
  });
});
