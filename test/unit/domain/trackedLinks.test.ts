/** Tracked links' pure rules (src/domain/trackedLinks.ts, utm.ts) and the leads / action items wording. */
import { describe, expect, it } from 'vitest';
import {
  actionItemOf,
  clicksPerDaySummary,
  groupBySeverity,
  listText,
  networkClicksSummary,
  sortActionItems,
  utmTagsOf,
  type LinkClickFigures,
} from '../../../src/domain/dashboardLinks.ts';
import {
  findLinks,
  isLinkPreviewBot,
  replaceLinks,
  shortLink,
  trackedTarget,
  trackedUtm,
} from '../../../src/domain/trackedLinks.ts';
import { withUtm, withoutUtm } from '../../../src/domain/utm.ts';

describe('findLinks', () => {
  it('finds absolute http(s) links without the punctuation of the sentence around them', () => {
    const text =
      'See https://a.example/x. Or (https://b.example/y?q=1) and “https://c.example/wiki/Bread_(food)”! ' +
      'Also http://d.example, ftp://e.example/f, www.f.example and mailto:g@h.example';
    expect(findLinks(text).map((link) => link.url)).toEqual([
      'https://a.example/x',
      'https://b.example/y?q=1',
      'https://c.example/wiki/Bread_(food)',
      'http://d.example',
    ]);
  });

  it('leaves out the product’s own short links and things that only look like a URL', () => {
    expect(
      findLinks('https://app.example/l/abcdefgh12 and https:// and http://', 'https://app.example'),
    ).toEqual([]);
  });

  it('replaces links by position, leaving those the replacer declines', () => {
    const text = 'a https://x.example b https://y.example c https://x.example';
    const links = findLinks(text);
    expect(replaceLinks(text, links, (url) => (url.startsWith('https://x.') ? 'X' : null))).toBe(
      'a X b https://y.example c X',
    );
  });
});

describe('UTM on a tracked link', () => {
  const utm = trackedUtm('linkedin', 42);

  it('appends the tags the link lacks, keeping its query, fragment and the tags its writer set', () => {
    expect(withUtm('https://shop.example/p?a=1&b=two%20words#top', utm)).toBe(
      'https://shop.example/p?a=1&b=two%20words&utm_source=linkedin&utm_medium=social&utm_campaign=brandpilot&utm_content=post-42#top',
    );
    expect(withUtm('https://shop.example/?UTM_SOURCE=mail', utm)).toBe(
      'https://shop.example/?UTM_SOURCE=mail&utm_medium=social&utm_campaign=brandpilot&utm_content=post-42',
    );
    expect(withUtm('javascript:alert(1)', utm)).toBeNull();
    expect(withUtm('not a url', utm)).toBeNull();
  });

  it('names the landing page without any utm tag', () => {
    expect(withoutUtm('https://shop.example/p?utm_source=x&a=1&utm_content=y#f')).toBe(
      'https://shop.example/p?a=1#f',
    );
    expect(trackedTarget('https://shop.example/p', utm)?.page).toBe('https://shop.example/p');
    expect(trackedTarget(`https://shop.example/${'x'.repeat(2100)}`, utm)).toBeNull();
  });

  it('builds the short link on the product’s origin', () => {
    expect(shortLink('https://app.example/', 'abcdefgh12')).toBe('https://app.example/l/abcdefgh12');
  });

  it('lists the tags for the leads page', () => {
    expect(utmTagsOf('facebook', 7)).toEqual([
      { key: 'utm_source', value: 'facebook' },
      { key: 'utm_medium', value: 'social' },
      { key: 'utm_campaign', value: 'brandpilot' },
      { key: 'utm_content', value: 'post-7' },
    ]);
  });
});

describe('isLinkPreviewBot', () => {
  it('knows the preview crawlers and robots, and a request without a user agent', () => {
    for (const agent of [
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      '',
      null,
    ]) {
      expect(isLinkPreviewBot(agent), String(agent)).toBe(true);
    }
  });

  it('counts people’s browsers', () => {
    for (const agent of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS]',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
    ]) {
      expect(isLinkPreviewBot(agent), agent).toBe(false);
    }
  });
});

describe('action items wording', () => {
  it('words each item, with its severity and the page that fixes it', () => {
    expect(actionItemOf(5, { kind: 'networkDisconnected', providerIds: [1, 3] })).toEqual({
      kind: 'networkDisconnected',
      severity: 'urgent',
      title: 'Facebook and Instagram are disconnected',
      detail: expect.any(String),
      count: 2,
      href: '/5/social_accounts',
    });
    expect(actionItemOf(5, { kind: 'approvalNeeded', count: 1, dueSoon: 0, firstPostId: 9 })).toMatchObject({
      severity: 'warning',
      title: '1 post needs your approval',
      href: '/5/contentplanner/5/9',
    });
    expect(actionItemOf(5, { kind: 'approvalNeeded', count: 3, dueSoon: 1, firstPostId: 9 })).toMatchObject({
      severity: 'urgent',
      title: '3 posts need your approval',
      href: '/5/contentplanner',
    });
    expect(
      actionItemOf(5, { kind: 'scheduleGap', days: ['2026-11-30', '2026-12-01'], checkedDays: 7 }),
    ).toMatchObject({
      severity: 'info',
      title: '2 days of the next 7 have no post scheduled',
      detail: expect.stringContaining('Mon 30 Nov and Tue 1 Dec'),
    });
    expect(actionItemOf(5, { kind: 'setupUnfinished', step: 'topics', done: 1, total: 4 })).toMatchObject({
      href: '/5/topics',
      count: 3,
    });
  });

  it('sorts most severe first and groups by severity', () => {
    const items = [
      actionItemOf(1, { kind: 'scheduleGap', days: ['2026-11-30'], checkedDays: 7 }),
      actionItemOf(1, { kind: 'trialEnding', endsAt: '2026-12-01T00:00:00.000Z', daysLeft: 3 }),
      actionItemOf(1, { kind: 'noNetwork' }),
      actionItemOf(1, { kind: 'cardFailed' }),
    ];
    expect(sortActionItems(items).map((item) => item.kind)).toEqual([
      'cardFailed',
      'noNetwork',
      'trialEnding',
      'scheduleGap',
    ]);
    expect(groupBySeverity(items).map((group) => [group.severity, group.items.length])).toEqual([
      ['urgent', 2],
      ['warning', 1],
      ['info', 1],
    ]);
  });

  it('lists names in words', () => {
    expect(listText(['a'])).toBe('a');
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('link clicks in words', () => {
  const figures: LinkClickFigures = {
    totals: { clicks: 12, unique: 9 },
    previous: { clicks: 4, unique: 4 },
    days: [
      { day: '2026-11-01', clicks: 2, unique: 2 },
      { day: '2026-11-02', clicks: 10, unique: 7 },
    ],
    networks: [
      { providerId: 1, clicks: 3, unique: 3 },
      { providerId: 2, clicks: 9, unique: 6 },
      { providerId: 3, clicks: 0, unique: 0 },
    ],
    posts: [],
    pages: [],
    links: [],
  };

  it('summarises the days and the networks', () => {
    expect(clicksPerDaySummary(figures, { start: '2026-11-01', end: '2026-11-02' })).toBe(
      '12 clicks (9 unique) on links in your posts in 2 days (1 Nov 2026 – 2 Nov 2026); the most on 2 Nov with 10.',
    );
    expect(networkClicksSummary(figures.networks)).toBe('Link clicks by network: Twitter 9, Facebook 3.');
    expect(networkClicksSummary([])).toContain('No link clicks');
  });
});
