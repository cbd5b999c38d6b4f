/**
 * The media of a post shared for review (issue 19, routes/reviewLinks.ts): a design's image needs a session, so the
 * reviewer is shown the render the post will be published as (publishMedia.ts, a public /api/media/{id}), made once;
 * a design that is gone is left out with its alt text; other media stay as written.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { DesignWire } from '../../../src/contract/designs.ts';
import { createReviewLinkResponse, reviewViewResponse } from '../../../src/contract/reviewLinks.ts';
import { DESIGN_LOGINS, designCalls, rectNode, squareDoc } from './designSupport.ts';
import { postCalls } from './postSupport.ts';
import { call, seededServer } from './support.ts';

const t = seededServer(DESIGN_LOGINS);
const d = designCalls(t);
const posts = postCalls(t);

async function savedDesign(): Promise<DesignWire> {
  const made = await d.newDesign(t.acme, { name: `Reviewed ${Math.random()}` });
  const saved = await d.save(t.owner, t.acme, made.id, 1, squareDoc([rectNode({ fill: '#00FF00' })]));
  expect(saved.status, saved.text).toBe(200);
  return (saved.json as { data: DesignWire }).data;
}

/** The path the browser stores for a design's image (src/api/designs.ts designImageUrl). */
const designPath = (design: DesignWire) =>
  `/api/designs/${design.id}/image?format=png&scale=1&v=${design.version}&account_Id=${t.acme}`;

describe('the media the reviewer sees', () => {
  it('a design becomes its public render, made once; a deleted design is left out with its alt text', async () => {
    const shown = await savedDesign();
    const deleted = await savedDesign();
    const post = await posts.add([1], {
      media: [designPath(deleted), designPath(shown), 'https://example.com/loaf.jpg'],
      alt_texts: ['Gone', 'Green square', ''],
    });
    expect((await d.remove(t.owner, t.acme, deleted.id)).status).toBe(200);
    const created = await call(t.server.app, 'POST', '/api/auth/createReviewLink', {
      token: t.owner.token,
      body: { account_id: t.acme, post_id: post.id },
    });
    const { token } = v.parse(createReviewLinkResponse, created.json).data!;

    const view = async () => {
      const seen = await call(t.server.app, 'GET', `/api/review/${token}`);
      expect(seen.status, seen.text).toBe(200);
      return v.parse(reviewViewResponse, seen.json).data!.post;
    };
    const first = await view();
    expect(first.media).toEqual([
      expect.stringMatching(/^\/api\/media\/[^/]+$/),
      'https://example.com/loaf.jpg',
    ]);
    expect(first.alt_texts).toEqual(['Green square']);
    // Loadable without a session, as the networks load it.
    const image = await t.server.app.request(first.media[0]!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // Opened again: the same image, not a second render.
    const kept = () => t.count("select 1 from media where kind = 'published' and account_id = $1", [t.acme]);
    const before = await kept();
    expect((await view()).media).toEqual(first.media);
    expect(await kept()).toBe(before);
  });
});
