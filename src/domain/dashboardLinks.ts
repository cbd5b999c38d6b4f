/**
 * The dashboard's leads, website traffic and action items (issue 17): the rules and wording of what the server
 * computes (action items: their severity, title, detail and the page that fixes each) and of what the three pages
 * say (summaries in words, the UTM tags, empty states). Pure: the server (src/server/actionItems.ts) and the pages
 * (src/features/dashboard/pages/) read them here.
 *
 * A lead, here, is a person who clicked a link in one of the account's published posts: the click goes through the
 * product's short link (src/domain/trackedLinks.ts), which counts it and sends the person on with UTM tags. What they
 * do on the website afterwards is the website's own analytics' business; the UTM tags are how it tells them apart.
 */
import { networkName, rangeText, shortDay, type DashboardRange } from './analytics.ts';
import { formatDate, utcDay } from './dateFormat.ts';
import { withThousands } from './format.ts';
import { stepPath, type OnboardingStep } from './onboarding.ts';
import { providerById } from './posts.ts';
import { PRODUCT_NAME } from './constants.ts';
import { UTM_CAMPAIGN, UTM_MEDIUM, trackedUtm, utmContentOf } from './trackedLinks.ts';

// ---- action items ---------------------------------------------------------------------------------------------

export const ACTION_SEVERITIES = ['urgent', 'warning', 'info'] as const;
export type ActionSeverity = (typeof ACTION_SEVERITIES)[number];

/** Every kind of action item, in the order they are listed within one severity. */
export const ACTION_ITEM_KINDS = [
  'cardFailed',
  'subscriptionEnded',
  'noNetwork',
  'networkDisconnected',
  'publishFailed',
  'approvalNeeded',
  'cardExpired',
  'partiallyPublished',
  'subscriptionCanceled',
  'trialEnding',
  'cardExpiring',
  'setupUnfinished',
  'scheduleGap',
] as const;
export type ActionItemKind = (typeof ACTION_ITEM_KINDS)[number];

/** Failed and partially published posts count when they were due within this many days. */
export const FAILED_POSTS_DAYS = 30;
/** A trial ending within this many days is an item. */
export const TRIAL_ENDING_DAYS = 7;
/** The days checked for gaps in the schedule: the next this many, from tomorrow (in the account's time zone). */
export const SCHEDULE_GAP_DAYS = 7;
/** A post that needs approval and is due within this many hours (or overdue) makes the item urgent. */
export const APPROVAL_URGENT_HOURS = 24;

export interface ActionItem {
  kind: ActionItemKind;
  severity: ActionSeverity;
  title: string;
  detail: string;
  count: number;
  /** The in-app path that fixes it (a page under the account). */
  href: string;
}

/** What the server found, per kind: the facts an item is worded from. */
export type ActionItemFact =
  | { kind: 'approvalNeeded'; count: number; dueSoon: number; firstPostId: number }
  | { kind: 'publishFailed'; count: number; latestPostId: number }
  | { kind: 'partiallyPublished'; count: number; latestPostId: number }
  | { kind: 'networkDisconnected'; providerIds: readonly number[] }
  | { kind: 'noNetwork' }
  | { kind: 'cardFailed' }
  | { kind: 'subscriptionEnded' }
  | { kind: 'subscriptionCanceled'; endsAt: string }
  | { kind: 'trialEnding'; endsAt: string; daysLeft: number }
  | { kind: 'cardExpired'; last4: string | null; month: number; year: number }
  | { kind: 'cardExpiring'; last4: string | null; month: number; year: number }
  | { kind: 'scheduleGap'; days: readonly string[]; checkedDays: number }
  | { kind: 'setupUnfinished'; step: OnboardingStep; done: number; total: number };

const plural = (count: number, one: string, many = `${one}s`) =>
  `${withThousands(count)} ${count === 1 ? one : many}`;

/** "Facebook and Instagram", "Facebook, Instagram and LinkedIn". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** A day as the items say it: "Mon 30 Nov". */
export function weekdayText(day: string): string {
  return formatDate(utcDay(day), 'weekdayDayMonth');
}

/** An instant's date as the items say it: "30 Nov 2026" (UTC). */
export function dateText(at: string): string {
  return formatDate(new Date(at), 'dayMonthYear');
}

/** The planner, opened on a post (`/{accid}/contentplanner/{accid}/{postId}`, spec 2.2). */
export function postPlannerHref(accountId: number, postId: number): string {
  return `/${accountId}/contentplanner/${accountId}/${postId}`;
}

export const accountPaths = {
  planner: (accountId: number) => `/${accountId}/contentplanner`,
  socialAccounts: (accountId: number) => `/${accountId}/social_accounts`,
  billing: (accountId: number) => `/${accountId}/billing`,
} as const;

/** The one post, opened in the planner, when the item is about one; else the planner. */
const postsHref = (accountId: number, count: number, postId: number) =>
  count === 1 ? postPlannerHref(accountId, postId) : accountPaths.planner(accountId);

/** The item a fact makes for the account `accountId`. */
export function actionItemOf(accountId: number, fact: ActionItemFact): ActionItem {
  const item = (severity: ActionSeverity, title: string, detail: string, count: number, href: string) => ({
    kind: fact.kind,
    severity,
    title,
    detail,
    count,
    href,
  });
  switch (fact.kind) {
    case 'approvalNeeded':
      return item(
        fact.dueSoon > 0 ? 'urgent' : 'warning',
        `${plural(fact.count, 'post needs', 'posts need')} your approval`,
        fact.dueSoon > 0
          ? `${plural(fact.dueSoon, 'post is', 'posts are')} due within ${APPROVAL_URGENT_HOURS} hours or overdue. A post is published only once it is approved.`
          : 'A post is published at its time only once it is approved.',
        fact.count,
        postsHref(accountId, fact.count, fact.firstPostId),
      );
    case 'publishFailed':
      return item(
        'urgent',
        `${plural(fact.count, 'post was', 'posts were')} not published`,
        `In the last ${FAILED_POSTS_DAYS} days no network took ${fact.count === 1 ? 'it' : 'them'}. Open the planner to see why, fix it and schedule again.`,
        fact.count,
        postsHref(accountId, fact.count, fact.latestPostId),
      );
    case 'partiallyPublished':
      return item(
        'warning',
        `${plural(fact.count, 'post was', 'posts were')} only partially published`,
        `In the last ${FAILED_POSTS_DAYS} days some networks did not take ${fact.count === 1 ? 'it' : 'them'}. Open the planner to see which and why.`,
        fact.count,
        postsHref(accountId, fact.count, fact.latestPostId),
      );
    case 'networkDisconnected': {
      const names = fact.providerIds.map((id) => providerById(id)?.name ?? `Network ${id}`);
      return item(
        'urgent',
        `${listText(names)} ${names.length === 1 ? 'is' : 'are'} disconnected`,
        'Posts cannot be published there until you connect again (the permission was withdrawn or has run out).',
        names.length,
        accountPaths.socialAccounts(accountId),
      );
    }
    case 'noNetwork':
      return item(
        'urgent',
        'No social network is connected',
        'Connect Facebook, Twitter, Instagram, LinkedIn or TikTok so your posts can be published.',
        1,
        accountPaths.socialAccounts(accountId),
      );
    case 'cardFailed':
      return item(
        'urgent',
        'We couldn’t charge your credit card',
        'Update your credit card to keep using the app.',
        1,
        accountPaths.billing(accountId),
      );
    case 'subscriptionEnded':
      return item(
        'urgent',
        'Your subscription has ended',
        'Reactivate your subscription to keep publishing.',
        1,
        accountPaths.billing(accountId),
      );
    case 'subscriptionCanceled':
      return item(
        'warning',
        'Your subscription was canceled',
        `You can keep using the app until ${dateText(fact.endsAt)}; reactivate it to continue after that.`,
        1,
        accountPaths.billing(accountId),
      );
    case 'trialEnding':
      return item(
        'warning',
        fact.daysLeft <= 1
          ? 'Your free trial ends within a day'
          : `Your free trial ends in ${fact.daysLeft} days`,
        `It ends on ${dateText(fact.endsAt)}; your card is charged for your plan then. Check your plan and card.`,
        1,
        accountPaths.billing(accountId),
      );
    case 'cardExpired':
      return item(
        'urgent',
        'Your card has expired',
        `${cardName(fact.last4)} expired at the end of ${monthText(fact.month, fact.year)}. Add a new card so your plan can renew.`,
        1,
        accountPaths.billing(accountId),
      );
    case 'cardExpiring':
      return item(
        'warning',
        'Your card expires soon',
        `${cardName(fact.last4)} expires at the end of ${monthText(fact.month, fact.year)}. Update it so your plan keeps renewing.`,
        1,
        accountPaths.billing(accountId),
      );
    case 'scheduleGap':
      return item(
        'info',
        `${plural(fact.days.length, 'day', 'days')} of the next ${fact.checkedDays} ${fact.days.length === 1 ? 'has' : 'have'} no post scheduled`,
        `Nothing is scheduled on ${listText(fact.days.map(weekdayText))}. Plan a post to keep your audience with you.`,
        fact.days.length,
        accountPaths.planner(accountId),
      );
    case 'setupUnfinished':
      return item(
        'info',
        'Finish setting up your account',
        `${fact.done} of ${fact.total} setup steps are done. The rest helps us suggest the right content.`,
        fact.total - fact.done,
        stepPath(accountId, fact.step),
      );
  }
}

const cardName = (last4: string | null) => (last4 ? `The card ending ${last4}` : 'Your saved card');

const SEVERITY_ORDER: Readonly<Record<ActionSeverity, number>> = { urgent: 0, warning: 1, info: 2 };

/** Most severe first; within a severity, in the order of ACTION_ITEM_KINDS. */
export function sortActionItems<T extends Pick<ActionItem, 'kind' | 'severity'>>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      ACTION_ITEM_KINDS.indexOf(a.kind) - ACTION_ITEM_KINDS.indexOf(b.kind),
  );
}

export const SEVERITY_LABELS: Readonly<Record<ActionSeverity, string>> = {
  urgent: 'Needs action now',
  warning: 'Needs attention soon',
  info: 'Worth a look',
};

/** The items by severity, most severe first, leaving out severities without items. */
export function groupBySeverity<T extends Pick<ActionItem, 'kind' | 'severity'>>(
  items: readonly T[],
): { severity: ActionSeverity; items: T[] }[] {
  const sorted = sortActionItems(items);
  return ACTION_SEVERITIES.map((severity) => ({
    severity,
    items: sorted.filter((item) => item.severity === severity),
  })).filter((group) => group.items.length > 0);
}

/** The label of an item's link to fix it. */
export const ACTION_LABELS: Readonly<Record<ActionItemKind, string>> = {
  cardFailed: 'Update credit card',
  subscriptionEnded: 'Reactivate subscription',
  noNetwork: 'Connect a network',
  networkDisconnected: 'Reconnect',
  publishFailed: 'Open the planner',
  approvalNeeded: 'Review posts',
  cardExpired: 'Add a new card',
  partiallyPublished: 'Open the planner',
  subscriptionCanceled: 'Reactivate subscription',
  trialEnding: 'Check your plan',
  cardExpiring: 'Update card',
  setupUnfinished: 'Continue setup',
  scheduleGap: 'Plan a post',
};

export function monthText(month: number, year: number): string {
  return formatDate(new Date(Date.UTC(year, month - 1, 1)), 'longMonthYear');
}

export const actionItemsText = {
  intro:
    'What needs doing on this account, worked out from its posts, networks, plan and setup as they are now.',
  emptyTitle: 'Nothing needs your attention',
  empty: 'Your posts, networks and plan are all in good shape. Nice work!',
  failed: 'Your action items could not be loaded.',
  summary: (count: number) =>
    count === 0
      ? 'Nothing needs your attention.'
      : `${plural(count, 'thing needs', 'things need')} your attention.`,
} as const;

// ---- leads and website traffic --------------------------------------------------------------------------------

export interface ClickCounts {
  clicks: number;
  unique: number;
}

export interface DayClicks extends ClickCounts {
  day: string;
}

export interface NetworkClicks extends ClickCounts {
  providerId: number;
}

export interface PostClicks extends ClickCounts {
  postId: number | null;
  providerId: number;
  text: string;
  postedAt: string | null;
}

export interface PageClicks extends ClickCounts {
  url: string;
}

export interface TrackedLinkClicks extends ClickCounts {
  shortUrl: string;
  target: string;
  postId: number | null;
  providerId: number;
}

/** What GET /auth/getLinkClicks answers, in the pages' words. */
export interface LinkClickFigures {
  totals: ClickCounts;
  previous: ClickCounts;
  days: DayClicks[];
  networks: NetworkClicks[];
  posts: PostClicks[];
  pages: PageClicks[];
  links: TrackedLinkClicks[];
}

/** Nobody clicked in the range nor in the previous one. */
export function hasNoClicks(figures: LinkClickFigures): boolean {
  return figures.totals.clicks === 0 && figures.previous.clicks === 0;
}

/** The clicks per day in words: the chart's summary. */
export function clicksPerDaySummary(figures: LinkClickFigures, range: DashboardRange): string {
  const { days, totals } = figures;
  if (totals.clicks === 0 || days.length === 0) return `No link clicks between ${rangeText(range)}.`;
  const best = days.reduce((top, day) => (day.clicks > top.clicks ? day : top), days[0]!);
  return `${plural(totals.clicks, 'click')} (${withThousands(totals.unique)} unique) on links in your posts in ${plural(days.length, 'day')} (${rangeText(range)}); the most on ${shortDay(best.day)} with ${withThousands(best.clicks)}.`;
}

/** The clicks per network in words. */
export function networkClicksSummary(networks: readonly NetworkClicks[]): string {
  const clicked = networks.filter((network) => network.clicks > 0);
  if (clicked.length === 0) return 'No link clicks from any of these networks in this range.';
  const ranked = [...clicked].sort((a, b) => b.clicks - a.clicks);
  return `Link clicks by network: ${ranked
    .map((network) => `${networkName(network.providerId)} ${withThousands(network.clicks)}`)
    .join(', ')}.`;
}

/** The landing pages in words. */
export function pagesSummary(pages: readonly PageClicks[]): string {
  if (pages.length === 0) return 'No landing page was visited through your posts in this range.';
  const top = pages[0]!;
  return `${plural(pages.length, 'landing page')} visited through your posts; the most visited, ${top.url}, had ${plural(top.clicks, 'click')}.`;
}

/** The posts' leads in words. */
export function postsSummary(posts: readonly PostClicks[]): string {
  if (posts.length === 0) return 'No post brought a click in this range.';
  const top = posts[0]!;
  return `${plural(posts.length, 'post')} brought clicks; the best, on ${networkName(top.providerId)}, brought ${plural(top.clicks, 'click')} from ${plural(top.unique, 'visitor')}.`;
}

/** The UTM tags a post's links carry on `network` (its key), for the explanation on the leads page. */
export function utmTagsOf(network: string, postId: number): readonly { key: string; value: string }[] {
  return Object.entries(trackedUtm(network, postId)).map(([key, value]) => ({ key, value }));
}

/** The tags every tracked link carries, in words, for the explanation (the post and network vary). */
export const UTM_TAGS_EXPLAINED: readonly { key: string; value: string; meaning: string }[] = [
  {
    key: 'utm_source',
    value: 'facebook, twitter, instagram, linkedin or tiktok',
    meaning: 'the network the click came from',
  },
  { key: 'utm_medium', value: UTM_MEDIUM, meaning: 'always social' },
  { key: 'utm_campaign', value: UTM_CAMPAIGN, meaning: `every post published through ${PRODUCT_NAME}` },
  {
    key: 'utm_content',
    value: `${utmContentOf(123)} (the post’s number)`,
    meaning: 'the post the link was in',
  },
];

export const linksText = {
  leadsIntro:
    'A lead is a person who clicked a link in one of your published posts. Every link in a post goes out as a short link of ours, which counts the click and sends the person on to your page.',
  websiteAnalytics:
    'What people do on your website after the click (pages seen, sign-ups, sales) is measured by your website’s own analytics, which can tell these visitors apart by the UTM tags we add to each link:',
  utmNote:
    'A tag you already wrote into a link is kept as you wrote it. Clicks by link-preview robots are not counted; unique clicks count each visitor once per link and day.',
  trafficIntro:
    'Visits your social media sends to your website: every click on a link in your published posts, where it landed and which network it came from.',
  clicks: 'Clicks',
  unique: 'Unique clicks',
  failed: 'Your link clicks could not be loaded.',
  noNetworks: 'Choose at least one network to see its link clicks.',
  noClicksTitle: 'No link clicks in this range yet',
  noClicks:
    'Clicks appear here once people click a link in a published post. Add a link to your website to your next posts.',
} as const;
