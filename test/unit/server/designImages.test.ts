/**
 * A design's image (issue 19; GET /api/designs/{id}/image, src/server/designRender.ts): the page size in pixels (2×
 * on request), PNG, JPEG on white and the lists' 360 px WebP thumbnail; uploads, the logo and library images drawn
 * from the server's own stores; an ETag (304) and a year's caching for the current version; the session by header or
 * cookie, and another account's design a 404.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DesignWire } from '../../../src/contract/designs.ts';
import { EMPTY_SLOT } from '../../../src/domain/designSvg.ts';
import { designById } from '../../../src/server/designStore.ts';
import { designRenderer, renderDesign } from '../../../src/server/designRender.ts';
import { designRouteMessages } from '../../../src/server/routes/designs.ts';
import { DESIGN_LOGINS, designCalls, imageNode, rectNode, squareDoc, textNode } from './designSupport.ts';
import { call, seededServer, sessionCookie, type LoggedIn } from './support.ts';

const t = seededServer(DESIGN_LOGINS);
const d = designCalls(t);

const RED = '#FF0000';
let design: DesignWire;

beforeAll(async () => {
  const made = await d.newDesign(t.acme, { name: 'Rendered' });
  const doc = squareDoc(
    [rectNode({ x: 0, y: 0, width: 540, height: 540, fill: RED }), textNode()],
    '#FFFFFF',
  );
  const saved = await d.save(t.owner, t.acme, made.id, 1, doc);
  expect(saved.status).toBe(200);
  design = (saved.json as { data: DesignWire }).data;
});

/** GET the image as `who` (bearer token; null: none), with the query and headers given. */
async function image(
  id: number,
  query: string,
  who: LoggedIn | null = t.owner,
  headers: Record<string, string> = {},
) {
  const response = await t.server.app.request(`/api/designs/${id}/image?${query}`, {
    headers: { ...headers, ...(who ? { Authorization: `Bearer ${who.token}` } : {}) },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
}

/** The RGB of one pixel of an image. */
async function pixel(bytes: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const close = (actual: number[], expected: number[]) =>
  expect(
    actual.every((value, index) => Math.abs(value - expected[index]!) <= 6),
    `${actual.join()} ≈ ${expected.join()}`,
  ).toBe(true);

describe('formats and sizes', () => {
  it('draws a PNG at the page size, with the design’s pixels', async () => {
    const answer = await image(design.id, `format=png&v=${design.version}&account_Id=${t.acme}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(answer.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1080]);
    close(await pixel(answer.bytes, 20, 20), [255, 0, 0]);
    close(await pixel(answer.bytes, 1000, 1000), [255, 255, 255]);
  });

  it('draws twice the size at scale 2, and PNG by default', async () => {
    const answer = await image(design.id, 'scale=2');
    expect(answer.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(answer.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([2160, 2160]);
    close(await pixel(answer.bytes, 1070, 1070), [255, 0, 0]);
    close(await pixel(answer.bytes, 1090, 1090), [255, 255, 255]);
  });

  it('draws a JPEG flattened on white', async () => {
    const answer = await image(design.id, 'format=jpeg');
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(answer.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 1080, 1080, false]);
  });

  it('draws the lists’ thumbnail: a WebP 360 px wide keeping the aspect (its thumbnail_url)', async () => {
    const url = new URL(design.thumbnail_url!, 'http://x.test');
    const answer = await image(design.id, url.search.slice(1));
    expect(answer.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(answer.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 360, 360]);
    const story = await d.newDesign(t.acme, { preset: 'story', width: 1080, height: 1920 });
    const tall = await sharp((await image(story.id, 'format=webp&width=360')).bytes).metadata();
    expect([tall.width, tall.height]).toEqual([360, 640]);
  });

  it('refuses an unknown format, scale or width, and an image over the pixel limit', async () => {
    expect((await image(design.id, 'format=gif')).status).toBe(400);
    expect((await image(design.id, 'scale=3')).status).toBe(400);
    expect((await image(design.id, 'width=0')).status).toBe(400);
    const huge = await d.newDesign(t.acme, { preset: 'custom', width: 4000, height: 4000 });
    const answer = await image(huge.id, 'scale=2');
    expect(JSON.parse(answer.text)).toMatchObject({
      status: 400,
      message: designRouteMessages.imageTooLarge,
    });
  });
});

describe('images inside a design', () => {
  it('draws the account’s uploads (a WebP too), its logo and library images; a slot as an empty box', async () => {
    const blue = await d.upload(t.owner, t.acme, 80, 60, '#0000FF');
    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00FF00' } })
      .webp()
      .toBuffer();
    const green = await d.uploadFile(t.owner, t.acme, { bytes: webp, name: 'g.webp', type: 'image/webp' });
    const logo = await d.setLogo(t.owner, t.acme, '#FFFF00');
    const made = await d.newDesign(t.acme);
    const doc = squareDoc([
      imageNode({ id: 'blue', x: 0, y: 0, width: 300, height: 300, src: blue }),
      imageNode({ id: 'green', x: 300, y: 0, width: 300, height: 300, src: green }),
      imageNode({ id: 'logo', x: 600, y: 0, width: 300, height: 300, src: logo, role: 'logo' }),
      imageNode({
        id: 'library',
        x: 0,
        y: 400,
        width: 400,
        height: 400,
        src: '/api/library/images/1001.png',
      }),
      imageNode({ id: 'slot', x: 600, y: 600, width: 300, height: 300, src: '', role: 'slot' }),
    ]);
    expect((await d.save(t.owner, t.acme, made.id, 1, doc)).status).toBe(200);
    const answer = await image(made.id, 'format=png');
    expect(answer.status).toBe(200);
    close(await pixel(answer.bytes, 150, 150), [0, 0, 255]);
    close(await pixel(answer.bytes, 450, 150), [0, 255, 0]);
    close(await pixel(answer.bytes, 750, 150), [255, 255, 0]);
    const library = await pixel(answer.bytes, 50, 450);
    expect(library).not.toEqual([255, 255, 255]);
    close(await pixel(answer.bytes, 750, 750), [0xe5, 0xe7, 0xeb]);
    expect(EMPTY_SLOT.fill).toBe('#E5E7EB');
  });

  it('draws an image the account no longer has as an empty slot (renderDesign, as publishing calls it)', async () => {
    const row = await designById(t.server.db, design.id);
    const foreign = {
      ...row!,
      doc: squareDoc([
        imageNode({ x: 0, y: 0, width: 1080, height: 1080, src: '/api/media/AAAAAAAAAAAAAAAAAAAAAA' }),
      ]),
    };
    const rendered = await renderDesign(t.server.db, foreign, { format: 'png', scale: 1 });
    expect([rendered.contentType, rendered.width, rendered.height]).toEqual(['image/png', 1080, 1080]);
    close(await pixel(rendered.bytes, 540, 540), [0xe5, 0xe7, 0xeb]);
  });
});

describe('caching', () => {
  it('says immutable for the current version, no-cache otherwise, and answers 304 to its ETag', async () => {
    const current = await image(design.id, `format=png&v=${design.version}&account_Id=${t.acme}`);
    expect(current.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = current.headers.get('etag')!;
    expect(etag).toMatch(/^"design-\d+-v2-png-1080x1080-r\d+"$/);
    const again = await image(design.id, `format=png&v=${design.version}`, t.owner, {
      'If-None-Match': etag,
    });
    expect([again.status, again.bytes.length]).toEqual([304, 0]);
    const stale = await image(design.id, 'format=png&v=1');
    expect(stale.headers.get('cache-control')).toBe('private, no-cache');
    expect((await image(design.id, 'format=webp', t.owner, { 'If-None-Match': etag })).status).toBe(200);
  });

  it('draws the new version after a save (a new ETag, new pixels)', async () => {
    const made = await d.newDesign(t.acme);
    const first = await image(made.id, 'format=png');
    close(await pixel(first.bytes, 10, 10), [255, 255, 255]);
    expect((await d.save(t.owner, t.acme, made.id, 1, squareDoc([], '#000000'))).status).toBe(200);
    const second = await image(made.id, 'format=png');
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
    close(await pixel(second.bytes, 10, 10), [0, 0, 0]);
  });

  it('keeps the last renders in memory (by count and by bytes), sharing one being drawn', async () => {
    const row = (await designById(t.server.db, design.id))!;
    const renderer = designRenderer(t.server.db, 2);
    const first = renderer.render(row, { format: 'webp', width: 50 });
    expect(renderer.render(row, { format: 'webp', scale: 50 / 1080 })).toBe(first);
    await first;
    await renderer.render(row, { format: 'png', width: 60 });
    await renderer.render(row, { format: 'png', width: 70 });
    expect(renderer.size.entries).toBe(2);
    expect(renderer.render(row, { format: 'webp', width: 50 })).not.toBe(first);
    const tiny = designRenderer(t.server.db, 10, 1);
    await tiny.render(row, { format: 'png', width: 40 });
    await Promise.resolve();
    expect(tiny.size).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('who may see it', () => {
  it('needs a session: 401 without one, the SPA’s token cookie is enough', async () => {
    expect((await image(design.id, 'format=png', null)).status).toBe(401);
    const byCookie = await call(
      t.server.app,
      'GET',
      `/api/designs/${design.id}/image?format=webp&width=100`,
      {
        headers: sessionCookie(t.owner.token),
      },
    );
    expect(byCookie.status).toBe(200);
  });

  it('shows it to a read-only member of its account, not to another account (404), nor naming another account', async () => {
    expect((await image(design.id, 'format=webp&width=100', t.viewer)).status).toBe(200);
    const stranger = await image(design.id, 'format=png', t.stranger);
    expect(JSON.parse(stranger.text)).toMatchObject({
      status: 404,
      message: 'This design does not exist or was deleted.',
    });
    const named = await image(design.id, `format=png&account_Id=${t.northwind}`);
    expect(named.status).toBe(404);
    expect((await image(999_999, 'format=png')).status).toBe(404);
    await d.remove(t.owner, t.acme, (await d.newDesign(t.acme)).id);
  });

  it('shows a ready-made template to anyone signed in', async () => {
    const [template] = await t.server.db.query<{ id: number }>(
      "select id from designs where template_key = 'food.headline'",
    );
    const answer = await image(template!.id, 'format=webp&width=360&v=1', t.stranger);
    expect(answer.status).toBe(200);
    expect((await sharp(answer.bytes).metadata()).width).toBe(360);
  });

  it('answers 404 for a deleted design', async () => {
    const made = await d.newDesign(t.acme);
    expect((await d.remove(t.owner, t.acme, made.id)).status).toBe(200);
    expect((await image(made.id, 'format=png')).status).toBe(404);
  });
});
