import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  articleHeadingLevel,
  articleLinkOf,
  createHelpSearch,
  helpArticlesFrom,
  helpHref,
  helpText,
  helpViewOf,
  markdownToPlainText,
  normalizeQuery,
  parseHelpArticle,
  slugOfPath,
  snippetOf,
  HELP_QUERY_MAX_LENGTH,
  HelpArticleError,
  type SnippetPart,
} from '../../../src/domain/helpSearch.ts';
import { matchRoute } from '../../../src/domain/routes.ts';

const HELP_DIR = join(import.meta.dirname, '../../../docs/help');

/** The repository's articles, as the build reads them (path -> Markdown). */
function repositoryFiles(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(HELP_DIR)
      .filter((file) => file.endsWith('.md'))
      .map((file) => [`/docs/help/${file}`, readFileSync(join(HELP_DIR, file), 'utf8')]),
  );
}

const text = (parts: readonly SnippetPart[]) => parts.map((part) => part.text).join('');
const marked = (parts: readonly SnippetPart[]) => parts.filter((part) => part.match).map((part) => part.text);

describe('reading an article file', () => {
  const markdown = [
    '',
    '# Moving posts  ',
    '',
    'Drag a **card** to another day,',
    'or use the [keyboard](/help_center?article=keys).',
    '',
    '## With the keyboard',
    '',
    '1. Press `m` to pick the card up.',
    '2. Press *Enter* to drop it.',
  ].join('\n');

  it('takes the title from the # line, the summary from the first paragraph, the slug from the file name', () => {
    const article = parseHelpArticle('/docs/help/09-moving-posts.md', markdown);
    expect(article.slug).toBe('moving-posts');
    expect(article.title).toBe('Moving posts');
    expect(article.summary).toBe('Drag a card to another day, or use the keyboard.');
    expect(article.body.startsWith('Drag a **card**')).toBe(true);
    expect(article.body).toContain('## With the keyboard');
    expect(article.body).not.toContain('# Moving posts');
  });

  it('indexes the body as plain text, without Markdown marks or link targets', () => {
    const article = parseHelpArticle('/docs/help/09-moving-posts.md', markdown);
    expect(article.text).toBe(
      'Drag a card to another day, or use the keyboard. With the keyboard Press m to pick the card up. Press Enter to drop it.',
    );
    expect(markdownToPlainText('> **Note:** see [Billing](/billing) | `Save`')).toBe(
      'Note: see Billing Save',
    );
  });

  it('accepts Windows line ends and a byte order mark', () => {
    const article = parseHelpArticle('a-b.md', '\uFEFF# Title\r\n\r\nSummary line.\r\n');
    expect([article.slug, article.title, article.summary]).toEqual(['a-b', 'Title', 'Summary line.']);
  });

  it('refuses a file without a # title first, or without a summary paragraph after it', () => {
    expect(() => parseHelpArticle('/docs/help/x.md', 'Intro first\n\n# Title\n\nText.')).toThrow(
      HelpArticleError,
    );
    expect(() => parseHelpArticle('/docs/help/x.md', '## Title\n\nText.')).toThrow(/first line/);
    expect(() => parseHelpArticle('/docs/help/x.md', '# Title\n\n## Section\n\nText.')).toThrow(/summary/);
    expect(() => parseHelpArticle('/docs/help/x.md', '# Title\n\n- a list\n')).toThrow(/summary/);
    expect(() => parseHelpArticle('/docs/help/x.md', '# Title\n')).toThrow(/summary/);
  });

  it('makes slugs from file names without their order prefix, and refuses unusable names', () => {
    expect(slugOfPath('/docs/help/01-logging-in.md')).toBe('logging-in');
    expect(slugOfPath('chat.md')).toBe('chat');
    expect(() => slugOfPath('/docs/help/Über uns.md')).toThrow(HelpArticleError);
  });

  it('orders articles by path and refuses two with one slug', () => {
    const articles = helpArticlesFrom({
      '/docs/help/02-b.md': '# B\n\nSecond.',
      '/docs/help/01-a.md': '# A\n\nFirst.',
    });
    expect(articles.map((article) => article.slug)).toEqual(['a', 'b']);
    expect(() =>
      helpArticlesFrom({ '/docs/help/01-a.md': '# A\n\nOne.', '/docs/help/02-a.md': '# A again\n\nTwo.' }),
    ).toThrow(/slug 'a'/);
  });
});

describe('searching', () => {
  const search = createHelpSearch(
    helpArticlesFrom({
      '/docs/help/01-chat.md': '# Chatting with members\n\nWrite to the people of your accounts.',
      '/docs/help/02-publishing.md': [
        '# Publishing and failed posts',
        '',
        'Posts are published at their time. A post that fails shows the reason.',
        '',
        'You can chat with support, or read the chat log, or open the chat history in the chat window.',
      ].join('\n'),
      '/docs/help/03-moving.md':
        '# Moving and rescheduling posts\n\nDrag a card, or press m and the arrow keys to reschedule it.',
      '/docs/help/04-billing.md': '# Billing and your card\n\nUpdate the card when a charge fails.',
    }),
  );
  const slugs = (query: string) => search.search(query).map((hit) => hit.article.slug);

  it('finds nothing for an empty or blank query (the view lists every article then)', () => {
    expect(search.search('')).toEqual([]);
    expect(search.search('   ')).toEqual([]);
  });

  it('finds words by their beginning, as the user types', () => {
    expect(slugs('resch')).toEqual(['moving']);
    expect(slugs('bill')).toEqual(['billing']);
  });

  it('forgives a typo', () => {
    expect(slugs('pubished')).toContain('publishing');
    expect(slugs('biling')).toEqual(['billing']);
  });

  it('ranks a match in the title above matches in the body', () => {
    expect(slugs('chat')).toEqual(['chat', 'publishing']);
  });

  it('wants every word, and falls back to any word when no article has them all', () => {
    expect(slugs('card charge')).toEqual(['billing']);
    expect(slugs('card xylophone')).toContain('billing');
    expect(slugs('how do I reschedule')).toEqual(['moving']);
  });

  it('finds nothing for nonsense', () => {
    expect(slugs('zzqxv')).toEqual([]);
    expect(slugs('qwrtzpl kxcvbn')).toEqual([]);
  });

  it('quotes the body around the first word found, marking the words', () => {
    const [hit] = search.search('reason');
    expect(hit?.article.slug).toBe('publishing');
    expect(marked(hit!.snippet)).toEqual(['reason']);
    expect(text(hit!.snippet)).toContain('shows the reason');
    const [prefix] = search.search('resch');
    expect(marked(prefix!.snippet)).toEqual(['reschedule']);
  });

  it('quotes the summary when only the title matched', () => {
    const [hit] = search.search('members');
    expect(hit?.article.slug).toBe('chat');
    expect(text(hit!.snippet)).toBe('Write to the people of your accounts.');
  });

  it('cuts a long quote at spaces, with an ellipsis where it was cut', () => {
    const long = `${'word '.repeat(60)}target ${'more '.repeat(60)}`.trim();
    const parts = snippetOf(long, ['target'], '', 80);
    const quote = text(parts);
    expect(quote.startsWith('…word')).toBe(true);
    expect(quote.endsWith('more…')).toBe(true);
    expect(quote.length).toBeLessThanOrEqual(82);
    expect(marked(parts)).toEqual(['target']);
    expect(text(snippetOf('Short text.', ['absent'], 'The summary.'))).toBe('The summary.');
  });

  it('normalises the query: spaces collapsed, trimmed, at most HELP_QUERY_MAX_LENGTH', () => {
    expect(normalizeQuery('  card   update ')).toBe('card update');
    expect(normalizeQuery('x'.repeat(300))).toHaveLength(HELP_QUERY_MAX_LENGTH);
  });
});

describe('the help center addresses', () => {
  it('reads the search and the article from the query string', () => {
    expect(helpViewOf('')).toEqual({ query: '', article: null });
    expect(helpViewOf('?q=%20card%20%20update&article=Billing-And-Card')).toEqual({
      query: 'card update',
      article: 'billing-and-card',
    });
    expect(helpViewOf('?article=')).toEqual({ query: '', article: null });
  });

  it('writes them back, leaving out what is empty', () => {
    expect(helpHref('/12/help_center', { query: '', article: null })).toBe('/12/help_center');
    expect(helpHref('/help_center', { query: 'card & co', article: null })).toBe(
      '/help_center?q=card+%26+co',
    );
    const href = helpHref('/help_center', { query: 'card', article: 'billing-and-card' });
    expect(href).toBe('/help_center?article=billing-and-card&q=card');
    expect(helpViewOf(href.slice(href.indexOf('?')))).toEqual({ query: 'card', article: 'billing-and-card' });
  });

  it('opens app paths in the app with the account id in place, others outside or on the page', () => {
    expect(articleLinkOf('/contentplanner', 12)).toEqual({ kind: 'app', href: '/12/contentplanner' });
    expect(articleLinkOf('/help_center?article=chat', 12)).toEqual({
      kind: 'app',
      href: '/12/help_center?article=chat',
    });
    expect(articleLinkOf('/userSetting#social_media_accounts', '7')).toEqual({
      kind: 'app',
      href: '/7/userSetting#social_media_accounts',
    });
    expect(articleLinkOf('/contentplanner', null)).toEqual({ kind: 'app', href: '/contentplanner' });
    expect(articleLinkOf('https://example.com/x', 12).kind).toBe('external');
    expect(articleLinkOf('mailto:help@example.com', 12).kind).toBe('external');
    expect(articleLinkOf('//example.com', 12).kind).toBe('external');
    expect(articleLinkOf('#keyboard', 12).kind).toBe('anchor');
  });

  it('keeps the article title the only h1: body headings start at h2', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(articleHeadingLevel)).toEqual([2, 2, 3, 4, 5, 6, 6]);
  });

  it('words the empty state with the query', () => {
    expect(helpText.noMatch('zzqxv')).toBe('No articles match “zzqxv”.');
    expect(helpText.resultCount(1, 'card')).toBe('1 article matches “card”.');
  });
});

describe('the articles in docs/help', () => {
  const files = repositoryFiles();
  const articles = helpArticlesFrom(files);
  const slugs = new Set(articles.map((article) => article.slug));

  it('are about a dozen, each with a title and a one-paragraph summary, slugs unique', () => {
    expect(articles.length).toBeGreaterThanOrEqual(10);
    for (const article of articles) {
      expect(article.title.trim(), article.slug).not.toBe('');
      expect(article.summary.length, article.slug).toBeGreaterThan(40);
      expect(article.summary.length, article.slug).toBeLessThan(400);
    }
    expect(slugs.size).toBe(articles.length);
  });

  it('have one h1 (the title) and headings that never skip a level', () => {
    for (const article of articles) {
      const levels = [...article.body.matchAll(/^(#{1,6})\s/gm)].map((found) => found[1]!.length);
      expect(levels, article.slug).not.toContain(1);
      let previous = 1;
      for (const level of levels) {
        expect(level, `${article.slug}: a heading skips a level`).toBeLessThanOrEqual(previous + 1);
        previous = level;
      }
    }
  });

  it('link only to pages of the app and to articles that exist', () => {
    for (const article of articles) {
      for (const [, href] of article.body.matchAll(/\]\(([^)\s]+)\)/g)) {
        expect(href!.startsWith('/'), `${article.slug}: ${href}`).toBe(true);
        const { pathname } = new URL(href!, 'http://localhost');
        expect(matchRoute(pathname), `${article.slug}: ${href}`).not.toBeNull();
        const target = helpViewOf(new URL(href!, 'http://localhost').search).article;
        if (target !== null) expect(slugs.has(target), `${article.slug}: ${href}`).toBe(true);
      }
    }
  });

  it('are found by the words a user would type', () => {
    const search = createHelpSearch(articles);
    const first = (query: string) => search.search(query)[0]?.article.slug;
    expect(first('two-step code')).toBe('session-timeout');
    expect(first('keyboard')).toBe('moving-posts');
    expect(first('reschedu')).toBe('moving-posts');
    expect(first('update card')).toBe('billing-and-card');
    expect(first('circle network')).toBe('partner-network');
    expect(first('approve')).toBe('approving-posts');
    expect(search.search('zzqxv')).toEqual([]);
  });
});
