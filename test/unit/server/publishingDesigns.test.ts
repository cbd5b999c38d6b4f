/**
 * A post that names a design (issue 19): publishing renders the design's current version, keeps the image in the
 * media store as kind 'published' and sends the networks its public URL; the image is the design's page size,
 * served to anyone without a session; a retry or another channel uses the same image; a later edit of the design does
 * not change what went out; a deleted design or another account's fails every channel with the reason and sends
 * nothing.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DesignWire } from '../../../src/contract/designs.ts';
import { designImageRef, publishedDesignName } from '../../../src/domain/designImageRef.ts';
import { publishMessages, publishPost, type PublishDeps } from '../../../src/server/publishing.ts';
import { DESIGN_LOGINS, designCalls, rectNode, squareDoc, textNode } from './designSupport.ts';
import { postCalls } from './postSupport.ts';
import { TEST_PUBLIC_URL, call, publishDepsOf, seededServer } from './support.ts';

const t = seededServer(DESIGN_LOGINS);
const d = designCalls(t);
const posts = postCalls(t);
const MINUTE = 60_000;
let deps: PublishDeps;

beforeAll(() => {
  deps = publishDepsOf(t.server, { publicUrl: TEST_PUBLIC_URL });
});

/** A saved design of `accountId` with a red half and a title; its fill given. */
async function savedDesign(accountId: number, fill = '#FF0000', who = t.owner): Promise<DesignWire> {
  const made = await d.newDesign(accountId, { name: `Published ${Math.random()}` }, who);
  const saved = await d.save(who, accountId, made.id, 1, squareDoc([rectNode({ fill }), textNode()]));
  expect(saved.status, saved.text).toBe(200);
  return (saved.json as { data: DesignWire }).data;
}

/** The path the browser stores for a design's image (src/api/designs.ts designImageUrl). */
const designPath = (design: DesignWire, query = 'format=png&scale=1', accountId = t.acme) =>
  `/api/designs/${design.id}/image?${query}&v=${design.version}&account_Id=${accountId}`;

/** The media URLs the sandbox network received for a post's text. */
async function sentMedia(network: string, text: string): Promise<string[][]> {
  const rows = await t.server.db.query<{ media: string[] }>(
    'select media from sandbox_social_posts where network = $1 and text = $2 order by id',
    [network, text],
  );
  return rows.map((row) => row.media);
}

async function due(channels: number[], media: string[]) {
  const post = await posts.add(channels, { media });
  t.server.clock.advance(2 * MINUTE);
  return post;
}

/** GETs a URL the networks were given, as a network would: no session. */
async function fetchAsNetwork(url: string) {
  expect(url.startsWith(`${TEST_PUBLIC_URL}/api/media/`), url).toBe(true);
  const answer = await t.server.app.request(url.slice(TEST_PUBLIC_URL.length));
  return {
    status: answer.status,
    headers: answer.headers,
    bytes: new Uint8Array(await answer.arrayBuffer()),
  };
}

describe('the media item naming a design', () => {
  it('is read from the path the browser stores, and nothing else', () => {
    expect(designImageRef('/api/designs/7/image?format=png&scale=1&v=3&account_Id=1')).toEqual({
      designId: 7,
      format: 'png',
      scale: 1,
    });
    expect(designImageRef('/api/designs/7/image?format=jpeg&scale=2')).toEqual({
      designId: 7,
      format: 'jpeg',
      scale: 2,
    });
    expect(designImageRef('/api/designs/7/image')).toEqual({ designId: 7, format: 'png', scale: 1 });
    for (const other of [
      '/api/media/abc',
      'https://example.com/api/designs/7/image',
      '/api/designs/7/image/../../media/x',
      '/api/designs/07/image',
      '/api/designs/0/image',
      '/api/designs/7/image?format=webp',
      '/api/designs/7/image?scale=3',
      '/api/designs/x/image',
      '//evil.example/api/designs/7/image',
    ]) {
      expect(designImageRef(other), other).toBeNull();
    }
    expect(publishedDesignName({ designId: 7, format: 'png', scale: 2 }, 4)).toBe('design-7-v4-png-2x');
  });
});

describe('publishing a post that names a design', () => {
  it("sends the design's render at its public URL: the page size, PNG, without a session", async () => {
    const design = await savedDesign(t.acme);
    const post = await due([1, 3], [designPath(design)]);
    expect((await publishPost(deps, post.id))?.status).toBe('POSTED');

    const [facebook] = await sentMedia('facebook', post.description);
    const [instagram] = await sentMedia('instagram', post.description);
    expect(facebook).toHaveLength(1);
    // Both channels got the same image: rendered once.
    expect(instagram).toEqual(facebook);
    const image = await fetchAsNetwork(facebook![0]!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/^public/);
    const meta = await sharp(image.bytes).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1080, height: 1080 });
    // The red rectangle of the design's top left quarter.
    const { data } = await sharp(image.bytes)
      .extract({ left: 10, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({
        resolveWithObject: true,
      });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('at 2× when asked, and JPEG when asked', async () => {
    const design = await savedDesign(t.acme);
    const post = await due([1], [designPath(design, 'format=jpeg&scale=2')]);
    expect((await publishPost(deps, post.id))?.status).toBe('POSTED');
    const [media] = await sentMedia('facebook', post.description);
    const image = await fetchAsNetwork(media![0]!);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(image.bytes).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 2160, height: 2160 });
  });

  it('renders the version current when it is published, and keeps what went out after a later edit', async () => {
    const design = await savedDesign(t.acme, '#FF0000');
    const edited = await d.save(
      t.owner,
      t.acme,
      design.id,
      design.version,
      squareDoc([rectNode({ fill: '#0000FF' })]),
    );
    expect(edited.status).toBe(200);
    // The post was written with the first version's path: the second version goes out.
    const post = await due([1], [designPath(design)]);
    expect((await publishPost(deps, post.id))?.status).toBe('POSTED');
    const [media] = await sentMedia('facebook', post.description);
    const pixel = async (url: string) => {
      const image = await fetchAsNetwork(url);
      const { data } = await sharp(image.bytes)
        .extract({ left: 10, top: 10, width: 1, height: 1 })
        .raw()
        .toBuffer({
          resolveWithObject: true,
        });
      return [...data.subarray(0, 3)];
    };
    expect(await pixel(media![0]!)).toEqual([0, 0, 255]);
    const current = (edited.json as { data: DesignWire }).data;
    const again = await d.save(
      t.owner,
      t.acme,
      design.id,
      current.version,
      squareDoc([rectNode({ fill: '#00FF00' })]),
    );
    expect(again.status).toBe(200);
    // What went out is unchanged.
    expect(await pixel(media![0]!)).toEqual([0, 0, 255]);
  });

  it('a deleted design fails every channel with the reason, and nothing is sent', async () => {
    const design = await savedDesign(t.acme);
    const post = await due([1, 3], [designPath(design)]);
    expect((await d.remove(t.owner, t.acme, design.id)).status).toBe(200);
    expect((await publishPost(deps, post.id))?.status).toBe('FAILED');
    const stored = await posts.read(post.id);
    for (const channel of stored.msp[0]!.channeldata) {
      expect(channel).toMatchObject({ status: 'FAILED', error: publishMessages.designGone });
    }
    expect(await sentMedia('facebook', post.description)).toEqual([]);
    expect(await sentMedia('instagram', post.description)).toEqual([]);
    // And its image is gone for members too.
    const image = await call(t.server.app, 'GET', designPath(design), { token: t.owner.token });
    expect(image.status).toBe(404);
  });

  it("another account's design is not sent: the channels fail as for a deleted one", async () => {
    const theirs = await savedDesign(t.ids['Newowner Ventures']!, '#FF0000', t.stranger);
    const post = await due([1], [designPath(theirs, 'format=png&scale=1', t.ids['Newowner Ventures'])]);
    expect((await publishPost(deps, post.id))?.status).toBe('FAILED');
    const stored = await posts.read(post.id);
    expect(stored.msp[0]!.channeldata[0]).toMatchObject({
      status: 'FAILED',
      error: publishMessages.designGone,
    });
    expect(await sentMedia('facebook', post.description)).toEqual([]);
  });
});
