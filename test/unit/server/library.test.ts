/**
 * The content library's calls (issue 18, spec 7.5): getAllLibrary (filters, full-text search, paging),
 * getMyLibraryPost/{page}, getLibraryPost/{id}, favourites (setLibraryFavourite, getfavouriteposts), getAllSharedImages
 * and the posts' images. The test adds its own library posts (industry 9 with category 4, ids 990001…) with words no
 * seeded post has, so it does not depend on the ready-made content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  libraryPageResponse,
  libraryPostResponse,
  sharedImagesResponse,
  type LibraryPostWire,
} from '../../../src/contract/library.ts';
import { LIBRARY_PAGE_SIZE } from '../../../src/domain/library.ts';
import { searchQueryOf } from '../../../src/server/libraryStore.ts';
import { publishPost } from '../../../src/server/publishing.ts';
import { NEWOWNER, OWNER, TEST_PUBLIC_URL, VIEWER, call, seededServer, testProviders } from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER, stranger: NEWOWNER });

const OWN = 990_000;
const COUNT = 14;

beforeAll(async () => {
  for (let n = 1; n <= COUNT; n += 1) {
    const word = n <= 3 ? 'zanzibarian' : 'quokkaish';
    await t.server.db.query(
      `insert into library_posts (id, industry_id, category_id, title, caption, hashtags, networks, image_style)
       values ($1, 9, 4, $2, $3, $4, $5, 'citrus')`,
      [
        OWN + n,
        `Test post ${n} about ${word} bread`,
        `A caption for the ${word} libraryfixture number ${n}.`,
        [n === 14 ? '#croissantology' : '#testing'],
        n % 2 === 0 ? [1, 3] : [4],
      ],
    );
  }
});

afterAll(async () => {
  await t.server.db.query('delete from library_posts where id > $1', [OWN]);
});

async function library(query: string, token = t.owner.token, account = t.acme) {
  const answer = await call(t.server.app, 'GET', `/api/auth/getAllLibrary?${query}`, {
    token,
    headers: { account_Id: String(account) },
  });
  return answer;
}

async function libraryPage(query: string): Promise<{ data: LibraryPostWire[]; rows: number }> {
  const answer = await library(query);
  expect(answer.status, answer.text).toBe(200);
  const body = v.parse(libraryPageResponse, answer.json);
  return { data: body.data!, rows: body.rows ?? -1 };
}

const ownOnly = 'industries=9&categories=4';

describe('GET /auth/getAllLibrary', () => {
  it('pages by LIBRARY_PAGE_SIZE with the total in rows, and an empty page past the end', async () => {
    const first = await libraryPage(`${ownOnly}&q=libraryfixture`);
    expect(first.rows).toBe(COUNT);
    expect(first.data).toHaveLength(LIBRARY_PAGE_SIZE);
    const second = await libraryPage(`${ownOnly}&q=libraryfixture&page=2`);
    expect(second.data).toHaveLength(COUNT - LIBRARY_PAGE_SIZE);
    expect(new Set([...first.data, ...second.data].map((post) => post.id)).size).toBe(COUNT);
    const past = await libraryPage(`${ownOnly}&q=libraryfixture&page=9`);
    expect(past).toEqual({ data: [], rows: COUNT });
  });

  it('searches words of the title, caption and hashtags, also as prefixes and stems', async () => {
    expect((await libraryPage('industries=all&categories=all&q=zanzibarian')).rows).toBe(3);
    expect((await libraryPage('industries=all&categories=all&q=zanzib')).rows).toBe(3);
    expect((await libraryPage('industries=all&categories=all&q=ZANZIBARIAN%20bread')).rows).toBe(3);
    const tag = await libraryPage('industries=all&categories=all&q=croissantology');
    expect(tag.data.map((post) => post.id)).toEqual([OWN + 14]);
    expect((await libraryPage('industries=all&categories=all&q=zanzibarian%20quokkaish')).rows).toBe(0);
    // Punctuation only: no word, nothing matches (rather than everything).
    expect((await libraryPage('industries=all&categories=all&q=%26%7C!%3A*')).rows).toBe(0);
  });

  it('filters by network, and by the industries and categories asked for', async () => {
    const facebook = await libraryPage(`${ownOnly}&network=1&q=libraryfixture`);
    expect(facebook.rows).toBe(7);
    expect(facebook.data.every((post) => post.networks.includes(1))).toBe(true);
    const linkedIn = await libraryPage(`${ownOnly}&network=4&q=quokkaish`);
    expect(linkedIn.data.every((post) => post.networks.includes(4))).toBe(true);
    expect((await libraryPage('industries=9&categories=3&q=quokkaish')).rows).toBe(0);
  });

  it("uses the account's own industries and categories when none are asked for", async () => {
    const db = t.server.db;
    await db.query('delete from account_industries where account_id = $1', [t.acme]);
    await db.query('delete from account_categories where account_id = $1', [t.acme]);
    try {
      // Nothing picked: every industry and category, so our posts are found.
      expect((await libraryPage('q=quokkaish')).rows).toBe(COUNT - 3);
      await db.query('insert into account_industries values ($1, 2)', [t.acme]);
      expect((await libraryPage('q=quokkaish')).rows).toBe(0);
      expect((await libraryPage('q=quokkaish&industries=all')).rows).toBe(COUNT - 3);
      await db.query('insert into account_industries values ($1, 9)', [t.acme]);
      await db.query('insert into account_categories values ($1, 1)', [t.acme]);
      expect((await libraryPage('q=quokkaish')).rows).toBe(0);
      await db.query('insert into account_categories values ($1, 4)', [t.acme]);
      expect((await libraryPage('q=quokkaish')).rows).toBe(COUNT - 3);
    } finally {
      await db.query('delete from account_industries where account_id = $1', [t.acme]);
      await db.query('delete from account_categories where account_id = $1', [t.acme]);
    }
  });

  it('refuses bad filters with a sentence, and strangers', async () => {
    for (const [query, field] of [
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['network=5', 'network'],
      ['industries=1;drop', 'industries'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const answer = await library(query);
      expect(answer.status, query).toBe(400);
      expect(answer.json).toMatchObject({ field });
    }
    expect((await library('', t.stranger.token)).status).toBe(404);
    expect((await call(t.server.app, 'GET', '/api/auth/getAllLibrary')).status).toBe(401);
  });
});

describe('one post, the own feed and favourites', () => {
  it('answers one post with its image, and 404 for an unknown id', async () => {
    const answer = await call(t.server.app, 'GET', `/api/auth/getLibraryPost/${OWN + 2}`, {
      token: t.owner.token,
      headers: { account_Id: String(t.acme) },
    });
    const post = v.parse(libraryPostResponse, answer.json).data!;
    expect(post).toMatchObject({
      id: OWN + 2,
      industry: 'Food and restaurants',
      category: 'Promotions and offers',
      networks: [1, 3],
      favourite: false,
      image_url: `/api/library/images/${OWN + 2}.png`,
    });
    const missing = await call(t.server.app, 'GET', '/api/auth/getLibraryPost/123456789', {
      token: t.owner.token,
      headers: { account_Id: String(t.acme) },
    });
    expect(missing.status).toBe(404);
  });

  it('getMyLibraryPost/{page} answers the feed of the account picks, paged', async () => {
    const db = t.server.db;
    await db.query('insert into account_industries values ($1, 9)', [t.acme]);
    await db.query('insert into account_categories values ($1, 4)', [t.acme]);
    try {
      const answer = await call(t.server.app, 'GET', '/api/auth/getMyLibraryPost/1', {
        token: t.owner.token,
        headers: { account_Id: String(t.acme) },
      });
      const body = v.parse(libraryPageResponse, answer.json);
      expect(body.data!.every((post) => post.industry_id === 9 && post.category_id === 4)).toBe(true);
      expect(body.rows).toBeGreaterThanOrEqual(COUNT);
      const bad = await call(t.server.app, 'GET', '/api/auth/getMyLibraryPost/first', {
        token: t.owner.token,
        headers: { account_Id: String(t.acme) },
      });
      expect(bad.status).toBe(400);
    } finally {
      await db.query('delete from account_industries where account_id = $1', [t.acme]);
      await db.query('delete from account_categories where account_id = $1', [t.acme]);
    }
  });

  it('marks and unmarks favourites per account; getfavouriteposts answers them newest first', async () => {
    const mark = (id: number, favourite: boolean, token = t.owner.token, account = t.acme) =>
      call(t.server.app, 'POST', '/api/auth/setLibraryFavourite', {
        token,
        body: { account_id: account, library_post_id: id, favourite },
      });
    const favourites = async (account = t.acme) => {
      const answer = await call(t.server.app, 'POST', '/api/auth/getfavouriteposts', {
        token: t.owner.token,
        body: { page: 1, account_id: account },
      });
      expect(answer.status, answer.text).toBe(200);
      return v.parse(libraryPageResponse, answer.json);
    };
    expect((await mark(OWN + 1, true)).status).toBe(200);
    t.server.clock.advance(1000);
    expect((await mark(OWN + 5, true)).status).toBe(200);
    expect((await mark(OWN + 5, true)).status).toBe(200); // idempotent
    const marked = await favourites();
    expect(marked.rows).toBe(2);
    expect(marked.data!.map((post) => post.id).sort()).toEqual([OWN + 1, OWN + 5]);
    expect(marked.data!.every((post) => post.favourite)).toBe(true);
    // Another account of the owner has its own favourites.
    expect((await favourites(t.northwind)).rows).toBe(0);
    // The flag shows in the library too.
    const found = await libraryPage('industries=all&categories=all&q=zanzibarian');
    expect(found.data.find((post) => post.id === OWN + 1)?.favourite).toBe(true);
    expect(found.data.find((post) => post.id === OWN + 2)?.favourite).toBe(false);

    expect((await mark(OWN + 1, false)).status).toBe(200);
    expect((await favourites()).data!.map((post) => post.id)).toEqual([OWN + 5]);
    expect((await mark(123456789, true)).status).toBe(404);
    const bad = await call(t.server.app, 'POST', '/api/auth/setLibraryFavourite', {
      token: t.owner.token,
      body: { account_id: t.acme, library_post_id: OWN + 2, favourite: 'yes' },
    });
    expect(bad.status).toBe(400);
    // The read-only member (role 3) cannot change them; a stranger cannot either.
    expect((await mark(OWN + 2, true, t.viewer.token)).status).toBe(403);
    expect((await mark(OWN + 2, true, t.stranger.token)).status).toBe(404);
    expect((await favourites()).rows).toBe(1);
    await mark(OWN + 5, false);
  });
});

describe('shared images and the posts images', () => {
  it('getAllSharedImages answers a page and pagination.totalPages', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/getAllSharedImages', {
      token: t.owner.token,
      body: { page: 1, account_id: t.acme },
    });
    const body = v.parse(sharedImagesResponse, answer.json);
    expect(body.data!.length).toBeLessThanOrEqual(LIBRARY_PAGE_SIZE);
    expect(body.pagination.totalPages).toBe(Math.max(1, Math.ceil(body.pagination.rows / LIBRARY_PAGE_SIZE)));
    expect(body.pagination.rows).toBeGreaterThanOrEqual(COUNT);
  });

  it('draws a 1080 px PNG and a WebP thumbnail, with an ETag that answers 304', async () => {
    const png = await call(t.server.app, 'GET', `/api/library/images/${OWN + 1}.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const etag = png.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await call(t.server.app, 'GET', `/api/library/images/${OWN + 1}.png`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const thumb = await call(t.server.app, 'GET', `/api/library/images/${OWN + 1}/thumbnail.webp`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await call(t.server.app, 'GET', '/api/library/images/999999999.png')).status).toBe(404);
    expect((await call(t.server.app, 'GET', '/api/library/images/..%2Fetc.png')).status).toBe(404);
  });
});

describe('searchQueryOf', () => {
  it('keeps letters and digits only, each word as a prefix, at most 8 words', () => {
    expect(searchQueryOf('Fresh  BREAD!')).toBe('fresh:* & bread:*');
    expect(searchQueryOf("a' | b & !c:*")).toBe('a:* & b:* & c:*');
    expect(searchQueryOf('!!!')).toBe('');
    expect(searchQueryOf('one two three four five six seven eight nine').split('&')).toHaveLength(8);
    expect(searchQueryOf('café 2024')).toBe('café:* & 2024:*');
  });
});

describe('a post made from a library post (addPost library_post_id)', () => {
  it('keeps a link to its source; an unknown source is refused and nothing is stored', async () => {
    const posts = () => t.count('select count(*) from posts where account_id = $1', [t.acme]);
    const before = await posts();
    const add = (libraryPostId: number) =>
      call(t.server.app, 'POST', '/api/auth/addPost', {
        token: t.owner.token,
        body: {
          account_id: t.acme,
          description: 'From the library',
          media: [`/api/library/images/${OWN + 3}.png`],
          scheduled_at: null,
          channels: [1],
          library_post_id: libraryPostId,
        },
      });
    const refused = await add(123_456_789);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ field: 'library_post_id' });
    expect(await posts()).toBe(before);
    const made = await add(OWN + 3);
    expect(made.status, made.text).toBe(200);
    const id = (made.json?.data as { id: number }).id;
    const [row] = await t.server.db.query<{ library_post_id: number; media: string[] }>(
      'select library_post_id, media from posts where id = $1',
      [id],
    );
    expect(row).toEqual({ library_post_id: OWN + 3, media: [`/api/library/images/${OWN + 3}.png`] });
    await t.server.db.query('delete from posts where id = $1', [id]);
  });
});

describe('publishing a post made from the library', () => {
  it('sends the library image to the network as a full URL of the product (a path stays a path when there is no public URL)', async () => {
    const at = new Date(t.server.clock.now().getTime() + 60_000).toISOString();
    const added = await call(t.server.app, 'POST', '/api/auth/addPost', {
      token: t.owner.token,
      body: {
        account_id: t.acme,
        description: 'Library image test',
        media: [`/api/library/images/${OWN + 4}.png`, 'https://cdn.example/own.png', '//evil.example/x.png'],
        scheduled_at: at,
        channels: [1],
        library_post_id: OWN + 4,
      },
    });
    expect(added.status, added.text).toBe(200);
    const id = (added.json?.data as { id: number }).id;
    t.server.clock.advance(120_000);
    const deps = {
      db: t.server.db,
      providers: testProviders(t.server.db, t.server.clock),
      clock: t.server.clock,
      log: t.server.log,
      publicUrl: TEST_PUBLIC_URL,
    };
    expect((await publishPost(deps, id))?.status).toBe('POSTED');
    const [sent] = await t.server.db.query<{ media: string[] }>(
      `select media from sandbox_social_posts where network = 'facebook' and text = 'Library image test'`,
    );
    expect(sent!.media).toEqual([
      `${TEST_PUBLIC_URL}/api/library/images/${OWN + 4}.png`,
      'https://cdn.example/own.png',
      '//evil.example/x.png',
    ]);
    await t.server.db.query('delete from posts where id = $1', [id]);
  });
});
