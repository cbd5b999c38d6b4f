/**
 * The dashboard's new connections, leaderboard, hashtag and Google reviews pages (issue 17): their shapes, rules and
 * wording, shared by the server (the engagement rate), the API client (src/api/dashboardInsights.ts, reviews.ts) and
 * the pages (src/features/dashboard/pages/).
 *
 * - Engagement rate: a post's engagements (likes, comments, shares and link clicks: the dashboard's "total
 *   engagements") divided by its reach (the people who saw it), in percent with one decimal; none when nobody was
 *   reached. A network's rate is the average of its posts' rates.
 * - New connections: the followers a network reports gained and lost each day; net = gained - lost.
 * - Google reviews: one Google Business Profile per account; ratings 1 to 5 stars; averages with one decimal.
 */
import { networkName, rangeText, shortDay, type DashboardRange } from './analytics.ts';
import { withThousands } from './format.ts';

/** engagements / reach in percent with one decimal; null when reach is 0 (nothing to divide by). */
export function engagementRate(engagements: number, reach: number): number | null {
  if (!(reach > 0)) return null;
  return Math.round((engagements / reach) * 1000) / 10;
}

/** A rate in words for a table cell ("12.3%", or "–" when there is none). */
export function rateText(rate: number | null): string {
  return rate === null ? '–' : `${rate.toFixed(1)}%`;
}

// ---- New connections ----

export interface ConnectionFigures {
  gained: number;
  lost: number;
  /** gained - lost. */
  net: number;
}

export interface ConnectionDay extends ConnectionFigures {
  day: string;
}

export interface NetworkConnections extends ConnectionFigures {
  providerId: number;
  /** Followers at the range's end (the last count known by then). */
  followers: number;
}

export interface NewConnections {
  days: ConnectionDay[];
  networks: NetworkConnections[];
  totals: ConnectionFigures & { followers: number };
  previous: ConnectionFigures & { followers: number };
}

/** Nothing gained or lost in the range, nor in the previous period, and no followers: nothing to show. */
export function hasNoConnections(figures: NewConnections): boolean {
  return (
    figures.totals.gained === 0 &&
    figures.totals.lost === 0 &&
    figures.totals.followers === 0 &&
    figures.previous.gained === 0 &&
    figures.previous.lost === 0
  );
}

/** A signed number ("+12", "-3", "0"). */
export function signed(value: number): string {
  return value > 0 ? `+${withThousands(value)}` : withThousands(value);
}

/** The gained-versus-lost chart in words. */
export function connectionsSummary(figures: NewConnections, range: DashboardRange): string {
  const { gained, lost, net } = figures.totals;
  if (figures.days.length === 0 || (gained === 0 && lost === 0)) {
    return `No followers gained or lost between ${rangeText(range)}.`;
  }
  const best = figures.days.reduce((top, day) => (day.gained > top.gained ? day : top), figures.days[0]!);
  return (
    `${withThousands(gained)} followers gained and ${withThousands(lost)} lost between ${rangeText(range)}, ` +
    `${signed(net)} net; the most gained on ${shortDay(best.day)} (${withThousands(best.gained)}).`
  );
}

// ---- Leaderboard ----

export interface LeaderboardPost {
  rank: number;
  postId: number | null;
  providerId: number;
  externalPostId: string;
  /** The post's text, cut to LEADERBOARD_EXCERPT characters. */
  excerpt: string;
  postedAt: string;
  reach: number;
  engagements: number;
  rate: number | null;
  likes: number;
  comments: number;
  shares: number;
  clicks: number;
}

export interface NetworkRanking {
  providerId: number;
  posts: number;
  /** The average of its posts' rates (posts reaching nobody left out); null when none reached anyone. */
  rate: number | null;
  reach: number;
  engagements: number;
}

export interface Leaderboard {
  posts: LeaderboardPost[];
  /** Posts published in the range (the list holds the first LEADERBOARD_LIMIT). */
  total: number;
  networks: NetworkRanking[];
}

/** How many ranked posts the leaderboard answers. */
export const LEADERBOARD_LIMIT = 100;
/** How much of a post's text the leaderboard shows. */
export const LEADERBOARD_EXCERPT = 140;

/** The per-network ranking chart in words. */
export function rankingSummary(networks: readonly NetworkRanking[]): string {
  const rated = networks.filter((network) => network.rate !== null);
  if (rated.length === 0) return 'No network reached anyone with its posts in this range.';
  return `Average engagement rate by network: ${rated
    .map(
      (network) =>
        `${networkName(network.providerId)} ${rateText(network.rate)} (${postsText(network.posts)})`,
    )
    .join(', ')}.`;
}

const postsText = (posts: number) => `${withThousands(posts)} ${posts === 1 ? 'post' : 'posts'}`;

// ---- Hashtags ----

export interface HashtagRow {
  /** With its `#`. */
  tag: string;
  posts: number;
  reach: number;
  engagements: number;
  rate: number | null;
  averageReach: number;
}

export interface HashtagInsights {
  hashtags: HashtagRow[];
  /** Different hashtags in the range (the list holds the first 50 by engagements). */
  total: number;
  /** Posts published in the range, and those with at least one hashtag. */
  posts: number;
  taggedPosts: number;
}

/** How many hashtags the chart shows (the table shows them all). */
export const HASHTAG_CHART_LIMIT = 10;

/** The top hashtags chart in words. */
export function hashtagsSummary(insights: HashtagInsights): string {
  const top = insights.hashtags.slice(0, HASHTAG_CHART_LIMIT);
  if (top.length === 0) return 'No hashtags in the posts of this range.';
  return `Hashtags with the most engagements: ${top
    .map((row) => `${row.tag} ${withThousands(row.engagements)}`)
    .join(', ')}.`;
}

// ---- Google reviews ----

export interface Review {
  id: string;
  author: string;
  rating: number;
  text: string;
  createdAt: string;
  reply: { text: string; createdAt: string } | null;
}

export interface ReviewWeek {
  /** The week's first and last days within the range (weeks start on Monday). */
  start: string;
  end: string;
  average: number | null;
  count: number;
}

export interface GoogleReviews {
  connected: boolean;
  profile: { name: string; connectedAt: string; syncedAt: string | null } | null;
  overall: { average: number | null; count: number };
  range: { average: number | null; count: number };
  /** Reviews per rating in the range, 5 stars first. */
  distribution: { rating: number; count: number }[];
  weeks: ReviewWeek[];
  /** The newest reviews of the range, newest first. */
  latest: Review[];
}

/** How many reviews the page lists. */
export const LATEST_REVIEWS = 20;

/** An average rating in words for screen readers and the page ("4.6 out of 5"). */
export function ratingText(average: number | null): string {
  return average === null ? 'No rating yet' : `${average.toFixed(1)} out of 5`;
}

/** How many of the 5 stars a rating fills (whole, half or empty each), for drawing. */
export function starFills(rating: number): ('full' | 'half' | 'empty')[] {
  return [1, 2, 3, 4, 5].map((star) =>
    rating >= star - 0.25 ? 'full' : rating >= star - 0.75 ? 'half' : 'empty',
  );
}

/** Share of `count` in `total`, whole percent (0 when total is 0). */
export function sharePercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/** The weekly rating chart in words. */
export function weeklyRatingSummary(reviews: GoogleReviews, range: DashboardRange): string {
  const rated = reviews.weeks.filter((week) => week.average !== null);
  if (rated.length === 0) return `No reviews between ${rangeText(range)}.`;
  const best = rated.reduce((top, week) => (week.average! > top.average! ? week : top), rated[0]!);
  const worst = rated.reduce((low, week) => (week.average! < low.average! ? week : low), rated[0]!);
  return (
    `Average rating ${ratingText(reviews.range.average)} from ${withThousands(reviews.range.count)} reviews between ` +
    `${rangeText(range)}; the best week began ${shortDay(best.start)} (${best.average!.toFixed(1)}), the lowest ` +
    `${shortDay(worst.start)} (${worst.average!.toFixed(1)}).`
  );
}

/** The rating distribution in words. */
export function distributionSummary(reviews: GoogleReviews): string {
  if (reviews.range.count === 0) return 'No reviews in this range.';
  return `Reviews by rating: ${reviews.distribution
    .map((part) => `${part.rating} ${part.rating === 1 ? 'star' : 'stars'} ${withThousands(part.count)}`)
    .join(', ')}.`;
}

export const dashboardInsightsText = {
  // New connections
  connectionsHeading: 'New connections',
  connectionsIntro:
    'Followers your networks report gained and lost each day; net is gained minus lost. Figures are updated once a day.',
  gained: 'Gained',
  lost: 'Lost',
  net: 'Net',
  followersAtEnd: 'Followers at the end',
  connectionsChart: 'Followers gained and lost per day',
  connectionsTable: 'New connections by network',
  connectionsFailed: 'Your new connections could not be loaded.',
  noConnections: 'No followers gained or lost on these networks in this range yet.',
  noConnectionsHelp:
    'Figures appear the day after a network is connected. Choose a longer range or other networks to look further back.',
  // Leaderboard
  leaderboardHeading: 'Posts ranked by engagement rate',
  leaderboardIntro:
    'Engagement rate is a post’s engagements (likes, comments, shares and link clicks) divided by the people it reached. Posts that reached nobody come last.',
  rankingChart: 'Average engagement rate by network',
  leaderboardTable: 'Posts ranked by engagement rate',
  leaderboardFailed: 'Your leaderboard could not be loaded.',
  noPosts: 'No posts were published on these networks in this range.',
  noPostsHelp: 'Plan and publish posts in the content planner; they are ranked the day after they go out.',
  openPlanner: 'Open the content planner',
  shownOf: (shown: number, total: number) =>
    `The top ${withThousands(shown)} of ${withThousands(total)} posts published in this range.`,
  // Hashtags
  hashtagsHeading: 'Hashtags',
  hashtagsIntro:
    'Hashtags of the posts published in this range, with the reach and engagements of those posts. A tag is counted once per post, whatever its letter case.',
  hashtagsChart: 'Top hashtags by engagements',
  hashtagsTable: 'Every hashtag of this range',
  hashtagsFailed: 'Your hashtags could not be loaded.',
  noHashtags: 'None of the posts of this range used a hashtag.',
  noHashtagsHelp:
    'Add hashtags such as #YourBrand to your posts in the content planner to see how each one performs.',
  hashtagsShownOf: (shown: number, total: number) =>
    `The ${withThousands(shown)} with the most engagements of ${withThousands(total)} hashtags.`,
  taggedPosts: (tagged: number, posts: number) =>
    `${withThousands(tagged)} of ${withThousands(posts)} posts used hashtags.`,
  // Google reviews
  reviewsHeading: 'Google reviews',
  reviewsFailed: 'Your Google reviews could not be loaded.',
  notConnectedTitle: 'Connect your Google Business Profile',
  notConnectedHelp:
    'See your Google rating and reviews beside your social figures: the average rating, how it moves week by week, and the newest reviews. Reviews are updated once a day.',
  connect: 'Connect Google Business Profile',
  connecting: 'Connecting…',
  connectFailed: 'Your Google Business Profile could not be connected.',
  readOnly: 'Only the account owner or a member can connect a Google Business Profile.',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  disconnectTitle: 'Disconnect Google Business Profile?',
  disconnectBody: (name: string) =>
    `The reviews of ${name} will be removed from Brandpilot. You can connect the profile again at any time.`,
  disconnectFailed: 'Your Google Business Profile could not be disconnected.',
  cancel: 'Cancel',
  averageRating: 'Average rating',
  overall: (count: number) => `${withThousands(count)} reviews in total`,
  inRange: 'In this range',
  reviewsInRange: (count: number) => `${withThousands(count)} ${count === 1 ? 'review' : 'reviews'}`,
  distributionHeading: 'Ratings in this range',
  weeklyChart: 'Average rating per week',
  latestHeading: 'Latest reviews',
  latestNote: (shown: number) => `The ${withThousands(shown)} newest of this range, newest first.`,
  noReviews: 'No reviews in this range.',
  noReviewsHelp: 'Choose a longer range to see earlier reviews.',
  reply: 'Reply from the business',
  noText: 'Rating only, no text.',
  syncedAt: (when: string) => `Updated ${when}.`,
  connectedProfile: (name: string) => `Connected profile: ${name}.`,
} as const;
