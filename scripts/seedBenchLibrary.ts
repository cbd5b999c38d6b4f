/**
 * Benchmark data (`npm run bench` part 9, never the tests): BENCH_LIBRARY_POSTS (10,000) library posts on top of the
 * ready-made ones of migrations 0021 and 0022, written straight into the bench server's database while the server is
 * stopped, so the library's search, filters and paging run over 10,000+ posts.
 *
 *   node --import tsx scripts/seedBenchLibrary.ts <DATA_DIR> [posts=10000]
 *
 * Ids from 1,000,000 (the content migrations use industry_id * 1000 + n, at most 20,999). The text comes from word
 * lists with a fixed pseudo-random sequence (the same posts every run), so searches hit very different numbers of
 * rows: 'customers', 'today', 'local' and 'team' are in a sixth to two fifths of the posts, nouns and adjectives are
 * picked with a Zipf-like skew (the first ones in most posts, the last ones in a few hundred), and each made-up name
 * of RARE_NAMES is in about 20 posts.
 * Industries 1 to 20 in turn, categories and networks at random, every post at least one network.
 *
 * Prints `{"posts": n, "total": all library posts, "firstId": 1000000}`. Bounded: batches of 1,000 rows.
 */
import { join } from 'node:path';
import { openPglite } from '../src/server/db.ts';

const BENCH_LIBRARY_FIRST_ID = 1_000_000;
const BATCH = 1000;

const words = (text: string) => text.trim().split(/\s+/);

/** Picked with a Zipf-like skew: the first ones in many posts, the last ones in a few hundred. */
const NOUNS = words(`
  offer recipe service season project workshop checklist garden guide kitchen appointment product question weekend
  story plan budget window studio menu promise program present morning update habit routine event market delivery
  discount voucher gift tour course lesson coffee breakfast festival seaside neighbourhood community volunteer
  playlist toolkit webinar podcast newsletter survey poll milestone anniversary warranty inspection renovation repair
  harvest picnic vintage bundle subscription membership consultation estimate blueprint portfolio showroom workbench
  winner wishlist lantern compass ribbon canvas marble velvet orchard harbour meadow summit
`);
const ADJECTIVES = words(`
  fresh simple quick seasonal friendly easy favourite professional proven smart healthy careful honest warm bright
  practical creative reliable colourful gentle handmade sustainable personal premium curious cosy sparkling wintry
  sunny peaceful playful thoughtful generous tidy bold clever calm lively rustic elegant
`);
const TIMES = words('week month spring summer autumn winter evening holiday Friday year');
const PEOPLE = words('team experts staff founder advisers trainers crew neighbours regulars');

/** Made-up names (products, places): each is in about 20 of 10,000 posts, a "rare word" search. */
const RARE_NAMES = (() => {
  const onsets = ['b', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z'];
  const vowels = ['a', 'e', 'i', 'o', 'u'];
  const codas = ['lin', 'ro', 'vex', 'dun', 'mira', 'tosk', 'bel', 'quor'];
  const names: string[] = [];
  for (const onset of onsets) {
    for (const vowel of vowels) {
      for (const coda of codas) {
        if (names.length < 300) names.push(`${onset.toUpperCase()}${vowel}${coda}`);
      }
    }
  }
  return names;
})();

const STYLES = ['sunrise', 'ocean', 'forest', 'berry', 'slate', 'citrus', 'lavender', 'coral'];
const NETWORKS = [1, 2, 3, 4, 6];

const SENTENCES: readonly string[] = [
  'Our {adj} {noun} is back this {time}, and our {customers} asked for it first.',
  'Ask our {people} about the {adj} {noun} for your {noun}.',
  'Three {adj} ideas for your {noun} before the {time} is over.',
  'Why {customers} love our {noun} and our {adj} {noun}.',
  'Come and see the {noun} {today}: {adj}, {adj} and made by a {local} {people}.',
  'We tried the {rare} {noun} with our {team} and it was {adj}.',
  'A {adj} {noun} takes ten minutes and saves you an hour every {time}.',
  'Behind the scenes: how our {team} gets the {noun} ready every {time}.',
  'Tell us in the comments: which {noun} would you pick for a {adj} {time}?',
  'Book a {noun} {today} and get a {adj} {noun} with it.',
  'The {rare} {noun} is the {adj} way to start the {time}.',
  'Small steps, {adj} results: one {noun} a {time} adds up.',
];
const TITLES: readonly string[] = [
  'The {adj} {noun} for this {time}',
  '{Adj} {noun} ideas from our {people}',
  'How we plan a {adj} {noun}',
  'Meet the {rare} {noun}',
  'Your {noun} checklist for {time}',
  'A {adj} {noun}, step by step',
];

/** A fixed sequence (mulberry32): the same posts every run. */
function randomSequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function libraryPostsFor(count: number) {
  const random = randomSequence(18);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  /** Zipf-like: index i with weight 1 / (i + 1). */
  const skewed = <T>(list: readonly T[]) => {
    const total = list.reduce((sum, _, index) => sum + 1 / (index + 1), 0);
    let at = random() * total;
    for (let index = 0; index < list.length; index += 1) {
      at -= 1 / (index + 1);
      if (at <= 0) return list[index]!;
    }
    return list.at(-1)!;
  };
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const fill = (template: string, rare: string) =>
    template.replace(/\{(\w+)\}/g, (_, slot: string) => {
      switch (slot) {
        case 'adj':
          return skewed(ADJECTIVES);
        case 'Adj':
          return capital(skewed(ADJECTIVES));
        case 'noun':
          return skewed(NOUNS);
        case 'time':
          return pick(TIMES);
        case 'people':
          return pick(PEOPLE);
        case 'rare':
          return rare;
        // The common words: each slot keeps its word half of the time, else a plainer one.
        case 'customers':
          return random() < 0.5 ? 'customers' : 'guests';
        case 'today':
          return random() < 0.5 ? 'today' : 'now';
        case 'local':
          return random() < 0.5 ? 'local' : 'skilled';
        case 'team':
          return random() < 0.5 ? 'team' : 'people';
        default:
          return slot;
      }
    });
  const posts = [];
  for (let n = 0; n < count; n += 1) {
    const rare = pick(RARE_NAMES);
    const sentences = Array.from({ length: 3 + Math.floor(random() * 4) }, () => fill(pick(SENTENCES), rare));
    const hashtags = [
      ...new Set(
        Array.from(
          { length: 2 + Math.floor(random() * 5) },
          () => `#${capital(random() < 0.5 ? skewed(NOUNS) : skewed(ADJECTIVES))}`,
        ),
      ),
    ];
    const networks = NETWORKS.filter(() => random() < 0.5);
    posts.push({
      id: BENCH_LIBRARY_FIRST_ID + n,
      industry: 1 + (n % 20),
      category: 1 + Math.floor(random() * 12),
      title: capital(fill(pick(TITLES), rare)).slice(0, 120),
      caption: sentences.map(capital).join(' ').slice(0, 2000),
      hashtags: hashtags.join(' '),
      networks: (networks.length > 0 ? networks : [pick(NETWORKS)]).join(','),
      style: pick(STYLES),
    });
  }
  return posts;
}

async function main() {
  const [dataDir, countArg] = process.argv.slice(2);
  if (!dataDir) {
    console.error('usage: seedBenchLibrary.ts <DATA_DIR> [posts]');
    process.exit(2);
  }
  const count = Math.min(50_000, Math.max(1, Number(countArg ?? 10_000)));
  const posts = libraryPostsFor(count);
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    await db.transaction(async (tx) => {
      await tx.query('delete from library_posts where id >= $1', [BENCH_LIBRARY_FIRST_ID]);
      for (let start = 0; start < posts.length; start += BATCH) {
        const batch = posts.slice(start, start + BATCH);
        await tx.query(
          `insert into library_posts (id, industry_id, category_id, title, caption, hashtags, networks, image_style)
           select id, industry, category, title, caption, string_to_array(hashtags, ' '),
             string_to_array(networks, ',')::int[], style
           from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
             as t (id, industry, category, title, caption, hashtags, networks, style)`,
          [
            batch.map((post) => post.id),
            batch.map((post) => post.industry),
            batch.map((post) => post.category),
            batch.map((post) => post.title),
            batch.map((post) => post.caption),
            batch.map((post) => post.hashtags),
            batch.map((post) => post.networks),
            batch.map((post) => post.style),
          ],
        );
      }
    });
    await db.query('analyze library_posts');
    const [total] = await db.query<{ total: number }>('select count(*)::int as total from library_posts');
    console.log(JSON.stringify({ posts: count, total: total?.total ?? 0, firstId: BENCH_LIBRARY_FIRST_ID }));
  } finally {
    await db.close();
  }
}

await main();
