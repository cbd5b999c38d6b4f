/**
 * Hashtags of published posts (issue 17, the dashboard's hashtag analytics): which words of a post are hashtags, and
 * their figures over the posts of a range. Shared by the server (GET /auth/getHashtagInsights) and its tests.
 *
 * The rule:
 * - a hashtag is `#` followed by one or more Unicode letters (with their combining marks), digits or underscores,
 *   holding at least one letter (`#2025` and `#1` are not hashtags, as on the networks);
 * - the `#` must not follow a letter, digit, underscore, `&`, `/` or another `#` (not `C#`, `&#39;`, a URL's
 *   `/page#part` or `##`); the tag ends at the first other character (`#Bread!` is `#Bread`);
 * - tags are compared case-insensitively after Unicode normalisation (NFC): `#Sourdough` and `#sourdough` are one
 *   tag, shown in the spelling used by the most posts (a tie: the spelling that sorts first);
 * - a post counts a tag once however often it repeats it.
 */
import { engagementRate } from './dashboardInsights.ts';

// Which words are hashtags (the rule above) lives in hashtagText.ts, which the post editor loads without the figures.
export { hashtagKey, hashtagsOf } from './hashtagText.ts';
import { hashtagKey, hashtagsOf } from './hashtagText.ts';

/** A published post as the figures see it. */
export interface HashtagPost {
  text: string;
  reach: number;
  engagements: number;
}

export interface HashtagFigures {
  /** As shown, with its `#`. */
  tag: string;
  /** Posts using it. */
  posts: number;
  /** Those posts' reach and engagements, summed. */
  reach: number;
  engagements: number;
  /** engagements / reach in percent with one decimal (null when reach is 0). */
  rate: number | null;
  /** reach / posts, rounded. */
  averageReach: number;
}

/** How many hashtags the figures keep: the first ones by engagements. */
export const HASHTAG_LIMIT = 50;

/**
 * The hashtags of `posts` with their figures, sorted by engagements (then posts, then the tag), at most `limit`;
 * `total` says how many different hashtags there were.
 */
export function hashtagFigures(
  posts: readonly HashtagPost[],
  limit: number = HASHTAG_LIMIT,
): { hashtags: HashtagFigures[]; total: number } {
  const byKey = new Map<
    string,
    { spellings: Map<string, number>; posts: number; reach: number; engagements: number }
  >();
  for (const post of posts) {
    for (const tag of hashtagsOf(post.text)) {
      const key = hashtagKey(tag);
      let entry = byKey.get(key);
      if (!entry) {
        entry = { spellings: new Map(), posts: 0, reach: 0, engagements: 0 };
        byKey.set(key, entry);
      }
      entry.spellings.set(tag, (entry.spellings.get(tag) ?? 0) + 1);
      entry.posts += 1;
      entry.reach += post.reach;
      entry.engagements += post.engagements;
    }
  }
  const all = [...byKey.entries()].map(([key, entry]) => ({
    key,
    figures: {
      tag: `#${mostUsed(entry.spellings)}`,
      posts: entry.posts,
      reach: entry.reach,
      engagements: entry.engagements,
      rate: engagementRate(entry.engagements, entry.reach),
      averageReach: Math.round(entry.reach / entry.posts),
    } satisfies HashtagFigures,
  }));
  all.sort(
    (a, b) =>
      b.figures.engagements - a.figures.engagements ||
      b.figures.posts - a.figures.posts ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return { hashtags: all.slice(0, limit).map((one) => one.figures), total: all.length };
}

/** The spelling with the highest count; a tie goes to the one that sorts first (code points). */
function mostUsed(spellings: ReadonlyMap<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [spelling, count] of spellings) {
    if (count > bestCount || (count === bestCount && spelling < best)) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}
