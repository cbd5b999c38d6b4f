/**
 * A post's own texts per network, first comment and alt texts (issue 19, the post editor): what addPost and
 * updatePost store and refuse (src/domain/networkRules.ts), what getPostById and getpost answer, and what the
 * networks are sent when the post is published (the sandbox networks' feed shows it).
 */
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarPostsResponse, postMessages, postsResponse } from '../../../src/contract/posts.ts';
import { ALT_TEXT_MAX_LENGTH } from '../../../src/domain/networkRules.ts';
import { publishPost, type PublishDeps } from '../../../src/server/publishing.ts';
import { feedPath } from '../../../src/server/sandbox/social.ts';
import { plannerCalls, postCalls } from './postSupport.ts';
import { MANY, OWNER, TEST_PUBLIC_URL, call, publishDepsOf, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, many: MANY });
const { post, inHours, addPost, postOf, getpost } = plannerCalls(t);
const posts = postCalls(t);

const MINUTE = 60_000;
const IMAGE_A = 'https://example.com/loaf.jpg';
const IMAGE_B = 'https://example.com/crumb.jpg';

beforeAll(async () => {
  // Acme Bakery's TikTok, connected as the seed connects the other four networks (sandbox tokens, stored plain).
  const now = t.server.clock.now().toISOString();
  await t.server.db.query(
    `insert into social_links (account_id, provider_id, name, external_id, access_token, refresh_token, expires_at,
       connected, created_at, updated_at)
     values ($1, 6, 'Acme on TikTok', 'sbx-tiktok-acme', 'seed-access-tiktok', 'seed-refresh-tiktok', $2, true, $3, $3)`,
    [t.acme, new Date(t.server.clock.now().getTime() + 60 * 24 * 60 * MINUTE).toISOString(), now],
  );
});

const getPostById = (postId: number, accountId = t.acme, token = t.owner.token) =>
  post('/auth/getPostById', token, { post_id: postId, account_id: accountId });

const updatePost = (postId: number, body: Record<string, unknown>) =>
  post('/auth/updatePost', t.owner.token, {
    post_id: postId,
    account_id: t.acme,
    description: 'Fresh bread',
    scheduled_at: inHours(3),
    channels: [1, 2],
    ...body,
  });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const acmePosts = () => t.count('select 1 from posts where account_id = $1', [t.acme]);

/** A post on Facebook and Twitter with its own Twitter text, a first comment and one alt text of two images. */
async function richPost() {
  const answer = await addPost({
    description: 'Our sourdough is back this Saturday, baked overnight and ready from 7.',
    channels: [1, 2],
    texts: [{ provider_Id: 2, text: '  Sourdough is back Saturday!  ' }],
    first_comment: 'Order ahead: https://example.com/order',
    media: [IMAGE_A, IMAGE_B],
    alt_texts: ['A sourdough loaf on a board'],
  });
  expect(answer.status).toBe(200);
  return postOf(answer);
}

describe('storing and reading a post’s own texts', () => {
  it('addPost stores them; getPostById, getpost and the answer carry them; the calendar does not', async () => {
    const created = await richPost();
    const expected = {
      texts: [{ provider_Id: 2, text: 'Sourdough is back Saturday!' }],
      first_comment: 'Order ahead: https://example.com/order',
      alt_texts: ['A sourdough loaf on a board'],
    };
    expect(created).toMatchObject(expected);
    const byId = await getPostById(created.id);
    expect(byId.status).toBe(200);
    expect(postOf(byId)).toEqual(created);
    expect(await posts.read(created.id)).toEqual(created);
    const range = { start: inHours(1), end: inHours(3) };
    const calendar = await post('/auth/getCalendarPosts', t.owner.token, { account_id: t.acme, ...range });
    expect(v.parse(calendarPostsResponse, calendar.json).data!.some((item) => item.id === created.id)).toBe(
      true,
    );
    // The calendar's call stays light: none of the editor's fields.
    const raw = (calendar.json?.data as Record<string, unknown>[]).find((item) => item.id === created.id);
    expect(raw).toBeDefined();
    expect(raw).not.toHaveProperty('texts');
    expect(raw).not.toHaveProperty('first_comment');
    expect(raw).not.toHaveProperty('alt_texts');
  });

  it('a post without them answers texts [], first_comment "" and alt_texts []', async () => {
    const plain = postOf(await addPost({ channels: [1] }));
    expect(plain).toMatchObject({ texts: [], first_comment: '', alt_texts: [] });
    // The seeded posts (written before issue 19) too.
    const page = v.parse(postsResponse, (await getpost()).json).data!;
    expect(page.length).toBeGreaterThan(0);
    for (const item of page) expect(item).toMatchObject({ first_comment: '', alt_texts: [] });
  });

  it('updatePost without the fields keeps them; alt texts follow their images when the media change', async () => {
    const created = await richPost();
    const kept = await updatePost(created.id, {
      description: 'Sourdough is back!',
      media: [IMAGE_A, IMAGE_B],
    });
    expect(kept.status).toBe(200);
    expect(postOf(kept)).toMatchObject({
      description: 'Sourdough is back!',
      texts: created.texts,
      first_comment: created.first_comment,
      alt_texts: created.alt_texts,
    });
    const reordered = postOf(await updatePost(created.id, { media: [IMAGE_B, IMAGE_A] }));
    expect(reordered.alt_texts).toEqual(['', 'A sourdough loaf on a board']);
    const written = postOf(
      await updatePost(created.id, {
        texts: [],
        first_comment: '',
        alt_texts: ['Crumb close-up', 'The loaf'],
      }),
    );
    expect(written).toMatchObject({
      texts: [],
      first_comment: '',
      alt_texts: ['Crumb close-up', 'The loaf'],
    });
    expect(postOf(await getPostById(created.id))).toEqual(written);
  });

  it('updatePost with fewer channels drops the removed networks’ texts', async () => {
    const created = await richPost();
    const facebookOnly = postOf(await updatePost(created.id, { channels: [1] }));
    expect(facebookOnly.texts).toEqual([]);
    const [row] = await t.server.db.query<{ texts: unknown }>('select texts from posts where id = $1', [
      created.id,
    ]);
    expect(row?.texts).toEqual({});
    // Twitter again: its old text does not come back.
    expect(postOf(await updatePost(created.id, { channels: [1, 2] })).texts).toEqual([]);
  });
});

describe('what a network would refuse is refused when saved (400, nothing stored)', () => {
  const link = `https://example.com/${'a'.repeat(40)}`;

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a text for a network that is not among the channels',
      { channels: [1], texts: [{ provider_Id: 2, text: 'For X' }] },
      postMessages.textNotAChannel('Twitter'),
      'texts',
    ],
    [
      'a Twitter text of 281 characters',
      { channels: [1, 2], texts: [{ provider_Id: 2, text: 'x'.repeat(281) }] },
      'The Twitter text is 281 characters; Twitter allows 280.',
      'texts',
    ],
    [
      'a main text of 281 characters on Twitter',
      { channels: [2], description: 'x'.repeat(281) },
      'The Twitter text is 281 characters; Twitter allows 280.',
      'texts',
    ],
    [
      '31 hashtags on Instagram',
      {
        channels: [3],
        description: Array.from({ length: 31 }, (_, index) => `#bread${index + 1}`).join(' '),
      },
      'Instagram allows at most 30 hashtags; this text has 31.',
      'texts',
    ],
    [
      '5 images on Twitter',
      { channels: [2], media: Array.from({ length: 5 }, (_, index) => `https://example.com/${index}.jpg`) },
      'Twitter takes at most 4 images or videos in a post.',
      'texts',
    ],
    [
      'more alt texts than images',
      { channels: [1], media: [IMAGE_A], alt_texts: ['One', 'Two'] },
      postMessages.altTextsBeyondMedia,
      'alt_texts',
    ],
    [
      `an alt text over ${ALT_TEXT_MAX_LENGTH} characters`,
      { channels: [1], media: [IMAGE_A], alt_texts: ['x'.repeat(ALT_TEXT_MAX_LENGTH + 1)] },
      'alt_texts.0: at most 1,000 characters each',
      'alt_texts',
    ],
    [
      'a first comment too long for Twitter',
      { channels: [1, 2], first_comment: 'x'.repeat(281) },
      'The first comment is too long for Twitter (at most 280 characters).',
      'texts',
    ],
  ])('addPost refuses %s', async (_name, body, message, field) => {
    const before = await acmePosts();
    const answer = await addPost(body);
    expect(answer.status).toBe(400);
    // The contract's own refusals name the item first (alt_texts.0: ...).
    expect(String(answer.json?.message)).toMatch(new RegExp(`(^|: )${escapeRegExp(message)}$`));
    expect(answer.json?.field as string | undefined).toMatch(new RegExp(`^${field}`));
    expect(await acmePosts()).toBe(before);
  });

  it('a 260-character Twitter text with a 60-character link fits: a link counts 23', async () => {
    expect(link).toHaveLength(60);
    const text = `${'x'.repeat(199)} ${link}`;
    expect(text).toHaveLength(260);
    const answer = await addPost({ channels: [2], texts: [{ provider_Id: 2, text }] });
    expect(answer.status).toBe(200);
    expect(postOf(answer).texts).toEqual([{ provider_Id: 2, text }]);
  });

  it('updatePost refuses the same, checking what it does not send against what is stored', async () => {
    const created = postOf(
      await addPost({ channels: [1], media: [IMAGE_A], first_comment: 'y'.repeat(300), alt_texts: ['Loaf'] }),
    );
    const stored = postOf(await getPostById(created.id));
    const refusals: [Record<string, unknown>, string][] = [
      // The stored first comment is too long for Twitter.
      [{ channels: [1, 2] }, 'The first comment is too long for Twitter (at most 280 characters).'],
      // Against the stored media (one image).
      [{ channels: [1], alt_texts: ['One', 'Two'] }, postMessages.altTextsBeyondMedia],
      [
        { channels: [1], texts: [{ provider_Id: 4, text: 'For LinkedIn' }] },
        postMessages.textNotAChannel('LinkedIn'),
      ],
      [
        { channels: [1, 2], first_comment: '', texts: [{ provider_Id: 2, text: 'x'.repeat(281) }] },
        'The Twitter text is 281 characters; Twitter allows 280.',
      ],
    ];
    for (const [body, message] of refusals) {
      const answer = await updatePost(created.id, { description: 'Changed', ...body });
      expect([answer.status, answer.json?.message]).toEqual([400, message]);
    }
    expect(postOf(await getPostById(created.id))).toEqual(stored);
  });
});

describe('POST /auth/getPostById', () => {
  it('answers 404 for another account’s post, a deleted post, and an account that is not mine', async () => {
    const created = postOf(await addPost({ channels: [1] }));
    // many is a member of Acme and Harbor: an Acme post asked as Harbor's is not found (never leaked).
    const foreign = await getPostById(created.id, t.harbor, t.many.token);
    expect([foreign.status, foreign.json?.message]).toEqual([404, postMessages.notFound]);
    expect((await getPostById(created.id, t.acme, t.many.token)).status).toBe(200);
    // The owner is no member of Harbor.
    const notMine = await getPostById(created.id, t.harbor);
    expect([notMine.status, notMine.json?.message]).toEqual([404, 'No such account.']);
    await post('/auth/deletePost', t.owner.token, { post_id: created.id, account_id: t.acme });
    const deleted = await getPostById(created.id);
    expect([deleted.status, deleted.json?.message]).toEqual([404, postMessages.notFound]);
    expect((await post('/auth/getPostById', t.owner.token, { account_id: t.acme })).status).toBe(400);
  });
});

describe('publishing a post’s own texts', () => {
  let deps: PublishDeps;
  beforeAll(() => {
    deps = publishDepsOf(t.server);
  });

  interface Sent {
    network: string;
    text: string;
    first_comment: string | null;
    alt_texts: string[];
    external_post_id: string;
  }
  const sentOf = async (externalIds: string[]) =>
    t.server.db.query<Sent>(
      `select network, text, first_comment, alt_texts, external_post_id from sandbox_social_posts
       where external_post_id = any($1::text[]) order by network`,
      [externalIds],
    );

  it('each network gets its own text; the first comment goes where the network takes one; alt texts go along', async () => {
    const alt = 'A loaf <on> a "board" & crumbs';
    const created = await posts.add([1, 2, 6], {
      description: 'Sourdough is back this Saturday.',
      texts: [{ provider_Id: 2, text: 'Sourdough Saturday! #bread' }],
      first_comment: 'Order ahead, <b>no queue</b>',
      media: [IMAGE_A, IMAGE_B],
      alt_texts: [alt],
    });
    t.server.clock.advance(2 * MINUTE);
    expect((await publishPost(deps, created.id))?.status).toBe('POSTED');
    const channels = (await posts.read(created.id)).msp[0]!.channeldata;
    const sent = await sentOf(channels.map((channel) => channel.externalPostId!));
    expect(
      sent.map(({ network, text, first_comment, alt_texts }) => ({
        network,
        text,
        first_comment,
        alt_texts,
      })),
    ).toEqual([
      {
        network: 'facebook',
        text: 'Sourdough is back this Saturday.',
        first_comment: 'Order ahead, <b>no queue</b>',
        alt_texts: [alt, ''],
      },
      {
        network: 'tiktok',
        text: 'Sourdough is back this Saturday.',
        first_comment: null,
        alt_texts: [alt, ''],
      },
      {
        network: 'twitter',
        text: 'Sourdough Saturday! #bread',
        first_comment: 'Order ahead, <b>no queue</b>',
        alt_texts: [alt, ''],
      },
    ]);

    const feed = async (network: 'facebook' | 'tiktok') => {
      const page = await call(t.server.app, 'GET', `${feedPath(network)}?account=${t.acme}`, {
        token: t.owner.token,
      });
      expect(page.status).toBe(200);
      const id = sent.find((item) => item.network === network)!.external_post_id;
      return new RegExp(`<li data-post-id="${id}">(.*?)</li>`, 's').exec(page.text)?.[1] ?? '';
    };
    const facebook = await feed('facebook');
    expect(facebook).toContain('<p>Sourdough is back this Saturday.</p>');
    expect(facebook).toContain(
      `<img src="${IMAGE_A}" alt="A loaf &lt;on&gt; a &quot;board&quot; &amp; crumbs" loading="lazy">`,
    );
    expect(facebook).toContain(`<img src="${IMAGE_B}" alt="Image 2 of 2 of the post" loading="lazy">`);
    expect(facebook).toContain('<p>First comment: Order ahead, &lt;b&gt;no queue&lt;/b&gt;</p>');
    const tiktok = await feed('tiktok');
    expect(tiktok).toContain('alt="A loaf &lt;on&gt;');
    expect(tiktok).not.toContain('First comment');
  });

  it('links in each network’s text and in the first comment go out as tracked short links', async () => {
    const created = await posts.add([1, 2], {
      description: 'Menu: https://example.com/menu',
      texts: [{ provider_Id: 2, text: 'X menu: https://example.com/x-menu' }],
      first_comment: 'Order: https://example.com/order',
    });
    t.server.clock.advance(2 * MINUTE);
    expect((await publishPost({ ...deps, publicUrl: TEST_PUBLIC_URL }, created.id))?.status).toBe('POSTED');
    const channels = (await posts.read(created.id)).msp[0]!.channeldata;
    const sent = await sentOf(channels.map((channel) => channel.externalPostId!));
    const short = new RegExp(`^${TEST_PUBLIC_URL.replace(/\./g, '\\.')}/\\S+$`);
    for (const item of sent) {
      const [label, url] = item.text.split(': ');
      expect(label).toBe(item.network === 'twitter' ? 'X menu' : 'Menu');
      expect(url).toMatch(short);
      expect(item.first_comment?.split(': ')[1]).toMatch(short);
    }
    const tracked = await t.server.db.query<{ provider_id: number; url: string }>(
      'select provider_id, url from tracked_links where post_id = $1 order by provider_id, url',
      [created.id],
    );
    expect(tracked.map((row) => [row.provider_id, row.url])).toEqual([
      [1, 'https://example.com/menu'],
      [1, 'https://example.com/order'],
      [2, 'https://example.com/order'],
      [2, 'https://example.com/x-menu'],
    ]);
  });
});
