/**
 * The sandbox Google Business Profile (issue 17): a ReviewsProvider (reviews/provider.ts) that works offline. It
 * connects at once (no consent page: the profile is the account's, named after it) and answers plausible,
 * deterministic reviews: every figure is a function of the profile's id (the seed of the business), the week and the
 * review's place in it (no Math.random), so the same question always gets the same answer.
 *
 * - 2 to 6 reviews a week (weeks start on Monday, UTC), at any hour of the week;
 * - mostly 4 and 5 stars: each business has its own level (50% to 70% five stars), which drifts from quarter to
 *   quarter (±8 points), so its rating moves over time; 7% three and 3% two stars, 2% to 5% one star (the better
 *   the business, the fewer), four stars the rest: averages from about 4.1 to 4.6;
 * - about one in ten has no text; about two in three get a reply from the business 1 to 3 days later;
 * - nothing is answered from the future of the clock: a review (or a reply) exists once its time has come.
 */
import type { Clock } from '../clock.ts';
import type { BusinessProfile, BusinessReview, ReviewRating, ReviewsProvider } from '../reviews/provider.ts';
import { DAY_MS, unitHash } from './insights.ts';

const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: the Monday that starts its week is 3 days before. */
const MONDAY_OFFSET_MS = 3 * DAY_MS;

/** The sandbox profile of an account: the account's id is the business's seed. */
export const sandboxProfileId = (accountId: number) => `sbx-gbp-${accountId}`;

const FIRST_NAMES = [
  'Amelia',
  'Ben',
  'Chloe',
  'Daniel',
  'Ella',
  'Farid',
  'Grace',
  'Hugo',
  'Isla',
  'Jamal',
  'Kate',
  'Liam',
  'Maya',
  'Noah',
  'Olivia',
  'Priya',
  'Quentin',
  'Rosa',
  'Sam',
  'Tomasz',
  'Uma',
  'Victor',
  'Wen',
  'Yusuf',
  'Zoe',
] as const;
const LAST_INITIALS = 'ABCDEFGHJKLMNOPRSTVWY';

const TEXTS: Readonly<Record<ReviewRating, readonly string[]>> = {
  5: [
    'Absolutely lovely. Friendly staff and everything we tried was excellent.',
    'Best in town, hands down. We come back every week.',
    'Warm welcome, quick service and great quality. Highly recommended!',
    'A little gem. The team remembered our order from last time.',
    'Fantastic from start to finish. Worth every penny.',
    'Could not fault a thing. Will be back soon with friends.',
  ],
  4: [
    'Really good, just a short wait at the busy time.',
    'Great quality and nice people. A bit pricey, but worth it.',
    'Very nice visit. Would love a few more seats inside.',
    'Good service and tasty choices. Parking is tricky nearby.',
  ],
  3: [
    'Decent, but not as good as last time.',
    'Fine overall. Service was slow on a Saturday morning.',
    'Okay. Some things were great, others a little disappointing.',
  ],
  2: ['Waited a long time and the order was wrong.', 'Not what we expected from the reviews, unfortunately.'],
  1: ['Very disappointing visit. Nobody seemed to care.', 'Closed during the opening hours on the website.'],
};

const REPLIES: Readonly<Record<'good' | 'bad', readonly string[]>> = {
  good: [
    'Thank you so much for your kind words! See you again soon.',
    'We are delighted you enjoyed it. Thanks for taking the time to review us!',
    'Thanks a lot! The whole team was happy to read this.',
  ],
  bad: [
    'We are sorry to hear this. Please get in touch so we can put it right.',
    'Thank you for the honest feedback. We have shared it with the team and will do better.',
  ],
};

const pick = <T>(list: readonly T[], unit: number): T => list[Math.floor(unit * list.length)]!;

/** The rating of review `index` of week `week` for the business `seed`. */
function ratingOf(seed: string, week: number, index: number): ReviewRating {
  const level = unitHash('gbp-level', seed);
  const drift = (unitHash('gbp-quarter', seed, Math.floor(week / 13)) - 0.5) * 0.16;
  const five = 0.5 + level * 0.2 + drift;
  const one = 0.02 + (1 - level) * 0.03;
  const r = unitHash('gbp-rating', seed, week, index);
  if (r < one) return 1;
  if (r < one + 0.03) return 2;
  if (r < one + 0.1) return 3;
  if (r < 1 - five) return 4;
  return 5;
}

/** Every review of `week` (weeks since the Monday before 1970-01-01) for the business `seed`, in time order. */
export function sandboxWeekReviews(seed: string, week: number): BusinessReview[] {
  const count = 2 + Math.floor(unitHash('gbp-count', seed, week) * 5);
  const start = week * WEEK_MS - MONDAY_OFFSET_MS;
  const reviews: BusinessReview[] = [];
  for (let index = 0; index < count; index++) {
    const minute = Math.floor(unitHash('gbp-at', seed, week, index) * 7 * 24 * 60);
    const createdAt = new Date(start + minute * 60_000);
    const rating = ratingOf(seed, week, index);
    const first = pick(FIRST_NAMES, unitHash('gbp-first', seed, week, index));
    const initial = pick([...LAST_INITIALS], unitHash('gbp-last', seed, week, index));
    const silent = unitHash('gbp-silent', seed, week, index) < 0.1;
    const review: BusinessReview = {
      id: `${seed}-r${week}-${index}`,
      author: `${first} ${initial}.`,
      rating,
      text: silent ? '' : pick(TEXTS[rating], unitHash('gbp-text', seed, week, index)),
      createdAt,
    };
    if (unitHash('gbp-replied', seed, week, index) < (rating <= 3 ? 0.85 : 0.6)) {
      const after = (1 + Math.floor(unitHash('gbp-reply-at', seed, week, index) * 3)) * DAY_MS;
      review.reply = {
        text: pick(REPLIES[rating >= 4 ? 'good' : 'bad'], unitHash('gbp-reply', seed, week, index)),
        createdAt: new Date(createdAt.getTime() + after),
      };
    }
    reviews.push(review);
  }
  return reviews.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** The week (as sandboxWeekReviews counts them) of an instant. */
const weekOf = (at: number) => Math.floor((at + MONDAY_OFFSET_MS) / WEEK_MS);

/** The reviews of business `seed` written in `[from, to)` and not after `now`, with the replies given by `now`. */
export function sandboxReviews(seed: string, from: Date, to: Date, now: Date): BusinessReview[] {
  const end = Math.min(to.getTime(), now.getTime() + 1);
  const reviews: BusinessReview[] = [];
  if (end <= from.getTime()) return reviews;
  for (let week = weekOf(from.getTime()); week <= weekOf(end - 1); week++) {
    for (const review of sandboxWeekReviews(seed, week)) {
      const at = review.createdAt.getTime();
      if (at < from.getTime() || at >= end) continue;
      if (review.reply && review.reply.createdAt.getTime() > now.getTime()) delete review.reply;
      reviews.push(review);
    }
  }
  return reviews;
}

/** The built-in sandbox provider; `clock` decides which reviews exist yet. */
export function createSandboxReviews({ clock }: { clock: Clock }): ReviewsProvider {
  return {
    name: 'sandbox Google Business Profile',
    sandbox: true,
    connect(request) {
      const profile: BusinessProfile = {
        externalId: sandboxProfileId(request.accountId),
        name: request.accountName,
      };
      return Promise.resolve({ kind: 'connected', profile });
    },
    reviews(link, from, to) {
      return Promise.resolve(sandboxReviews(link.externalId, from, to, clock.now()));
    },
  };
}
