/**
 * New connections, leaderboard, hashtag analytics and Google reviews (issue 17) against the real server:
 * owner@demo.test's Acme Bakery has a seeded year of figures, posts with hashtags and a connected Google Business
 * Profile with a year of reviews; each page shows the figures the API answers for the frame's default view (the last
 * 30 days, networks 1 to 4). A new account connects its (sandbox) profile, sees its reviews and disconnects it again,
 * and sees the empty states of the other pages. Axe and the screen widths: responsiveShell.spec.ts (every built
 * page, charts drawn).
 */
import { expect, test, type Page } from '@playwright/test';
import { networkName } from '../../src/domain/analytics.ts';
import { ratingText, rateText, signed } from '../../src/domain/dashboardInsights.ts';
import { compactNumber, withThousands } from '../../src/domain/format.ts';
import { freshEmail, registerThroughApi } from './support/registration.ts';
import { logIn } from './support/session.ts';
import { expectNoAxeViolations } from './support/pageChecks.ts';
import { defaultViewAnswer } from './support/dashboard.ts';

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

interface Figures {
  gained: number;
  lost: number;
  net: number;
  followers: number;
}
interface NewConnectionsAnswer {
  totals: Figures;
  networks: (Figures & { provider_Id: number })[];
  days: unknown[];
}
interface LeaderboardAnswer {
  total: number;
  posts: { rank: number; provider_Id: number; text: string; rate: number | null; reach: number }[];
  networks: { provider_Id: number; posts: number; rate: number | null }[];
}
interface HashtagsAnswer {
  hashtags: {
    tag: string;
    posts: number;
    reach: number;
    engagements: number;
    rate: number | null;
    average_reach: number;
  }[];
}
interface ReviewsAnswer {
  connected: boolean;
  overall: { average: number | null; count: number };
  range: { average: number | null; count: number };
  distribution: { rating: number; count: number }[];
  latest: { author: string; text: string }[];
}

test.describe('owner@demo.test', () => {
  test('new connections: gained, lost and net against the API, per day and per network', async ({ page }) => {
    const { token, user } = await logIn(page);
    const accountId = user.accountId!;
    await page.goto(`/${accountId}/dashboard/new-connections`);
    await expect(
      main(page)
        .getByRole('navigation', { name: 'Dashboard pages' })
        .getByRole('link', { name: 'New connections' }),
    ).toHaveAttribute('aria-current', 'page');
    const data = await defaultViewAnswer<NewConnectionsAnswer>(page, token, accountId, 'getNewConnections');
    expect(data.totals.gained, 'the seed gains followers every month').toBeGreaterThan(0);

    const cards = region(page, 'Totals').getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toContainText('Gained');
    await expect(cards.nth(0)).toContainText(compactNumber(data.totals.gained));
    await expect(cards.nth(0)).toContainText(/the previous 30 days/);
    await expect(cards.nth(1)).toContainText('Lost');
    await expect(cards.nth(1)).toContainText(compactNumber(data.totals.lost));
    await expect(cards.nth(2)).toContainText(signed(data.totals.net));
    await expect(cards.nth(3)).toContainText(compactNumber(data.totals.followers));

    const chart = region(page, 'Followers gained and lost per day');
    await chart.getByRole('button', { name: 'Show table' }).click();
    await expect(chart.getByRole('table').getByRole('row')).toHaveCount(data.days.length + 1);

    const networks = region(page, 'New connections by network');
    for (const network of data.networks) {
      await expect(
        networks.getByRole('row', {
          name: `${networkName(network.provider_Id)} ${withThousands(network.gained)} ${withThousands(network.lost)} ${signed(network.net)} ${withThousands(network.followers)}`,
        }),
      ).toBeVisible();
    }
  });

  test('leaderboard: the posts ranked by engagement rate and the networks by their average rate', async ({
    page,
  }) => {
    const { token, user } = await logIn(page);
    const accountId = user.accountId!;
    await page.goto(`/${accountId}/dashboard/leaderboard`);
    const data = await defaultViewAnswer<LeaderboardAnswer>(page, token, accountId, 'getPostsLeaderboard');
    expect(data.total, 'the seed published posts in the last 30 days').toBeGreaterThan(1);

    const table = region(page, 'Posts ranked by engagement rate');
    const rows = table.getByRole('row');
    for (const [index, post] of data.posts.slice(0, 3).entries()) {
      const row = rows.nth(index + 1);
      await expect(row.getByRole('cell').first()).toHaveText(String(post.rank));
      await expect(row.getByRole('img', { name: networkName(post.provider_Id) })).toBeVisible();
      await expect(row).toContainText(post.text.slice(0, 30));
      await expect(row).toContainText(rateText(post.rate));
      await expect(row).toContainText(withThousands(post.reach));
    }

    const ranking = region(page, 'Average engagement rate by network');
    await expect(ranking).toContainText(
      `${networkName(data.networks[0]!.provider_Id)} ${rateText(data.networks[0]!.rate)}`,
    );
    await ranking.getByRole('button', { name: 'Show table' }).click();
    await expect(ranking.getByRole('table').getByRole('row')).toHaveCount(data.networks.length + 1);
  });

  test('hashtag analytics: the top hashtags by engagements and every hashtag with its figures', async ({
    page,
  }) => {
    const { token, user } = await logIn(page);
    const accountId = user.accountId!;
    await page.goto(`/${accountId}/dashboard/hashtag-analytics`);
    const data = await defaultViewAnswer<HashtagsAnswer>(page, token, accountId, 'getHashtagInsights');
    expect(data.hashtags.length, 'the seeded posts use hashtags').toBeGreaterThan(2);

    const top = data.hashtags[0]!;
    await expect(region(page, 'Top hashtags by engagements')).toContainText(
      `${top.tag} ${withThousands(top.engagements)}`,
    );
    const all = region(page, 'Every hashtag of this range');
    await expect(all.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      top.tag,
      withThousands(top.posts),
      withThousands(top.reach),
      withThousands(top.engagements),
      rateText(top.rate),
      withThousands(top.average_reach),
    ]);
    // Sorting by posts puts the most used hashtag first.
    await all.getByRole('button', { name: 'Posts', exact: true }).click();
    await all.getByRole('button', { name: 'Posts', exact: true }).click();
    const mostPosts = Math.max(...data.hashtags.map((row) => row.posts));
    await expect(all.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(withThousands(mostPosts));
  });

  test('Google reviews: the average rating in words, the counts, the ratings and the latest reviews', async ({
    page,
  }) => {
    const { token, user } = await logIn(page);
    const accountId = user.accountId!;
    await page.goto(`/${accountId}/dashboard/google-reviews`);
    const data = await defaultViewAnswer<ReviewsAnswer>(page, token, accountId, 'getGoogleReviews', false);
    expect(data.connected).toBe(true);
    expect(data.range.count, 'the seed has reviews every week').toBeGreaterThan(0);

    const averages = region(page, 'Average rating').getByRole('listitem');
    await expect(averages.nth(0)).toContainText(ratingText(data.overall.average));
    await expect(averages.nth(0)).toContainText(`${withThousands(data.overall.count)} reviews in total`);
    await expect(averages.nth(1)).toContainText(ratingText(data.range.average));
    await expect(main(page).getByText(ratingText(data.overall.average), { exact: true })).toHaveClass(
      /sr-only/,
    );

    const ratings = region(page, 'Ratings in this range');
    await ratings.getByRole('button', { name: 'Show table' }).click();
    const five = data.distribution.find((part) => part.rating === 5)!;
    await expect(
      ratings.getByRole('row', { name: new RegExp(`^5 stars ${withThousands(five.count)} `) }),
    ).toBeVisible();
    await expect(region(page, 'Average rating per week')).toBeVisible();

    const latest = region(page, 'Latest reviews').getByRole('listitem');
    await expect(latest).toHaveCount(data.latest.length);
    await expect(latest.first()).toContainText(data.latest[0]!.author);
    if (data.latest[0]!.text) await expect(latest.first()).toContainText(data.latest[0]!.text);
    // Spec 9's date format, without the time.
    await expect(latest.first().locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  });
});

test.describe('a new account', () => {
  test('sees empty pages, connects its Google Business Profile, sees its reviews and disconnects it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = freshEmail('reviews');
    const password = 'a-long-password';
    await registerThroughApi(page.request, { first_name: 'Rhea', last_name: 'Reviews', email, password });
    const { token, user } = await logIn(page, { username: email, password }, { fresh: true });
    const accountId = user.accountId!;

    await page.goto(`/${accountId}/dashboard/new-connections`);
    await expect(
      main(page).getByText('No followers gained or lost on these networks in this range yet.'),
    ).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Connect a network' })).toHaveAttribute(
      'href',
      `/${accountId}/social_accounts`,
    );
    for (const tab of ['leaderboard', 'hashtag-analytics']) {
      await page.goto(`/${accountId}/dashboard/${tab}`);
      await expect(
        main(page).getByText('No posts were published on these networks in this range.'),
      ).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Open the content planner' })).toHaveAttribute(
        'href',
        `/${accountId}/contentplanner`,
      );
    }

    await page.goto(`/${accountId}/dashboard/google-reviews`);
    await expect(
      main(page).getByRole('heading', { name: 'Connect your Google Business Profile' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Connect Google Business Profile' }).click();

    const averages = region(page, 'Average rating').getByRole('listitem');
    await expect(averages.first()).toBeVisible();
    const data = await defaultViewAnswer<ReviewsAnswer>(page, token, accountId, 'getGoogleReviews', false);
    expect(data.connected).toBe(true);
    expect(data.overall.count, 'the sandbox profile has a year of reviews').toBeGreaterThan(50);
    await expect(averages.nth(0)).toContainText(ratingText(data.overall.average));
    await expect(averages.nth(1)).toContainText(`${withThousands(data.range.count)} reviews`);
    await expect(region(page, 'Latest reviews').getByRole('listitem').first()).toContainText(
      data.latest[0]!.author,
    );

    await main(page).getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disconnect Google Business Profile?' });
    await expect(dialog).toContainText('will be removed from Brandpilot');
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(dialog).toBeHidden();
    await expect(main(page).getByRole('button', { name: 'Connect Google Business Profile' })).toBeVisible();
    const after = await defaultViewAnswer<ReviewsAnswer>(page, token, accountId, 'getGoogleReviews', false);
    expect(after).toMatchObject({ connected: false, overall: { count: 0 } });
  });
});
