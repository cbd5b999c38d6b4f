/**
 * The design templates (issue 19): the ready-made ones of src/server/designTemplates.ts (migration 0025 is its
 * output; every industry has them; each is a valid document with placeholders, a picture slot and a logo), the
 * templates list (the account's own, then its industries', then the rest), a design made from a template (the logo
 * and brand colour filled in, src/domain/designFill.ts), and that a ready-made template is read by every account
 * and changed by none.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { designDoc, designListResponse, type DesignSummaryWire } from '../../../src/contract/designs.ts';
import type { DesignDoc } from '../../../src/domain/design.ts';
import { TEMPLATE_BRAND_COLOUR } from '../../../src/domain/designFill.ts';
import { MIGRATIONS_DIR } from '../../../src/server/migrate.ts';
import { designTemplates, designTemplatesSql } from '../../../src/server/designTemplates.ts';
import { designRouteMessages } from '../../../src/server/routes/designs.ts';
import { DESIGN_LOGINS, designCalls, designOf, squareDoc } from './designSupport.ts';
import { seededServer } from './support.ts';

const t = seededServer(DESIGN_LOGINS);
const d = designCalls(t);

const templates = designTemplates();
const BRAND = '#AA3300';

/** Every colour of a document (background, fills, strokes). */
const colours = (doc: DesignDoc) => [
  doc.background,
  ...doc.nodes.flatMap((node) =>
    node.kind === 'image' ? [] : node.kind === 'text' ? [node.fill] : [node.fill, node.stroke],
  ),
];

/** The ready-made template of `key`, as stored. */
async function templateRow(key: string) {
  const rows = await t.server.db.query<{ id: number; doc: DesignDoc; version: number; name: string }>(
    'select id, doc, version, name from designs where template_key = $1',
    [key],
  );
  return rows[0]!;
}

describe('the ready-made templates', () => {
  it('are what migration 0025 inserts (regenerate it with `npx tsx scripts/designTemplatesSql.ts`)', () => {
    expect(readFileSync(`${MIGRATIONS_DIR}0025_design_templates.sql`, 'utf8')).toBe(designTemplatesSql());
  });

  it('give every industry five layouts, with unique keys and names', async () => {
    const industries = await t.server.db.query<{ id: number }>('select id from industries order by id');
    for (const { id } of industries) {
      expect([id, templates.filter((template) => template.industryId === id).length]).toEqual([id, 5]);
    }
    expect(new Set(templates.map((template) => template.key)).size).toBe(templates.length);
    expect(new Set(templates.map((template) => template.name)).size).toBe(templates.length);
    expect(await t.count('select 1 from designs where account_id is null and is_template')).toBe(
      templates.length,
    );
  });

  it('are valid documents with placeholder words, an empty picture slot, an empty logo and the brand marker', () => {
    for (const template of templates) {
      const parsed = v.safeParse(designDoc, template.doc);
      expect([template.key, parsed.success && null]).toEqual([template.key, null]);
      const { nodes } = template.doc;
      const texts = nodes.filter((node) => node.kind === 'text');
      expect(texts.some((node) => node.placeholder === true && node.text.trim() !== '')).toBe(true);
      expect(
        nodes.filter((node) => node.kind === 'image' && node.role === 'slot' && node.src === ''),
      ).toHaveLength(1);
      expect(
        nodes.filter((node) => node.kind === 'image' && node.role === 'logo' && node.src === ''),
      ).toHaveLength(1);
      expect(colours(template.doc)).toContain(TEMPLATE_BRAND_COLOUR);
      // Nothing is placed wholly off the page.
      for (const node of nodes) {
        expect(node.x).toBeLessThan(template.doc.width);
        expect(node.y).toBeLessThan(template.doc.height);
      }
      // Plain words: no prices, no years, no @ or # handles.
      for (const node of texts)
        expect([template.key, node.text]).not.toEqual([
          template.key,
          expect.stringMatching(/[$€£@#]|\b20\d\d\b/),
        ]);
    }
  });
});

describe('the templates list', () => {
  it('answers the account’s own templates first, then its industries’ (Acme: Food), then the others', async () => {
    const own = await d.newDesign(t.acme, { name: 'Our house template' });
    expect((await d.save(t.owner, t.acme, own.id, 1, squareDoc(), { as_template: true })).status).toBe(200);
    const pages: DesignSummaryWire[] = [];
    let rows = 0;
    for (let page = 1; page <= 10; page += 1) {
      const answer = v.parse(
        designListResponse,
        (await d.list(t.owner, t.acme, `kind=templates&page=${page}`)).json,
      );
      rows = answer.rows!;
      pages.push(...answer.data!);
      if (answer.data!.length === 0) break;
    }
    expect(rows).toBe(templates.length + 1);
    expect(pages).toHaveLength(rows);
    expect(pages[0]).toMatchObject({ id: own.id, is_template: true, industry_id: null });
    expect(pages.slice(1, 6).map((summary) => summary.industry_id)).toEqual([9, 9, 9, 9, 9]);
    expect(pages.slice(6).every((summary) => summary.industry_id !== 9)).toBe(true);
    // Ready-made templates' thumbnails name no account.
    expect(pages[1]!.thumbnail_url).toBe(`/api/designs/${pages[1]!.id}/image?format=webp&width=360&v=1`);
    // Another account does not see Acme's own template.
    const theirs = v.parse(
      designListResponse,
      (await d.list(t.stranger, t.ids['Newowner Ventures']!, 'kind=templates')).json,
    );
    expect(theirs.rows).toBe(templates.length);
  });
});

describe('a design from a template', () => {
  let logo: string;
  beforeAll(async () => {
    logo = await d.setLogo(t.owner, t.acme);
    await t.server.db.query('update accounts set brand_color = $2 where id = $1', [t.acme, BRAND]);
  });

  it('copies its document with the account’s logo and brand colour, and leaves the template as it was', async () => {
    for (const key of ['food.headline', 'food.event', 'law.tips']) {
      const template = await templateRow(key);
      const answer = await d.create(t.owner, t.acme, { template_id: template.id });
      expect(answer.status).toBe(201);
      const design = designOf(answer);
      expect(design).toMatchObject({
        name: template.name,
        is_template: false,
        version: 1,
        width: template.doc.width,
        height: template.doc.height,
      });
      const before = template.doc.nodes;
      design.doc.nodes.forEach((node, index) => {
        const was = before[index]!;
        expect(node.id).toBe(was.id);
        if (node.kind === 'image') {
          expect(node.src).toBe(node.role === 'logo' ? logo : '');
        } else if (node.kind === 'text') {
          expect([node.id, node.fill]).toEqual([
            was.id,
            (was as typeof node).fill === TEMPLATE_BRAND_COLOUR ? BRAND : (was as typeof node).fill,
          ]);
          expect(node.text).toBe((was as typeof node).text);
        } else {
          const old = was as typeof node;
          expect(node.fill).toBe(old.fill === TEMPLATE_BRAND_COLOUR ? BRAND : old.fill);
          expect(node.stroke).toBe(old.stroke === TEMPLATE_BRAND_COLOUR ? BRAND : old.stroke);
        }
      });
      expect(colours(design.doc)).not.toContain(TEMPLATE_BRAND_COLOUR);
      expect(colours(design.doc)).toContain(BRAND);
      expect(design.doc.background).toBe(
        template.doc.background === TEMPLATE_BRAND_COLOUR ? BRAND : template.doc.background,
      );
      const after = await templateRow(key);
      expect([after.version, after.doc]).toEqual([1, template.doc]);
    }
  });

  it('keeps the template’s colour and an empty logo for an account with no brand colour or logo', async () => {
    await t.server.db.query('update accounts set brand_color = null, logo = null where id = $1', [
      t.northwind,
    ]);
    const template = await templateRow('food.offer');
    const design = designOf(await d.create(t.owner, t.northwind, { template_id: template.id, name: 'Mine' }));
    expect(design.name).toBe('Mine');
    expect(design.doc).toEqual(template.doc);
  });

  it('starts from the account’s own template too, but from nothing else', async () => {
    const own = await d.newDesign(t.acme);
    const doc = squareDoc([{ ...(await templateRow('food.quote')).doc.nodes[0]!, id: 'stripe' }]);
    expect((await d.save(t.owner, t.acme, own.id, 1, doc, { as_template: true })).status).toBe(200);
    const fromOwn = designOf(await d.create(t.owner, t.acme, { template_id: own.id }));
    expect(fromOwn.doc.nodes[0]).toMatchObject({ kind: 'rect', fill: BRAND });

    const rows = await d.designRows();
    const plain = await d.newDesign(t.acme);
    const notATemplate = await d.create(t.owner, t.acme, { template_id: plain.id });
    expect(notATemplate.json).toEqual({
      status: 404,
      message: designRouteMessages.templateNotFound,
      field: 'template_id',
      data: null,
    });
    const foreign = await d.create(t.stranger, t.ids['Newowner Ventures']!, { template_id: own.id });
    expect(foreign.status).toBe(404);
    expect(await d.designRows()).toBe(rows + 1);
  });
});

describe('ready-made templates are read by all and changed by none', () => {
  it('reads one from any account; refuses to save, rename or delete it (403); duplicates it as the account’s', async () => {
    const template = await templateRow('pets.headline');
    const read = await d.get(t.stranger, t.ids['Newowner Ventures']!, template.id);
    expect(designOf(read)).toMatchObject({ id: template.id, is_template: true, industry_id: 17 });
    const refused = { status: 403, message: designRouteMessages.templateReadOnly, data: null };
    expect((await d.save(t.owner, t.acme, template.id, 1, squareDoc())).json).toEqual(refused);
    expect((await d.rename(t.owner, t.acme, template.id, 'Hijacked')).json).toEqual(refused);
    expect((await d.remove(t.owner, t.acme, template.id)).json).toEqual(refused);
    const after = await d.row(template.id);
    expect(after).toMatchObject({ version: 1, name: template.name, deleted_at: null, account_id: null });

    const copy = designOf(await d.duplicate(t.owner, t.acme, template.id));
    expect(copy).toMatchObject({ name: `${template.name} (copy)`, is_template: true, version: 1 });
    expect((await d.row(copy.id))!.account_id).toBe(t.acme);
    expect((await d.save(t.owner, t.acme, copy.id, 1, copy.doc)).status).toBe(200);
  });
});
