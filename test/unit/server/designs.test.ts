/**
 * Designs (issue 19; routes/designs.ts, contract src/contract/designs.ts): create, list, read, rename, duplicate and
 * delete; another account's design is a 404 like a missing one; a read-only member is refused; a save names the
 * version it started from, a stale one is a 409 with the stored design and writes nothing, and of two saves racing
 * from one version exactly one wins. Refused documents: designDocs.test.ts; templates: designTemplateUse.test.ts;
 * the image: designImages.test.ts.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DESIGNS_PAGE_SIZE,
  designConflictBody,
  designListResponse,
  designSummaryResponse,
} from '../../../src/contract/designs.ts';
import { designMessages } from '../../../src/domain/design.ts';
import { saveDesign } from '../../../src/server/designStore.ts';
import { DESIGN_LOGINS, designCalls, designOf, rectNode, squareDoc, textNode } from './designSupport.ts';
import { NO_SUCH_ACCOUNT, errorJson, seededServer } from './support.ts';

const t = seededServer(DESIGN_LOGINS);
const d = designCalls(t);
const stranger = () => t.ids['Newowner Ventures']!;
const ROLE_REFUSED = errorJson(403, 'Your role on this account does not allow this.');
const NOT_FOUND = { status: 404, message: designMessages.notFound, field: 'id', data: null };

describe('create, list and read', () => {
  it('creates an empty page of the preset, numbered "Untitled design", version 1, and reads it back', async () => {
    const first = await d.newDesign(t.northwind);
    expect(first).toMatchObject({
      name: 'Untitled design',
      preset: 'square',
      width: 1080,
      height: 1080,
      version: 1,
      is_template: false,
      industry_id: null,
      doc: { width: 1080, height: 1080, background: '#FFFFFF', nodes: [] },
    });
    expect(first.thumbnail_url).toBe(
      `/api/designs/${first.id}/image?format=webp&width=360&v=1&account_Id=${t.northwind}`,
    );
    const second = await d.newDesign(t.northwind, { preset: 'story', width: 1080, height: 1920 });
    expect([second.name, second.preset, second.doc.height]).toEqual(['Untitled design 2', 'story', 1920]);
    const named = await d.newDesign(t.northwind, {
      name: '  Spring menu ',
      preset: 'custom',
      width: 500,
      height: 700,
    });
    expect([named.name, named.preset, named.width, named.height]).toEqual([
      'Spring menu',
      'custom',
      500,
      700,
    ]);
    // A custom size that is a preset's size is that preset.
    expect((await d.newDesign(t.northwind, { preset: 'custom', width: 1200, height: 628 })).preset).toBe(
      'landscape',
    );

    const read = await d.get(t.owner, t.northwind, first.id);
    expect(read.status).toBe(200);
    expect(designOf(read)).toEqual(first);
  });

  it('lists the account’s designs, newest change first, a page at a time with the total in rows', async () => {
    const made: number[] = [];
    for (let n = 0; n < DESIGNS_PAGE_SIZE + 2; n += 1) {
      t.server.clock.advance(1000);
      made.push((await d.newDesign(t.acme, { name: `Listed ${n}` })).id);
    }
    const total = await t.count('select 1 from designs where account_id = $1 and not is_template', [t.acme]);
    const first = v.parse(designListResponse, (await d.list(t.owner, t.acme)).json);
    expect(first.rows).toBe(total);
    expect(first.data!.map((design) => design.id)).toEqual(
      made.slice().reverse().slice(0, DESIGNS_PAGE_SIZE),
    );
    const second = v.parse(designListResponse, (await d.list(t.owner, t.acme, 'kind=designs&page=2')).json);
    expect(second.data!.map((design) => design.id).slice(0, 2)).toEqual([made[1], made[0]]);
    // Another account's list does not hold them.
    const other = v.parse(designListResponse, (await d.list(t.owner, t.northwind)).json);
    expect(other.data!.some((design) => made.includes(design.id))).toBe(false);
    expect((await d.list(t.owner, t.acme, 'kind=mine')).json).toMatchObject({
      status: 400,
      message: 'kind: kind must be designs or templates',
    });
  });

  it('refuses a preset whose size the body does not send, and a size out of range, writing nothing', async () => {
    const before = await d.designRows();
    const mismatch = await d.create(t.owner, t.acme, { preset: 'square', width: 1080, height: 1350 });
    expect(mismatch.json).toMatchObject({ status: 400, field: 'preset' });
    const tiny = await d.create(t.owner, t.acme, { preset: 'custom', width: 99, height: 500 });
    expect(tiny.status).toBe(400);
    const long = await d.create(t.owner, t.acme, { name: 'x'.repeat(81) });
    expect(long.json).toMatchObject({ status: 400, message: `name: ${designMessages.nameTooLong}` });
    expect(await d.designRows()).toBe(before);
  });
});

describe('rename, duplicate, delete', () => {
  it('renames without a new version, and refuses an empty name', async () => {
    const design = await d.newDesign(t.acme);
    const renamed = await d.rename(t.owner, t.acme, design.id, ' Summer offer ');
    expect(renamed.status).toBe(200);
    const summary = v.parse(designSummaryResponse, renamed.json).data!;
    expect([summary.name, summary.version]).toEqual(['Summer offer', 1]);
    const blank = await d.rename(t.owner, t.acme, design.id, '   ');
    expect(blank.json).toMatchObject({ status: 400, message: `name: ${designMessages.nameRequired}` });
    expect((await d.row(design.id))!.name).toBe('Summer offer');
  });

  it('duplicates as "<name> (copy)" at version 1 with the same document', async () => {
    const design = await d.newDesign(t.acme, { name: 'Poster' });
    const saved = await d.save(t.owner, t.acme, design.id, 1, squareDoc([rectNode()]));
    expect(saved.status).toBe(200);
    const answer = await d.duplicate(t.owner, t.acme, design.id);
    expect(answer.status).toBe(201);
    const copy = designOf(answer);
    expect([copy.name, copy.version, copy.is_template]).toEqual(['Poster (copy)', 1, false]);
    expect(copy.id).not.toBe(design.id);
    expect(copy.doc).toEqual(squareDoc([rectNode()]));
    const long = await d.newDesign(t.acme, { name: 'L'.repeat(80) });
    const longCopy = designOf(await d.duplicate(t.owner, t.acme, long.id));
    expect(longCopy.name).toBe(`${'L'.repeat(73)} (copy)`);
  });

  it('deletes softly: 404 afterwards for every call, gone from the list', async () => {
    const design = await d.newDesign(t.acme);
    const removed = await d.remove(t.owner, t.acme, design.id);
    expect(removed.json).toEqual({ status: 200, message: designMessages.deleted, data: { id: design.id } });
    expect((await d.row(design.id))!.deleted_at).not.toBeNull();
    expect((await d.get(t.owner, t.acme, design.id)).json).toEqual(NOT_FOUND);
    expect((await d.remove(t.owner, t.acme, design.id)).json).toEqual(NOT_FOUND);
    expect((await d.save(t.owner, t.acme, design.id, 1, squareDoc())).json).toEqual(NOT_FOUND);
    expect((await d.duplicate(t.owner, t.acme, design.id)).json).toEqual(NOT_FOUND);
    const listed = v.parse(designListResponse, (await d.list(t.owner, t.acme)).json);
    expect(listed.data!.some((summary) => summary.id === design.id)).toBe(false);
  });
});

describe('who may', () => {
  it('answers 404 for another account’s design, as for a missing one, and changes nothing', async () => {
    const design = await d.newDesign(t.acme, { name: 'Private' });
    const own = stranger();
    const before = await d.row(design.id);
    expect((await d.get(t.stranger, own, design.id)).json).toEqual(NOT_FOUND);
    expect((await d.get(t.stranger, own, 999_999)).json).toEqual(NOT_FOUND);
    expect((await d.save(t.stranger, own, design.id, 1, squareDoc([rectNode()]))).json).toEqual(NOT_FOUND);
    expect((await d.rename(t.stranger, own, design.id, 'Mine now')).json).toEqual(NOT_FOUND);
    expect((await d.remove(t.stranger, own, design.id)).json).toEqual(NOT_FOUND);
    expect((await d.duplicate(t.stranger, own, design.id)).json).toEqual(NOT_FOUND);
    // Naming Acme Bakery, which is not theirs: the account check's 404.
    expect((await d.get(t.stranger, t.acme, design.id)).json).toEqual(NO_SUCH_ACCOUNT);
    expect((await d.save(t.stranger, t.acme, design.id, 1, squareDoc())).json).toEqual(NO_SUCH_ACCOUNT);
    expect(await d.row(design.id)).toEqual(before);
  });

  it('refuses a read-only member (role 3) every call, before anything is read or written', async () => {
    const design = await d.newDesign(t.acme);
    const before = await d.designRows();
    const answers = [
      await d.list(t.viewer, t.acme),
      await d.get(t.viewer, t.acme, design.id),
      await d.create(t.viewer, t.acme),
      await d.save(t.viewer, t.acme, design.id, 1, squareDoc([rectNode()])),
      await d.rename(t.viewer, t.acme, design.id, 'Viewer was here'),
      await d.duplicate(t.viewer, t.acme, design.id),
      await d.remove(t.viewer, t.acme, design.id),
    ];
    for (const answer of answers) expect(answer.json).toEqual(ROLE_REFUSED);
    expect(await d.designRows()).toBe(before);
    expect((await d.row(design.id))!.version).toBe(1);
  });

  it('needs a session', async () => {
    const answer = await d.api({ token: 'nope', user: t.owner.user }, 'GET', '/auth/designs');
    expect(answer.status).toBe(401);
  });
});

describe('saving with a version', () => {
  it('writes the document, name and template flag at version + 1', async () => {
    const design = await d.newDesign(t.acme);
    const doc = squareDoc([rectNode(), textNode()], '#FFF8E7');
    t.server.clock.advance(60_000);
    const answer = await d.save(t.owner, t.acme, design.id, 1, doc, { name: 'Saved' });
    expect(answer.status).toBe(200);
    const saved = designOf(answer);
    expect(saved).toMatchObject({ version: 2, name: 'Saved', doc, is_template: false });
    expect(saved.thumbnail_url).toContain('&v=2&');
    expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.parse(design.updated_at));
    expect(designOf(await d.get(t.owner, t.acme, design.id))).toEqual(saved);
    // A page of another size changes the size columns and the preset.
    const portrait = await d.save(t.owner, t.acme, design.id, 2, { ...doc, height: 1350 });
    expect(designOf(portrait)).toMatchObject({ version: 3, height: 1350, preset: 'portrait', name: 'Saved' });
  });

  it('answers a stale version with 409 and the design as stored, writing nothing', async () => {
    const design = await d.newDesign(t.acme);
    const theirs = squareDoc([rectNode({ fill: '#00FF00' })]);
    expect((await d.save(t.owner, t.acme, design.id, 1, theirs)).status).toBe(200);
    const before = await d.row(design.id);
    const mine = squareDoc([rectNode({ fill: '#0000FF' })]);
    const stale = await d.save(t.owner, t.acme, design.id, 1, mine, { name: 'Mine' });
    expect(stale.status).toBe(409);
    const body = v.parse(designConflictBody, stale.json);
    expect(body.message).toBe(designMessages.conflictTitle);
    expect(body.data).toMatchObject({ id: design.id, version: 2, doc: theirs, name: design.name });
    expect(await d.row(design.id)).toEqual(before);
    // A version from the future is just as stale.
    expect((await d.save(t.owner, t.acme, design.id, 7, mine)).status).toBe(409);
    expect(await d.row(design.id)).toEqual(before);
  });

  it('lets exactly one of two saves racing from the same version win; the other gets the winner', async () => {
    for (let round = 0; round < 3; round += 1) {
      const design = await d.newDesign(t.acme);
      const docs = [squareDoc([rectNode({ fill: '#111111' })]), squareDoc([rectNode({ fill: '#222222' })])];
      const answers = await Promise.all(docs.map((doc) => d.save(t.owner, t.acme, design.id, 1, doc)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const won = answers.findIndex((answer) => answer.status === 200);
      const stored = await d.row(design.id);
      expect(stored!.version).toBe(2);
      expect(stored!.doc).toEqual(docs[won]);
      const lost = v.parse(designConflictBody, answers[1 - won]!.json);
      expect([lost.data.version, lost.data.doc]).toEqual([2, docs[won]]);
    }
  });

  it('guards the write itself: a second write from the same version finds nothing to update', async () => {
    const design = await d.newDesign(t.acme);
    const write = (fill: string) =>
      saveDesign(t.server.db, {
        id: design.id,
        accountId: t.acme,
        version: 1,
        doc: squareDoc([rectNode({ fill })]),
        now: t.server.clock.now(),
      });
    const [first, second] = await Promise.all([write('#333333'), write('#444444')]);
    expect([first === null, second === null].sort()).toEqual([false, true]);
    expect((await d.row(design.id))!.version).toBe(2);
  });

  it('saves as a template: it moves from the designs to the templates list', async () => {
    const design = await d.newDesign(t.acme, { name: 'House style' });
    const saved = designOf(await d.save(t.owner, t.acme, design.id, 1, squareDoc(), { as_template: true }));
    expect(saved.is_template).toBe(true);
    const designs = v.parse(designListResponse, (await d.list(t.owner, t.acme)).json).data!;
    expect(designs.some((summary) => summary.id === design.id)).toBe(false);
    const templates = v.parse(
      designListResponse,
      (await d.list(t.owner, t.acme, 'kind=templates')).json,
    ).data!;
    expect(templates[0]!.id).toBe(design.id);
  });
});
